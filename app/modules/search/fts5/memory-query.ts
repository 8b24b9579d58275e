import { relevanceTerms, seededMultiplier, shuffled, topK, type RelevanceTerm } from "../ranking";
import type { ProductColumns } from "./memory-columns";
import {
  PRICE_RANGES,
  priceRangeKey,
  type FacetBucket,
  type PriceRange,
  type SearchFacets,
  type SearchFilters,
  type SearchRequest,
  type SearchSort,
} from "../search-index";

const TAXON_BUCKETS = 20;
const TERMS_BUCKETS = 200;

export interface MemoryQuery {
  /** FTS matches (product ids); null lists every product. */
  matchIds: ArrayLike<number> | null;
  filters: SearchFilters;
  now: Date;
  /** undefined: by relevance when `relevance` is given, else newest first. */
  sort: SearchSort | undefined;
  relevance: RelevanceTerm[] | null;
  locale: string;
  seed?: number;
  offset: number;
  limit: number;
  facets: boolean;
  ranges: PriceRange[];
}

/**
 * The memory pass a search request asks for, over the products the text match found (null:
 * every product); `byWords` when words were matched, so relevance can order them.
 */
export function memoryQueryFor(request: SearchRequest, matchIds: ArrayLike<number> | null, byWords: boolean): MemoryQuery {
  const page = Math.max(1, request.page ?? 1);
  return {
    matchIds,
    filters: request.filters ?? {},
    now: request.now,
    sort: request.sort,
    relevance: byWords ? relevanceTerms(request.q!) : null,
    locale: request.locale,
    seed: request.seed,
    offset: (page - 1) * request.pageSize,
    limit: request.pageSize,
    facets: Boolean(request.facets),
    ranges: PRICE_RANGES,
  };
}

export interface MemoryResult {
  total: number;
  /** The page's product ids, in order. */
  ids: number[];
  facets: SearchFacets | null;
}

/** Per-slot working columns, reused by every query (a query runs start to end without yielding). */
export class QueryScratch {
  private floatColumns: Float64Array[] = [];
  private slotColumns: Int32Array[] = [];

  floats(n: number, size: number): Float64Array {
    const column = this.floatColumns[n];
    if (column && column.length >= size) return column;
    this.floatColumns[n] = new Float64Array(Math.max(1024, size * 2));
    return this.floatColumns[n]!;
  }

  slots(n: number, length: number): Int32Array {
    const column = this.slotColumns[n];
    if (column && column.length >= length) return column;
    this.slotColumns[n] = new Int32Array(Math.max(1024, length * 2));
    return this.slotColumns[n]!;
  }
}

/**
 * One pass over the candidates: the listing rule (storefront-spec.md §9, "Search") at `now`, the
 * non-facet filters, the facet selections (OR within one facet, AND across; each facet counted
 * without its own selection), then the requested page by the requested order. Match ids of removed
 * products are skipped.
 */
export function queryProducts(c: ProductColumns, q: MemoryQuery, scratch: QueryScratch): MemoryResult {
  const f = q.filters;
  const now = q.now.getTime();
  const v = c.facetValues;
  const depth = f.taxon ? Math.min(f.taxon.split("/").length - 1, 4) : -1;
  const taxon = f.taxon ? v.find(f.taxon) : -1;
  if (depth >= 0 && taxon < 0) return empty(q);
  const taxonColumn = depth >= 0 ? c.levels[depth]! : null;
  const store = f.store ? v.find(f.store) : -1;
  if (f.store && store < 0) return empty(q);
  const series = f.seriesPrefix ? `${f.seriesPrefix}-` : null;
  const excluded = f.excludeIds?.length ? new Set(f.excludeIds) : null;
  const selected = (values: string[] | undefined) => {
    if (!values?.length) return null;
    const flags = new Uint8Array(v.values.length + 1);
    for (const value of values) {
      const id = v.find(value);
      if (id >= 0) flags[id] = 1;
    }
    return flags;
  };
  const brands = selected(f.brands);
  const countries = selected(f.countries);
  const types = selected(f.types);
  const priceMin = f.priceMin ?? -Infinity;
  const priceMax = f.priceMax ?? Infinity;
  const onSaleOnly = Boolean(f.onSale);

  // Per facet profile: products passing every selection, and those failing only the brand,
  // only the country or only the type selection (each facet is counted without its own).
  const profileCount = c.profiles.size;
  const counts = q.facets
    ? {
        all: new Int32Array(profileCount),
        exceptBrand: new Int32Array(profileCount),
        exceptCountry: new Int32Array(profileCount),
        exceptType: new Int32Array(profileCount),
        price: new Int32Array(q.ranges.length),
      }
    : null;

  // The slots to visit: every product, or those of the FTS matches.
  let slots: Int32Array | null = null;
  let visitCount = c.size;
  if (q.matchIds !== null) {
    slots = scratch.slots(0, q.matchIds.length);
    visitCount = 0;
    for (let i = 0; i < q.matchIds.length; i++) {
      const slot = c.slotOf(q.matchIds[i]!);
      if (slot >= 0) slots[visitCount++] = slot;
    }
  }
  const candidateSlots = scratch.slots(1, visitCount);
  let candidateCount = 0;
  const selling = scratch.floats(0, c.size);
  const sale = scratch.floats(1, c.size);
  const rangeFrom = q.ranges.map((r) => r.from);
  const rangeTo = q.ranges.map((r) => r.to ?? Infinity);
  // Columns as locals: this loop runs once per matching product.
  const { price: prices, sku, id: productIds } = c;
  const profileOf = c.profile;
  const brandOf = c.brand;
  const countryOf = c.country;
  const typeOf = c.type;
  const storeOf = c.store;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < visitCount; i++) {
    const slot = slots === null ? i : slots[i]!;
    const sellingPrice = c.listedPrice(slot, now);
    if (sellingPrice === 0) continue;
    if (taxonColumn !== null && taxonColumn[slot] !== taxon) continue;
    if (store >= 0 && storeOf[slot] !== store) continue;
    if (series !== null && !sku[slot]!.startsWith(series)) continue;
    if (excluded !== null && excluded.has(productIds[slot]!)) continue;
    const price = prices[slot]!;
    const salePercent = sellingPrice < price ? Math.round(((price - sellingPrice) * 100) / price) : 0;
    if (onSaleOnly && salePercent <= 0) continue;
    const brandOk = brands === null || brands[brandOf[slot]!] === 1;
    const countryOk = countries === null || (countryOf[slot]! >= 0 && countries[countryOf[slot]!] === 1);
    const typeOk = types === null || types[typeOf[slot]!] === 1;
    const priceOk = sellingPrice >= priceMin && sellingPrice <= priceMax;
    const all = brandOk && countryOk && typeOk && priceOk;
    if (all) {
      candidateSlots[candidateCount++] = slot;
      selling[slot] = sellingPrice;
      sale[slot] = salePercent;
    }
    if (counts === null) continue;
    if (all) counts.all[profileOf[slot]!]!++;
    else if (!brandOk && countryOk && typeOk && priceOk) counts.exceptBrand[profileOf[slot]!]!++;
    else if (brandOk && !countryOk && typeOk && priceOk) counts.exceptCountry[profileOf[slot]!]!++;
    else if (brandOk && countryOk && !typeOk && priceOk) counts.exceptType[profileOf[slot]!]!++;
    if (brandOk && countryOk && typeOk) {
      if (sellingPrice < min) min = sellingPrice;
      if (sellingPrice > max) max = sellingPrice;
      for (let r = 0; r < rangeFrom.length; r++) {
        if (sellingPrice >= rangeFrom[r]! && sellingPrice < rangeTo[r]!) {
          counts.price[r]!++;
          break;
        }
      }
    }
  }
  const candidates = candidateSlots.subarray(0, candidateCount);

  const ids = page(c, candidates, q, selling, sale, scratch);
  if (!counts) return { total: candidates.length, ids, facets: null };
  const levels = [0, 1, 2, 3, 4].map(() => new Int32Array(v.values.length));
  const brand = new Int32Array(v.values.length);
  const country = new Int32Array(v.values.length);
  const type = new Int32Array(v.values.length);
  const fields = c.profileFields;
  for (let profile = 0; profile < profileCount; profile++) {
    const all = counts.all[profile]!;
    const base = profile * 8;
    if (all > 0) for (let level = 0; level < 5; level++) add(levels[level]!, fields[base + level]!, all);
    add(brand, fields[base + 5]!, all + counts.exceptBrand[profile]!);
    add(country, fields[base + 6]!, all + counts.exceptCountry[profile]!);
    add(type, fields[base + 7]!, all + counts.exceptType[profile]!);
  }
  const names = v.values;
  return {
    total: candidates.length,
    ids,
    facets: {
      levels: levels.map((c) => buckets(c, names, TAXON_BUCKETS)) as SearchFacets["levels"],
      brand: buckets(brand, names, TERMS_BUCKETS),
      country: buckets(country, names, TERMS_BUCKETS),
      type: buckets(type, names, TERMS_BUCKETS),
      price: q.ranges.map((r, i) => ({ ...r, key: priceRangeKey(r), count: counts.price[i]! })),
      priceBounds: min === Infinity ? null : { min, max },
    },
  };
}


function empty(q: MemoryQuery): MemoryResult {
  const none = (): FacetBucket[] => [];
  return {
    total: 0,
    ids: [],
    facets: q.facets
      ? {
          levels: [none(), none(), none(), none(), none()],
          brand: [],
          country: [],
          type: [],
          price: q.ranges.map((r) => ({ ...r, key: priceRangeKey(r), count: 0 })),
          priceBounds: null,
        }
      : null,
  };
}

/** The candidates' requested page, keeping only offset + limit of them in order. */
function page(c: ProductColumns, candidates: Int32Array, q: MemoryQuery, selling: Float64Array, sale: Float64Array, scratch: QueryScratch): number[] {
  const wanted = q.offset + q.limit;
  if (q.limit <= 0 || q.offset >= candidates.length) return [];
  const { primary, compare } = order(c, candidates, q, selling, sale, scratch);
  const best = topK(candidates, wanted, compare, primary);
  return Array.from(best.subarray(q.offset), (slot) => c.id[slot]!);
}

/**
 * The requested order as a number per candidate (lower comes first) and the full comparison
 * that breaks its ties; every order ends on the product id so pages never overlap.
 */
function order(
c: ProductColumns,
candidates: Int32Array,
q: MemoryQuery,
selling: Float64Array,
sale: Float64Array,
scratch: QueryScratch,
): { primary: Float64Array; compare: (a: number, b: number) => number } {
  const id = c.id;
  const available = c.availableOn;
  const primary = scratch.floats(2, c.size);
  const fill = (value: (slot: number) => number) => {
    for (let i = 0; i < candidates.length; i++) primary[candidates[i]!] = value(candidates[i]!);
  };
  const byPrimary = (a: number, b: number) => primary[a]! - primary[b]! || id[a]! - id[b]!;
  switch (q.sort) {
    case "name_asc":
    case "name_desc": {
      const keys = q.locale === "en" ? c.sortEn : c.sortMn;
      const heads = q.locale === "en" ? c.sortEnHead : c.sortMnHead;
      const direction = q.sort === "name_asc" ? 1 : -1;
      fill((slot) => heads[slot]! * direction);
      const compare = (a: number, b: number) =>
        primary[a]! - primary[b]! || (keys[a]! < keys[b]! ? -direction : keys[a]! > keys[b]! ? direction : id[a]! - id[b]!);
      return { primary, compare };
    }
    case "price_asc":
      fill((slot) => selling[slot]!);
      break;
    case "price_desc":
      fill((slot) => -selling[slot]!);
      break;
    case "date_asc":
      fill((slot) => available[slot]!);
      break;
    case "sale_desc":
      fill((slot) => -sale[slot]!);
      break;
    case "stock_desc":
      fill((slot) => -c.onHand[slot]!);
      break;
    case "rating_desc": {
      // Unrated products have 0 and so come last; equal means go to the one more people rated.
      fill((slot) => -c.rating[slot]!);
      const reviews = c.reviews;
      return { primary, compare: (a, b) => primary[a]! - primary[b]! || reviews[b]! - reviews[a]! || id[a]! - id[b]! };
    }
    case "random": {
      const multiplier = seededMultiplier(Math.trunc(q.seed ?? 1));
      fill((slot) => shuffled(id[slot]!, multiplier));
      break;
    }
    case "date_desc":
      fill((slot) => -available[slot]!);
      break;
    default: {
      if (!q.relevance?.length) {
        fill((slot) => -available[slot]!);
        break;
      }
      // Best words first, then the shorter name (the word is more of what it is), then newest.
      const tables = c.wordScores(q.relevance);
      const length = c.tokenDisplay;
      fill((slot) => -c.relevance(slot, tables) * 4096 + Math.min(length[slot]!, 4095));
      const compare = (a: number, b: number) => primary[a]! - primary[b]! || available[b]! - available[a]! || id[a]! - id[b]!;
      return { primary, compare };
    }
  }
  return { primary, compare: byPrimary };
}

function add(counts: Int32Array, value: number, count: number): void {
  if (value >= 0 && count > 0) counts[value]! += count;
}

function buckets(counts: Int32Array, names: string[], size: number): FacetBucket[] {
  const out: FacetBucket[] = [];
  for (let value = 0; value < counts.length; value++) if (counts[value]! > 0) out.push({ key: names[value]!, count: counts[value]! });
  return out.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1)).slice(0, size);
}

