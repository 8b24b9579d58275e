// Product lines: what a line is and the helpers every kind of line shares.

import type { Rng } from "./random";
import type { DemoProductType } from "./types";
import { COUNTRIES, REGIONS, type Country, type Pair, type Region } from "./vocabulary";

export type View = "front" | "back" | "box" | "pair";

export interface PropertyDraft {
  key: string;
  mn: string;
  en: string;
  filter: string;
}

export interface VariantDraft {
  /** Option values in option order; empty for a single-variant product. */
  options: { key: string; value: string }[];
  skuSuffix: string;
  priceFactor: number;
  image: string | null;
}

export interface Concept {
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

export interface Line {
  series: string;
  weight: number;
  combos: number;
  build: (combo: number, r: Rng, ctx: BuildContext) => Concept;
}

export interface BuildContext {
  year: number;
}

/**
 * How often each kind of line is picked, relative to the per-line weights: roughly 40% wine,
 * 45% spirits, 7% beer, 3% gift sets and 5% accessories.
 */
export const CATEGORY_WEIGHT = { wine: 1.4, spirits: 1, beer: 1, gift: 0.5, accessory: 0.45 } as const;

export const slugify = (text: string): string =>
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

export const volumeMn = (ml: number) => `${ml / 1000}л`;
export const volumeEn = (ml: number) => `${ml / 1000} L`;
export const scaleByVolume = (price: number, ml: number, refMl: number) => price * Math.pow(ml / refMl, 0.9);

export const countryProp = (c: Country): PropertyDraft => ({ key: "country", mn: COUNTRIES[c][0], en: COUNTRIES[c][1], filter: c });
export const regionProp = (r: Region): PropertyDraft => ({ key: "region", mn: REGIONS[r][0], en: REGIONS[r][1], filter: slugify(REGIONS[r][1]) });
const abvText = (abv: number) => `${Number.isInteger(abv) ? abv : abv.toFixed(1)}%`;
export const abvProp = (abv: number): PropertyDraft => ({ key: "abv", mn: abvText(abv), en: abvText(abv), filter: String(abv) });
export const volumeProp = (ml: number): PropertyDraft => ({ key: "volume", mn: `${ml} мл`, en: `${ml} ml`, filter: String(ml) });
export const materialProp = (m: Material): PropertyDraft => ({ key: "material", mn: MATERIALS[m][0], en: MATERIALS[m][1], filter: m });

const MATERIALS = {
  crystal: ["Хар тугалгагүй болор", "Lead-free crystal"],
  glass: ["Шил", "Glass"],
  "stainless-steel": ["Зэвэрдэггүй ган", "Stainless steel"],
  cotton: ["100% хөвөн", "100% cotton"],
  "cotton-blend": ["Хөвөн, полиэстер", "Cotton blend"],
  canvas: ["Зотон даавуу, арьс", "Canvas and leather"],
  cardboard: ["Хатуу цаасан хайрцаг", "Rigid gift box"],
} as const satisfies Record<string, Pair>;
export type Material = keyof typeof MATERIALS;

const BOTTLE_VIEWS: View[] = ["front", "back", "box"];

export function bottleImages(shape: string, colour: string, views: View[] = BOTTLE_VIEWS): Concept["images"] {
  return views.map((view) => ({ style: view === "front" ? `${shape}-${colour}` : `${shape}-${colour}-${view}`, view }));
}
