/**
 * The SearchIndex port: everything the shop asks of a product search engine. Two adapters implement
 * it (SQLite FTS5, embedded default; Elasticsearch, for scale) over the same product search
 * document (storefront-spec.md §3 Entities and their fields). Pages only ever talk to this
 * interface.
 */

import type { SynonymSet } from "./domain/synonyms";

export interface Named {
  mn: string;
  en: string;
}

export interface SearchVariant {
  id: number;
  sku: string;
  image: string | null;
  price: number;
  sale_price: number | null;
  option_values: { key: string; value: string }[];
}

/** The product search document of storefront-spec.md §3. Money is integer tugrik; times are ISO UTC. */
export interface ProductSearchDocument {
  id: number;
  slug: string;
  sku: string;
  /** Display name in the default locale (mn); `name` holds every language. */
  title: string;
  name: Named;
  /** Latin transliteration of the Mongolian name. */
  title_latin: string;
  /** Loose match keys (see `looseKey`) of every name, brand and keyword, space separated. */
  match_key: string;
  description: Named;
  image: string | null;
  images: string[];
  created_at: string;
  updated_at: string;
  property: Record<string, Named>;
  /** Filterable property values (`country:fr`, `grape:merlot`, ...). */
  property_list: string[];
  /** Regular price of the master variant. */
  price: number;
  /** Sale price of the master variant; it is the selling price only inside the sale window. */
  sale_price: number | null;
  sale_start_at: string | null;
  sale_expire_at: string | null;
  available_on: string;
  total_on_hand: number;
  product_cat: string;
  /** Vendor id of the store selling it. */
  vid: number;
  badges: string[];
  /** Languages the product has texts in. */
  translated: string[];
  average_rating: number;
  total_reviews: number;
  keyword: { id: number; name: string; mn: string }[];
  taxonomy: { id: number; permalink: string }[];
  /** The category chain from the root down, with names (for category suggestions). */
  categories: { permalink: string; name: Named }[];
  /** Category permalinks by level: l0 = root ... l4; null where the product's branch ends. */
  l0: string | null;
  l1: string | null;
  l2: string | null;
  l3: string | null;
  l4: string | null;
  store: { name: string; logo: string; code: string; vendor_id: number };
  brand: { code: string; name: string; name_latin: string };
  country: string | null;
  variants: SearchVariant[];
  /** Completion inputs: product names in every language and their Latin forms. */
  suggestion: string[];
  /** Curated completion inputs: brand names, category names, common shop words. */
  custom_suggestion: string[];
  sort_key_mn: string;
  sort_key_en: string;
}

export const SEARCH_SORTS = [
  "random",
  "date_desc",
  "date_asc",
  "price_asc",
  "price_desc",
  "sale_desc",
  "name_asc",
  "name_desc",
  "stock_desc",
  "rating_desc",
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface PriceRange {
  /** Inclusive lower bound. */
  from: number;
  /** Exclusive upper bound; null for open-ended. */
  to: number | null;
}

export interface SearchFilters {
  /** Products in this category or any below it. */
  taxon?: string | null;
  brands?: string[];
  countries?: string[];
  types?: string[];
  priceMin?: number | null;
  priceMax?: number | null;
  onSale?: boolean;
  /** Same series: SKU prefix before the first dash. */
  seriesPrefix?: string | null;
  /** One vendor's products (store code). */
  store?: string | null;
  excludeIds?: number[];
}

export interface SearchRequest {
  /** Free text in Cyrillic, Latin transliteration or English; empty lists everything. */
  q?: string;
  filters?: SearchFilters;
  sort?: SearchSort;
  /** Seed for the random sort, so paging through a random order is stable. */
  seed?: number;
  locale: string;
  page?: number;
  pageSize: number;
  /** Count facets (costs a little more; listings want it, blocks do not). */
  facets?: boolean;
  /** The clock for the listing rule and sale windows. */
  now: Date;
}

export interface SearchHit {
  id: number;
  slug: string;
  sku: string;
  name: Named;
  image: string;
  product_type: string;
  brand: { code: string; name: string; name_latin: string };
  price: number;
  selling_price: number;
  sale_percent: number;
  total_on_hand: number;
  available_on: string;
  badges: string[];
  average_rating: number;
  total_reviews: number;
}

export interface FacetBucket {
  key: string;
  count: number;
}

export interface SearchFacets {
  /** Category levels l0..l4, up to 20 buckets each. */
  levels: [FacetBucket[], FacetBucket[], FacetBucket[], FacetBucket[], FacetBucket[]];
  brand: FacetBucket[];
  country: FacetBucket[];
  type: FacetBucket[];
  /** The fixed price ranges with their counts (key `from-to`, `from-` when open-ended). */
  price: (FacetBucket & PriceRange)[];
  /** Lowest and highest selling price among the matches, ignoring the price filter. */
  priceBounds: { min: number; max: number } | null;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
  facets: SearchFacets | null;
  /** True when the words as typed found nothing and near spellings were searched instead. */
  approximate?: boolean;
}

export interface Suggestion {
  text: string;
  kind: "product" | "brand" | "category" | "term";
  /** Where choosing it leads: a product page, a filtered listing or a search. */
  href: string;
}

export interface SearchIndex {
  readonly name: "fts5" | "elasticsearch" | "postgres";
  /** Creates or updates documents (by id). */
  upsert(documents: ProductSearchDocument[]): Promise<void>;
  remove(ids: number[]): Promise<void>;
  /** Drops everything and prepares an empty index (the reindex command refills it). */
  reset(): Promise<void>;
  search(request: SearchRequest): Promise<SearchResult>;
  /** As-you-type completions from suggestion and custom_suggestion; at most `limit`. */
  suggest(prefix: string, args: { locale: string; limit: number; now: Date }): Promise<Suggestion[]>;
  /** Listable products most like this one (name, category, properties); never the product itself. */
  moreLikeThis(id: number, args: { locale: string; limit: number; now: Date }): Promise<SearchHit[]>;
  count(): Promise<number>;
  /** Called once when the server starts: get ready for the first query (load caches). */
  warm?(): Promise<void>;
  /** Called after a bulk load (reindex): let the engine compact and refresh its statistics. */
  optimize?(): Promise<void>;
  /**
   * The synonym table (search_synonyms) as it is now: called after staff change it and after a
   * reset. An engine that reads the table itself at query time (FTS5) needs nothing here;
   * Elasticsearch rewrites its search-time `synonym_graph` filter.
   */
  useSynonyms?(sets: SynonymSet[]): Promise<void>;
  /** Words of the catalogue closest in spelling to `word`, nearest first (offered when a search finds nothing). */
  closestWords?(word: string, args: { limit: number }): Promise<string[]>;
}

/** The price facet's fixed ranges, chosen for a wine and spirits shop (the spec names none), in tugrik. */
export const PRICE_RANGES: PriceRange[] = [
  { from: 0, to: 20_000 },
  { from: 20_000, to: 50_000 },
  { from: 50_000, to: 100_000 },
  { from: 100_000, to: 200_000 },
  { from: 200_000, to: 500_000 },
  { from: 500_000, to: null },
];

/** Words of this many letters or more may match with one letter wrong (both adapters). */
export const TYPO_MIN_LETTERS = 5;

export const priceRangeKey = (range: PriceRange) => `${range.from}-${range.to ?? ""}`;
