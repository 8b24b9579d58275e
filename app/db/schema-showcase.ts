import type { Generated } from "kysely";

/** Vendors, lookbooks and promotions (migration 0019_showcase). Part of the Database interface (app/db/schema.ts). */
export interface ShowcaseTables {
  vendors: VendorTable;
  lookbooks: LookbookTable;
  lookbook_items: LookbookItemTable;
  promotions: PromotionTable;
  promotion_products: PromotionProductTable;
}

/** A seller on the marketplace; `stores.vendor_id` names it (the shop itself is vendor 1 in the demo). */
export interface VendorTable {
  id: Generated<number>;
  code: string;
  name_mn: string;
  name_en: string;
  description_mn: string;
  description_en: string;
  logo: string;
  is_active: Generated<number>;
  created_at: string;
}

export interface LookbookTable {
  id: Generated<number>;
  slug: string;
  title_mn: string;
  title_en: string;
  summary_mn: string;
  summary_en: string;
  image: string;
  status: "draft" | "published";
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LookbookItemTable {
  lookbook_id: number;
  product_id: number;
  position: number;
  /** Where the product sits on the look's image, in percent from the left and top; null when not pinned. */
  hotspot_x: number | null;
  hotspot_y: number | null;
}

export type PromotionTargetKind = "taxon" | "brand" | "list" | "coupon";

export interface PromotionTable {
  id: Generated<number>;
  slug: string;
  title_mn: string;
  title_en: string;
  summary_mn: string;
  summary_en: string;
  /** Markdown, rendered with renderMarkdown when shown. */
  body_mn: string;
  body_en: string;
  image: string;
  starts_at: string;
  ends_at: string;
  target_kind: PromotionTargetKind;
  /** Taxon permalink, brand code or coupon code; "-" for a list (promotion_products). */
  target_value: string;
  status: "draft" | "published";
  created_at: string;
  updated_at: string;
}

export interface PromotionProductTable {
  promotion_id: number;
  product_id: number;
  position: number;
}
