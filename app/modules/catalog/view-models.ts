/** Shapes the catalogue services hand to pages (already in the page's language). */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  image: string;
  brandName: string;
  price: number;
  sellingPrice: number;
  salePercent: number;
  stock: "in_stock" | "low_stock" | "sold_out";
  badges: { code: string; name: string; color: string }[];
  averageRating: number;
  totalReviews: number;
  /** Add to cart straight from the card: the product's only variant, when it can be bought. */
  quickAdd: { variantId: number; maxQuantity: number } | null;
}
