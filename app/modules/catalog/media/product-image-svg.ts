/**
 * Locally drawn product and brand images.
 *
 * Product images are addressed by a style such as `wine-ruby`, `whisky-amber-box` or
 * `tshirt-black-back`: `{shape}-{colour}` plus an optional view. The style arrives from a URL,
 * so it is validated strictly against the tables in ./product-image/styles.ts and colours.ts;
 * anything else renders nothing (null).
 * Drawings are language neutral (no words on the bottles), 400x500, on a light warm background.
 */

export { renderBrandLogoSvg, renderStoreLogoSvg } from "./product-image/logos";
export { renderProductImageSvg } from "./product-image/render";
export {
  isProductImageStyle,
  listProductImageStyles,
  parseProductImageStyle,
  PRODUCT_IMAGE_SHAPES,
  productImageStyle,
  type ProductImageShape,
  type ProductImageStyle,
  type ProductImageView,
} from "./product-image/styles";
export { escapeXml } from "./product-image/svg";
