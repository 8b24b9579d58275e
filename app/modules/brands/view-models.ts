import type { ProductSummary } from "~/modules/catalog";

export interface ProductPage {
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
}

export interface BrandTile {
  code: string;
  name: string;
  nameLatin: string;
  logo: string;
  story: string;
  featured: boolean;
  productCount: number;
}

export interface BrandPageView {
  brand: { code: string; name: string; nameLatin: string; logo: string; story: string; local: boolean };
  products: ProductPage;
}
