import { priceRangeKey, type FacetBucket, type PriceRange, type SearchFacets, type SearchFilters } from "./search-index";

/** The columns a facet pass reads per matching product. */
export interface FacetRow {
  brand: string;
  country: string | null;
  type: string;
  l0: string | null;
  l1: string | null;
  l2: string | null;
  l3: string | null;
  l4: string | null;
  selling: number;
  sale: number;
}

type Dimension = "brand" | "country" | "type" | "price";

const TAXON_BUCKETS = 20;
const TERMS_BUCKETS = 200;

function passes(row: FacetRow, f: SearchFilters, except?: Dimension): boolean {
  if (except !== "brand" && f.brands?.length && !f.brands.includes(row.brand)) return false;
  if (except !== "country" && f.countries?.length && (row.country === null || !f.countries.includes(row.country))) return false;
  if (except !== "type" && f.types?.length && !f.types.includes(row.type)) return false;
  if (except !== "price") {
    if (f.priceMin != null && row.selling < f.priceMin) return false;
    if (f.priceMax != null && row.selling > f.priceMax) return false;
  }
  if (f.onSale && row.sale <= 0) return false;
  return true;
}

function buckets(counts: Map<string, number>, size: number): FacetBucket[] {
  return [...counts.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1))
    .slice(0, size);
}

function bump(map: Map<string, number>, key: string | null) {
  if (key !== null) map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Facet counts from the rows that match the query and the non-facet filters. Disjunctive:
 * each facet is counted with every selection except its own (OR within, AND across), so a
 * shopper's pick never hides the other options of the same facet.
 */
export function aggregateFacets(rows: FacetRow[], f: SearchFilters, ranges: PriceRange[]): { total: number; facets: SearchFacets } {
  const levels = [0, 1, 2, 3, 4].map(() => new Map<string, number>());
  const brand = new Map<string, number>();
  const country = new Map<string, number>();
  const type = new Map<string, number>();
  const price = ranges.map(() => 0);
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const all = passes(row, f);
    if (all) {
      total++;
      bump(levels[0]!, row.l0);
      bump(levels[1]!, row.l1);
      bump(levels[2]!, row.l2);
      bump(levels[3]!, row.l3);
      bump(levels[4]!, row.l4);
    }
    if (all || passes(row, f, "brand")) bump(brand, row.brand);
    if (all || passes(row, f, "country")) bump(country, row.country);
    if (all || passes(row, f, "type")) bump(type, row.type);
    if (all || passes(row, f, "price")) {
      if (row.selling < min) min = row.selling;
      if (row.selling > max) max = row.selling;
      const index = ranges.findIndex((r) => row.selling >= r.from && (r.to === null || row.selling < r.to));
      if (index >= 0) price[index]!++;
    }
  }
  return {
    total,
    facets: {
      levels: levels.map((m) => buckets(m, TAXON_BUCKETS)) as SearchFacets["levels"],
      brand: buckets(brand, TERMS_BUCKETS),
      country: buckets(country, TERMS_BUCKETS),
      type: buckets(type, TERMS_BUCKETS),
      price: ranges.map((r, i) => ({ ...r, key: priceRangeKey(r), count: price[i]! })),
      priceBounds: min === Infinity ? null : { min, max },
    },
  };
}
