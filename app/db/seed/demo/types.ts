// The rows the demo catalogue produces, and its options.

import type { Selectable } from "kysely";
import type {
  BadgeTable,
  BrandTable,
  ProductBadgeTable,
  ProductImageTable,
  ProductPropertyTable,
  ProductTable,
  ProductTaxonTable,
  StockItemTable,
  StockLocationTable,
  StoreTable,
  TaxonTable,
  VariantOptionValueTable,
  VariantTable,
} from "../../schema";

export type DemoProductType =
  | "wine"
  | "sparkling"
  | "vodka"
  | "whisky"
  | "cognac"
  | "gin"
  | "rum"
  | "tequila"
  | "liqueur"
  | "beer"
  | "gift_set"
  | "glassware"
  | "bar_tool"
  | "apparel";

export type DemoTaxon = Selectable<TaxonTable>;
export type DemoBrand = Selectable<BrandTable>;
export type DemoStore = Selectable<StoreTable>;
export type DemoStockLocation = Selectable<StockLocationTable>;
export type DemoBadge = Selectable<BadgeTable>;

export interface DemoVariant {
  variant: Selectable<VariantTable>;
  optionValues: Selectable<VariantOptionValueTable>[];
  stockItems: Omit<Selectable<StockItemTable>, "id">[];
}

/** One product with every row that hangs off it, ready to insert (ids already assigned). */
export interface DemoProduct {
  product: Selectable<ProductTable>;
  taxons: Selectable<ProductTaxonTable>[];
  badges: Selectable<ProductBadgeTable>[];
  images: Omit<Selectable<ProductImageTable>, "id">[];
  properties: Omit<Selectable<ProductPropertyTable>, "id">[];
  variants: DemoVariant[];
  /** How many demo reviews the product gets and the mean their ratings lean to; null: none. */
  reviewPlan: { count: number; lean: number } | null;
}

export interface DemoReferenceData {
  taxons: DemoTaxon[];
  brands: DemoBrand[];
  stores: DemoStore[];
  stockLocations: DemoStockLocation[];
  badges: DemoBadge[];
}

export interface DemoCatalogue extends DemoReferenceData {
  products: DemoProduct[];
}

export interface DemoCatalogueOptions {
  products: number;
  now: Date;
  seed?: number;
}
