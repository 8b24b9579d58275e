/**
 * The deterministic demo catalogue of a single-brand wine & spirits shop in Ulaanbaatar.
 *
 * Pure: the same `seed` and `now` always give the same rows (a mulberry32 stream, no
 * Math.random, no clock). Ids are assigned here (1..n in every table), so child rows link
 * without reading anything back. Products are produced lazily by `iterateDemoProducts`, so a
 * catalogue of 100,000+ products never needs to be held in memory at once.
 */
import type { Selectable } from "kysely";
import { englishSortKey, mongolianSortKey } from "../../domain/collation";
import { toLatin } from "../../domain/transliteration";
import type {
  BadgeTable,
  BrandTable,
  ProductBadgeTable,
  ProductImageTable,
  ProductPropertyTable,
  ProductTable,
  ProductTaxonTable,
  StockItemTable,
  StockLocationTable,
  StoreTable,
  TaxonTable,
  VariantOptionValueTable,
  VariantTable,
} from "../schema";

export const DEFAULT_DEMO_PRODUCTS = 360;
export const DEFAULT_DEMO_SEED = 20_240_611;

export type DemoProductType =
  | "wine"
  | "sparkling"
  | "vodka"
  | "whisky"
  | "cognac"
  | "gin"
  | "rum"
  | "tequila"
  | "liqueur"
  | "beer"
  | "gift_set"
  | "glassware"
  | "bar_tool"
  | "apparel";

export type DemoTaxon = Selectable<TaxonTable>;
export type DemoBrand = Selectable<BrandTable>;
export type DemoStore = Selectable<StoreTable>;
export type DemoStockLocation = Selectable<StockLocationTable>;
export type DemoBadge = Selectable<BadgeTable>;

export interface DemoVariant {
  variant: Selectable<VariantTable>;
  optionValues: Selectable<VariantOptionValueTable>[];
  stockItems: Omit<Selectable<StockItemTable>, "id">[];
}

/** One product with every row that hangs off it, ready to insert (ids already assigned). */
export interface DemoProduct {
  product: Selectable<ProductTable>;
  taxons: Selectable<ProductTaxonTable>[];
  badges: Selectable<ProductBadgeTable>[];
  images: Omit<Selectable<ProductImageTable>, "id">[];
  properties: Omit<Selectable<ProductPropertyTable>, "id">[];
  variants: DemoVariant[];
}

export interface DemoReferenceData {
  taxons: DemoTaxon[];
  brands: DemoBrand[];
  stores: DemoStore[];
  stockLocations: DemoStockLocation[];
  badges: DemoBadge[];
}

export interface DemoCatalogue extends DemoReferenceData {
  products: DemoProduct[];
}

export interface DemoCatalogueOptions {
  products: number;
  now: Date;
  seed?: number;
}

// ---------------------------------------------------------------------------------------------
// Random numbers

export type Rng = () => number;

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (r: Rng, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const chance = (r: Rng, p: number): boolean => r() < p;

function weighted<T>(r: Rng, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let x = r() * total;
  for (const item of items) {
    x -= weight(item);
    if (x < 0) return item;
  }
  return items[items.length - 1]!;
}

function shuffle<T>(r: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function pickSome<T>(r: Rng, items: readonly T[], count: number): T[] {
  return shuffle(r, [...items]).slice(0, Math.min(count, items.length));
}

// ---------------------------------------------------------------------------------------------
// Reference data: taxons, brands, stores, locations, badges

type TaxonNode = readonly [slug: string, mn: string, en: string, children?: readonly TaxonNode[]];

const TAXON_TREE: readonly TaxonNode[] = [
  [
    "wine",
    "Дарс",
    "Wine",
    [
      ["red", "Улаан дарс", "Red wine"],
      ["white", "Цагаан дарс", "White wine"],
      ["rose", "Ягаан дарс", "Rosé wine"],
      [
        "sparkling",
        "Оргилуун дарс",
        "Sparkling wine",
        [
          ["champagne", "Шампань", "Champagne"],
          ["prosecco", "Просекко", "Prosecco"],
          ["cava", "Кава", "Cava"],
        ],
      ],
    ],
  ],
  [
    "spirits",
    "Хүчтэй согтууруулах ундаа",
    "Spirits",
    [
      [
        "vodka",
        "Архи",
        "Vodka",
        [
          ["mongolian", "Монгол архи", "Mongolian vodka"],
          ["imported", "Импортын архи", "Imported vodka"],
        ],
      ],
      [
        "whisky",
        "Виски",
        "Whisky",
        [
          [
            "scotch",
            "Шотланд виски",
            "Scotch whisky",
            [
              [
                "single-malt",
                "Сингл молт виски",
                "Single malt",
                [
                  ["speyside", "Спейсайд", "Speyside"],
                  ["islay", "Айла", "Islay"],
                ],
              ],
              ["blended", "Холимог виски", "Blended Scotch"],
            ],
          ],
          ["irish", "Ирланд виски", "Irish whiskey"],
          ["american", "Америк виски", "American whiskey"],
          ["japanese", "Япон виски", "Japanese whisky"],
        ],
      ],
      [
        "cognac-brandy",
        "Коньяк, бренди",
        "Cognac & brandy",
        [
          ["cognac", "Коньяк", "Cognac"],
          ["brandy", "Бренди", "Brandy"],
        ],
      ],
      ["gin", "Жин", "Gin"],
      ["rum", "Ром", "Rum"],
      ["tequila", "Текила", "Tequila"],
      ["liqueur", "Ликёр", "Liqueur"],
    ],
  ],
  [
    "beer",
    "Шар айраг",
    "Beer",
    [
      ["lager", "Лагер", "Lager"],
      ["wheat", "Улаан буудайн шар айраг", "Wheat beer"],
      ["dark", "Хар шар айраг", "Dark beer"],
      ["craft", "Крафт шар айраг", "Craft beer"],
    ],
  ],
  ["gift-sets", "Бэлгийн багц", "Gift sets"],
  [
    "accessories",
    "Дагалдах хэрэгсэл",
    "Accessories",
    [
      ["glassware", "Хундага, шил", "Glassware"],
      ["bar-tools", "Барын хэрэгсэл", "Bar tools"],
      ["apparel", "Хувцас", "Apparel"],
    ],
  ],
];

function buildTaxons(): DemoTaxon[] {
  const out: DemoTaxon[] = [];
  const walk = (nodes: readonly TaxonNode[], parent: DemoTaxon | null) => {
    nodes.forEach(([slug, mn, en, children], position) => {
      const taxon: DemoTaxon = {
        id: out.length + 1,
        parent_id: parent?.id ?? null,
        permalink: parent ? `${parent.permalink}/${slug}` : slug,
        name: mn,
        translation_en: en,
        depth: parent ? parent.depth + 1 : 0,
        position,
      };
      out.push(taxon);
      if (children) walk(children, taxon);
    });
  };
  walk(TAXON_TREE, null);
  return out;
}

/** Country names for the `country` property; filter values are lower-case ISO 3166 codes. */
const COUNTRIES = {
  mn: ["Монгол", "Mongolia"],
  fr: ["Франц", "France"],
  it: ["Итали", "Italy"],
  es: ["Испани", "Spain"],
  cl: ["Чили", "Chile"],
  ar: ["Аргентин", "Argentina"],
  au: ["Австрали", "Australia"],
  nz: ["Шинэ Зеланд", "New Zealand"],
  ge: ["Гүрж", "Georgia"],
  gb: ["Их Британи", "United Kingdom"],
  ie: ["Ирланд", "Ireland"],
  us: ["АНУ", "United States"],
  jp: ["Япон", "Japan"],
  mx: ["Мексик", "Mexico"],
  ru: ["Орос", "Russia"],
  de: ["Герман", "Germany"],
  am: ["Армени", "Armenia"],
  do: ["Доминикан", "Dominican Republic"],
  nl: ["Нидерланд", "Netherlands"],
  cz: ["Чех", "Czechia"],
} as const;
type Country = keyof typeof COUNTRIES;

interface BrandDef {
  code: string;
  name: string;
  latin: string;
  /** Mongolian transcription used in product names. */
  mn: string;
  country: Country;
  featured?: boolean;
  story: readonly [mn: string, en: string];
}

const BRAND_DEFS: readonly BrandDef[] = [
  {
    code: "khar-suvd",
    name: "Хар Сувд",
    latin: "Khar Suvd",
    mn: "Хар Сувд",
    country: "mn",
    featured: true,
    story: [
      "Хар Сувд бол манай дэлгүүрийн нэрийн архи. Монгол улаан буудайн спиртийг 6 удаа нэрж, модны нүүрс, кварц, мөнгө, сувд, алмазаар шүүдэг. Савлахаас өмнө 500 гаруй цаг буюу 21 хоног амраадаг тул амт нь онцгой зөөлөн, цэвэр.",
      "Khar Suvd – “Black Pearl” – is our house vodka. Mongolian wheat spirit is distilled six times and filtered through charcoal, quartz, silver, pearls and diamond, then rested for over 500 hours (21 days) before bottling for an exceptionally soft, clean finish.",
    ],
  },
  {
    code: "chinggis",
    name: "Чингис",
    latin: "Chinggis",
    mn: "Чингис",
    country: "mn",
    featured: true,
    story: [
      "Их хааны нэрийг авсан Чингис архи Монгол улаан буудай, Хэнтийн нурууны булгийн уснаас бэлтгэгддэг. Баяр ёслолын ширээний салшгүй нэг хэсэг.",
      "Named after the Great Khan, Chinggis vodka is made from Mongolian wheat and spring water from the Khentii mountains – a fixture of every celebration.",
    ],
  },
  {
    code: "soyombo",
    name: "Соёмбо",
    latin: "Soyombo",
    mn: "Соёмбо",
    country: "mn",
    story: [
      "Үндэсний бэлгэ тэмдгээс нэрээ авсан Соёмбо бол өдөр тутмын сонгодог, найдвартай архи.",
      "Named after the national symbol, Soyombo is a dependable, classic everyday vodka.",
    ],
  },
  {
    code: "altan-gobi",
    name: "Алтан Говь",
    latin: "Altan Gobi",
    mn: "Алтан Говь",
    country: "mn",
    story: [
      "Говийн уудам тал, алтан элсний өнгийг бэлгэдсэн Алтан Говь архи зөөлөн амт, боломжийн үнээрээ алдартай.",
      "Inspired by the golden sands of the Gobi, Altan Gobi is known for its smooth taste and fair price.",
    ],
  },
  {
    code: "taiga",
    name: "Тайга",
    latin: "Taiga",
    mn: "Тайга",
    country: "mn",
    story: [
      "Хөвсгөлийн тайгын арц, хээрийн ургамлаар амталсан Монголын анхны крафт жин.",
      "Mongolia's first craft gin, flavoured with juniper from the Khuvsgul taiga and wild steppe botanicals.",
    ],
  },
  {
    code: "selenge",
    name: "Сэлэнгэ",
    latin: "Selenge",
    mn: "Сэлэнгэ",
    country: "mn",
    story: [
      "Сэлэнгийн хөндийн чацаргана, нэрс, үхрийн нүдээр бэлтгэсэн жимсний ликёрууд.",
      "Fruit liqueurs made from sea buckthorn, blueberries and blackcurrants grown in the Selenge valley.",
    ],
  },
  {
    code: "nomin-tal",
    name: "Номин Тал",
    latin: "Nomin Tal",
    mn: "Номин Тал",
    country: "mn",
    story: [
      "Улаанбаатарт исгэдэг, сэрүүн цэнгэг амттай лагер шар айраг.",
      "A crisp, refreshing lager brewed in Ulaanbaatar.",
    ],
  },
  {
    code: "khurel",
    name: "Хүрэл",
    latin: "Khurel",
    mn: "Хүрэл",
    country: "mn",
    story: [
      "Хүрэл бол нутгийн орц, шинэлэг хослолоор туршилт хийдэг Улаанбаатарын жижиг крафт шар айрагны үйлдвэр.",
      "Khurel is a small Ulaanbaatar craft brewery experimenting with local ingredients and bold recipes.",
    ],
  },
  {
    code: "chateau-valmorel",
    name: "Château Valmorel",
    latin: "Chateau Valmorel",
    mn: "Шато Валморел",
    country: "fr",
    featured: true,
    story: [
      "Бордогийн Жиронд голын эрэг дээрх гэр бүлийн дарсны аж ахуй. Гурван үеийн турш Каберне Совиньон, Мерло тарьж байна.",
      "A family estate on the banks of the Gironde in Bordeaux, growing Cabernet Sauvignon and Merlot for three generations.",
    ],
  },
  {
    code: "roussel-aubert",
    name: "Domaine Roussel-Aubert",
    latin: "Domaine Roussel-Aubert",
    mn: "Домэн Руссель-Обер",
    country: "fr",
    story: [
      "Бургундийн Кот-д'Ор дахь жижиг домэн. Пино Нуар, Шардонег гараар хурааж исгэдэг.",
      "A small domaine on Burgundy's Côte d'Or, hand-harvesting Pinot Noir and Chardonnay.",
    ],
  },
  {
    code: "clos-saint-azur",
    name: "Clos Saint-Azur",
    latin: "Clos Saint-Azur",
    mn: "Кло Сент-Азюр",
    country: "fr",
    story: [
      "Провансын далайн эргийн нарлаг толгодод ургасан үзмээр цайвар ягаан дарс хийдэг.",
      "Pale Provence rosé from sun-soaked hillsides near the Mediterranean coast.",
    ],
  },
  {
    code: "delacroix-vernet",
    name: "Delacroix-Vernet",
    latin: "Delacroix-Vernet",
    mn: "Делакруа-Вернэ",
    country: "fr",
    featured: true,
    story: [
      "1890 оноос хойш Реймс хотод шампань үйлдвэрлэж буй гэр бүлийн байшин.",
      "A family Champagne house in Reims, making sparkling wine since 1890.",
    ],
  },
  {
    code: "arvelle",
    name: "Maison Arvelle",
    latin: "Maison Arvelle",
    mn: "Арвель",
    country: "fr",
    featured: true,
    story: [
      "Шарант голын хөндийд царс модон торхонд удаан хугацаагаар хадгалсан коньяк.",
      "Cognac patiently aged in oak casks in the Charente valley.",
    ],
  },
  {
    code: "sole-alto",
    name: "Tenuta Sole Alto",
    latin: "Tenuta Sole Alto",
    mn: "Тенута Соле Алто",
    country: "it",
    story: [
      "Тосканы толгод дээрх Санджовезегийн усан үзмийн талбай бүхий дарсны аж ахуй.",
      "A Tuscan hillside estate devoted to Sangiovese.",
    ],
  },
  {
    code: "bella-riva",
    name: "Ca' Bella Riva",
    latin: "Ca Bella Riva",
    mn: "Ка Белла Рива",
    country: "it",
    story: [
      "Венетогийн Просекко, хөнгөн цагаан дарсаар мэргэшсэн үйлдвэр.",
      "A Veneto winery specialising in Prosecco and light white wines.",
    ],
  },
  {
    code: "montealba",
    name: "Bodegas Montealba",
    latin: "Bodegas Montealba",
    mn: "Бодегас Монтеальба",
    country: "es",
    story: [
      "Риохагийн Темпранильо, Каталонийн Кава хийдэг Испанийн дарсны байшин.",
      "A Spanish house making Rioja Tempranillo and Catalan Cava.",
    ],
  },
  {
    code: "cordillera-azul",
    name: "Viña Cordillera Azul",
    latin: "Vina Cordillera Azul",
    mn: "Винья Кордильера Асул",
    country: "cl",
    story: [
      "Андын нурууны бэлд, Майпогийн хөндийд нарлаг уур амьсгалд ургасан үзмээр дарс хийдэг.",
      "Sun-ripened wines from the Maipo Valley at the foot of the Andes.",
    ],
  },
  {
    code: "altos-del-viento",
    name: "Altos del Viento",
    latin: "Altos del Viento",
    mn: "Альтос дель Виенто",
    country: "ar",
    story: [
      "Мендосагийн өндөрлөг газрын Мальбек дарс.",
      "High-altitude Malbec from Mendoza.",
    ],
  },
  {
    code: "red-gum-ridge",
    name: "Red Gum Ridge",
    latin: "Red Gum Ridge",
    mn: "Ред Гам Ридж",
    country: "au",
    story: [
      "Баросагийн хөндийн хөгшин үзмийн модноос баян амттай Шираз хийдэг.",
      "Rich Shiraz from old vines in the Barossa Valley.",
    ],
  },
  {
    code: "southern-kea",
    name: "Southern Kea",
    latin: "Southern Kea",
    mn: "Саутерн Кеа",
    country: "nz",
    story: [
      "Марлбророгийн сэрүүн уур амьсгалд ургасан тод амттай Совиньон Блан.",
      "Vibrant Sauvignon Blanc from cool-climate Marlborough.",
    ],
  },
  {
    code: "kvevri-house",
    name: "Kvevri House",
    latin: "Kvevri House",
    mn: "Квеври Хаус",
    country: "ge",
    story: [
      "Кахетийн уламжлалт шавар саванд (квеври) дарс исгэдэг Гүржийн дарсны байшин.",
      "A Georgian house in Kakheti that ferments wine in traditional clay kvevri.",
    ],
  },
  {
    code: "glen-corran",
    name: "Glen Corran",
    latin: "Glen Corran",
    mn: "Глен Корран",
    country: "gb",
    featured: true,
    story: [
      "Спейсайдын голын эрэг дээрх нэрэх үйлдвэр. Зөгийн бал, жимсний амттай сингл молт виски.",
      "A riverside Speyside distillery known for honeyed, fruity single malts.",
    ],
  },
  {
    code: "port-ruadh",
    name: "Port Ruadh",
    latin: "Port Ruadh",
    mn: "Порт Руа",
    country: "gb",
    story: [
      "Айла арлын далайн эрэг дээрх нэрэх үйлдвэр. Хүлэрт утсан амттай виски.",
      "A seaside Islay distillery making smoky, peated whisky.",
    ],
  },
  {
    code: "highland-crest",
    name: "Highland Crest",
    latin: "Highland Crest",
    mn: "Хайланд Крест",
    country: "gb",
    story: [
      "Шотландын өндөрлөгийн олон үйлдвэрийн виски холимог.",
      "Blended Scotch drawing on distilleries across the Highlands.",
    ],
  },
  {
    code: "shannon-gate",
    name: "Shannon Gate",
    latin: "Shannon Gate",
    mn: "Шэннон Гейт",
    country: "ie",
    story: [
      "Гурван удаа нэрсэн зөөлөн Ирланд виски, цөцгийн ликёр.",
      "Smooth triple-distilled Irish whiskey and cream liqueur.",
    ],
  },
  {
    code: "copper-ridge",
    name: "Copper Ridge",
    latin: "Copper Ridge",
    mn: "Коппер Ридж",
    country: "us",
    story: [
      "Кентаккигийн шинэ шатаасан царс торхонд хадгалсан бурбон.",
      "Kentucky bourbon aged in new charred oak barrels.",
    ],
  },
  {
    code: "kazehana",
    name: "Kazehana",
    latin: "Kazehana",
    mn: "Казэхана",
    country: "jp",
    story: [
      "Японы уулсын цэвэр ус, мизунара царс торхоор нарийн амт бүтээдэг.",
      "Delicate whisky shaped by Japanese mountain water and mizunara oak.",
    ],
  },
  {
    code: "belaya-reka",
    name: "Belaya Reka",
    latin: "Belaya Reka",
    mn: "Белая Река",
    country: "ru",
    story: [
      "Сибирийн голын цэвэр уснаас бэлтгэсэн сонгодог Орос архи.",
      "Classic Russian vodka made with pure Siberian river water.",
    ],
  },
  {
    code: "nor-areni",
    name: "Nor Areni",
    latin: "Nor Areni",
    mn: "Нор Арени",
    country: "am",
    story: [
      "Арарат хөндийн үзмээр хийсэн Армени бренди.",
      "Armenian brandy from grapes grown in the Ararat Valley.",
    ],
  },
  {
    code: "thornbury",
    name: "Thornbury",
    latin: "Thornbury",
    mn: "Торнбери",
    country: "gb",
    story: [
      "Лондонгийн сонгодог аргаар нэрсэн, арцны тод амттай жин.",
      "Juniper-forward gin distilled in the classic London style.",
    ],
  },
  {
    code: "isla-morena",
    name: "Isla Morena",
    latin: "Isla Morena",
    mn: "Исла Морена",
    country: "do",
    story: [
      "Карибын тэнгисийн наран доор боловсорсон Доминиканы ром.",
      "Dominican rum matured under the Caribbean sun.",
    ],
  },
  {
    code: "casa-sol-azul",
    name: "Casa Sol Azul",
    latin: "Casa Sol Azul",
    mn: "Каса Сол Асул",
    country: "mx",
    story: [
      "Халискогийн өндөрлөгт ургасан цэнхэр агаваас хийсэн текила.",
      "Tequila made from blue agave grown in the Jalisco highlands.",
    ],
  },
  {
    code: "van-duyne",
    name: "Van Duyne",
    latin: "Van Duyne",
    mn: "Ван Дайн",
    country: "nl",
    story: [
      "1870 оноос хойш коктейльд зориулсан ликёр үйлдвэрлэж буй Голландын байшин.",
      "A Dutch house making cocktail liqueurs since 1870.",
    ],
  },
  {
    code: "zlaty-most",
    name: "Zlatý Most",
    latin: "Zlaty Most",
    mn: "Злати Мост",
    country: "cz",
    story: [
      "Богемийн хмел, зөөлөн уснаас исгэсэн Чех пилснер.",
      "Czech pilsner brewed with Bohemian hops and soft water.",
    ],
  },
  {
    code: "falkenberg",
    name: "Brauhaus Falkenberg",
    latin: "Brauhaus Falkenberg",
    mn: "Фалькенберг",
    country: "de",
    story: [
      "Баварийн цэвэр байдлын хуулийн дагуу исгэдэг Германы шар айраг.",
      "German beer brewed to the Bavarian purity law.",
    ],
  },
  {
    code: "kristallhaus",
    name: "Kristallhaus",
    latin: "Kristallhaus",
    mn: "Кристаллхаус",
    country: "de",
    story: [
      "Дарс, вискинд зориулсан хар тугалгагүй болор хундага.",
      "Lead-free crystal glassware for wine and spirits.",
    ],
  },
  {
    code: "barwerk",
    name: "Barwerk",
    latin: "Barwerk",
    mn: "Барверк",
    country: "de",
    story: [
      "Мэргэжлийн бармен нарт зориулсан зэвэрдэггүй ган барын хэрэгсэл.",
      "Professional stainless-steel bar tools for bartenders.",
    ],
  },
];

const BRAND_BY_CODE = new Map(BRAND_DEFS.map((b, i) => [b.code, { def: b, id: i + 1 }]));

/** The brand as written in English product names: local brands in Latin letters. */
const brandEn = (b: BrandDef): string => (b.country === "mn" ? b.latin : b.name);

function brandRef(code: string): { def: BrandDef; id: number } {
  const found = BRAND_BY_CODE.get(code);
  if (!found) throw new Error(`Unknown demo brand ${code}`);
  return found;
}

function buildBrands(): DemoBrand[] {
  return BRAND_DEFS.map((b, i) => ({
    id: i + 1,
    code: b.code,
    name: b.name,
    name_latin: b.latin,
    country_code: b.country,
    is_local: b.country === "mn" ? 1 : 0,
    logo: `/media/brands/${b.code}.svg`,
    story_mn: b.story[0],
    story_en: b.story[1],
    is_featured: b.featured ? 1 : 0,
  }));
}

const MAIN_STORE_ID = 1;
const PARTNER_STORE_ID = 2;

function buildStores(): DemoStore[] {
  return [
    { id: MAIN_STORE_ID, code: "main", name: "Хар Сувд", logo: "/media/brands/store.svg", vendor_id: 1 },
    { id: PARTNER_STORE_ID, code: "nomin-tal", name: "Номин Тал Брюери", logo: "/media/brands/nomin-tal.svg", vendor_id: 2 },
  ];
}

function buildStockLocations(): DemoStockLocation[] {
  return [
    {
      id: 1,
      code: "sukhbaatar",
      name_mn: "Хар Сувд – Төв дэлгүүр",
      name_en: "Khar Suvd – Central store",
      address_mn: "Улаанбаатар, Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 14",
      address_en: "14 Peace Avenue, 1st khoroo, Sukhbaatar district, Ulaanbaatar",
      opens_at: "11:00",
      closes_at: "22:00",
      is_pickup_point: 1,
    },
    {
      id: 2,
      code: "zaisan",
      name_mn: "Хар Сувд – Зайсан",
      name_en: "Khar Suvd – Zaisan",
      address_mn: "Улаанбаатар, Хан-Уул дүүрэг, 11-р хороо, Зайсангийн гудамж 27",
      address_en: "27 Zaisan Street, 11th khoroo, Khan-Uul district, Ulaanbaatar",
      opens_at: "11:00",
      closes_at: "22:00",
      is_pickup_point: 1,
    },
    {
      id: 3,
      code: "bayanzurkh",
      name_mn: "Хар Сувд – Баянзүрх",
      name_en: "Khar Suvd – Bayanzurkh",
      address_mn: "Улаанбаатар, Баянзүрх дүүрэг, 26-р хороо, Их Монгол улсын гудамж 8",
      address_en: "8 Ikh Mongol Uls Street, 26th khoroo, Bayanzurkh district, Ulaanbaatar",
      opens_at: "11:00",
      closes_at: "22:00",
      is_pickup_point: 1,
    },
    {
      id: 4,
      code: "warehouse",
      name_mn: "Төв агуулах",
      name_en: "Central warehouse",
      address_mn: "Улаанбаатар, Сонгинохайрхан дүүрэг, 20-р хороо, Агуулахын гудамж 3",
      address_en: "3 Warehouse Street, 20th khoroo, Songinokhairkhan district, Ulaanbaatar",
      opens_at: "09:00",
      closes_at: "18:00",
      is_pickup_point: 0,
    },
  ];
}

const LOCATION_IDS = [1, 2, 3, 4] as const;
const WAREHOUSE_ID = 4;

const BADGE = { new: 1, sale: 2, bestseller: 3, limited: 4, gift: 5 } as const;

function buildBadges(): DemoBadge[] {
  return [
    { id: BADGE.new, code: "new", name_mn: "Шинэ", name_en: "New", color: "#2e7d32" },
    { id: BADGE.sale, code: "sale", name_mn: "Хямдрал", name_en: "Sale", color: "#c62828" },
    { id: BADGE.bestseller, code: "bestseller", name_mn: "Эрэлттэй", name_en: "Bestseller", color: "#ef6c00" },
    { id: BADGE.limited, code: "limited", name_mn: "Хязгаарлагдмал", name_en: "Limited edition", color: "#6a1b9a" },
    { id: BADGE.gift, code: "gift", name_mn: "Бэлэгт тохиромжтой", name_en: "Great gift", color: "#ad7d12" },
  ];
}

/** The static part of the catalogue (everything except products). */
export function demoReferenceData(): DemoReferenceData {
  return {
    taxons: buildTaxons(),
    brands: buildBrands(),
    stores: buildStores(),
    stockLocations: buildStockLocations(),
    badges: buildBadges(),
  };
}

// ---------------------------------------------------------------------------------------------
// Product vocabulary

type Pair = readonly [mn: string, en: string];

const REGIONS = {
  bordeaux: ["Бордо", "Bordeaux"],
  burgundy: ["Бургунди", "Burgundy"],
  provence: ["Прованс", "Provence"],
  champagne: ["Шампань", "Champagne"],
  tuscany: ["Тоскана", "Tuscany"],
  veneto: ["Венето", "Veneto"],
  rioja: ["Риоха", "Rioja"],
  penedes: ["Пенедес", "Penedes"],
  maipo: ["Майпо", "Maipo Valley"],
  mendoza: ["Мендоса", "Mendoza"],
  barossa: ["Бароса", "Barossa Valley"],
  marlborough: ["Марлборо", "Marlborough"],
  kakheti: ["Кахети", "Kakheti"],
  speyside: ["Шотланд, Спейсайд", "Scotland, Speyside"],
  islay: ["Шотланд, Айла", "Scotland, Islay"],
  highlands: ["Шотланд, Хайланд", "Scotland, Highlands"],
  kentucky: ["Кентакки", "Kentucky"],
  cognac: ["Коньяк", "Cognac"],
  jalisco: ["Халиско", "Jalisco"],
  ararat: ["Арарат", "Ararat Valley"],
  selenge: ["Сэлэнгэ", "Selenge"],
  khuvsgul: ["Хөвсгөл", "Khuvsgul"],
  london: ["Лондон", "London"],
} as const satisfies Record<string, Pair>;
type Region = keyof typeof REGIONS;

const GRAPES = {
  cs: ["Каберне Совиньон", "Cabernet Sauvignon"],
  me: ["Мерло", "Merlot"],
  pn: ["Пино Нуар", "Pinot Noir"],
  sy: ["Шираз", "Shiraz"],
  ma: ["Мальбек", "Malbec"],
  te: ["Темпранильо", "Tempranillo"],
  sa: ["Санджовезе", "Sangiovese"],
  sp: ["Саперави", "Saperavi"],
  cm: ["Карменер", "Carménère"],
  gr: ["Гренаш", "Grenache"],
  ci: ["Сенсо", "Cinsault"],
  co: ["Корвина", "Corvina"],
  ch: ["Шардоне", "Chardonnay"],
  sb: ["Совиньон Блан", "Sauvignon Blanc"],
  se: ["Семийон", "Sémillon"],
  ri: ["Рислинг", "Riesling"],
  pg: ["Пино Гриджо", "Pinot Grigio"],
  rk: ["Ркацители", "Rkatsiteli"],
  mt: ["Мцване", "Mtsvane"],
  ve: ["Верментино", "Vermentino"],
  vi: ["Виура", "Viura"],
  gl: ["Глера", "Glera"],
  mc: ["Макабео", "Macabeo"],
  pm: ["Пино Мёнье", "Pinot Meunier"],
} as const satisfies Record<string, Pair>;
type Grape = keyof typeof GRAPES;

const SWEETNESS = {
  dry: ["Хуурай", "Dry"],
  "semi-sweet": ["Хагас чихэрлэг", "Semi-sweet"],
  brut: ["Брют", "Brut"],
  "extra-dry": ["Экстра драй", "Extra dry"],
} as const satisfies Record<string, Pair>;
type Sweetness = keyof typeof SWEETNESS;

type WineColour = "red" | "white" | "rose" | "sparkling";

const WINE_COLOUR_TEXT: Record<WineColour, Pair> = {
  red: ["улаан дарс", "red wine"],
  white: ["цагаан дарс", "white wine"],
  rose: ["ягаан дарс", "rosé wine"],
  sparkling: ["оргилуун дарс", "sparkling wine"],
};

const NOTES = {
  red: [
    ["боловсорсон интоор", "ripe cherry"],
    ["хар үхрийн нүд", "blackcurrant"],
    ["бөөрөлзгөнө", "blackberry"],
    ["чавга", "plum"],
    ["ванил", "vanilla"],
    ["какао", "cocoa"],
    ["хуш мод", "cedar"],
    ["хар перец", "black pepper"],
    ["тамхины навч", "tobacco leaf"],
    ["чихэр өвс", "liquorice"],
  ],
  white: [
    ["ногоон алим", "green apple"],
    ["нимбэг", "lemon"],
    ["тоор", "white peach"],
    ["лийр", "pear"],
    ["цагаан цэцэг", "white flowers"],
    ["хан боргоцой", "pineapple"],
    ["зөгийн бал", "honey"],
    ["шарсан самар", "toasted nuts"],
    ["шинэ хадсан өвс", "fresh-cut grass"],
    ["гүйлс", "apricot"],
  ],
  rose: [
    ["гүзээлзгэнэ", "strawberry"],
    ["бөөрөлзгөнө", "raspberry"],
    ["тарвас", "watermelon"],
    ["сарнайн дэлбээ", "rose petal"],
    ["бэрсүүт жүрж", "grapefruit"],
    ["улаан үхрийн нүд", "redcurrant"],
  ],
  sparkling: [
    ["шинэхэн талх", "fresh brioche"],
    ["ногоон алим", "green apple"],
    ["нимбэгний хальс", "lemon zest"],
    ["бүйлс", "almond"],
    ["цагаан цэцэг", "white blossom"],
    ["лийр", "pear"],
  ],
  whisky: [
    ["зөгийн бал", "honey"],
    ["ванил", "vanilla"],
    ["хатаасан жимс", "dried fruit"],
    ["карамель", "caramel"],
    ["цагаан гаа", "ginger"],
    ["хар шоколад", "dark chocolate"],
    ["шарсан самар", "toasted nuts"],
    ["жүржийн хальс", "orange peel"],
    ["царс мод", "oak"],
  ],
  peat: [
    ["хүлэрт утаа", "peat smoke"],
    ["далайн давс", "sea salt"],
    ["гал түймрийн үнс", "bonfire ash"],
    ["нимбэг", "lemon"],
  ],
  cognac: [
    ["хатаасан гүйлс", "dried apricot"],
    ["ванил", "vanilla"],
    ["царс мод", "oak"],
    ["хар чавга", "prune"],
    ["зөгийн бал", "honey"],
    ["шоколад", "chocolate"],
    ["чанамал жимс", "candied fruit"],
  ],
  rum: [
    ["карамель", "caramel"],
    ["гадил", "banana"],
    ["ванил", "vanilla"],
    ["наргил", "coconut"],
    ["бор элсэн чихэр", "brown sugar"],
    ["шанцай", "cinnamon"],
  ],
  agave: [
    ["шарсан агава", "cooked agave"],
    ["шохой", "lime"],
    ["хар перец", "black pepper"],
    ["ванил", "vanilla"],
    ["карамель", "caramel"],
  ],
  gin: [
    ["арц", "juniper"],
    ["кориандр", "coriander"],
    ["нимбэгний хальс", "lemon peel"],
    ["хар перец", "black pepper"],
    ["нарсны шилмүүс", "pine needles"],
    ["лаванда", "lavender"],
  ],
} satisfies Record<string, readonly Pair[]>;

const PAIRINGS: Record<WineColour, readonly Pair[]> = {
  red: [
    ["Шарсан үхрийн мах, хатуу бяслагтай сайхан зохицно.", "Pairs well with grilled beef and hard cheeses."],
    ["Хонины мах, бууз, хуушууртай тохирно.", "A natural match for mutton, buuz and khuushuur."],
    ["16–18°C-т, өтгөн шөлтэй хоолтой хамт үйлчлээрэй.", "Serve at 16–18°C with hearty stews and roasts."],
  ],
  white: [
    ["Загас, далайн хоол, шинэхэн салаттай сайхан зохицно.", "Lovely with fish, seafood and fresh salads."],
    ["Тахианы мах, зөөлөн бяслагтай тохирно.", "Pairs with chicken and soft cheeses."],
    ["8–10°C хүртэл хөргөж үйлчлээрэй.", "Serve chilled at 8–10°C."],
  ],
  rose: [
    ["Зуны орой, хөнгөн зууш, салаттай сайхан.", "Perfect for summer evenings, light snacks and salads."],
    ["10–12°C хүртэл сайтар хөргөж үйлчлээрэй.", "Serve well chilled at 10–12°C."],
  ],
  sparkling: [
    ["Баяр ёслол, шинэ жилийн ширээнд зориулагдсан.", "Made for celebrations and the New Year table."],
    ["Далайн хоол, хөнгөн зуушны өмнө аперитив болгон үйлчлээрэй.", "Serve as an aperitif or with seafood and canapés."],
    ["6–8°C хүртэл хөргөж, нарийн хундагаар үйлчлээрэй.", "Serve at 6–8°C in a tall flute."],
  ],
};

const noteSentence = (notes: Pair[]): Pair => [
  `Үнэр, амтанд нь ${notes.map((x) => x[0]).join(", ")} мэдрэгдэнэ.`,
  `Expect notes of ${andList(notes.map((x) => x[1]))}.`,
];

const article = (word: string): string => (/^[aeiou]/i.test(word) ? "An" : "A");

/** "a", "a and b", "a, b and c". */
const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

// ---------------------------------------------------------------------------------------------
// Product lines

type View = "front" | "back" | "box" | "pair";

interface PropertyDraft {
  key: string;
  mn: string;
  en: string;
  filter: string;
}

interface VariantDraft {
  /** Option values in option order; empty for a single-variant product. */
  options: { key: string; value: string }[];
  skuSuffix: string;
  priceFactor: number;
  image: string | null;
}

interface Concept {
  type: DemoProductType;
  taxon: string;
  brand: string;
  sku: string;
  nameMn: string;
  nameEn: string;
  price: number;
  description: Pair[];
  properties: PropertyDraft[];
  /** First entry is the master. A single entry means a single-variant product. */
  variants: VariantDraft[];
  /** Image styles: the first is the product image; each entry may be dropped except the first. */
  images: { style: string; view: View }[];
  limited?: boolean;
  giftable?: boolean;
}

interface Line {
  series: string;
  weight: number;
  combos: number;
  build: (combo: number, r: Rng, ctx: BuildContext) => Concept;
}

interface BuildContext {
  year: number;
}

/**
 * How often each kind of line is picked, relative to the per-line weights: roughly 40% wine,
 * 45% spirits, 7% beer, 3% gift sets and 5% accessories.
 */
const CATEGORY_WEIGHT = { wine: 1.4, spirits: 1, beer: 1, gift: 0.5, accessory: 0.45 } as const;

const slugify = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Whole tugrik, rounded to 100 below 20,000 and to 500 above. */
export function roundPrice(value: number): number {
  const step = value < 20_000 ? 100 : 500;
  return Math.max(step, Math.round(value / step) * step);
}

const volumeMn = (ml: number) => `${ml / 1000}л`;
const volumeEn = (ml: number) => `${ml / 1000} L`;
const scaleByVolume = (price: number, ml: number, refMl: number) => price * Math.pow(ml / refMl, 0.9);

const countryProp = (c: Country): PropertyDraft => ({ key: "country", mn: COUNTRIES[c][0], en: COUNTRIES[c][1], filter: c });
const regionProp = (r: Region): PropertyDraft => ({ key: "region", mn: REGIONS[r][0], en: REGIONS[r][1], filter: slugify(REGIONS[r][1]) });
const abvText = (abv: number) => `${Number.isInteger(abv) ? abv : abv.toFixed(1)}%`;
const abvProp = (abv: number): PropertyDraft => ({ key: "abv", mn: abvText(abv), en: abvText(abv), filter: String(abv) });
const volumeProp = (ml: number): PropertyDraft => ({ key: "volume", mn: `${ml} мл`, en: `${ml} ml`, filter: String(ml) });
const materialProp = (m: Material): PropertyDraft => ({ key: "material", mn: MATERIALS[m][0], en: MATERIALS[m][1], filter: m });

const MATERIALS = {
  crystal: ["Хар тугалгагүй болор", "Lead-free crystal"],
  glass: ["Шил", "Glass"],
  "stainless-steel": ["Зэвэрдэггүй ган", "Stainless steel"],
  cotton: ["100% хөвөн", "100% cotton"],
  "cotton-blend": ["Хөвөн, полиэстер", "Cotton blend"],
  canvas: ["Зотон даавуу, арьс", "Canvas and leather"],
  cardboard: ["Хатуу цаасан хайрцаг", "Rigid gift box"],
} as const satisfies Record<string, Pair>;
type Material = keyof typeof MATERIALS;

const BOTTLE_VIEWS: View[] = ["front", "back", "box"];

function bottleImages(shape: string, colour: string, views: View[] = BOTTLE_VIEWS): Concept["images"] {
  return views.map((view) => ({ style: view === "front" ? `${shape}-${colour}` : `${shape}-${colour}-${view}`, view }));
}

// --- Wine -----------------------------------------------------------------------------------

interface WineStyle {
  code: string;
  colour: WineColour;
  grapes: Grape[];
  sweetness: Sweetness;
  /** Name after the brand (and tier): Mongolian and English. */
  name: Pair;
  image: string;
  taxon?: string;
  region?: Region;
  /** Non-vintage (most sparkling wine). */
  nv?: boolean;
  limited?: boolean;
  priceFactor?: number;
  /** Bottle size when not 750 ml (shown in the name). */
  ml?: number;
}

interface WineTier {
  code: string;
  name: Pair | null;
  factor: number;
  oakMonths?: number;
}

interface WineLineDef {
  series: string;
  brand: string;
  weight: number;
  region: Region;
  styles: WineStyle[];
  tiers: WineTier[];
  price: readonly [number, number];
  abv: readonly [number, number];
  vintages: number;
}

const STANDARD: WineTier = { code: "", name: null, factor: 1 };

const WINE_LINES: WineLineDef[] = [
  {
    series: "VLM",
    brand: "chateau-valmorel",
    weight: 5,
    region: "bordeaux",
    price: [68_000, 98_000],
    abv: [13, 14.5],
    vintages: 5,
    tiers: [STANDARD, { code: "RES", name: ["Резерв", "Réserve"], factor: 1.6, oakMonths: 12 }, { code: "GV", name: ["Гран Вин", "Grand Vin"], factor: 2.9, oakMonths: 18 }],
    styles: [
      { code: "CS", colour: "red", grapes: ["cs", "me"], sweetness: "dry", name: ["Каберне Совиньон улаан дарс", "Cabernet Sauvignon"], image: "wine-garnet" },
      { code: "ME", colour: "red", grapes: ["me", "cs"], sweetness: "dry", name: ["Мерло улаан дарс", "Merlot"], image: "wine-ruby" },
      { code: "SB", colour: "white", grapes: ["sb", "se"], sweetness: "dry", name: ["Совиньон Блан цагаан дарс", "Sauvignon Blanc"], image: "wine-straw", priceFactor: 0.85 },
    ],
  },
  {
    series: "RSA",
    brand: "roussel-aubert",
    weight: 3,
    region: "burgundy",
    price: [85_000, 120_000],
    abv: [12.5, 13.5],
    vintages: 5,
    tiers: [STANDARD, { code: "1ER", name: ["Премье Крю", "Premier Cru"], factor: 2.4, oakMonths: 16 }],
    styles: [
      { code: "PN", colour: "red", grapes: ["pn"], sweetness: "dry", name: ["Пино Нуар улаан дарс", "Pinot Noir"], image: "wine-ruby" },
      { code: "CH", colour: "white", grapes: ["ch"], sweetness: "dry", name: ["Шардоне цагаан дарс", "Chardonnay"], image: "wine-gold" },
    ],
  },
  {
    series: "CSZ",
    brand: "clos-saint-azur",
    weight: 2,
    region: "provence",
    price: [55_000, 72_000],
    abv: [12.5, 13],
    vintages: 3,
    tiers: [STANDARD, { code: "PRS", name: ["Кюве Престиж", "Cuvée Prestige"], factor: 1.7 }],
    styles: [
      { code: "RS", colour: "rose", grapes: ["gr", "ci"], sweetness: "dry", name: ["Гренаш ягаан дарс", "Grenache Rosé"], image: "wine-rose" },
    ],
  },
  {
    series: "DLV",
    brand: "delacroix-vernet",
    weight: 3,
    region: "champagne",
    price: [185_000, 215_000],
    abv: [12, 12.5],
    vintages: 4,
    tiers: [STANDARD],
    styles: [
      { code: "BRUT", colour: "sparkling", grapes: ["pn", "ch", "pm"], sweetness: "brut", name: ["Брют шампань", "Brut Champagne"], image: "sparkling-green", taxon: "wine/sparkling/champagne", nv: true },
      { code: "ROSE", colour: "sparkling", grapes: ["pn", "ch"], sweetness: "brut", name: ["Розе Брют шампань", "Rosé Brut Champagne"], image: "sparkling-rose", taxon: "wine/sparkling/champagne", nv: true, priceFactor: 1.3 },
      { code: "BDB", colour: "sparkling", grapes: ["ch"], sweetness: "brut", name: ["Блан де Блан шампань", "Blanc de Blancs Champagne"], image: "sparkling-gold", taxon: "wine/sparkling/champagne", nv: true, priceFactor: 1.45 },
      { code: "BRUT", colour: "sparkling", grapes: ["pn", "ch", "pm"], sweetness: "brut", name: ["Брют шампань Магнум", "Brut Champagne Magnum"], image: "sparkling-green", taxon: "wine/sparkling/champagne", nv: true, ml: 1500 },
      { code: "DSEC", colour: "sparkling", grapes: ["pn", "ch", "pm"], sweetness: "semi-sweet", name: ["Деми-Сек шампань", "Demi-Sec Champagne"], image: "sparkling-gold", taxon: "wine/sparkling/champagne", nv: true, priceFactor: 1.05 },
      { code: "MIL", colour: "sparkling", grapes: ["pn", "ch"], sweetness: "brut", name: ["Миллезим шампань", "Millésime Champagne"], image: "sparkling-black", taxon: "wine/sparkling/champagne", limited: true, priceFactor: 1.95 },
    ],
  },
  {
    series: "TSA",
    brand: "sole-alto",
    weight: 3,
    region: "tuscany",
    price: [52_000, 78_000],
    abv: [13, 14],
    vintages: 5,
    tiers: [STANDARD, { code: "RIS", name: ["Ризерва", "Riserva"], factor: 1.8, oakMonths: 24 }],
    styles: [
      { code: "SG", colour: "red", grapes: ["sa"], sweetness: "dry", name: ["Санджовезе улаан дарс", "Sangiovese"], image: "wine-ruby" },
      { code: "CC", colour: "red", grapes: ["sa"], sweetness: "dry", name: ["Кьянти Классико улаан дарс", "Chianti Classico"], image: "wine-garnet", priceFactor: 1.2 },
      { code: "VR", colour: "white", grapes: ["ve"], sweetness: "dry", name: ["Верментино цагаан дарс", "Vermentino"], image: "wine-straw", priceFactor: 0.85 },
    ],
  },
  {
    series: "CBR",
    brand: "bella-riva",
    weight: 3,
    region: "veneto",
    price: [42_000, 58_000],
    abv: [11, 13],
    vintages: 3,
    tiers: [STANDARD],
    styles: [
      { code: "PRO", colour: "sparkling", grapes: ["gl"], sweetness: "extra-dry", name: ["Просекко оргилуун дарс", "Prosecco Extra Dry"], image: "sparkling-gold", taxon: "wine/sparkling/prosecco", nv: true },
      { code: "PRR", colour: "sparkling", grapes: ["gl", "pn"], sweetness: "brut", name: ["Просекко Розе оргилуун дарс", "Prosecco Rosé Brut"], image: "sparkling-rose", taxon: "wine/sparkling/prosecco", priceFactor: 1.15 },
      { code: "PG", colour: "white", grapes: ["pg"], sweetness: "dry", name: ["Пино Гриджо цагаан дарс", "Pinot Grigio"], image: "wine-straw", priceFactor: 0.85 },
      { code: "VAL", colour: "red", grapes: ["co"], sweetness: "dry", name: ["Валполичелла улаан дарс", "Valpolicella"], image: "wine-ruby", priceFactor: 1.1 },
    ],
  },
  {
    series: "MTA",
    brand: "montealba",
    weight: 3,
    region: "rioja",
    price: [45_000, 62_000],
    abv: [13, 14],
    vintages: 6,
    tiers: [
      { code: "CRI", name: ["Крианса", "Crianza"], factor: 1, oakMonths: 12 },
      { code: "RES", name: ["Резерва", "Reserva"], factor: 1.6, oakMonths: 18 },
      { code: "GR", name: ["Гран Резерва", "Gran Reserva"], factor: 2.6, oakMonths: 24 },
    ],
    styles: [
      { code: "TP", colour: "red", grapes: ["te"], sweetness: "dry", name: ["Темпранильо улаан дарс", "Tempranillo"], image: "wine-garnet" },
      { code: "VI", colour: "white", grapes: ["vi"], sweetness: "dry", name: ["Виура цагаан дарс", "Viura"], image: "wine-gold", priceFactor: 0.8 },
      { code: "CAVA", colour: "sparkling", grapes: ["mc"], sweetness: "brut", name: ["Кава Брют оргилуун дарс", "Cava Brut"], image: "sparkling-green", taxon: "wine/sparkling/cava", region: "penedes", nv: true, priceFactor: 0.9 },
    ],
  },
  {
    series: "CAZ",
    brand: "cordillera-azul",
    weight: 4,
    region: "maipo",
    price: [35_000, 46_000],
    abv: [13, 14.5],
    vintages: 4,
    tiers: [STANDARD, { code: "RES", name: ["Резерва", "Reserva"], factor: 1.4, oakMonths: 8 }, { code: "GR", name: ["Гран Резерва", "Gran Reserva"], factor: 2, oakMonths: 14 }],
    styles: [
      { code: "CS", colour: "red", grapes: ["cs"], sweetness: "dry", name: ["Каберне Совиньон улаан дарс", "Cabernet Sauvignon"], image: "wine-garnet" },
      { code: "CM", colour: "red", grapes: ["cm"], sweetness: "dry", name: ["Карменер улаан дарс", "Carménère"], image: "wine-ruby" },
      { code: "ME", colour: "red", grapes: ["me"], sweetness: "dry", name: ["Мерло улаан дарс", "Merlot"], image: "wine-ruby" },
      { code: "SB", colour: "white", grapes: ["sb"], sweetness: "dry", name: ["Совиньон Блан цагаан дарс", "Sauvignon Blanc"], image: "wine-straw" },
      { code: "CH", colour: "white", grapes: ["ch"], sweetness: "dry", name: ["Шардоне цагаан дарс", "Chardonnay"], image: "wine-gold" },
    ],
  },
  {
    series: "ADV",
    brand: "altos-del-viento",
    weight: 2,
    region: "mendoza",
    price: [42_000, 58_000],
    abv: [13.5, 14.5],
    vintages: 4,
    tiers: [STANDARD, { code: "RES", name: ["Резерва", "Reserva"], factor: 1.6, oakMonths: 12 }],
    styles: [
      { code: "MB", colour: "red", grapes: ["ma"], sweetness: "dry", name: ["Мальбек улаан дарс", "Malbec"], image: "wine-garnet" },
      { code: "MBR", colour: "rose", grapes: ["ma"], sweetness: "dry", name: ["Мальбек ягаан дарс", "Malbec Rosé"], image: "wine-rose", priceFactor: 0.9 },
    ],
  },
  {
    series: "RGR",
    brand: "red-gum-ridge",
    weight: 3,
    region: "barossa",
    price: [48_000, 66_000],
    abv: [13.5, 15],
    vintages: 5,
    tiers: [STANDARD, { code: "OV", name: ["Олд Вайн", "Old Vine"], factor: 2.1, oakMonths: 18 }],
    styles: [
      { code: "SH", colour: "red", grapes: ["sy"], sweetness: "dry", name: ["Шираз улаан дарс", "Shiraz"], image: "wine-garnet" },
      { code: "CS", colour: "red", grapes: ["cs"], sweetness: "dry", name: ["Каберне Совиньон улаан дарс", "Cabernet Sauvignon"], image: "wine-ruby" },
      { code: "CH", colour: "white", grapes: ["ch"], sweetness: "dry", name: ["Шардоне цагаан дарс", "Chardonnay"], image: "wine-gold" },
      { code: "RI", colour: "white", grapes: ["ri"], sweetness: "dry", name: ["Рислинг цагаан дарс", "Riesling"], image: "wine-straw", priceFactor: 0.9 },
    ],
  },
  {
    series: "SKE",
    brand: "southern-kea",
    weight: 2,
    region: "marlborough",
    price: [52_000, 68_000],
    abv: [12.5, 13.5],
    vintages: 3,
    tiers: [STANDARD],
    styles: [
      { code: "SB", colour: "white", grapes: ["sb"], sweetness: "dry", name: ["Совиньон Блан цагаан дарс", "Sauvignon Blanc"], image: "wine-straw" },
      { code: "PN", colour: "red", grapes: ["pn"], sweetness: "dry", name: ["Пино Нуар улаан дарс", "Pinot Noir"], image: "wine-ruby", priceFactor: 1.3 },
    ],
  },
  {
    series: "KVH",
    brand: "kvevri-house",
    weight: 4,
    region: "kakheti",
    price: [38_000, 52_000],
    abv: [11, 13.5],
    vintages: 4,
    tiers: [STANDARD, { code: "QV", name: ["Квеври", "Qvevri"], factor: 1.6, oakMonths: 6 }],
    styles: [
      { code: "SAP", colour: "red", grapes: ["sp"], sweetness: "dry", name: ["Саперави улаан дарс", "Saperavi"], image: "wine-garnet" },
      { code: "KIN", colour: "red", grapes: ["sp"], sweetness: "semi-sweet", name: ["Киндзмараули хагас чихэрлэг улаан дарс", "Kindzmarauli Semi-Sweet Red"], image: "wine-ruby", priceFactor: 1.1 },
      { code: "RKA", colour: "white", grapes: ["rk"], sweetness: "dry", name: ["Ркацители цагаан дарс", "Rkatsiteli"], image: "wine-gold" },
      { code: "TSI", colour: "white", grapes: ["rk", "mt"], sweetness: "dry", name: ["Цинандали цагаан дарс", "Tsinandali"], image: "wine-straw", priceFactor: 1.1 },
      { code: "ALZ", colour: "white", grapes: ["rk"], sweetness: "semi-sweet", name: ["Алазаны хөндий хагас чихэрлэг цагаан дарс", "Alazani Valley Semi-Sweet White"], image: "wine-gold", priceFactor: 0.9 },
    ],
  },
];

function wineLine(def: WineLineDef): Line {
  const combos: { style: WineStyle; tier: WineTier; vintageIndex: number }[] = [];
  for (const style of def.styles) {
    for (const tier of def.tiers) {
      for (let vintageIndex = 0; vintageIndex < (style.nv ? 1 : def.vintages); vintageIndex++) combos.push({ style, tier, vintageIndex });
    }
  }
  return {
    series: def.series,
    weight: def.weight * CATEGORY_WEIGHT.wine,
    combos: combos.length,
    build(combo, r, ctx) {
      const { style, tier, vintageIndex } = combos[combo]!;
      const ml = style.ml ?? 750;
      const brand = brandRef(def.brand).def;
      const region = style.region ?? def.region;
      const youngest = style.colour === "red" ? 2 : style.nv ? 0 : style.colour === "sparkling" ? 6 : 1;
      const vintage = style.nv ? null : ctx.year - youngest - vintageIndex * (style.limited ? 2 : 1);
      const tierMn = tier.name ? ` ${tier.name[0]}` : "";
      const tierEn = tier.name ? ` ${tier.name[1]}` : "";
      const sizeMn = ml === 750 ? "" : ` ${volumeMn(ml)}`;
      const sizeEn = ml === 750 ? "" : ` ${volumeEn(ml)}`;
      const nameMn = `${brand.mn}${tierMn} ${style.name[0]}${vintage ? ` ${vintage}` : ""}${sizeMn}`;
      const nameEn = `${brandEn(brand)}${tierEn} ${style.name[1]}${vintage ? ` ${vintage}` : ""}${sizeEn}`;
      const age = vintage ? ctx.year - vintage : 0;
      const price = Math.min(
        450_000,
        Math.max(35_000, roundPrice(scaleByVolume(int(r, def.price[0], def.price[1]), ml, 750) * tier.factor * (style.priceFactor ?? 1) * (1 + age * 0.03))),
      );
      const abv = Math.round((def.abv[0] + r() * (def.abv[1] - def.abv[0])) * 2) / 2;
      const grapes = style.grapes.map((g) => GRAPES[g]);
      const country = brand.country;
      const sweet = SWEETNESS[style.sweetness];
      const colourText = WINE_COLOUR_TEXT[style.colour];
      const notes = pickSome(r, NOTES[style.colour], 3) as Pair[];
      const description: Pair[] = [
        [
          `${COUNTRIES[country][0]} улсын ${REGIONS[region][0]} нутагт ${grapes.map((g) => g[0]).join(", ")} сортын үзмээр хийсэн ${sweet[0].toLowerCase()} ${colourText[0]}.`,
          `${article(sweet[1])} ${sweet[1].toLowerCase()} ${colourText[1]} from ${REGIONS[region][1]}, ${COUNTRIES[country][1]}, made from ${andList(grapes.map((g) => g[1]))}.`,
        ],
        noteSentence(notes),
      ];
      if (tier.oakMonths) {
        description.push([`Царс модон торхонд ${tier.oakMonths} сар хадгалсан.`, `Aged for ${tier.oakMonths} months in oak barrels.`]);
      } else if (chance(r, 0.75)) {
        description.push(pick(r, PAIRINGS[style.colour]));
      }
      const properties: PropertyDraft[] = [
        countryProp(country),
        regionProp(region),
        { key: "grape", mn: grapes.map((g) => g[0]).join(", "), en: grapes.map((g) => g[1]).join(", "), filter: slugify(grapes[0]![1]) },
        { key: "sweetness", mn: sweet[0], en: sweet[1], filter: style.sweetness },
        abvProp(abv),
        volumeProp(ml),
      ];
      if (vintage) properties.push({ key: "vintage", mn: String(vintage), en: String(vintage), filter: String(vintage) });
      const [shape, colour] = style.image.split("-") as [string, string];
      return {
        type: style.colour === "sparkling" ? "sparkling" : "wine",
        taxon: style.taxon ?? `wine/${style.colour}`,
        brand: def.brand,
        sku: [def.series, style.code + (tier.code ? `-${tier.code}` : ""), vintage ?? "NV", ml === 750 ? "" : ml].filter((x) => x !== "").join("-"),
        nameMn,
        nameEn,
        price,
        description,
        properties,
        variants: [{ options: [], skuSuffix: "", priceFactor: 1, image: null }],
        images: bottleImages(shape, colour),
        limited: style.limited || (tier.factor >= 2.4 && age >= 6),
        giftable: style.colour === "sparkling" || tier.factor >= 2,
      };
    },
  };
}

// --- Spirits --------------------------------------------------------------------------------

type SpiritType = "vodka" | "whisky" | "cognac" | "gin" | "rum" | "tequila" | "liqueur";

interface SpiritEdition {
  code: string;
  /** The edition's words in the name (may be empty). */
  name: Pair;
  volumes: number[];
  /** One product with a volume option instead of one product per volume. */
  multi?: boolean;
  /** Price at the default volume (750 ml if offered, else 700 ml, else the first). */
  price: number;
  image: string;
  age?: number;
  abv?: number;
  class?: string;
  limited?: boolean;
  /** A sentence specific to this edition. */
  note?: Pair;
}

interface SpiritLineDef {
  series: string;
  brand: string;
  type: SpiritType;
  taxon: string;
  weight: number;
  /** The kind of drink after the edition, e.g. архи / Vodka. */
  kind: Pair;
  region?: Region;
  abv: number;
  intro: Pair[];
  editions: SpiritEdition[];
  /** Always show the volume in single-volume names (vodka is sold that way). */
  volumeInName?: boolean;
}

const KSV_INTRO: Pair = [
  "6 удаа нэрж, модны нүүрс, кварц, мөнгө, сувд, алмазаар шүүсэн Хар Сувд архи.",
  "Distilled six times and filtered through charcoal, quartz, silver, pearls and diamond.",
];
const KSV_REST: Pair = [
  "Савлахаас өмнө 500 гаруй цаг буюу 21 хоног амраадаг тул амт нь онцгой зөөлөн.",
  "Rested for more than 500 hours (21 days) before bottling for an exceptionally smooth taste.",
];

const VODKA_INTROS: Pair[] = [
  ["Монгол улаан буудайн спирт, цэвэр булгийн уснаас бэлтгэсэн сонгодог архи.", "A classic vodka made from Mongolian wheat spirit and pure spring water."],
  ["Олон шатны шүүлтүүрээр шүүсэн, тунгалаг, цэвэр амттай архи.", "Multi-stage filtration gives a crystal-clear vodka with a clean taste."],
  ["Мөнгөн шүүлтүүрээр шүүж, зөөлөн амтыг нь тогтоосон архи.", "Silver filtration lends this vodka a soft, rounded character."],
];

const SERVING: Record<SpiritType, Pair[]> = {
  vodka: [
    ["Хөргөж, 4–6°C-т уухад хамгийн тохиромжтой.", "Best served ice-cold at 4–6°C."],
    ["Монгол айлын баяр ёслол, гэр бүлийн ширээнд.", "A fixture of Mongolian celebrations and family tables."],
    ["Цэвэр байдлаар ч, коктейльд ч тохиромжтой.", "Equally good neat or in cocktails."],
  ],
  whisky: [
    ["Цэвэр байдлаар эсвэл хэдэн дусал устай амтлаарай.", "Enjoy neat or with a few drops of water."],
    ["Мөстэй эсвэл хайболл коктейльд тохиромжтой.", "Great on the rocks or in a highball."],
  ],
  cognac: [
    ["Хоолны дараа, алганд бага зэрэг дулаацуулан амтлаарай.", "Best enjoyed after dinner, slightly warmed in the hand."],
    ["Хар шоколад, хатаасан жимстэй сайхан зохицно.", "Lovely with dark chocolate and dried fruit."],
  ],
  gin: [
    ["Тоник ус, нимбэгтэй хослуулахад гайхалтай.", "Superb with tonic and a twist of lemon."],
    ["Мартини, Негрони коктейльд тохиромжтой.", "Ideal for martinis and negronis."],
  ],
  rum: [
    ["Мохито, Дайкири зэрэг коктейльд тохиромжтой.", "Ideal for mojitos and daiquiris."],
    ["Мөстэй эсвэл кола, шохойтой уугаарай.", "Serve over ice or with cola and lime."],
  ],
  tequila: [
    ["Цэвэр байдлаар эсвэл Маргарита коктейльд.", "Sip it neat or mix a margarita."],
    ["Шохой, давстай уламжлалт байдлаар амтлаарай.", "Enjoy the traditional way with lime and salt."],
  ],
  liqueur: [
    ["Мөстэй, эсвэл коктейль, амттанд нэмж хэрэглэнэ.", "Serve over ice or use in cocktails and desserts."],
    ["Кофе, зайрмагтай хослуулахад сайхан.", "Delicious with coffee or poured over ice cream."],
  ],
};

/** Shelf price bounds per kind of spirit (tugrik). */
const SPIRIT_PRICE_RANGE: Partial<Record<SpiritType, readonly [number, number]>> = {
  vodka: [18_000, 95_000],
  whisky: [85_000, 1_200_000],
  cognac: [120_000, 2_500_000],
};

const SPIRIT_NOTES: Partial<Record<SpiritType, readonly Pair[]>> = {
  whisky: NOTES.whisky,
  cognac: NOTES.cognac,
  rum: NOTES.rum,
  tequila: NOTES.agave,
  gin: NOTES.gin,
};

const SPIRIT_LINES: SpiritLineDef[] = [
  {
    series: "KSV",
    brand: "khar-suvd",
    type: "vodka",
    taxon: "spirits/vodka/mongolian",
    weight: 7,
    kind: ["архи", "Vodka"],
    abv: 40,
    intro: [KSV_INTRO],
    volumeInName: true,
    editions: [
      { code: "PREM", name: ["Премиум", "Premium"], volumes: [500, 750, 1000], price: 45_000, image: "vodka-black" },
      { code: "GOLD", name: ["Алтан", "Gold"], volumes: [750, 500, 1000], multi: true, price: 65_000, image: "vodka-gold" },
      { code: "PLAT", name: ["Платинум", "Platinum"], volumes: [750], price: 85_000, image: "vodka-pearl", limited: true },
      { code: "CLS", name: ["Сонгодог", "Classic"], volumes: [500, 750], price: 32_000, image: "vodka-clear" },
    ],
  },
  {
    series: "CHG",
    brand: "chinggis",
    type: "vodka",
    taxon: "spirits/vodka/mongolian",
    weight: 5,
    kind: ["архи", "Vodka"],
    abv: 40,
    intro: VODKA_INTROS,
    volumeInName: true,
    editions: [
      { code: "SLV", name: ["Мөнгөн", "Silver"], volumes: [500, 750, 1000], price: 28_000, image: "vodka-clear" },
      { code: "GOLD", name: ["Алтан", "Gold"], volumes: [750, 500, 1000], multi: true, price: 42_000, image: "vodka-gold" },
      { code: "BLK", name: ["Хар", "Black"], volumes: [750], price: 55_000, image: "vodka-black" },
    ],
  },
  {
    series: "SYB",
    brand: "soyombo",
    type: "vodka",
    taxon: "spirits/vodka/mongolian",
    weight: 3,
    kind: ["архи", "Vodka"],
    abv: 40,
    intro: VODKA_INTROS,
    volumeInName: true,
    editions: [
      { code: "CLS", name: ["Сонгодог", "Classic"], volumes: [500, 750], price: 22_000, image: "vodka-blue" },
      { code: "PREM", name: ["Премиум", "Premium"], volumes: [750, 1000], price: 34_000, image: "vodka-clear" },
    ],
  },
  {
    series: "AGB",
    brand: "altan-gobi",
    type: "vodka",
    taxon: "spirits/vodka/mongolian",
    weight: 3,
    kind: ["архи", "Vodka"],
    abv: 40,
    intro: VODKA_INTROS,
    volumeInName: true,
    editions: [
      { code: "CLS", name: ["Сонгодог", "Classic"], volumes: [500, 750], price: 19_500, image: "vodka-clear" },
      { code: "RES", name: ["Резерв", "Reserve"], volumes: [750, 500], multi: true, price: 29_000, image: "vodka-gold" },
    ],
  },
  {
    series: "BLR",
    brand: "belaya-reka",
    type: "vodka",
    taxon: "spirits/vodka/imported",
    weight: 2,
    kind: ["архи", "Vodka"],
    abv: 40,
    intro: [["Сибирийн голын цэвэр ус, сонгомол улаан буудайн спиртээр хийсэн Орос архи.", "Russian vodka made from select wheat spirit and pure Siberian river water."]],
    volumeInName: true,
    editions: [
      { code: "CLS", name: ["Сонгодог", "Classic"], volumes: [500, 750], price: 38_000, image: "vodka-blue" },
      { code: "PLT", name: ["Платинум", "Platinum"], volumes: [750], price: 62_000, image: "vodka-clear" },
    ],
  },
  {
    series: "GCR",
    brand: "glen-corran",
    type: "whisky",
    taxon: "spirits/whisky/scotch/single-malt/speyside",
    weight: 4,
    kind: ["сингл молт виски", "Single Malt Scotch Whisky"],
    region: "speyside",
    abv: 40,
    intro: [["Спейсайдын голын эрэг дээр нэрсэн, зөгийн бал, жимсний амттай сингл молт виски.", "A honeyed, fruity single malt distilled on the banks of the Spey."]],
    editions: [
      { code: "12", name: ["12 жилийн", "12 Year Old"], volumes: [700, 1000], multi: true, price: 145_000, image: "whisky-gold", age: 12 },
      { code: "15", name: ["15 жилийн", "15 Year Old"], volumes: [700], price: 230_000, image: "whisky-amber", age: 15, abv: 43 },
      { code: "18", name: ["18 жилийн", "18 Year Old"], volumes: [700], price: 420_000, image: "whisky-amber", age: 18, abv: 43 },
      { code: "21", name: ["21 жилийн", "21 Year Old"], volumes: [700], price: 980_000, image: "whisky-dark", age: 21, abv: 43, limited: true },
      { code: "SHC", name: ["Шерри Каск", "Sherry Cask"], volumes: [700], price: 260_000, image: "whisky-dark", abv: 46, note: ["Олоросо шеррийн торхонд боловсруулсан.", "Finished in Oloroso sherry casks."] },
    ],
  },
  {
    series: "PRU",
    brand: "port-ruadh",
    type: "whisky",
    taxon: "spirits/whisky/scotch/single-malt/islay",
    weight: 2,
    kind: ["сингл молт виски", "Single Malt Scotch Whisky"],
    region: "islay",
    abv: 46,
    intro: [["Айла арлын далайн эрэг дээр нэрсэн, хүлэрт утсан амттай виски.", "A smoky, peated whisky from the shores of Islay."]],
    editions: [
      { code: "10", name: ["10 жилийн", "10 Year Old"], volumes: [700], price: 185_000, image: "whisky-gold", age: 10 },
      { code: "16", name: ["16 жилийн", "16 Year Old"], volumes: [700], price: 540_000, image: "whisky-amber", age: 16 },
      { code: "CS", name: ["Каск Стренгс", "Cask Strength"], volumes: [700], price: 310_000, image: "whisky-dark", abv: 57.1, limited: true },
    ],
  },
  {
    series: "HLC",
    brand: "highland-crest",
    type: "whisky",
    taxon: "spirits/whisky/scotch/blended",
    weight: 4,
    kind: ["холимог виски", "Blended Scotch Whisky"],
    region: "highlands",
    abv: 40,
    intro: [["Шотландын өндөрлөгийн олон нэрэх үйлдвэрийн вискиг хослуулсан зөөлөн холимог.", "A smooth blend of whiskies from distilleries across the Highlands."]],
    editions: [
      { code: "FIN", name: ["Файнест", "Finest"], volumes: [700, 1000], multi: true, price: 95_000, image: "whisky-gold" },
      { code: "12", name: ["12 жилийн", "12 Year Old"], volumes: [700, 1000], multi: true, price: 135_000, image: "whisky-amber", age: 12 },
      { code: "BLK", name: ["Блэк Резерв", "Black Reserve"], volumes: [700], price: 165_000, image: "whisky-dark" },
    ],
  },
  {
    series: "SHG",
    brand: "shannon-gate",
    type: "whisky",
    taxon: "spirits/whisky/irish",
    weight: 3,
    kind: ["Ирланд виски", "Irish Whiskey"],
    abv: 40,
    intro: [["Гурван удаа нэрсэн, зөөлөн амттай Ирланд виски.", "A smooth, triple-distilled Irish whiskey."]],
    editions: [
      { code: "ORG", name: ["Ориджинал", "Original"], volumes: [700, 1000], multi: true, price: 98_000, image: "whisky-gold" },
      { code: "SPS", name: ["Сингл Пот Стилл", "Single Pot Still"], volumes: [700], price: 175_000, image: "whisky-amber", abv: 43 },
      { code: "12", name: ["12 жилийн", "12 Year Old"], volumes: [700], price: 210_000, image: "whisky-amber", age: 12 },
    ],
  },
  {
    series: "CPR",
    brand: "copper-ridge",
    type: "whisky",
    taxon: "spirits/whisky/american",
    weight: 3,
    kind: ["бурбон", "Bourbon"],
    region: "kentucky",
    abv: 45,
    intro: [["Кентаккигийн шинэ шатаасан царс торхонд хадгалсан эрдэнэ шишийн виски.", "Corn-based whiskey aged in new charred oak barrels in Kentucky."]],
    editions: [
      { code: "KSB", name: ["Кентакки Стрэйт", "Kentucky Straight"], volumes: [700, 1000], multi: true, price: 92_000, image: "whisky-amber" },
      { code: "SB", name: ["Смолл Батч", "Small Batch"], volumes: [700], price: 145_000, image: "whisky-amber", abv: 47 },
      { code: "RYE", name: ["Рай", "Straight Rye"], volumes: [700], price: 160_000, image: "whisky-gold" },
      { code: "SGB", name: ["Сингл Баррел", "Single Barrel"], volumes: [700], price: 240_000, image: "whisky-dark", abv: 50, limited: true },
    ],
  },
  {
    series: "KZH",
    brand: "kazehana",
    type: "whisky",
    taxon: "spirits/whisky/japanese",
    weight: 3,
    kind: ["Япон виски", "Japanese Whisky"],
    abv: 43,
    intro: [["Японы уулын цэвэр ус, нарийн технологиор бүтээсэн тэнцвэртэй виски.", "A finely balanced whisky made with Japanese mountain water."]],
    editions: [
      { code: "HAR", name: ["Хармони", "Harmony"], volumes: [700], price: 190_000, image: "whisky-gold" },
      { code: "SM12", name: ["12 жилийн сингл молт", "Single Malt 12 Year Old"], volumes: [700], price: 420_000, image: "whisky-amber", age: 12 },
      { code: "MIZ", name: ["Мизунара Каск", "Mizunara Cask"], volumes: [700], price: 890_000, image: "whisky-dark", limited: true, note: ["Ховор мизунара царсан торхонд боловсруулсан.", "Finished in rare Japanese mizunara oak."] },
    ],
  },
  {
    series: "ARV",
    brand: "arvelle",
    type: "cognac",
    taxon: "spirits/cognac-brandy/cognac",
    weight: 4,
    kind: ["коньяк", "Cognac"],
    region: "cognac",
    abv: 40,
    intro: [["Франц улсын Коньяк мужид Уни Блан үзмээр нэрсэн коньяк.", "Cognac distilled from Ugni Blanc grapes in the Cognac region of France."]],
    editions: [
      { code: "VS", name: ["VS", "VS"], volumes: [700, 1000], multi: true, price: 125_000, image: "cognac-amber", class: "VS" },
      { code: "VSOP", name: ["VSOP", "VSOP"], volumes: [700], price: 230_000, image: "cognac-amber", class: "VSOP" },
      { code: "NAP", name: ["Наполеон", "Napoléon"], volumes: [700], price: 380_000, image: "cognac-dark", class: "Napoléon" },
      { code: "XO", name: ["XO", "XO"], volumes: [700], price: 650_000, image: "cognac-dark", class: "XO" },
      { code: "EXT", name: ["Экстра", "Extra"], volumes: [700], price: 2_100_000, image: "cognac-dark", class: "Extra", limited: true },
    ],
  },
  {
    series: "NAR",
    brand: "nor-areni",
    type: "cognac",
    taxon: "spirits/cognac-brandy/brandy",
    weight: 2,
    kind: ["бренди", "Armenian Brandy"],
    region: "ararat",
    abv: 40,
    intro: [["Арарат хөндийн үзмээр нэрж, царс торхонд хадгалсан Армени бренди.", "Armenian brandy distilled from Ararat Valley grapes and aged in oak."]],
    editions: [
      { code: "5", name: ["5 жилийн", "5 Year Old"], volumes: [700], price: 125_000, image: "cognac-amber", age: 5 },
      { code: "10", name: ["10 жилийн", "10 Year Old"], volumes: [700], price: 185_000, image: "cognac-amber", age: 10 },
      { code: "20", name: ["20 жилийн", "20 Year Old"], volumes: [700], price: 420_000, image: "cognac-dark", age: 20, limited: true },
    ],
  },
  {
    series: "TGA",
    brand: "taiga",
    type: "gin",
    taxon: "spirits/gin",
    weight: 3,
    kind: ["жин", "Gin"],
    region: "khuvsgul",
    abv: 41.5,
    intro: [["Хөвсгөлийн арц, хээрийн ургамлаар амталсан Монгол крафт жин.", "Mongolian craft gin flavoured with Khuvsgul juniper and steppe botanicals."]],
    editions: [
      { code: "DRY", name: ["Хөвсгөл Драй", "Khuvsgul Dry"], volumes: [700], price: 58_000, image: "gin-clear" },
      { code: "SBT", name: ["Чацарганат", "Sea Buckthorn"], volumes: [700], price: 62_000, image: "gin-pink" },
      { code: "RES", name: ["Арц Резерв", "Juniper Reserve"], volumes: [700], price: 72_000, image: "gin-green", abv: 45 },
    ],
  },
  {
    series: "THB",
    brand: "thornbury",
    type: "gin",
    taxon: "spirits/gin",
    weight: 3,
    kind: ["жин", "Gin"],
    region: "london",
    abv: 43,
    intro: [["Лондонгийн сонгодог аргаар зэс аппаратад нэрсэн жин.", "Gin distilled in copper pot stills in the classic London style."]],
    editions: [
      { code: "LD", name: ["Лондон Драй", "London Dry"], volumes: [700, 1000], multi: true, price: 89_000, image: "gin-blue" },
      { code: "NAVY", name: ["Нэйви Стренгс", "Navy Strength"], volumes: [700], price: 125_000, image: "gin-clear", abv: 57 },
      { code: "PINK", name: ["Пинк", "Pink"], volumes: [700], price: 95_000, image: "gin-pink", abv: 37.5 },
      { code: "OT", name: ["Олд Том", "Old Tom"], volumes: [700], price: 110_000, image: "gin-green" },
    ],
  },
  {
    series: "ISM",
    brand: "isla-morena",
    type: "rum",
    taxon: "spirits/rum",
    weight: 3,
    kind: ["ром", "Rum"],
    abv: 40,
    intro: [["Доминиканы чихрийн нишингийн моласаас нэрсэн ром.", "Rum distilled from Dominican sugar-cane molasses."]],
    editions: [
      { code: "BLA", name: ["Бланко", "Blanco"], volumes: [700], price: 62_000, image: "rum-clear" },
      { code: "DOR", name: ["Дорадо", "Dorado"], volumes: [700, 1000], multi: true, price: 75_000, image: "rum-gold" },
      { code: "A7", name: ["Аньехо 7", "Añejo 7"], volumes: [700], price: 120_000, image: "rum-dark", age: 7 },
      { code: "SPC", name: ["Спайсд", "Spiced"], volumes: [700], price: 82_000, image: "rum-dark", abv: 35 },
      { code: "GR15", name: ["Гран Резерва 15", "Gran Reserva 15"], volumes: [700], price: 260_000, image: "rum-dark", age: 15, limited: true },
    ],
  },
  {
    series: "CSL",
    brand: "casa-sol-azul",
    type: "tequila",
    taxon: "spirits/tequila",
    weight: 3,
    kind: ["текила", "Tequila"],
    region: "jalisco",
    abv: 40,
    intro: [["100% цэнхэр агаваас хийсэн Мексикийн текила.", "Mexican tequila made from 100% blue agave."]],
    editions: [
      { code: "BLA", name: ["Бланко", "Blanco"], volumes: [700], price: 98_000, image: "tequila-clear", note: ["Шинэхэн, цитрус амттай.", "Fresh and citrusy."] },
      { code: "REP", name: ["Репосадо", "Reposado"], volumes: [700], price: 125_000, image: "tequila-gold", note: ["Царс торхонд хэдэн сар амраасан, зөөлөн амттай.", "Rested in oak for several months for a mellow taste."] },
      { code: "ANE", name: ["Аньехо", "Añejo"], volumes: [700], price: 175_000, image: "tequila-amber", note: ["Царс торхонд нэг жилээс дээш хадгалсан.", "Aged for more than a year in oak."] },
      { code: "XA", name: ["Экстра Аньехо", "Extra Añejo"], volumes: [700], price: 420_000, image: "tequila-amber", limited: true },
    ],
  },
  {
    series: "SLG",
    brand: "selenge",
    type: "liqueur",
    taxon: "spirits/liqueur",
    weight: 3,
    kind: ["ликёр", "Liqueur"],
    region: "selenge",
    abv: 20,
    volumeInName: true,
    intro: [["Сэлэнгийн хөндийн зэрлэг жимсээр бэлтгэсэн амтлаг ликёр.", "A bright liqueur made from wild berries of the Selenge valley."]],
    editions: [
      { code: "SBT", name: ["Чацарганы", "Sea Buckthorn"], volumes: [500, 700], price: 35_000, image: "liqueur-orange", note: ["Витаминаар баялаг чацарганы тод, исгэлэн амттай.", "Tangy and bright, rich in vitamin C."] },
      { code: "BCR", name: ["Үхрийн нүдний", "Blackcurrant"], volumes: [500], price: 32_000, image: "liqueur-berry" },
      { code: "BLB", name: ["Нэрсний", "Blueberry"], volumes: [500], price: 32_000, image: "liqueur-berry" },
      { code: "LNG", name: ["Алирсны", "Lingonberry"], volumes: [500], price: 33_000, image: "liqueur-berry" },
    ],
  },
  {
    series: "VDN",
    brand: "van-duyne",
    type: "liqueur",
    taxon: "spirits/liqueur",
    weight: 3,
    kind: ["ликёр", "Liqueur"],
    abv: 24,
    intro: [["Коктейльд зориулсан Голландын сонгодог ликёр.", "A classic Dutch liqueur made for cocktails."]],
    editions: [
      { code: "TS", name: ["Трипл Сек жүржийн", "Triple Sec Orange"], volumes: [700], price: 58_000, image: "liqueur-orange", abv: 38 },
      { code: "COF", name: ["Кофены", "Coffee"], volumes: [700], price: 62_000, image: "liqueur-coffee", abv: 20 },
      { code: "CHR", name: ["Интоорын", "Cherry"], volumes: [700], price: 60_000, image: "liqueur-berry" },
      { code: "MEL", name: ["Амтат гуаны", "Melon"], volumes: [700], price: 60_000, image: "liqueur-green", abv: 20 },
      { code: "CAS", name: ["Крем де Кассис", "Crème de Cassis"], volumes: [700], price: 64_000, image: "liqueur-berry", abv: 16 },
    ],
  },
  {
    series: "SHG",
    brand: "shannon-gate",
    type: "liqueur",
    taxon: "spirits/liqueur",
    weight: 2,
    kind: ["ликёр", "Liqueur"],
    abv: 17,
    intro: [["Ирланд виски, шинэхэн цөцгийг хослуулсан зөөлөн ликёр.", "Irish whiskey blended with fresh cream for a velvety liqueur."]],
    editions: [
      { code: "CRM", name: ["Айриш Крийм", "Irish Cream"], volumes: [700, 1000], multi: true, price: 68_000, image: "liqueur-cream" },
      { code: "SCR", name: ["Салтед Карамель Крийм", "Salted Caramel Cream"], volumes: [700], price: 72_000, image: "liqueur-cream" },
    ],
  },
];

function spiritLine(def: SpiritLineDef): Line {
  // Each single-volume edition gives one product per volume; a multi edition gives one product.
  const combos: { edition: SpiritEdition; ml: number | null }[] = [];
  for (const edition of def.editions) {
    if (edition.multi) combos.push({ edition, ml: null });
    else for (const ml of edition.volumes) combos.push({ edition, ml });
  }
  return {
    series: def.series,
    weight: def.weight * CATEGORY_WEIGHT.spirits,
    combos: combos.length,
    build(combo, r) {
      const { edition, ml } = combos[combo]!;
      const brand = brandRef(def.brand).def;
      const refMl = edition.volumes.includes(750) ? 750 : edition.volumes.includes(700) ? 700 : edition.volumes[0]!;
      const productMl = ml ?? edition.volumes[0]!;
      const showVolume = ml !== null && (def.volumeInName || edition.volumes.length > 1 || ml !== 700);
      const words = (i: 0 | 1) => [i === 0 ? brand.mn : brandEn(brand), edition.name[i], def.kind[i]].filter(Boolean).join(" ");
      const nameMn = words(0) + (showVolume ? ` ${volumeMn(productMl)}` : "");
      const nameEn = words(1) + (showVolume ? ` ${volumeEn(productMl)}` : "");
      const jitter = 1 + (r() - 0.5) * 0.08;
      const basePrice = edition.price * jitter;
      const [minPrice, maxPrice] = SPIRIT_PRICE_RANGE[def.type] ?? [15_000, 3_000_000];
      const price = Math.min(maxPrice, Math.max(minPrice, roundPrice(scaleByVolume(basePrice, productMl, refMl))));
      const abv = edition.abv ?? def.abv;

      const description: Pair[] = [pick(r, def.intro)];
      if (def.brand === "khar-suvd") description.push(KSV_REST);
      else if (edition.note) description.push(edition.note);
      else if (edition.age) description.push([`${edition.age} жил царс модон торхонд хадгалсан.`, `Matured for ${edition.age} years in oak casks.`]);
      const notes = SPIRIT_NOTES[def.type];
      if (notes && description.length < 3) {
        const pool = def.series === "PRU" ? [...NOTES.peat, ...notes] : notes;
        description.push(noteSentence(pickSome(r, pool, 3) as Pair[]));
      }
      if (description.length < 3 && chance(r, 0.8)) description.push(pick(r, SERVING[def.type]));
      if (description.length < 2) description.push(pick(r, SERVING[def.type]));

      const properties: PropertyDraft[] = [countryProp(brand.country)];
      if (def.region) properties.push(regionProp(def.region));
      if (edition.class) properties.push({ key: "class", mn: edition.class, en: edition.class, filter: slugify(edition.class) });
      if (edition.age) properties.push({ key: "age", mn: `${edition.age} жил`, en: `${edition.age} years`, filter: String(edition.age) });
      properties.push(abvProp(abv), volumeProp(productMl));

      const variants: VariantDraft[] =
        ml === null
          ? edition.volumes.map((v) => ({
              options: [{ key: "volume", value: `${v}ml` }],
              skuSuffix: String(v),
              priceFactor: scaleByVolume(basePrice, v, refMl) / basePrice,
              image: null,
            }))
          : [{ options: [], skuSuffix: "", priceFactor: 1, image: null }];
      const [shape, colour] = edition.image.split("-") as [string, string];
      return {
        type: def.type,
        taxon: def.taxon,
        brand: def.brand,
        sku: [def.series, edition.code, ml ?? ""].filter((x) => x !== "").join("-"),
        nameMn,
        nameEn,
        price,
        description,
        properties,
        variants,
        images: bottleImages(shape, colour),
        limited: edition.limited,
        giftable: price >= 150_000,
      };
    },
  };
}

// --- Beer -----------------------------------------------------------------------------------

interface BeerItem {
  code: string;
  name: Pair;
  style: keyof typeof BEER_STYLES;
  taxon: string;
  ml: number;
  pack: "can" | "bottle";
  price: number;
  abv: number;
  image: string;
}

const BEER_STYLES = {
  lager: [["Сэрүүн, цэнгэг амттай, хөнгөн лагер шар айраг.", "A crisp, refreshing lager."], ["Лагер", "Lager"]],
  pils: [["Хмелийн тод гашуун амттай сонгодог пилснер.", "A classic pilsner with a bright, hoppy bitterness."], ["Пилснер", "Pilsner"]],
  dark: [["Шарсан соёолжны карамель, кофены амттай хар шар айраг.", "A dark beer with caramel and coffee notes from roasted malt."], ["Хар шар айраг", "Dark lager"]],
  wheat: [["Гадил, хумсан цэцгийн үнэртэй, булингартай улаан буудайн шар айраг.", "A hazy wheat beer with banana and clove aromas."], ["Улаан буудайн", "Wheat beer"]],
  ipa: [["Цитрус, нарсны үнэртэй, хмел ихтэй IPA.", "A hop-forward IPA with citrus and pine aromas."], ["IPA", "IPA"]],
  stout: [["Өтгөн, кофе, шоколадны амттай стаут.", "A rich stout with coffee and chocolate flavours."], ["Стаут", "Stout"]],
  sour: [["Чацарганатай исгэлэн шар айраг.", "A tart sour ale brewed with sea buckthorn."], ["Саур эль", "Sour ale"]],
} as const satisfies Record<string, readonly [Pair, Pair]>;

interface BeerLineDef {
  series: string;
  brand: string;
  weight: number;
  items: BeerItem[];
}

const BEER_LINES: BeerLineDef[] = [
  {
    series: "NMT",
    brand: "nomin-tal",
    weight: 4,
    items: [
      { code: "LAG-B", name: ["Лагер", "Lager"], style: "lager", taxon: "beer/lager", ml: 500, pack: "bottle", price: 4_500, abv: 4.8, image: "beer-green" },
      { code: "LAG-C", name: ["Лагер", "Lager"], style: "lager", taxon: "beer/lager", ml: 500, pack: "can", price: 4_200, abv: 4.8, image: "can-green" },
      { code: "LAG-S", name: ["Лагер", "Lager"], style: "lager", taxon: "beer/lager", ml: 330, pack: "bottle", price: 3_500, abv: 4.8, image: "beer-green" },
      { code: "GLD-C", name: ["Алтан", "Gold"], style: "lager", taxon: "beer/lager", ml: 500, pack: "can", price: 4_800, abv: 5.2, image: "can-gold" },
      { code: "DRK-B", name: ["Хар", "Dark"], style: "dark", taxon: "beer/dark", ml: 500, pack: "bottle", price: 5_200, abv: 5.6, image: "beer-dark" },
    ],
  },
  {
    series: "KHR",
    brand: "khurel",
    weight: 3,
    items: [
      { code: "IPA-C", name: ["IPA", "IPA"], style: "ipa", taxon: "beer/craft", ml: 500, pack: "can", price: 7_500, abv: 6.5, image: "can-blue" },
      { code: "WHT-B", name: ["Улаан буудайн", "Wheat"], style: "wheat", taxon: "beer/wheat", ml: 500, pack: "bottle", price: 6_900, abv: 5.2, image: "beer-amber" },
      { code: "STT-C", name: ["Стаут", "Stout"], style: "stout", taxon: "beer/craft", ml: 500, pack: "can", price: 8_500, abv: 6.8, image: "can-black" },
      { code: "SOUR-C", name: ["Чацарганат саур", "Sea Buckthorn Sour"], style: "sour", taxon: "beer/craft", ml: 330, pack: "can", price: 8_900, abv: 4.5, image: "can-red" },
    ],
  },
  {
    series: "ZLM",
    brand: "zlaty-most",
    weight: 2,
    items: [
      { code: "PIL-B", name: ["Пилснер", "Pilsner"], style: "pils", taxon: "beer/lager", ml: 500, pack: "bottle", price: 6_500, abv: 4.4, image: "beer-green" },
      { code: "PIL-C", name: ["Пилснер", "Pilsner"], style: "pils", taxon: "beer/lager", ml: 500, pack: "can", price: 5_900, abv: 4.4, image: "can-gold" },
      { code: "DRK-B", name: ["Хар лагер", "Dark Lager"], style: "dark", taxon: "beer/dark", ml: 500, pack: "bottle", price: 6_900, abv: 4.9, image: "beer-dark" },
    ],
  },
  {
    series: "FKB",
    brand: "falkenberg",
    weight: 2,
    items: [
      { code: "HEF-B", name: ["Хефевайцен", "Hefeweizen"], style: "wheat", taxon: "beer/wheat", ml: 500, pack: "bottle", price: 7_900, abv: 5.4, image: "beer-amber" },
      { code: "DUN-B", name: ["Дункель", "Dunkel"], style: "dark", taxon: "beer/dark", ml: 500, pack: "bottle", price: 8_200, abv: 5.3, image: "beer-dark" },
      { code: "HEL-C", name: ["Хеллес", "Helles"], style: "lager", taxon: "beer/lager", ml: 500, pack: "can", price: 6_900, abv: 5, image: "can-silver" },
    ],
  },
];

function beerLine(def: BeerLineDef): Line {
  return {
    series: def.series,
    weight: def.weight * CATEGORY_WEIGHT.beer,
    combos: def.items.length,
    build(combo, r) {
      const item = def.items[combo]!;
      const brand = brandRef(def.brand).def;
      const [styleText, styleName] = BEER_STYLES[item.style];
      const local = brand.country === "mn";
      const description: Pair[] = [styleText];
      description.push(
        local
          ? ["Улаанбаатарт исгэсэн.", "Brewed in Ulaanbaatar."]
          : [`${COUNTRIES[brand.country][0]} улсаас импортолсон.`, `Imported from ${COUNTRIES[brand.country][1]}.`],
      );
      if (chance(r, 0.7)) description.push(["4–6°C хүртэл хөргөж уугаарай.", "Serve chilled at 4–6°C."]);
      const [shape, colour] = item.image.split("-") as [string, string];
      return {
        type: "beer",
        taxon: item.taxon,
        brand: def.brand,
        sku: `${def.series}-${item.code}-${item.ml}`,
        nameMn: `${brand.mn} ${item.name[0]} ${volumeMn(item.ml)} ${item.pack === "can" ? "лааз" : "шил"}`,
        nameEn: `${brandEn(brand)} ${item.name[1]} ${volumeEn(item.ml)} ${item.pack === "can" ? "Can" : "Bottle"}`,
        price: Math.min(9_000, Math.max(3_500, roundPrice(item.price * (1 + (r() - 0.5) * 0.06)))),
        description,
        properties: [
          countryProp(brand.country),
          { key: "style", mn: styleName[0], en: styleName[1], filter: item.style },
          { key: "packaging", mn: item.pack === "can" ? "Лааз" : "Шил", en: item.pack === "can" ? "Can" : "Bottle", filter: item.pack },
          abvProp(item.abv),
          volumeProp(item.ml),
        ],
        variants: [{ options: [], skuSuffix: "", priceFactor: 1, image: null }],
        images: bottleImages(shape, colour, ["front", "back"]),
      };
    },
  };
}

// --- Gift sets ------------------------------------------------------------------------------

const DESIGNS = {
  classic: null,
  "tsagaan-sar": "giftbox-blue",
  "new-year": "giftbox-red",
  naadam: "giftbox-green",
} as const;
type Design = keyof typeof DESIGNS;

interface GiftItem {
  series: string;
  code: string;
  brand: string;
  name: Pair;
  contents: readonly [mn: string, en: string, filter: string];
  box: string;
  bottle: string;
  price: number;
  designs: Design[];
}

const GIFT_INTROS: Pair[] = [
  ["Цагаан сар, ой тэмдэглэлт өдөр, албан ёсны бэлэгт тохиромжтой.", "A thoughtful gift for Tsagaan Sar, anniversaries and business occasions."],
  ["Хайртай хүмүүстээ баяр баясгалан бэлэглээрэй.", "A gift that brings joy to the people you love."],
];

const GIFT_ITEMS: GiftItem[] = [
  { series: "KSV", code: "GIFT-PREM", brand: "khar-suvd", name: ["Хар Сувд Премиум бэлгийн хайрцаг, 2 хундагатай", "Khar Suvd Premium Gift Box with 2 Glasses"], contents: ["1 шил Хар Сувд Премиум архи 0.75л, 2 хундага", "a 0.75 L bottle of Khar Suvd Premium vodka and 2 glasses", "bottle-glasses"], box: "giftbox-black", bottle: "vodka-black", price: 89_000, designs: ["classic", "tsagaan-sar", "new-year"] },
  { series: "KSV", code: "GIFT-GOLD", brand: "khar-suvd", name: ["Хар Сувд Алтан бэлгийн багц", "Khar Suvd Gold Gift Set"], contents: ["1 шил Хар Сувд Алтан архи 0.75л, металл хундага", "a 0.75 L bottle of Khar Suvd Gold vodka and a metal cup", "bottle-cup"], box: "giftbox-gold", bottle: "vodka-gold", price: 125_000, designs: ["classic", "naadam"] },
  { series: "CHG", code: "GIFT", brand: "chinggis", name: ["Чингис Алтан бэлгийн хайрцаг", "Chinggis Gold Gift Box"], contents: ["1 шил Чингис Алтан архи 0.75л", "a 0.75 L bottle of Chinggis Gold vodka", "bottle"], box: "giftbox-red", bottle: "vodka-gold", price: 62_000, designs: ["classic", "tsagaan-sar"] },
  { series: "GCR", code: "GIFT-12", brand: "glen-corran", name: ["Глен Корран 12 бэлгийн хайрцаг, 2 хундагатай", "Glen Corran 12 Gift Box with 2 Glasses"], contents: ["1 шил Глен Корран 12 жилийн виски 0.7л, 2 виски хундага", "a 0.7 L bottle of Glen Corran 12 Year Old and 2 whisky tumblers", "bottle-glasses"], box: "giftbox-green", bottle: "whisky-gold", price: 198_000, designs: ["classic"] },
  { series: "ARV", code: "GIFT-XO", brand: "arvelle", name: ["Арвель XO бэлгийн хайрцаг", "Arvelle XO Gift Box"], contents: ["1 шил Арвель XO коньяк 0.7л", "a 0.7 L bottle of Arvelle XO cognac", "bottle"], box: "giftbox-black", bottle: "cognac-dark", price: 710_000, designs: ["classic", "new-year"] },
  { series: "DLV", code: "GIFT-BRUT", brand: "delacroix-vernet", name: ["Делакруа-Вернэ Брют бэлгийн хайрцаг", "Delacroix-Vernet Brut Gift Box"], contents: ["1 шил Брют шампань 0.75л, 2 хундага", "a 0.75 L bottle of Brut Champagne and 2 flutes", "bottle-glasses"], box: "giftbox-gold", bottle: "sparkling-green", price: 255_000, designs: ["classic", "new-year"] },
  { series: "VLM", code: "GIFT-DUO", brand: "chateau-valmorel", name: ["Шато Валморел хос дарсны бэлгийн багц", "Château Valmorel Wine Duo Gift Set"], contents: ["2 шил Бордо улаан дарс 0.75л", "two 0.75 L bottles of Bordeaux red", "two-bottles"], box: "giftbox-red", bottle: "wine-ruby", price: 178_000, designs: ["classic"] },
  { series: "KVH", code: "GIFT-TRIO", brand: "kvevri-house", name: ["Квеври Хаус Гүржийн дарсны бэлгийн багц, 3 шил", "Kvevri House Georgian Wine Trio"], contents: ["3 шил Гүржийн дарс 0.75л", "three 0.75 L bottles of Georgian wine", "three-bottles"], box: "giftbox-red", bottle: "wine-garnet", price: 145_000, designs: ["classic", "tsagaan-sar"] },
];

function giftLines(): Line[] {
  const bySeries = new Map<string, GiftItem[]>();
  for (const item of GIFT_ITEMS) bySeries.set(item.series, [...(bySeries.get(item.series) ?? []), item]);
  return [...bySeries.entries()].map(([series, items]) => ({
    series,
    weight: CATEGORY_WEIGHT.gift * items.length,
    combos: items.length,
    build(combo, r) {
      const item = items[combo]!;
      const brand = brandRef(item.brand).def;
      const description: Pair[] = [[`Дотор нь: ${item.contents[0]}.`, `Includes ${item.contents[1]}.`], pick(r, GIFT_INTROS)];
      if (chance(r, 0.6)) description.push(["Бэлгийн хатуу хайрцагт савласан.", "Comes in a rigid presentation box."]);
      const variants: VariantDraft[] =
        item.designs.length > 1
          ? item.designs.map((design) => ({
              options: [{ key: "design", value: design }],
              skuSuffix: design.toUpperCase(),
              priceFactor: 1,
              image: `/media/products/${DESIGNS[design] ?? item.box}.svg`,
            }))
          : [{ options: [], skuSuffix: "", priceFactor: 1, image: null }];
      return {
        type: "gift_set",
        taxon: "gift-sets",
        brand: item.brand,
        sku: `${series}-${item.code}`,
        nameMn: item.name[0],
        nameEn: item.name[1],
        price: roundPrice(item.price * (1 + (r() - 0.5) * 0.06)),
        description,
        properties: [
          countryProp(brand.country),
          { key: "contents", mn: item.contents[0], en: item.contents[1], filter: item.contents[2] },
          materialProp("cardboard"),
        ],
        variants,
        images: [
          { style: item.box, view: "front" },
          { style: item.bottle, view: "back" },
        ],
        giftable: true,
      };
    },
  }));
}

// --- Accessories ----------------------------------------------------------------------------

interface AccessoryItem {
  series: string;
  code: string;
  brand: string;
  type: "glassware" | "bar_tool" | "apparel";
  name: Pair;
  shape: string;
  colours: string[];
  sizes?: string[];
  /** Extra view for the second image. */
  view?: View;
  price: number;
  material: Material;
  capacity?: number;
  pieces?: number;
  description: Pair[];
}

const SIZES = ["S", "M", "L", "XL"];

const ACCESSORY_ITEMS: AccessoryItem[] = [
  {
    series: "KRH", code: "BDX-2", brand: "kristallhaus", type: "glassware", name: ["Бордо дарсны хундага, 2 ширхэг", "Bordeaux Wine Glass, Set of 2"],
    shape: "glass", colours: ["clear", "smoke"], view: "pair", price: 45_000, material: "crystal", capacity: 650, pieces: 2,
    description: [["Улаан дарсны үнэр, амтыг бүрэн мэдрүүлэх өргөн аягатай хундага.", "A generous bowl that opens up the aromas of full-bodied red wines."], ["Аяга угаагчид угааж болно.", "Dishwasher safe."]],
  },
  {
    series: "KRH", code: "BRG-2", brand: "kristallhaus", type: "glassware", name: ["Бургунди дарсны хундага, 2 ширхэг", "Burgundy Wine Glass, Set of 2"],
    shape: "glass", colours: ["clear"], view: "pair", price: 52_000, material: "crystal", capacity: 700, pieces: 2,
    description: [["Пино Нуар мэт нарийн амттай дарсанд зориулсан бөмбөгөр хундага.", "A balloon-shaped glass for delicate wines such as Pinot Noir."], ["Гараар үлээсэн хөлтэй.", "With a hand-pulled stem."]],
  },
  {
    series: "KRH", code: "FLT-2", brand: "kristallhaus", type: "glassware", name: ["Шампанскийн хундага, 2 ширхэг", "Champagne Flute, Set of 2"],
    shape: "flute", colours: ["clear", "smoke"], view: "pair", price: 39_000, material: "crystal", capacity: 220, pieces: 2,
    description: [["Бөмбөлгийг удаан хадгалах нарийн өндөр хундага.", "A tall, slender flute that keeps the bubbles lively."], ["Аяга угаагчид угааж болно.", "Dishwasher safe."]],
  },
  {
    series: "KRH", code: "TMB-2", brand: "kristallhaus", type: "glassware", name: ["Виски хундага, 2 ширхэг", "Whisky Tumbler, Set of 2"],
    shape: "tumbler", colours: ["clear", "smoke", "amber"], view: "pair", price: 42_000, material: "crystal", capacity: 320, pieces: 2,
    description: [["Зузаан ёроолтой, гарт тухтай виски хундага.", "A weighty tumbler with a thick base that sits well in the hand."], ["Мөстэй виски, коктейльд тохиромжтой.", "Made for whisky on the rocks and short cocktails."]],
  },
  {
    series: "KRH", code: "DEC", brand: "kristallhaus", type: "glassware", name: ["Дарсны декантер 1.5л", "Wine Decanter 1.5 L"],
    shape: "decanter", colours: ["clear", "smoke"], price: 128_000, material: "crystal", capacity: 1500, pieces: 1,
    description: [["Дарсыг агаартай хослуулж, амтыг нь нээх өргөн ёроолтой декантер.", "A wide-based decanter that lets young red wines breathe."], ["Гараар угаахыг зөвлөе.", "Hand wash recommended."]],
  },
  {
    series: "KRH", code: "SHOT-6", brand: "kristallhaus", type: "glassware", name: ["Архины хундага, 6 ширхэг", "Vodka Shot Glass, Set of 6"],
    shape: "shot", colours: ["clear", "smoke"], view: "pair", price: 28_000, material: "glass", capacity: 50, pieces: 6,
    description: [["Зузаан ёроолтой, хөргөсөн архинд зориулсан хундага.", "Thick-based shot glasses for ice-cold vodka."], ["Багцад 6 ширхэг.", "Set of 6."]],
  },
  {
    series: "KSM", code: "SHOT-6", brand: "khar-suvd", type: "glassware", name: ["Хар Сувд хундага, 6 ширхэг", "Khar Suvd Shot Glass, Set of 6"],
    shape: "shot", colours: ["smoke"], view: "pair", price: 24_000, material: "glass", capacity: 50, pieces: 6,
    description: [["Хар Сувд брэндийн утаан өнгөтэй хундага.", "Smoked-glass shot glasses in Khar Suvd style."], ["Багцад 6 ширхэг.", "Set of 6."]],
  },
  {
    series: "BWK", code: "COB", brand: "barwerk", type: "bar_tool", name: ["Кобблер шейкер 700мл", "Cobbler Shaker 700 ml"],
    shape: "shaker", colours: ["steel", "copper", "gold", "black"], price: 48_000, material: "stainless-steel", capacity: 700,
    description: [["Шүүлтүүр суурилуулсан гурван хэсэгтэй сонгодог шейкер.", "A classic three-piece shaker with a built-in strainer."], ["Гоожихгүй нягт таглаатай.", "Leak-proof, snug-fitting cap."]],
  },
  {
    series: "BWK", code: "JIG", brand: "barwerk", type: "bar_tool", name: ["Япон жиггер 30/45мл", "Japanese Jigger 30/45 ml"],
    shape: "jigger", colours: ["steel", "copper", "gold", "black"], price: 22_000, material: "stainless-steel", capacity: 45,
    description: [["Коктейлийн орцыг нарийн хэмжих хоёр талт жиггер.", "A double-sided jigger for precise cocktail measures."], ["Дотор талдаа хэмжээсийн зураастай.", "Measurement lines inside."]],
  },
  {
    series: "BWK", code: "BOS", brand: "barwerk", type: "bar_tool", name: ["Бостон шейкер 800мл", "Boston Shaker 800 ml"],
    shape: "shaker", colours: ["steel"], price: 55_000, material: "stainless-steel", capacity: 800,
    description: [["Мэргэжлийн бармен нарын сонголт болсон хоёр хэсэгтэй шейкер.", "The two-piece shaker professional bartenders reach for."], ["Жинлэгдсэн ёроолтой.", "Weighted base."]],
  },
  {
    series: "BWK", code: "SET-5", brand: "barwerk", type: "bar_tool", name: ["Барын иж бүрдэл, 5 хэсэг", "Bar Tool Set, 5 Pieces"],
    shape: "shaker", colours: ["steel", "copper"], price: 145_000, material: "stainless-steel",
    description: [["Шейкер, жиггер, шүүлтүүр, халбага, няцлуур бүхий иж бүрдэл.", "Shaker, jigger, strainer, bar spoon and muddler in one set."], ["Гэрийн баар эхлүүлэхэд тохиромжтой.", "Everything you need to start a home bar."]],
  },
  {
    series: "KSM", code: "TEE", brand: "khar-suvd", type: "apparel", name: ["Хар Сувд футболк", "Khar Suvd T-shirt"],
    shape: "tshirt", colours: ["black", "white", "navy"], sizes: SIZES, view: "back", price: 45_000, material: "cotton",
    description: [["Хар Сувд брэндийн лого хэвлэсэн зөөлөн хөвөн футболк.", "A soft cotton T-shirt printed with the Khar Suvd emblem."], ["Чөлөөт загвартай, S–XL хэмжээтэй.", "Relaxed fit, sizes S–XL."]],
  },
  {
    series: "KSM", code: "HOOD", brand: "khar-suvd", type: "apparel", name: ["Хар Сувд малгайтай цамц", "Khar Suvd Hoodie"],
    shape: "hoodie", colours: ["black", "grey", "navy"], sizes: SIZES, view: "back", price: 98_000, material: "cotton-blend",
    description: [["Дотроо хөвөрдүү, дулаахан малгайтай цамц.", "A warm, brushed-fleece hoodie."], ["Урд талдаа халаастай, S–XL хэмжээтэй.", "Front pocket, sizes S–XL."]],
  },
  {
    series: "KSM", code: "APR", brand: "khar-suvd", type: "apparel", name: ["Бармены хормогч", "Bartender Apron"],
    shape: "apron", colours: ["black", "denim", "tan"], price: 65_000, material: "canvas",
    description: [["Арьсан оосортой, бат бөх зотон хормогч.", "A sturdy canvas apron with leather straps."], ["Урд талдаа хоёр халаастай.", "Two front pockets."]],
  },
  {
    series: "NMT", code: "TEE", brand: "nomin-tal", type: "apparel", name: ["Номин Тал футболк", "Nomin Tal T-shirt"],
    shape: "tshirt", colours: ["green", "white", "grey"], sizes: SIZES, view: "back", price: 39_000, material: "cotton",
    description: [["Номин Тал шар айрагны логотой хөвөн футболк.", "A cotton T-shirt with the Nomin Tal brewery logo."], ["S–XL хэмжээтэй.", "Sizes S–XL."]],
  },
];

const TYPE_TAXON = { glassware: "accessories/glassware", bar_tool: "accessories/bar-tools", apparel: "accessories/apparel" } as const;

function accessoryLines(): Line[] {
  const bySeries = new Map<string, AccessoryItem[]>();
  for (const item of ACCESSORY_ITEMS) bySeries.set(item.series, [...(bySeries.get(item.series) ?? []), item]);
  return [...bySeries.entries()].map(([series, items]) => ({
    series,
    weight: CATEGORY_WEIGHT.accessory * items.length,
    combos: items.length,
    build(combo, r) {
      const item = items[combo]!;
      const brand = brandRef(item.brand).def;
      // A random leading colour so repeats and siblings do not all look alike.
      const colours = item.colours.length > 1 ? [...item.colours.slice(combo % item.colours.length), ...item.colours.slice(0, combo % item.colours.length)] : item.colours;
      const lead = colours[0]!;
      const variants: VariantDraft[] = [];
      if (item.sizes) {
        // Master: M in the lead colour; then every other size/colour.
        const order = ["M", ...item.sizes.filter((s) => s !== "M")];
        for (const colour of colours) {
          for (const size of order) {
            variants.push({
              options: [
                { key: "clothing_size", value: size },
                { key: "colour", value: colour },
              ],
              skuSuffix: `${size}-${colour.toUpperCase()}`,
              priceFactor: size === "XL" ? 1.05 : 1,
              image: `/media/products/${item.shape}-${colour}.svg`,
            });
          }
        }
      } else if (colours.length > 1) {
        for (const colour of colours) {
          variants.push({
            options: [{ key: "colour", value: colour }],
            skuSuffix: colour.toUpperCase(),
            priceFactor: colour === "steel" || colour === "clear" ? 1 : 1.1,
            image: `/media/products/${item.shape}-${colour}.svg`,
          });
        }
      } else {
        variants.push({ options: [], skuSuffix: "", priceFactor: 1, image: null });
      }
      const properties: PropertyDraft[] = [materialProp(item.material), countryProp(brand.country)];
      if (item.capacity) properties.push({ key: "capacity", mn: `${item.capacity} мл`, en: `${item.capacity} ml`, filter: String(item.capacity) });
      if (item.pieces) properties.push({ key: "pieces", mn: `${item.pieces} ширхэг`, en: `${item.pieces} pcs`, filter: String(item.pieces) });
      const images: Concept["images"] = [{ style: `${item.shape}-${lead}`, view: "front" }];
      if (item.view) images.push({ style: `${item.shape}-${lead}-${item.view}`, view: item.view });
      return {
        type: item.type,
        taxon: TYPE_TAXON[item.type],
        brand: item.brand,
        sku: `${series}-${item.code}`,
        nameMn: item.name[0],
        nameEn: item.name[1],
        price: Math.min(180_000, Math.max(15_000, roundPrice(item.price * (1 + (r() - 0.5) * 0.06)))),
        description: item.description,
        properties,
        variants,
        images,
        giftable: item.type === "glassware" && (item.pieces ?? 0) >= 2 && chance(r, 0.3),
      };
    },
  }));
}

let cachedLines: Line[] | null = null;

function allLines(): Line[] {
  cachedLines ??= [
    ...WINE_LINES.map(wineLine),
    ...SPIRIT_LINES.map(spiritLine),
    ...BEER_LINES.map(beerLine),
    ...giftLines(),
    ...accessoryLines(),
  ];
  return cachedLines;
}

// ---------------------------------------------------------------------------------------------
// Assembly

const DAY = 86_400_000;
const toIso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

/** Deals a line's combinations in a shuffled order; after a full round it reshuffles. */
class Deck {
  private order: number[] = [];
  private next = 0;
  private rounds = 0;
  constructor(
    private readonly size: number,
    private readonly r: Rng,
  ) {}
  draw(): number {
    if (this.next >= this.order.length) {
      this.order = shuffle(this.r, Array.from({ length: this.size }, (_, i) => i));
      this.next = 0;
      this.rounds++;
    }
    return this.order[this.next++]!;
  }
  /** True until every combination has been dealt once: a fresh deck gives a product not seen yet. */
  fresh(): boolean {
    return this.rounds === 0 || (this.rounds === 1 && this.next < this.order.length);
  }
  /** Combinations left before the deck has to be reshuffled (a full deck when none are dealt). */
  remaining(): number {
    return this.next >= this.order.length ? this.size : this.order.length - this.next;
  }
}

/** Lazily yields `options.products` products; the same options always yield the same rows. */
export function* iterateDemoProducts(options: DemoCatalogueOptions): Generator<DemoProduct> {
  const total = options.products;
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`products must be a non-negative integer, got ${total}`);
  const nowMs = options.now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError("now must be a valid date");
  const r = mulberry32(options.seed ?? DEFAULT_DEMO_SEED);
  const ctx: BuildContext = { year: options.now.getUTCFullYear() };
  const taxonIds = new Map(buildTaxons().map((t) => [t.permalink, t.id]));
  const lines = allLines();
  const decks = new Map(lines.map((line) => [line, new Deck(line.combos, r)]));

  const slugs = new Set<string>();
  const productSkus = new Set<string>();
  const variantSkus = new Set<string>();
  const skuRepeat = new Map<string, number>();
  let variantId = 0;
  let line: Line = lines[0]!;
  let runLeft = 0;
  // Every line gets one run first (in a shuffled order), so even a small catalogue shows every
  // kind of product; after that lines are picked by weight.
  const firstPass = shuffle(r, [...lines]);

  for (let id = 1; id <= total; id++) {
    if (runLeft <= 0) {
      // A short run from one line, so series (SKU prefixes) come in groups; never longer than
      // what is left in the line's deck, so a small line does not repeat itself at once.
      // Lines with combinations not dealt yet go first, so a catalogue repeats a product only
      // once every kind has been used (the default 360 has no two products of the same name).
      const freshLines = lines.filter((l) => decks.get(l)!.fresh());
      line = firstPass.pop() ?? weighted(r, freshLines.length > 0 ? freshLines : lines, (l) => l.weight);
      runLeft = Math.min(int(r, 2, 4), decks.get(line)!.remaining());
    }
    runLeft--;
    const concept = line.build(decks.get(line)!.draw(), r, ctx);
    const brand = brandRef(concept.brand);
    const taxonId = taxonIds.get(concept.taxon);
    if (taxonId === undefined) throw new Error(`Unknown demo taxon ${concept.taxon}`);

    // Unique slug (the product id makes a stable suffix) and unique product + variant SKUs.
    const baseSlug = slugify(concept.nameEn) || `product`;
    let slug = baseSlug;
    for (let k = 1; slugs.has(slug); k++) slug = k === 1 ? `${baseSlug}-${id}` : `${baseSlug}-${id}-${k}`;
    slugs.add(slug);
    let sku = concept.sku;
    const multi = concept.variants.length > 1;
    const variantSku = (productSku: string, v: VariantDraft) => (multi ? `${productSku}-${v.skuSuffix}` : productSku);
    for (let k = skuRepeat.get(concept.sku) ?? 1; ; k++) {
      const candidate = k === 1 ? concept.sku : `${concept.sku}-${k}`;
      const vskus = concept.variants.map((v) => variantSku(candidate, v));
      if (!productSkus.has(candidate) && vskus.every((v) => !variantSkus.has(v))) {
        sku = candidate;
        skuRepeat.set(concept.sku, k + 1);
        break;
      }
    }
    productSkus.add(sku);

    // Dates: mostly in the past two years, about 3% still to come.
    const future = chance(r, 0.03);
    const availableMs = future ? nowMs + (0.5 + r() * 44) * DAY : nowMs - (0.2 + r() * 729) * DAY;
    const createdMs = future ? nowMs - (1 + r() * 20) * DAY : availableMs - r() * 14 * DAY;
    const updatedMs = createdMs + r() * (nowMs - createdMs);
    const availableOn = toIso(availableMs);

    // Sale window (about 20%): mostly running now, some over, some still to start.
    let sale: { percent: number; start: string | null; expire: string | null; active: boolean } | null = null;
    if (chance(r, 0.2)) {
      const percent = pick(r, [5, 10, 10, 15, 15, 20, 20, 25, 30, 40]);
      const kind = r();
      if (kind < 0.7) {
        sale = {
          percent,
          start: toIso(nowMs - (1 + r() * 40) * DAY),
          expire: chance(r, 0.35) ? null : toIso(nowMs + (2 + r() * 45) * DAY),
          active: true,
        };
      } else if (kind < 0.85) {
        const expire = nowMs - (1 + r() * 30) * DAY;
        sale = { percent, start: toIso(expire - (7 + r() * 30) * DAY), expire: toIso(expire), active: false };
      } else {
        const start = nowMs + (1 + r() * 20) * DAY;
        sale = { percent, start: toIso(start), expire: toIso(start + (7 + r() * 30) * DAY), active: false };
      }
    }

    const cashback = brand.def.country === "mn" ? weighted(r, [1, 2, 3], (c) => [3, 4, 3][c - 1]!) : weighted(r, [1, 2, 3], (c) => [6, 3, 1][c - 1]!);

    // Stock: about 6% sold out, 8% low (1-5 in total), the rest plenty.
    const stockRoll = r();
    const stockKind = stockRoll < 0.06 ? "out" : stockRoll < 0.14 ? "low" : "plenty";

    const variants: DemoVariant[] = concept.variants.map((draft, position) => {
      const vid = ++variantId;
      const price = Math.max(100, roundPrice(concept.price * draft.priceFactor));
      let salePrice: number | null = null;
      if (sale) {
        const step = price < 20_000 ? 100 : 500;
        salePrice = Math.max(step, Math.min(roundPrice(price * (1 - sale.percent / 100)), price - step));
        if (salePrice >= price) salePrice = null;
      }
      const vsku = variantSku(sku, draft);
      variantSkus.add(vsku);
      return {
        variant: {
          id: vid,
          product_id: id,
          sku: vsku,
          is_master: position === 0 ? 1 : 0,
          position,
          price,
          sale_price: salePrice,
          sale_start_at: salePrice !== null ? sale!.start : null,
          sale_expire_at: salePrice !== null ? sale!.expire : null,
          cashback_percent: cashback,
          image: draft.image,
        },
        optionValues: draft.options.map((o, i) => ({ variant_id: vid, option_key: o.key, value: o.value, position: i })),
        stockItems: LOCATION_IDS.map((locationId) => ({
          variant_id: vid,
          stock_location_id: locationId,
          count_on_hand:
            stockKind !== "plenty"
              ? 0
              : locationId === WAREHOUSE_ID
                ? int(r, 6, 120)
                : chance(r, 0.2)
                  ? 0
                  : int(r, 1, 24),
        })),
      };
    });
    if (stockKind === "low") {
      const cells = variants.flatMap((v) => v.stockItems);
      for (let left = int(r, 1, 5); left > 0; left--) pick(r, cells).count_on_hand++;
    }

    // Images: about 4% have none; otherwise the front view plus up to two more.
    const images: DemoProduct["images"] = [];
    if (!chance(r, 0.04)) {
      concept.images.forEach((img, index) => {
        const keep = index === 0 || (img.view === "back" ? chance(r, 0.55) : chance(r, 0.45));
        if (!keep || images.length >= 3) return;
        const [altMn, altEn] =
          index === 0
            ? [concept.nameMn, concept.nameEn]
            : img.view === "box"
              ? [`${concept.nameMn} – бэлгийн хайрцагтай`, `${concept.nameEn} – with gift box`]
              : img.view === "pair"
                ? [`${concept.nameMn} – хос`, `${concept.nameEn} – pair`]
                : concept.type === "gift_set"
                  ? [`${concept.nameMn} – доторх бүтээгдэхүүн`, `${concept.nameEn} – contents`]
                  : [`${concept.nameMn} – ар тал`, `${concept.nameEn} – back`];
        images.push({ product_id: id, url: `/media/products/${img.style}.svg`, alt_mn: altMn, alt_en: altEn, position: images.length });
      });
    }

    // Reviews for about 55% of products already on sale.
    let rating = 0;
    let reviews = 0;
    if (!future && chance(r, 0.55)) {
      reviews = 1 + Math.floor(240 * Math.pow(r(), 3));
      rating = Math.min(5, Math.round((3.3 + 1.7 * Math.pow(r(), 0.6)) * 10) / 10);
    }

    const badges: DemoProduct["badges"] = [];
    const addBadge = (badgeId: number) => badges.push({ product_id: id, badge_id: badgeId });
    if (!future && nowMs - availableMs <= 30 * DAY) addBadge(BADGE.new);
    if (sale?.active && variants[0]!.variant.sale_price !== null) addBadge(BADGE.sale);
    if (reviews >= 100 || (reviews >= 40 && rating >= 4.7)) addBadge(BADGE.bestseller);
    if (concept.limited) addBadge(BADGE.limited);
    if (concept.giftable) addBadge(BADGE.gift);

    const product: DemoProduct["product"] = {
      id,
      slug,
      sku,
      name_mn: concept.nameMn,
      name_en: concept.nameEn,
      title_latin: toLatin(concept.nameMn),
      sort_key_mn: mongolianSortKey(concept.nameMn),
      sort_key_en: englishSortKey(concept.nameEn),
      description_mn: concept.description.map((d) => d[0]).join(" "),
      description_en: concept.description.map((d) => d[1]).join(" "),
      product_type: concept.type,
      taxon_id: taxonId,
      brand_id: brand.id,
      store_id: concept.brand === "nomin-tal" && concept.type === "beer" ? PARTNER_STORE_ID : MAIN_STORE_ID,
      image: images[0]?.url ?? null,
      available_on: availableOn,
      average_rating: rating,
      total_reviews: reviews,
      created_at: toIso(createdMs),
      updated_at: toIso(Math.max(createdMs, updatedMs)),
    };

    yield {
      product,
      taxons: [{ product_id: id, taxon_id: taxonId }],
      badges,
      images,
      properties: concept.properties.map((p, position) => ({
        product_id: id,
        key: p.key,
        value_mn: p.mn,
        value_en: p.en,
        filter_value: p.filter,
        position,
      })),
      variants,
    };
  }
}

/** The whole demo catalogue in memory (fine up to a few hundred thousand products). */
export function generateDemoCatalogue(options: DemoCatalogueOptions): DemoCatalogue {
  return { ...demoReferenceData(), products: [...iterateDemoProducts(options)] };
}
