/**
 * Pure request builders for the Elasticsearch adapter (no client, no I/O): the index
 * mapping, the document as indexed, and the bodies of search, suggest and more-like-this.
 * Sale windows and the listing rule are evaluated at query time through runtime fields
 * (`selling_price`, `sale_percent`) computed from `params.now`, so a sale starting or
 * ending never needs a reindex.
 */
import type { estypes } from "@elastic/elasticsearch";
import { siteConfig } from "~/config/site";
import { looseKey } from "~/kernel/transliteration";
import {
  PRICE_RANGES,
  priceRangeKey,
  type SearchFilters,
  TYPO_MIN_LETTERS,
  type SearchRequest,
  type SearchSort,
} from "../search-index";
import { MAX_RESULT_WINDOW, SYNONYM_ANALYZER } from "./mapping";

export * from "./mapping";

export type SearchBody = Omit<estypes.SearchRequest, "index">;
type Query = estypes.QueryDslQueryContainer;

export const DEFAULT_INDEX = "products";
/** Elasticsearch's default `index.max_result_window`: from + size may not exceed it. */
export const LEVEL_FIELDS = ["l0", "l1", "l2", "l3", "l4"] as const;
/** Fields the free-text query looks in (besides the loose match key). */
export const TEXT_FIELDS = ["name.mn", "name.en", "title", "title_latin", "brand.name", "brand.name_latin", "sku"];
const MAX_QUERY_WORDS = 8;
/** The `_source` fields a SearchHit needs; prices come from the runtime fields. */
export const HIT_SOURCE = [
  "id", "slug", "sku", "name", "image", "product_cat", "brand", "price",
  "total_on_hand", "available_on", "badges", "average_rating", "total_reviews",
];
export const RUNTIME_FIELDS = ["selling_price", "sale_percent"];

// ---------------------------------------------------------------------------------------
// Runtime fields: the selling price at `now`

const SALE_ACTIVE = `
long price = doc['price'].size() == 0 ? 0L : doc['price'].value;
long selling = price;
if (doc['sale_price'].size() != 0) {
  long sale = doc['sale_price'].value;
  boolean started = doc['sale_start_at'].size() == 0
    || doc['sale_start_at'].value.toInstant().toEpochMilli() <= (long) params.now;
  boolean notExpired = doc['sale_expire_at'].size() == 0
    || doc['sale_expire_at'].value.toInstant().toEpochMilli() > (long) params.now;
  if (sale < price && started && notExpired) { selling = sale; }
}`;

/** Runtime `selling_price` and `sale_percent` at `now` (mirrors domain/pricing.ts). */
export function sellingPriceRuntimeField(now: Date): estypes.MappingRuntimeFields {
  const params = { now: now.getTime() };
  return {
    selling_price: { type: "long", script: { source: `${SALE_ACTIVE}\nemit(selling);`, params } },
    sale_percent: {
      type: "long",
      script: {
        source: `${SALE_ACTIVE}\nemit(price > 0 && selling < price ? Math.round((price - selling) * 100.0 / price) : 0L);`,
        params,
      },
    },
  };
}

// ---------------------------------------------------------------------------------------
// Filters

/** The listing rule (storefront-spec.md §9, "Search"): selling price over 1, stock on hand, available by now, an image. */
export function listingRuleFilters(now: Date): Query[] {
  return [
    { range: { selling_price: { gt: 1 } } },
    { range: { total_on_hand: { gt: 0 } } },
    { range: { available_on: { lte: now.toISOString() } } },
    { exists: { field: "image" } },
  ];
}

/**
 * The facet dimensions: OR within one, AND across them; each facet is counted ignoring its
 * own selection. The category is not one: it is the page's scope (like the FTS5 adapter),
 * so the level counts show the chosen branch.
 */
export type FacetDimension = "brand" | "country" | "type" | "price";
export const FACET_DIMENSIONS: FacetDimension[] = ["brand", "country", "type", "price"];

export function taxonFilter(permalink: string): Query {
  return { bool: { should: LEVEL_FIELDS.map((field) => ({ term: { [field]: permalink } })), minimum_should_match: 1 } };
}

/** The clause of each facet selection that is set. */
export function selectionFilters(filters: SearchFilters = {}): Partial<Record<FacetDimension, Query>> {
  const out: Partial<Record<FacetDimension, Query>> = {};
  if (filters.brands?.length) out.brand = { terms: { "brand.code": filters.brands } };
  if (filters.countries?.length) out.country = { terms: { country: filters.countries } };
  if (filters.types?.length) out.type = { terms: { product_cat: filters.types } };
  if (filters.priceMin != null || filters.priceMax != null) {
    const range: estypes.QueryDslNumberRangeQuery = {};
    if (filters.priceMin != null) range.gte = filters.priceMin;
    if (filters.priceMax != null) range.lte = filters.priceMax;
    out.price = { range: { selling_price: range } };
  }
  return out;
}

/** Filters that are not facets: category, on sale, same series. */
function otherFilters(filters: SearchFilters = {}): Query[] {
  const out: Query[] = [];
  if (filters.taxon) out.push(taxonFilter(filters.taxon));
  if (filters.onSale) out.push({ range: { sale_percent: { gt: 0 } } });
  if (filters.seriesPrefix) out.push({ prefix: { sku: `${filters.seriesPrefix}-` } });
  if (filters.store) out.push({ term: { "store.code": filters.store } });
  return out;
}

const allOf = (clauses: Query[]): Query => (clauses.length ? { bool: { filter: clauses } } : { match_all: {} });

// ---------------------------------------------------------------------------------------
// Text

const letterCount = (word: string) => [...word].filter((c) => /\p{L}/u.test(c)).length;

/**
 * One clause per word (all must match): the text fields, fuzzy for long words, or a loose-key
 * prefix; or else the whole query through the synonym analyzer (so "вино" finds "дарс", and a
 * synonym of several words such as "тёмное пиво" is seen whole).
 */
export function textQuery(q: string | undefined): Query[] {
  const words = (q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  const synonyms: Query = { multi_match: { query: words.join(" "), fields: TEXT_FIELDS, analyzer: SYNONYM_ANALYZER, operator: "and" } };
  return words.map((word) => {
    const should: Query[] = [
      {
        multi_match: {
          query: word,
          fields: TEXT_FIELDS,
          operator: "and",
          ...(letterCount(word) >= TYPO_MIN_LETTERS ? { fuzziness: "AUTO:5,100" } : {}),
        },
      },
    ];
    const key = looseKey(word);
    if (key) should.push({ match: { "match_key.prefix": { query: key, operator: "and" } } });
    should.push(synonyms);
    return { bool: { should, minimum_should_match: 1 } };
  });
}

// ---------------------------------------------------------------------------------------
// Sorts

export function sortClauses(sort: SearchSort | undefined, locale: string, hasText: boolean): estypes.SortCombinations[] {
  const tiebreak: estypes.SortCombinations = { id: { order: "asc" } };
  const by = (field: string, order: estypes.SortOrder): estypes.SortCombinations[] => [{ [field]: { order } }, tiebreak];
  const nameKey = locale === "en" ? "sort_key_en" : "sort_key_mn";
  switch (sort) {
    case "random":
      return by("_score", "desc");
    case "date_desc":
      return by("available_on", "desc");
    case "date_asc":
      return by("available_on", "asc");
    case "price_asc":
      return by("selling_price", "asc");
    case "price_desc":
      return by("selling_price", "desc");
    case "sale_desc":
      return by("sale_percent", "desc");
    case "name_asc":
      return by(nameKey, "asc");
    case "name_desc":
      return by(nameKey, "desc");
    case "stock_desc":
      return by("total_on_hand", "desc");
    case "rating_desc":
      return [{ average_rating: { order: "desc" } }, { total_reviews: { order: "desc" } }, tiebreak];
    default:
      // No sort asked: relevance when searching, newest first when listing.
      return hasText ? by("_score", "desc") : by("available_on", "desc");
  }
}

// ---------------------------------------------------------------------------------------
// Aggregations

const { taxonBucketsPerLevel, termsAggregation } = siteConfig.limits;

/** Each facet's aggregation inside a `filter` aggregation applying every other selection. */
export function facetAggregations(filters: SearchFilters = {}): Record<string, estypes.AggregationsAggregationContainer> {
  const selections = selectionFilters(filters);
  const except = (dimension?: FacetDimension) =>
    allOf(FACET_DIMENSIONS.filter((d) => d !== dimension).flatMap((d) => (selections[d] ? [selections[d]!] : [])));
  const terms = (field: string, size: number): estypes.AggregationsAggregationContainer => ({ terms: { field, size } });
  return {
    // The category levels count what is listed: every selection applies.
    f_levels: {
      filter: except(),
      aggs: Object.fromEntries(LEVEL_FIELDS.map((l) => [l, terms(l, taxonBucketsPerLevel)])),
    },
    f_brand: { filter: except("brand"), aggs: { brand: terms("brand.code", termsAggregation) } },
    f_country: { filter: except("country"), aggs: { country: terms("country", termsAggregation) } },
    f_type: { filter: except("type"), aggs: { type: terms("product_cat", termsAggregation) } },
    f_price: {
      filter: except("price"),
      aggs: {
        price: {
          range: {
            field: "selling_price",
            ranges: PRICE_RANGES.map((r) => ({ key: priceRangeKey(r), from: r.from, ...(r.to === null ? {} : { to: r.to }) })),
          },
        },
        min_price: { min: { field: "selling_price" } },
        max_price: { max: { field: "selling_price" } },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------
// Bodies

export function paging(page: number | undefined, pageSize: number): { from: number; size: number } {
  const from = (Math.max(1, Math.floor(page ?? 1)) - 1) * pageSize;
  // Past Elasticsearch's result window there is nothing to show; ask for no hits, not an error.
  if (from + pageSize > MAX_RESULT_WINDOW) {
    return { from: Math.min(from, MAX_RESULT_WINDOW), size: Math.max(0, MAX_RESULT_WINDOW - from) };
  }
  return { from, size: pageSize };
}

export function buildSearchBody(request: SearchRequest): SearchBody {
  const filters = request.filters ?? {};
  const selections = Object.values(selectionFilters(filters));
  const must = textQuery(request.q);
  const filter = [...listingRuleFilters(request.now), ...otherFilters(filters)];
  // With facets, selections go to post_filter so the facet aggregations still see the other options.
  if (!request.facets) filter.push(...selections);
  const bool: estypes.QueryDslBoolQuery = { filter };
  if (must.length) bool.must = must;
  if (filters.excludeIds?.length) bool.must_not = [{ ids: { values: filters.excludeIds.map(String) } }];
  const query: Query =
    request.sort === "random"
      ? {
          function_score: {
            query: { bool },
            functions: [{ random_score: { seed: request.seed ?? 0, field: "id" } }],
            boost_mode: "replace",
          },
        }
      : { bool };
  const body: SearchBody = {
    runtime_mappings: sellingPriceRuntimeField(request.now),
    query,
    sort: sortClauses(request.sort, request.locale, must.length > 0),
    ...paging(request.page, request.pageSize),
    track_total_hits: true,
    _source: HIT_SOURCE,
    fields: RUNTIME_FIELDS,
  };
  if (request.facets) {
    if (selections.length) body.post_filter = allOf(selections);
    body.aggs = facetAggregations(filters);
  }
  return body;
}

/** Suggester names: which completion field, and whether it completes the raw or loose prefix. */
export const SUGGESTERS = {
  custom: { field: "custom_suggestion", loose: false },
  product: { field: "suggestion", loose: false },
  custom_loose: { field: "custom_suggestion", loose: true },
  product_loose: { field: "suggestion", loose: true },
} as const;
export type SuggesterName = keyof typeof SUGGESTERS;

/** Completion on both fields for the prefix as typed and for its loose key (when different). */
export function buildSuggestBody(prefix: string, limit: number): SearchBody {
  const raw = prefix.trim().replace(/\s+/g, " ");
  const loose = looseKey(raw);
  const suggest: estypes.SearchSuggester = {};
  for (const [name, { field, loose: isLoose }] of Object.entries(SUGGESTERS)) {
    const text = isLoose ? loose : raw;
    if (isLoose && (!loose || loose === raw.toLowerCase())) continue;
    suggest[name] = { prefix: text, completion: { field, size: limit, skip_duplicates: true } };
  }
  return { size: 0, _source: ["slug", "suggest_meta"], suggest };
}

/**
 * Which of the suggested products are listable now (completion suggesters cannot filter
 * by the listing rule, whose price and availability move with the clock).
 */
export function buildListableIdsBody(ids: string[], now: Date): SearchBody {
  return {
    runtime_mappings: sellingPriceRuntimeField(now),
    query: { bool: { filter: [{ ids: { values: ids } }, ...listingRuleFilters(now)] } },
    size: ids.length,
    _source: false,
  };
}

export const MORE_LIKE_THIS_FIELDS = ["name.mn", "name.en", "match_key", "property_list", ...LEVEL_FIELDS];

export function buildMoreLikeThisBody(id: number, limit: number, now: Date, index: string = DEFAULT_INDEX): SearchBody {
  return {
    runtime_mappings: sellingPriceRuntimeField(now),
    query: {
      bool: {
        must: [
          {
            more_like_this: {
              fields: MORE_LIKE_THIS_FIELDS,
              like: [{ _index: index, _id: String(id) }],
              min_term_freq: 1,
              min_doc_freq: 1,
              // Any shared term qualifies; the best-scoring (most alike) come first anyway.
              minimum_should_match: 1,
            },
          },
        ],
        filter: listingRuleFilters(now),
        must_not: [{ ids: { values: [String(id)] } }],
      },
    },
    size: limit,
    _source: HIT_SOURCE,
    fields: RUNTIME_FIELDS,
  };
}

/** The catalogue's words closest to a word (term suggester on both names), for a search that found nothing. */
export function buildClosestWordsBody(word: string, limit: number): SearchBody {
  const term = (field: string): estypes.SearchSuggester[string] => ({ term: { field, suggest_mode: "always", max_edits: 2, size: limit, min_word_length: 3 } });
  return { size: 0, suggest: { text: word.trim().toLowerCase(), closest_mn: term("name.mn"), closest_en: term("name.en") } };
}
