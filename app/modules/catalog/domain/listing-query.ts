import { parsePage, parseSort, type ListingSort } from "./catalog";

/** What a listing URL asks for. Filters and sort live in the URL so links and back work. */
export interface ListingQuery {
  q: string;
  brands: string[];
  countries: string[];
  types: string[];
  priceMin: number | null;
  priceMax: number | null;
  onSale: boolean;
  sort: ListingSort;
  /** Seed of the random order, so paging through it is stable. */
  seed: number;
  page: number;
  view: "grid" | "list";
}

const CODE = /^[a-z0-9_-]{1,64}$/;
const MAX_VALUES_PER_FILTER = 50;
/** The longest search text a listing, the header box and its suggestions accept (longer text is cut or gets no suggestions). */
export const MAX_QUERY_LENGTH = 100;

function codes(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).flatMap((v) => v.split(","));
  return [...new Set(values.map((v) => v.trim().toLowerCase()).filter((v) => CODE.test(v)))].slice(
    0,
    MAX_VALUES_PER_FILTER,
  );
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value.replace(/[\s,₮]/g, ""));
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000_000 ? Math.floor(n) : null;
}

/**
 * Reads a listing URL leniently: a hand-edited or stale link shows the closest sensible
 * listing instead of an error, since every value here only narrows what is shown.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  let priceMin = amount(params.get("price_min"));
  let priceMax = amount(params.get("price_max"));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const q = (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH);
  const seed = Number(params.get("seed"));
  return {
    q,
    brands: codes(params, "brand"),
    countries: codes(params, "country"),
    types: codes(params, "type"),
    priceMin,
    priceMax,
    onSale: params.get("on_sale") === "1",
    sort: parseSort(params.get("sort"), q !== ""),
    seed: Number.isInteger(seed) && seed > 0 && seed < 2 ** 31 ? seed : 1,
    page: parsePage(params.get("page")),
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** Builds the URL of the same listing with some parameters changed (null removes one). */
export function listingHref(
  pathname: string,
  current: URLSearchParams,
  changes: Record<string, string | string[] | null>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) next.append(key, v);
  }
  // Any change other than the page itself starts again from the first page.
  if (!("page" in changes)) next.delete("page");
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}
