import type { Crumb, StockLabel } from "./domain/catalog";
import type { ListingQuery } from "./domain/listing-query";
import type { OptionGroup } from "./domain/variants";
import type { VariantOptionLabel } from "./variant-labels";

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
  stock: StockLabel;
  badges: { code: string; name: string; color: string }[];
  averageRating: number;
  totalReviews: number;
  /** Add to cart straight from the card: the product's only variant, when it can be bought. */
  quickAdd: { variantId: number; maxQuantity: number } | null;
  /** The product's first variant: the one its card's heart wishes. */
  variantId: number;
}

/** A top-level category with its children, for the site header's menu. */
export interface NavCategory {
  permalink: string;
  name: string;
  children: { permalink: string; name: string }[];
}

/** The product page: the product, its chosen variant and the rails below it. */
export interface ProductPage {
  product: {
    id: number;
    slug: string;
    sku: string;
    name: string;
    description: string;
    brand: { code: string; name: string; logo: string };
    store: string;
    productType: string;
    averageRating: number;
    totalReviews: number;
    badges: { code: string; name: string; color: string }[];
  };
  gallery: { url: string; alt: string }[];
  variant: {
    id: number;
    price: number;
    sellingPrice: number;
    salePercent: number;
    saleStartAt: string | null;
    saleExpireAt: string | null;
    cashbackPercent: number;
    stock: StockLabel;
    onHand: number;
    /** The buy box's rule for this variant (catalog/domain/purchasable.ts): a real price and stock on hand. */
    purchasable: boolean;
    /** The variant's options (volume, size, colour) in the page's language; empty for a product without options. */
    options: VariantOptionLabel[];
  };
  optionGroups: OptionGroup[];
  /** The product's rows with the chosen variant's values (a 1 litre bottle says 1 litre), then its other options. */
  specification: { key: string; value: string }[];
  sizingGuide: "bottle" | "clothing" | null;
  breadcrumbs: Crumb[];
  similar: ProductSummary[];
  sameSeries: ProductSummary[];
  vendor: { name: string; products: ProductSummary[] } | null;
}

/** A listing page (/products, /t/{permalink}, /search) as the catalogue builds it. */
export interface ListingPage {
  title: string | null;
  breadcrumbs: Crumb[];
  parent: { permalink: string; name: string } | null;
  categories: { permalink: string; name: string; count: number }[];
  products: ProductSummary[];
  total: number;
  approximate: boolean;
  page: number;
  pageCount: number;
  facets: {
    brands: { code: string; name: string; count: number }[];
    countries: { code: string; name: string; count: number }[];
    types: { code: string; count: number }[];
    priceRanges: { key: string; count: number; from: number; to: number | null }[];
    price: { min: number; max: number } | null;
  };
}

/** What a listing route hands its view: the page, the query it answers and the page's words. */
export interface ListingData extends ListingPage {
  query: ListingQuery;
  locale: string;
  siteName: string;
}
