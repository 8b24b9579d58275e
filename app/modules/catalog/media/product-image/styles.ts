// Styles: the shapes, colours and views that exist, and parsing a style from a URL.

import { BOTTLE_COLOURS, CAN_COLOURS, GIFTBOX_COLOURS, METAL_COLOURS } from "./colours";

export type ProductImageView = "front" | "back" | "box" | "pair";

export type BottleShape = keyof typeof BOTTLE_COLOURS;
export type GlassShape = "glass" | "flute" | "tumbler" | "shot" | "decanter";
export type ToolShape = "shaker" | "jigger";
export type GarmentShape = "tshirt" | "hoodie" | "apron";
export type ProductImageShape = BottleShape | "can" | "giftbox" | GlassShape | ToolShape | GarmentShape;

interface ShapeInfo {
  colours: readonly string[];
  views: readonly ProductImageView[];
}

const BOTTLE_VIEWS = ["front", "back", "box"] as const;

/** Every shape, its colours and the views it can be drawn in. */
export const PRODUCT_IMAGE_SHAPES: Readonly<Record<ProductImageShape, ShapeInfo>> = {
  wine: { colours: Object.keys(BOTTLE_COLOURS.wine), views: BOTTLE_VIEWS },
  sparkling: { colours: Object.keys(BOTTLE_COLOURS.sparkling), views: BOTTLE_VIEWS },
  vodka: { colours: Object.keys(BOTTLE_COLOURS.vodka), views: BOTTLE_VIEWS },
  whisky: { colours: Object.keys(BOTTLE_COLOURS.whisky), views: BOTTLE_VIEWS },
  cognac: { colours: Object.keys(BOTTLE_COLOURS.cognac), views: BOTTLE_VIEWS },
  gin: { colours: Object.keys(BOTTLE_COLOURS.gin), views: BOTTLE_VIEWS },
  rum: { colours: Object.keys(BOTTLE_COLOURS.rum), views: BOTTLE_VIEWS },
  tequila: { colours: Object.keys(BOTTLE_COLOURS.tequila), views: BOTTLE_VIEWS },
  liqueur: { colours: Object.keys(BOTTLE_COLOURS.liqueur), views: BOTTLE_VIEWS },
  beer: { colours: Object.keys(BOTTLE_COLOURS.beer), views: ["front", "back"] },
  can: { colours: Object.keys(CAN_COLOURS), views: ["front", "back"] },
  giftbox: { colours: Object.keys(GIFTBOX_COLOURS), views: ["front"] },
  glass: { colours: ["clear", "smoke", "blue"], views: ["front", "pair"] },
  flute: { colours: ["clear", "smoke"], views: ["front", "pair"] },
  tumbler: { colours: ["clear", "smoke", "amber"], views: ["front", "pair"] },
  shot: { colours: ["clear", "smoke"], views: ["front", "pair"] },
  decanter: { colours: ["clear", "smoke"], views: ["front"] },
  shaker: { colours: Object.keys(METAL_COLOURS), views: ["front"] },
  jigger: { colours: Object.keys(METAL_COLOURS), views: ["front"] },
  tshirt: { colours: ["black", "white", "navy", "burgundy", "grey", "green"], views: ["front", "back"] },
  hoodie: { colours: ["black", "navy", "grey", "burgundy"], views: ["front", "back"] },
  apron: { colours: ["black", "denim", "tan"], views: ["front"] },
};

export interface ProductImageStyle {
  shape: ProductImageShape;
  colour: string;
  view: ProductImageView;
}

const STYLE_PATTERN = /^([a-z]{2,12})-([a-z]{2,12})(?:-(back|box|pair))?$/;

/** Parses and validates a style; null unless it is one this module draws. */
export function parseProductImageStyle(style: string): ProductImageStyle | null {
  if (typeof style !== "string" || style.length > 40) return null;
  const match = STYLE_PATTERN.exec(style);
  if (!match) return null;
  const [, shape, colour, view = "front"] = match;
  if (!shape || !colour || !Object.prototype.hasOwnProperty.call(PRODUCT_IMAGE_SHAPES, shape)) return null;
  const info = PRODUCT_IMAGE_SHAPES[shape as ProductImageShape];
  if (!info.colours.includes(colour) || !info.views.includes(view as ProductImageView)) return null;
  return { shape: shape as ProductImageShape, colour, view: view as ProductImageView };
}

export function isProductImageStyle(style: string): boolean {
  return parseProductImageStyle(style) !== null;
}

export function productImageStyle(shape: ProductImageShape, colour: string, view: ProductImageView = "front"): string {
  return view === "front" ? `${shape}-${colour}` : `${shape}-${colour}-${view}`;
}

/** Every style that renders, in a stable order. */
export function listProductImageStyles(): string[] {
  const out: string[] = [];
  for (const [shape, info] of Object.entries(PRODUCT_IMAGE_SHAPES) as [ProductImageShape, ShapeInfo][]) {
    for (const colour of info.colours) for (const view of info.views) out.push(productImageStyle(shape, colour, view));
  }
  return out;
}
