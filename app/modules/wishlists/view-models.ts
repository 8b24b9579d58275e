import type { StockLabel } from "~/modules/catalog";

/** A wished variant as a list shows it: live price and stock. */
export interface WishView {
  variantId: number;
  productId: number;
  slug: string;
  name: string;
  brand: string;
  image: string | null;
  price: number;
  sellingPrice: number;
  salePercent: number;
  stock: StockLabel;
  /** How many can be added to the cart now (0 when it cannot be bought). */
  maxQuantity: number;
}

export interface WishListSummary {
  id: number;
  /** Null for the default list that was never renamed: the page shows the translated default. */
  name: string | null;
  isDefault: boolean;
  count: number;
  /** The share link's token, when the list is shared. */
  shareToken: string | null;
}

export interface WishListPage {
  lists: WishListSummary[];
  /** The list shown, with its wishes newest first. */
  current: (WishListSummary & { wishes: WishView[] }) | null;
}
