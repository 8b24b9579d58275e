import type { VariantOptionLabel } from "~/modules/catalog";

/** What the cart page shows (already in the page's language). */
export interface CartLineView {
  id: number;
  variantId: number;
  productId: number;
  slug: string;
  name: string;
  brand: string;
  sku: string;
  /** The variant bought (volume, size, colour) in the page's language; empty for a product without options. */
  options: VariantOptionLabel[];
  image: string | null;
  gift: boolean;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** Units on hand for the variant. */
  available: number;
}

export interface CartView {
  orderId: number;
  number: string;
  token: string;
  state: string;
  lines: CartLineView[];
  itemCount: number;
  itemTotal: number;
  total: number;
  vatIncluded: number;
}
