/**
 * The Elasticsearch index: its mapping, and the product document as stored in it (with the
 * completion inputs and the suggestion metadata that turn a matched key back into a name).
 */
import type { estypes } from "@elastic/elasticsearch";
import { looseKey } from "~/kernel/transliteration";
import { solrSynonymRules, type SynonymSet } from "../domain/synonyms";
import type { ProductSearchDocument, Suggestion } from "../search-index";

/** Elasticsearch's default window: deeper pages are answered with no hits instead of an error. */
export const MAX_RESULT_WINDOW = 10_000;

// ---------------------------------------------------------------------------------------
// The index

const keyword: estypes.MappingProperty = { type: "keyword" };
const folded: estypes.MappingProperty = { type: "text", analyzer: "folding" };
const stored: estypes.MappingProperty = { type: "keyword", index: false, doc_values: false };
const date: estypes.MappingProperty = { type: "date" };
const long: estypes.MappingProperty = { type: "long" };
const completion: estypes.MappingProperty = { type: "completion", analyzer: "suggest_folding", max_input_length: 100 };

/** The search-time synonym filter and the analyzer that applies it (the query names it; the index never does). */
export const SYNONYM_FILTER = "shop_synonyms";
export const SYNONYM_ANALYZER = "folding_synonyms";
/** A rule that changes nothing: a `synonym_graph` filter wants at least one. */
const NO_RULES = ["shop_synonyms_none => shop_synonyms_none"];

/**
 * The staff's synonym table as Elasticsearch's `synonym_graph` filter (Solr rules, after the
 * lowercase and asciifolding of the folding analyzer). Search time only, so a change needs no
 * reindex: the adapter puts these settings on the closed index and reopens it.
 */
export function synonymFilter(sets: SynonymSet[]): estypes.AnalysisSynonymGraphTokenFilter {
  const rules = solrSynonymRules(sets);
  return { type: "synonym_graph", synonyms: rules.length ? rules : NO_RULES, lenient: true };
}

export function productIndexMapping(synonyms: SynonymSet[] = []): { settings: estypes.IndicesIndexSettings; mappings: estypes.MappingTypeMapping } {
  return {
    settings: {
      // One shard: the catalogue is small, and scores, random order and more-like-this
      // document frequencies are then consistent.
      number_of_shards: 1,
      auto_expand_replicas: "0-1",
      max_result_window: MAX_RESULT_WINDOW,
      analysis: {
        filter: {
          match_key_edge: { type: "edge_ngram", min_gram: 2, max_gram: 20 },
          [SYNONYM_FILTER]: synonymFilter(synonyms),
        },
        analyzer: {
          folding: { type: "custom", tokenizer: "standard", filter: ["lowercase", "asciifolding"] },
          // The folding analyzer plus the synonyms, for the query's synonym clause.
          [SYNONYM_ANALYZER]: { type: "custom", tokenizer: "standard", filter: ["lowercase", "asciifolding", SYNONYM_FILTER] },
          match_key: { type: "custom", tokenizer: "whitespace", filter: ["lowercase"] },
          match_key_prefix: { type: "custom", tokenizer: "whitespace", filter: ["lowercase", "match_key_edge"] },
          // Like the built-in `simple` analyzer, but keeps digits ("12 year") and folds accents.
          suggest_folding: { type: "custom", tokenizer: "standard", filter: ["lowercase", "asciifolding"] },
        },
      },
    },
    mappings: {
      dynamic: "strict",
      properties: {
        id: long,
        slug: keyword,
        sku: keyword,
        title: folded,
        name: { properties: { mn: folded, en: folded } },
        title_latin: folded,
        match_key: {
          type: "text",
          analyzer: "match_key",
          fields: { prefix: { type: "text", analyzer: "match_key_prefix", search_analyzer: "match_key" } },
        },
        description: { properties: { mn: folded, en: folded } },
        image: keyword,
        images: stored,
        created_at: date,
        updated_at: date,
        property: { type: "object", enabled: false },
        property_list: keyword,
        price: long,
        sale_price: long,
        sale_start_at: date,
        sale_expire_at: date,
        available_on: date,
        total_on_hand: long,
        product_cat: keyword,
        vid: long,
        badges: keyword,
        translated: keyword,
        average_rating: { type: "float" },
        total_reviews: long,
        keyword: { properties: { id: long, name: folded, mn: folded } },
        taxonomy: { properties: { id: long, permalink: keyword } },
        categories: { properties: { permalink: keyword, name: { properties: { mn: folded, en: folded } } } },
        l0: keyword,
        l1: keyword,
        l2: keyword,
        l3: keyword,
        l4: keyword,
        store: { properties: { name: folded, logo: stored, code: keyword, vendor_id: long } },
        brand: { properties: { code: keyword, name: folded, name_latin: folded } },
        country: keyword,
        variants: {
          type: "object",
          properties: {
            id: long,
            sku: keyword,
            image: stored,
            price: long,
            sale_price: long,
            option_values: { properties: { key: keyword, value: keyword } },
          },
        },
        suggestion: completion,
        custom_suggestion: completion,
        /** How to show and link each completion input; stored only. */
        suggest_meta: { type: "object", enabled: false },
        sort_key_mn: keyword,
        sort_key_en: keyword,
      },
    },
  };
}

/** How a completion input is shown and where it leads (kept in `_source.suggest_meta`). */
export interface SuggestMetaEntry {
  /** The input as written ("Хар Сувд"). */
  text: string;
  /** Its loose key ("har subd") and the keys of each later word start ("subd"), all indexed. */
  keys: string[];
  kind: Suggestion["kind"];
  href: string;
}

export interface SuggestMeta {
  product: SuggestMetaEntry[];
  custom: SuggestMetaEntry[];
}

/** A completion field's inputs, grouped by weight. */
export type CompletionInputs = { input: string[]; weight: number }[];

export type IndexedProductDocument = Omit<ProductSearchDocument, "suggestion" | "custom_suggestion"> & {
  suggestion: CompletionInputs;
  custom_suggestion: CompletionInputs;
  suggest_meta: SuggestMeta;
};

/** Completion weights, as the FTS5 adapter ranks: categories, then brands, then products and terms. */
export const SUGGEST_WEIGHTS: Record<Suggestion["kind"], { first: number; later: number }> = {
  category: { first: 40, later: 20 },
  brand: { first: 30, later: 15 },
  product: { first: 10, later: 5 },
  term: { first: 10, later: 5 },
};

const unique = <T>(values: T[]) => [...new Set(values)];
// Completion inputs may not contain these reserved characters.
// eslint-disable-next-line no-control-regex -- these are exactly the control characters Elasticsearch reserves in completion inputs
const cleanInput = (text: string) => text.replace(/[\u0000\u001e\u001f]/g, "").trim();

/** The loose key of a text and of each later word start: "Хар Сувд" -> ["har subd", "subd"]. */
export function wordStartKeys(text: string): string[] {
  const words = looseKey(text).split(" ").filter(Boolean);
  return words.map((_, i) => words.slice(i).join(" "));
}

function metaEntry(text: string, kind: Suggestion["kind"], href: string): SuggestMetaEntry {
  return { text, keys: wordStartKeys(text), kind, href };
}

/**
 * The curated completions of a product: its brand's names, its categories' names (both
 * languages) and any other `custom_suggestion` text (a search term).
 */
export function customSuggestMeta(doc: Pick<ProductSearchDocument, "brand" | "categories" | "custom_suggestion">): SuggestMetaEntry[] {
  const entries: SuggestMetaEntry[] = [];
  const add = (text: string, kind: Suggestion["kind"], href: string) => {
    const clean = cleanInput(text);
    if (clean && !entries.some((e) => e.text === clean && e.kind === kind && e.href === href)) entries.push(metaEntry(clean, kind, href));
  };
  for (const name of [doc.brand.name, doc.brand.name_latin]) add(name, "brand", `/products?brand=${encodeURIComponent(doc.brand.code)}`);
  for (const category of doc.categories ?? []) {
    for (const name of [category.name.mn, category.name.en]) add(name, "category", `/t/${category.permalink}`);
  }
  for (const text of doc.custom_suggestion) {
    const clean = cleanInput(text);
    if (clean && !entries.some((e) => e.keys[0] === looseKey(clean))) add(clean, "term", `/search?q=${encodeURIComponent(clean)}`);
  }
  return entries;
}

/** Completion inputs of meta entries: each text and its full key at the first weight, later word starts lower. */
export function completionInputs(entries: SuggestMetaEntry[]): CompletionInputs {
  const weights = new Map<string, number>();
  const put = (input: string, weight: number) => {
    if (input && weight > (weights.get(input) ?? 0)) weights.set(input, weight);
  };
  for (const entry of entries) {
    const { first, later } = SUGGEST_WEIGHTS[entry.kind];
    put(entry.text, first);
    entry.keys.forEach((key, i) => put(key, i === 0 ? first : later));
  }
  const byWeight = new Map<number, string[]>();
  for (const [input, weight] of weights) byWeight.set(weight, [...(byWeight.get(weight) ?? []), input]);
  return [...byWeight.entries()].sort((a, b) => b[0] - a[0]).map(([weight, input]) => ({ input, weight }));
}

/**
 * The document as sent to Elasticsearch: the completion inputs gain their loose keys and
 * word starts (so "khar su" and "suvd" complete "Хар Сувд"), weighted like the FTS5
 * adapter; `suggest_meta` records how to show each one; an empty image counts as none
 * (the listing rule tests `exists`).
 */
export function toIndexedDocument(doc: ProductSearchDocument): IndexedProductDocument {
  const product = unique(doc.suggestion.map(cleanInput).filter(Boolean)).map((text) =>
    metaEntry(text, "product", `/products/${doc.slug}`),
  );
  const custom = customSuggestMeta(doc);
  return {
    ...doc,
    image: doc.image ? doc.image : null,
    suggestion: completionInputs(product),
    custom_suggestion: completionInputs(custom),
    suggest_meta: { product, custom },
  };
}

