/**
 * Catalogue rules shared by listing, product and home pages (spec sections 2, 3 and 9).
 * Pure: no I/O, no clock; callers pass `now`.
 */

export interface ListingCandidate {
  selling_price: number;
  total_on_hand: number;
  available_on: string;
  image: string | null;
}

/** Spec 9: only items with selling_price over 1, stock on hand, already available, with an image. */
export function isListable(product: ListingCandidate, now: Date): boolean {
  return (
    product.selling_price > 1 &&
    product.total_on_hand > 0 &&
    product.available_on <= now.toISOString() &&
    product.image !== null &&
    product.image !== ""
  );
}

/** The sorts the listing offers, mapped to the search document's sort names where they exist. */
export const LISTING_SORTS = ["name_asc", "name_desc", "price_asc", "price_desc", "date_desc", "sale_desc", "stock_desc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = "date_desc";

export interface SortSpec {
  column: "name" | "selling_price" | "available_on" | "sale_percent" | "total_on_hand";
  direction: "asc" | "desc";
}

const SORT_SPECS: Record<ListingSort, SortSpec> = {
  name_asc: { column: "name", direction: "asc" },
  name_desc: { column: "name", direction: "desc" },
  price_asc: { column: "selling_price", direction: "asc" },
  price_desc: { column: "selling_price", direction: "desc" },
  date_desc: { column: "available_on", direction: "desc" },
  sale_desc: { column: "sale_percent", direction: "desc" },
  stock_desc: { column: "total_on_hand", direction: "desc" },
};

export function parseSort(value: string | null | undefined): ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(value ?? "") ? (value as ListingSort) : DEFAULT_SORT;
}

export function sortSpec(sort: ListingSort): SortSpec {
  return SORT_SPECS[sort];
}

/** Spec 9: products of one series share the sku prefix before the first dash. */
export function seriesPrefix(sku: string): string | null {
  const dash = sku.indexOf("-");
  if (dash <= 0) return null;
  return sku.slice(0, dash);
}

export type StockLabel = "in_stock" | "low_stock" | "sold_out";

export function stockLabel(totalOnHand: number, lowStockThreshold: number): StockLabel {
  if (totalOnHand <= 0) return "sold_out";
  if (totalOnHand <= lowStockThreshold) return "low_stock";
  return "in_stock";
}

/** Spec 9 option keys: which variant options choose a colour and which a size. */
export const COLOUR_OPTION_KEYS = ["colour", "color", "design", "pattern"] as const;
export const SIZE_OPTION_KEYS = ["clothing_size", "shoe_size", "pants_size"] as const;

export type OptionKind = "colour" | "size" | "other";

export function optionKind(key: string): OptionKind {
  if ((COLOUR_OPTION_KEYS as readonly string[]).includes(key)) return "colour";
  if ((SIZE_OPTION_KEYS as readonly string[]).includes(key)) return "size";
  return "other";
}

export interface PageInfo {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  offset: number;
}

export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function pageInfo(page: number, total: number, pageSize: number): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
    offset: (current - 1) * pageSize,
  };
}

/** Page numbers to show around the current one, with null for a gap. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export interface TaxonNode {
  permalink: string;
  name: string;
  translation_en: string;
}

export interface Crumb {
  /** Translation key for the first crumb, or the taxon's own name. */
  label: string;
  href: string;
}

/**
 * Spec 2: the first breadcrumb is always 'all products' (/products), then each ancestor
 * taxon by permalink, ending with the current one.
 */
export function buildBreadcrumbs(
  ancestorsAndSelf: TaxonNode[],
  locale: string,
  allProductsLabel: string,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: allProductsLabel, href: "/products" }];
  for (const taxon of ancestorsAndSelf) {
    crumbs.push({ label: locale === "en" ? taxon.translation_en : taxon.name, href: `/t/${taxon.permalink}` });
  }
  return crumbs;
}

/** All permalinks above and including this one: `a/b/c` -> [`a`, `a/b`, `a/b/c`]. */
export function permalinkChain(permalink: string): string[] {
  const parts = permalink.split("/").filter(Boolean);
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}

export function isValidPermalink(permalink: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/.test(permalink);
}
