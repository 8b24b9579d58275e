import type { ProductSummary } from "~/modules/catalog";

export interface VendorTile {
  code: string;
  name: string;
  description: string;
  logo: string;
}

export interface VendorPageView {
  vendor: VendorTile;
  /** The newest of the vendor's products (siteConfig.limits.vendorProducts). */
  products: ProductSummary[];
  /** How many the vendor has on sale in all. */
  total: number;
}
