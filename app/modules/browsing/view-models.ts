import type { ProductSummary } from "~/modules/catalog";

/** One compared product with the rows of the table (values in the page's language; null: not stated). */
export interface ComparedProduct extends ProductSummary {
  size: string | null;
  abv: string | null;
  country: string | null;
  region: string | null;
  base: string | null;
  cask: string | null;
  age: string | null;
}

export interface CompareTable {
  products: ComparedProduct[];
}
