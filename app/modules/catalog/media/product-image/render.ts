// Rendering a product image style: picks the drawing for the style's shape.

import { renderTool } from "./bar-tools";
import { renderBottle } from "./bottles";
import { renderCan, renderGiftbox } from "./cans-and-gift-boxes";
import { renderGarment } from "./garments";
import { renderGlassware } from "./glassware";
import { parseProductImageStyle } from "./styles";

/** The SVG for a product image style, or null when the style is not one this module draws. */
export function renderProductImageSvg(style: string): string | null {
  const parsed = parseProductImageStyle(style);
  if (!parsed) return null;
  const { shape, colour, view } = parsed;
  switch (shape) {
    case "can":
      return renderCan(colour, view);
    case "giftbox":
      return renderGiftbox(colour);
    case "glass":
    case "flute":
    case "tumbler":
    case "shot":
    case "decanter":
      return renderGlassware(shape, colour, view);
    case "shaker":
    case "jigger":
      return renderTool(shape, colour);
    case "tshirt":
    case "hoodie":
    case "apron":
      return renderGarment(shape, colour, view);
    default:
      return renderBottle(shape, colour, view);
  }
}
