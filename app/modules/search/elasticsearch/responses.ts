/**
 * Pure response parsers for the Elasticsearch adapter: `_search` responses to SearchResult /
 * SearchHit, completion suggestions to Suggestion. They read defensively: a field missing
 * from a response gives an empty or neutral value, never an exception.
 */
import { looseKey } from "~/kernel/transliteration";
import { LEVEL_FIELDS, SUGGESTERS, type SuggestMeta, type SuggestMetaEntry, type SuggesterName } from "./query-bodies";
import {
  PRICE_RANGES,
  priceRangeKey,
  type FacetBucket,
  type SearchFacets,
  type SearchHit,
  type SearchRequest,
  type SearchResult,
  type Suggestion,
} from "../search-index";

/** The parts of a `_search` response read here (an estypes.SearchResponse fits). */
export interface SearchResponseLike {
  hits: {
    total?: number | { value: number };
    hits: { _id?: string | null; _source?: unknown; fields?: Record<string, unknown> }[];
  };
  aggregations?: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const obj = (value: unknown): Json => (isObject(value) ? value : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);
const num = (value: unknown, fallback = 0): number => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
/** A runtime field's value: `fields.x` is an array of values. */
const fieldValue = (fields: Json, name: string): unknown => (Array.isArray(fields[name]) ? fields[name][0] : fields[name]);

export function parseHit(hit: SearchResponseLike["hits"]["hits"][number]): SearchHit {
  const source = obj(hit._source);
  const fields = obj(hit.fields);
  const name = obj(source.name);
  const brand = obj(source.brand);
  const price = num(source.price);
  return {
    id: num(source.id, Number(hit._id ?? 0)),
    slug: str(source.slug),
    sku: str(source.sku),
    name: { mn: str(name.mn), en: str(name.en) },
    image: str(source.image),
    product_type: str(source.product_cat),
    brand: { code: str(brand.code), name: str(brand.name), name_latin: str(brand.name_latin) },
    price,
    selling_price: num(fieldValue(fields, "selling_price"), price),
    sale_percent: num(fieldValue(fields, "sale_percent")),
    total_on_hand: num(source.total_on_hand),
    available_on: str(source.available_on),
    badges: arr(source.badges).filter((b): b is string => typeof b === "string"),
    average_rating: num(source.average_rating),
    total_reviews: num(source.total_reviews),
  };
}

export function parseHits(response: SearchResponseLike): SearchHit[] {
  return arr(obj(response.hits).hits).map((hit) => parseHit(obj(hit)));
}

function total(response: SearchResponseLike): number {
  const value = obj(response.hits).total;
  return typeof value === "number" ? value : num(obj(value).value);
}

function termsBuckets(aggregate: unknown): FacetBucket[] {
  return arr(obj(aggregate).buckets).map((b) => ({ key: String(obj(b).key ?? ""), count: num(obj(b).doc_count) }));
}

/** SearchFacets from the `f_*` filter aggregations; null when the response has none. */
export function parseFacets(aggregations: Record<string, unknown> | undefined): SearchFacets | null {
  if (!aggregations || !isObject(aggregations.f_levels)) return null;
  const levels = obj(aggregations.f_levels);
  const priceAgg = obj(aggregations.f_price);
  const rangeBuckets = obj(priceAgg.price).buckets;
  // Range buckets come as an array (or an object keyed by key when `keyed: true`).
  const counts = new Map<string, number>(
    Array.isArray(rangeBuckets)
      ? rangeBuckets.map((b) => [str(obj(b).key), num(obj(b).doc_count)])
      : Object.entries(obj(rangeBuckets)).map(([key, b]) => [key, num(obj(b).doc_count)]),
  );
  const min = obj(priceAgg.min_price).value;
  const max = obj(priceAgg.max_price).value;
  const [l0, l1, l2, l3, l4] = LEVEL_FIELDS.map((l) => termsBuckets(levels[l]));
  return {
    levels: [l0!, l1!, l2!, l3!, l4!],
    brand: termsBuckets(obj(aggregations.f_brand).brand),
    country: termsBuckets(obj(aggregations.f_country).country),
    type: termsBuckets(obj(aggregations.f_type).type),
    price: PRICE_RANGES.map((range) => ({ ...range, key: priceRangeKey(range), count: counts.get(priceRangeKey(range)) ?? 0 })),
    priceBounds:
      typeof min === "number" && typeof max === "number" && Number.isFinite(min) && Number.isFinite(max)
        ? { min, max }
        : null,
  };
}

export function parseSearchResponse(response: SearchResponseLike, request: SearchRequest): SearchResult {
  return {
    total: total(response),
    hits: parseHits(response),
    facets: request.facets ? parseFacets(response.aggregations) : null,
  };
}

/** The parts of a suggest response read here. */
export interface SuggestResponseLike {
  suggest?: Record<string, unknown>;
}

const KINDS = ["product", "brand", "category", "term"] as const;

function metaEntries(source: Json, kind: keyof SuggestMeta): SuggestMetaEntry[] {
  return arr(obj(source.suggest_meta)[kind])
    .filter(isObject)
    .map((e) => ({
      text: str(e.text),
      keys: arr(e.keys).filter((k): k is string => typeof k === "string"),
      kind: KINDS.find((k) => k === e.kind) ?? "term",
      href: str(e.href),
    }))
    .filter((e) => e.text !== "" && e.href !== "");
}

/** Whether a text is in the shopper's script: Cyrillic for mn, Latin for en (as FTS5 prefers). */
export function prefersText(text: string, locale: string): boolean {
  return locale === "en" ? /^[\p{Script=Latin}\d\s\p{P}]+$/u.test(text) : /\p{Script=Cyrillic}/u.test(text);
}

interface Ranked extends Suggestion {
  score: number;
}

/**
 * What a completion option stands for. The matched input may be a loose key or a later
 * word start ("har subd", "subd"): it is shown as the input it came from, and where the
 * same item has several spellings with that key (Хар Сувд / Khar Suvd), the one in the
 * shopper's script.
 */
function optionSuggestion(option: Json, name: SuggesterName, locale: string, listable?: ReadonlySet<string>): Ranked | null {
  const text = str(option.text).trim();
  if (!text) return null;
  if (listable && SUGGESTERS[name].field === "suggestion" && !listable.has(str(option._id))) return null;
  const score = num(option._score, num(option.score));
  const source = obj(option._source);
  const isProduct = SUGGESTERS[name].field === "suggestion";
  const meta = metaEntries(source, isProduct ? "product" : "custom");
  const matched =
    meta.find((e) => e.text === text) ??
    meta.find((e) => e.keys[0] === text) ??
    meta.find((e) => e.keys.includes(text)) ??
    meta.find((e) => e.keys[0] === looseKey(text));
  if (matched) {
    const spellings = meta.filter((e) => e.kind === matched.kind && e.href === matched.href && e.keys[0] === matched.keys[0]);
    const shown = spellings.find((e) => prefersText(e.text, locale)) ?? matched;
    return { text: shown.text, kind: shown.kind, href: shown.href, score };
  }
  const slug = str(source.slug);
  if (isProduct && slug) return { text, kind: "product", href: `/products/${slug}`, score };
  return { text, kind: "term", href: `/search?q=${encodeURIComponent(text)}`, score };
}

function suggestOptions(response: unknown): { name: SuggesterName; option: Json }[] {
  const suggest = obj(obj(response).suggest);
  const out: { name: SuggesterName; option: Json }[] = [];
  for (const name of Object.keys(SUGGESTERS) as SuggesterName[]) {
    for (const entry of arr(suggest[name])) {
      const options = obj(entry).options;
      for (const option of Array.isArray(options) ? options : [options]) if (isObject(option)) out.push({ name, option });
    }
  }
  return out;
}

/** The ids of the products the product completions point at (to check they are listable). */
export function suggestedProductIds(response: unknown): string[] {
  const ids = suggestOptions(response)
    .filter(({ name }) => SUGGESTERS[name].field === "suggestion")
    .map(({ option }) => str(option._id))
    .filter(Boolean);
  return [...new Set(ids)];
}

/** The ids of a search response's hits. */
export function hitIds(response: unknown): Set<string> {
  return new Set(arr(obj(obj(response).hits).hits).map((h) => str(obj(h)._id)).filter(Boolean));
}

/**
 * Suggestions from the four completion suggesters, ranked like the FTS5 adapter: the
 * shopper's script first, then weight (categories, brands, products), shorter text, text.
 * Each product appears once (by href), each brand/category/term text once per kind; at
 * most `limit`. With `listable`, product completions of other products are dropped.
 * Anything malformed gives no suggestion rather than an error.
 */
export function parseSuggestResponse(
  response: unknown,
  limit: number,
  locale = "mn",
  listable?: ReadonlySet<string>,
): Suggestion[] {
  const ranked: Ranked[] = [];
  for (const { name, option } of suggestOptions(response)) {
    const suggestion = optionSuggestion(option, name, locale, listable);
    if (suggestion) ranked.push(suggestion);
  }
  ranked.sort(
    (a, b) =>
      Number(prefersText(b.text, locale)) - Number(prefersText(a.text, locale)) ||
      b.score - a.score ||
      a.text.length - b.text.length ||
      (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
  );
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (const { text, kind, href } of ranked) {
    if (out.length >= limit) break;
    const key = kind === "product" ? `product|${href}` : `${kind}|${text.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text, kind, href });
  }
  return out;
}

/** The parts of a `_bulk` response read here (an estypes.BulkResponse fits). */
export interface BulkResponseLike {
  errors: boolean;
  items: Partial<Record<string, { _id?: string | null; status: number; error?: { type: string; reason?: string | null } }>>[];
}

/**
 * The first failed item of a bulk response as a message, or null when all went well.
 * A delete of a document that is not there (404) is not a failure.
 */
export function firstBulkError(response: BulkResponseLike): string | null {
  if (!response.errors) return null;
  for (const item of response.items) {
    for (const [action, result] of Object.entries(item)) {
      if (!result || (action === "delete" && result.status === 404)) continue;
      if (result.error || result.status >= 300) {
        const reason = result.error ? `${result.error.type}: ${result.error.reason ?? ""}` : `status ${result.status}`;
        return `Elasticsearch bulk ${action} of ${result._id ?? "?"} failed: ${reason}`;
      }
    }
  }
  return null;
}

/** The term suggester's words of buildClosestWordsBody, nearest (highest score) first, without repeats. */
export function parseClosestWords(response: { suggest?: unknown }, limit: number): string[] {
  const options: { text: string; score: number }[] = [];
  for (const name of ["closest_mn", "closest_en"]) {
    for (const entry of arr(obj(response.suggest)[name])) {
      for (const option of arr(obj(entry).options)) options.push({ text: str(obj(option).text), score: num(obj(option).score) });
    }
  }
  options.sort((a, b) => b.score - a.score);
  return [...new Set(options.map((o) => o.text).filter(Boolean))].slice(0, limit);
}
