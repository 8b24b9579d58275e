// Wine lines: every wine range (styles, tiers, vintages) and how a wine line turns into products.

import { brandEn, brandRef } from "./brands";
import {
  abvProp,
  bottleImages,
  CATEGORY_WEIGHT,
  countryProp,
  type Line,
  type PropertyDraft,
  regionProp,
  roundPrice,
  scaleByVolume,
  slugify,
  volumeEn,
  volumeMn,
  volumeProp,
} from "./product-lines";
import { chance, int, pick, pickSome } from "./random";
import {
  andList,
  article,
  COUNTRIES,
  GRAPES,
  type Grape,
  noteSentence,
  NOTES,
  PAIRINGS,
  type Pair,
  REGIONS,
  type Region,
  SWEETNESS,
  type Sweetness,
  WINE_COLOUR_TEXT,
  type WineColour,
} from "./vocabulary";

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

export const WINE_LINES: WineLineDef[] = [
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

export function wineLine(def: WineLineDef): Line {
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
