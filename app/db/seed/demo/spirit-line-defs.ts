// Spirit lines: every spirits range with its editions and volumes (the data `spiritLine` turns into products).

import type { Pair, Region } from "./vocabulary";

export type SpiritType = "vodka" | "whisky" | "cognac" | "gin" | "rum" | "tequila" | "liqueur";

export interface SpiritEdition {
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

export interface SpiritLineDef {
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
export const KSV_REST: Pair = [
  "Савлахаас өмнө 500 гаруй цаг буюу 21 хоног амраадаг тул амт нь онцгой зөөлөн.",
  "Rested for more than 500 hours (21 days) before bottling for an exceptionally smooth taste.",
];

const VODKA_INTROS: Pair[] = [
  ["Монгол улаан буудайн спирт, цэвэр булгийн уснаас бэлтгэсэн сонгодог архи.", "A classic vodka made from Mongolian wheat spirit and pure spring water."],
  ["Олон шатны шүүлтүүрээр шүүсэн, тунгалаг, цэвэр амттай архи.", "Multi-stage filtration gives a crystal-clear vodka with a clean taste."],
  ["Мөнгөн шүүлтүүрээр шүүж, зөөлөн амтыг нь тогтоосон архи.", "Silver filtration lends this vodka a soft, rounded character."],
];

export const SPIRIT_LINES: SpiritLineDef[] = [
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
