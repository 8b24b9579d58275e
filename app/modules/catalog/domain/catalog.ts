/**
 * Catalogue rules shared by listing, product and home pages (storefront-spec.md §2, §3 and §9).
 * Pure: no I/O, no clock; callers pass `now`.
 */

export interface ListingCandidate {
  selling_price: number;
  total_on_hand: number;
  available_on: string;
  image: string | null;
}

/** The listing rule (storefront-spec.md §9, "Search"): only items with selling_price over 1, stock on hand, already available, with an image. */
export function isListable(product: ListingCandidate, now: Date): boolean {
  return (
    product.selling_price > 1 &&
    product.total_on_hand > 0 &&
    product.available_on <= now.toISOString() &&
    product.image !== null &&
    product.image !== ""
  );
}

/**
 * The listing's sort menu: every sort the spec names, those of its product list (§2 Screens and
 * routes: A-Z, Z-A, price, newest, most discounted, most in stock) and its search sorts (§9,
 * "Search": random, date_desc, date_asc, price_asc, price_desc, sale_desc). None is reachable by address only.
 */
export const LISTING_SORTS = [
  "name_asc",
  "name_desc",
  "price_asc",
  "price_desc",
  "date_desc",
  "date_asc",
  "sale_desc",
  "stock_desc",
  // Issue 18: the mean of the visible reviews, then how many; unrated products last.
  "rating_desc",
  "random",
] as const;

/** Every sort a listing address may carry: the menu's and relevance, the default order of text search results. */
export const URL_SORTS = [...LISTING_SORTS, "relevance"] as const;
export type ListingSort = (typeof URL_SORTS)[number];

/** What the sort menu offers: best match first when there are words to match, then the listing sorts. */
export function sortMenu(hasQuery: boolean): readonly ListingSort[] {
  return hasQuery ? ["relevance", ...LISTING_SORTS] : LISTING_SORTS;
}

/** Without a choice: best match first for a text search, newest first otherwise. */
export function parseSort(value: string | null | undefined, hasQuery = false): ListingSort {
  if ((URL_SORTS as readonly string[]).includes(value ?? "")) {
    const sort = value as ListingSort;
    return sort === "relevance" && !hasQuery ? "date_desc" : sort;
  }
  return hasQuery ? "relevance" : "date_desc";
}

/** Products of one series share the sku prefix before the first dash (storefront-spec.md §9). */
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

/** The option keys of storefront-spec.md §9 ("Options"): which variant options choose a colour and which a size. */
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
 * The first breadcrumb (storefront-spec.md §2 Screens and routes) is always 'all products'
 * (/products), then each ancestor taxon by permalink, ending with the current one.
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
