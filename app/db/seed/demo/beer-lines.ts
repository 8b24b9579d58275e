// Beer lines: the breweries' beers and how a beer line turns into products.

import { brandEn, brandRef } from "./brands";
import { abvProp, bottleImages, CATEGORY_WEIGHT, countryProp, type Line, roundPrice, volumeEn, volumeMn, volumeProp } from "./product-lines";
import { chance } from "./random";
import { COUNTRIES, type Pair } from "./vocabulary";

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

export const BEER_LINES: BeerLineDef[] = [
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

export function beerLine(def: BeerLineDef): Line {
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
