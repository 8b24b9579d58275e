// Accessory lines: glassware, bar tools and apparel, with colours and sizes as variants.

import { brandRef } from "./brands";
import {
  CATEGORY_WEIGHT,
  type Concept,
  countryProp,
  type Line,
  type Material,
  materialProp,
  type PropertyDraft,
  roundPrice,
  type VariantDraft,
  type View,
} from "./product-lines";
import { chance } from "./random";
import type { Pair } from "./vocabulary";

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

export function accessoryLines(): Line[] {
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
