import { describe, expect, it } from "vitest";
import {
  buildListableIdsBody,
  buildMoreLikeThisBody,
  buildSearchBody,
  buildSuggestBody,
  productIndexMapping,
  sellingPriceRuntimeField,
  synonymFilter,
  TEXT_FIELDS,
  toIndexedDocument,
} from "./query-bodies";
import { PRICE_RANGES, type ProductSearchDocument, type SearchRequest, type SearchSort } from "../search-index";

const now = new Date("2026-11-22T06:00:00.000Z");
const base: SearchRequest = { locale: "mn", pageSize: 40, now };

/** Bodies as plain JSON, to look into without the estypes unions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const plain = (value: unknown): any => JSON.parse(JSON.stringify(value));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const boolOf = (body: any) => (body.query.function_score ? body.query.function_score.query.bool : body.query.bool);
const search = (request: Partial<SearchRequest>) => plain(buildSearchBody({ ...base, ...request }));

const LISTING_RULE = [
  { range: { selling_price: { gt: 1 } } },
  { range: { total_on_hand: { gt: 0 } } },
  { range: { available_on: { lte: "2026-11-22T06:00:00.000Z" } } },
  { exists: { field: "image" } },
];

function sampleDocument(overrides: Partial<ProductSearchDocument> = {}): ProductSearchDocument {
  return {
    id: 7,
    slug: "khar-suvd-vodka",
    sku: "KS-001",
    title: "Хар Сувд",
    name: { mn: "Хар Сувд", en: "Khar Suvd" },
    title_latin: "Khar Suvd",
    match_key: "har subd",
    description: { mn: "Архи", en: "Vodka" },
    image: "/media/ks.jpg",
    images: ["/media/ks.jpg"],
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-02T00:00:00.000Z",
    property: { country: { mn: "Монгол", en: "Mongolia" } },
    property_list: ["country:mn"],
    price: 30_000,
    sale_price: 25_000,
    sale_start_at: null,
    sale_expire_at: "2026-12-01T00:00:00.000Z",
    available_on: "2026-01-01T00:00:00.000Z",
    total_on_hand: 12,
    product_cat: "vodka",
    vid: 1,
    badges: ["new"],
    translated: ["mn", "en"],
    average_rating: 4.5,
    total_reviews: 3,
    keyword: [{ id: 1, name: "vodka", mn: "архи" }],
    taxonomy: [{ id: 2, permalink: "spirits" }, { id: 3, permalink: "spirits/vodka" }],
    categories: [
      { permalink: "spirits", name: { mn: "Спирт", en: "Spirits" } },
      { permalink: "spirits/vodka", name: { mn: "Архи", en: "Vodka" } },
    ],
    l0: "spirits",
    l1: "spirits/vodka",
    l2: null,
    l3: null,
    l4: null,
    store: { name: "Main", logo: "/logo.png", code: "main", vendor_id: 1 },
    brand: { code: "khar-suvd", name: "Хар Сувд", name_latin: "Khar Suvd" },
    country: "mn",
    variants: [{ id: 9, sku: "KS-001", image: null, price: 30_000, sale_price: null, option_values: [{ key: "volume", value: "0.75" }] }],
    suggestion: ["Хар Сувд", "Khar Suvd"],
    custom_suggestion: ["Хар Сувд", "Khar Suvd", "Архи", "Vodka", "Premium gift"],
    sort_key_mn: "хар сувд",
    sort_key_en: "khar suvd",
    ...overrides,
  };
}

describe("productIndexMapping", () => {
  const { settings, mappings } = plain(productIndexMapping());

  it("is strict and maps every field of an indexed document", () => {
    expect(mappings.dynamic).toBe("strict");
    const check = (value: unknown, props: Record<string, { properties?: object; enabled?: boolean }>, path: string) => {
      for (const [key, child] of Object.entries(value as object)) {
        expect(props[key], `${path}${key} is mapped`).toBeDefined();
        const mapping = props[key]!;
        if (mapping.enabled === false || !mapping.properties) continue;
        for (const item of Array.isArray(child) ? child : [child]) {
          if (item && typeof item === "object") check(item, mapping.properties as never, `${path}${key}.`);
        }
      }
    };
    check(plain(toIndexedDocument(sampleDocument())), mappings.properties, "");
  });

  it.each([
    ["slug", "keyword"], ["sku", "keyword"], ["country", "keyword"], ["product_cat", "keyword"],
    ["badges", "keyword"], ["property_list", "keyword"], ["l0", "keyword"], ["l4", "keyword"],
    ["sort_key_mn", "keyword"], ["sort_key_en", "keyword"], ["price", "long"], ["sale_price", "long"],
    ["total_on_hand", "long"], ["available_on", "date"], ["sale_start_at", "date"], ["sale_expire_at", "date"],
    ["average_rating", "float"], ["suggestion", "completion"], ["custom_suggestion", "completion"],
  ])("maps %s as %s", (field, type) => {
    expect(mappings.properties[field].type).toBe(type);
  });

  it("has keyword sub-objects and folding text", () => {
    expect(mappings.properties.brand.properties.code.type).toBe("keyword");
    expect(mappings.properties.store.properties.code.type).toBe("keyword");
    expect(mappings.properties.taxonomy.properties.permalink.type).toBe("keyword");
    expect(mappings.properties.name.properties.mn).toEqual({ type: "text", analyzer: "folding" });
    expect(settings.analysis.analyzer.folding.filter).toEqual(["lowercase", "asciifolding"]);
  });

  it("indexes match_key with an edge-ngram prefix subfield searched without ngrams", () => {
    const matchKey = mappings.properties.match_key;
    expect(matchKey.analyzer).toBe("match_key");
    expect(matchKey.fields.prefix).toEqual({ type: "text", analyzer: "match_key_prefix", search_analyzer: "match_key" });
    expect(settings.analysis.analyzer.match_key).toEqual({ type: "custom", tokenizer: "whitespace", filter: ["lowercase"] });
    expect(settings.analysis.analyzer.match_key_prefix.filter).toEqual(["lowercase", "match_key_edge"]);
    expect(settings.analysis.filter.match_key_edge).toEqual({ type: "edge_ngram", min_gram: 2, max_gram: 20 });
  });
});

describe("toIndexedDocument", () => {
  const doc = toIndexedDocument(sampleDocument());

  it("indexes each name, its loose key and later word starts, weighted", () => {
    expect(doc.suggestion).toEqual([
      { input: ["Хар Сувд", "har subd", "Khar Suvd"], weight: 10 },
      { input: ["subd"], weight: 5 },
    ]);
  });

  it("weights categories over brands over terms, keeping the highest weight of an input", () => {
    const weightOf = (input: string) => doc.custom_suggestion.find((g) => g.input.includes(input))?.weight;
    expect(weightOf("Архи")).toBe(40);
    expect(weightOf("arhi")).toBe(40);
    expect(weightOf("Vodka")).toBe(40);
    expect(weightOf("Хар Сувд")).toBe(30);
    expect(weightOf("subd")).toBe(15);
    expect(weightOf("Premium gift")).toBe(10);
    expect(weightOf("gift")).toBe(5);
    const inputs = doc.custom_suggestion.flatMap((g) => g.input);
    expect(new Set(inputs).size).toBe(inputs.length);
  });

  it("records how each input is shown and where it leads", () => {
    expect(doc.suggest_meta.product[0]).toEqual({ text: "Хар Сувд", keys: ["har subd", "subd"], kind: "product", href: "/products/khar-suvd-vodka" });
    expect(doc.suggest_meta.custom.map((e) => [e.text, e.kind, e.href])).toEqual([
      ["Хар Сувд", "brand", "/products?brand=khar-suvd"],
      ["Khar Suvd", "brand", "/products?brand=khar-suvd"],
      ["Спирт", "category", "/t/spirits"],
      ["Spirits", "category", "/t/spirits"],
      ["Архи", "category", "/t/spirits/vodka"],
      ["Vodka", "category", "/t/spirits/vodka"],
      ["Premium gift", "term", "/search?q=Premium%20gift"],
    ]);
  });

  it("treats an empty image as none and drops empty inputs", () => {
    const d = toIndexedDocument(sampleDocument({ image: "", suggestion: ["", " A\u001f "] }));
    expect(d.image).toBeNull();
    expect(d.suggestion).toEqual([{ input: ["A", "a"], weight: 10 }]);
  });
});

describe("sellingPriceRuntimeField", () => {
  it("computes selling_price and sale_percent from params.now", () => {
    const runtime = plain(sellingPriceRuntimeField(now));
    for (const name of ["selling_price", "sale_percent"]) {
      expect(runtime[name].type).toBe("long");
      expect(runtime[name].script.params).toEqual({ now: now.getTime() });
      expect(runtime[name].script.source).toContain("sale_start_at");
      expect(runtime[name].script.source).toContain("sale_expire_at");
    }
    expect(runtime.selling_price.script.source).toContain("emit(selling)");
    expect(runtime.sale_percent.script.source).toContain("Math.round((price - selling) * 100.0 / price)");
  });
});

describe("buildSearchBody", () => {
  it.each<[string, Partial<SearchRequest>]>([
    ["a plain listing", {}],
    ["a text search", { q: "khar suvd" }],
    ["a faceted listing with filters", { facets: true, filters: { brands: ["a"], onSale: true } }],
    ["a random order", { sort: "random", seed: 5 }],
  ])("always applies the listing rule: %s", (_, request) => {
    const body = search(request);
    expect(boolOf(body).filter).toEqual(expect.arrayContaining(LISTING_RULE));
    expect(body.runtime_mappings.selling_price.script.params.now).toBe(now.getTime());
    expect(body.track_total_hits).toBe(true);
    expect(body.fields).toEqual(["selling_price", "sale_percent"]);
    expect(body._source).toEqual(expect.arrayContaining(["id", "slug", "name", "image", "brand", "price"]));
  });

  it.each([
    ["khar", "har", false],
    ["Хар", "har", false],
    ["chinggis", "chingis", true],
    ["мерло", "merlo", true],
    ["KS-001", "ks 001", false],
  ])("word %s: loose-key prefix %s, fuzzy %s", (word, key, fuzzy) => {
    const [clause, ...rest] = boolOf(search({ q: `  ${word} ` })).must;
    expect(rest).toEqual([]);
    const [multiMatch, prefix] = clause.bool.should;
    expect(clause.bool.minimum_should_match).toBe(1);
    expect(multiMatch.multi_match).toMatchObject({
      query: word,
      operator: "and",
      fields: ["name.mn", "name.en", "title", "title_latin", "brand.name", "brand.name_latin", "sku"],
    });
    expect(multiMatch.multi_match.fuzziness).toBe(fuzzy ? "AUTO:5,100" : undefined);
    expect(prefix).toEqual({ match: { "match_key.prefix": { query: key, operator: "and" } } });
  });

  it("requires every word and matches everything without text", () => {
    expect(boolOf(search({ q: "khar suvd vodka" })).must).toHaveLength(3);
    expect(boolOf(search({ q: "   " })).must).toBeUndefined();
  });

  const selected = {
    taxon: "wine/red",
    brands: ["b1", "b2"],
    countries: ["fr"],
    types: ["wine"],
    priceMin: 10_000,
    priceMax: 50_000,
  };
  const taxonClause = { bool: { should: ["l0", "l1", "l2", "l3", "l4"].map((l) => ({ term: { [l]: "wine/red" } })), minimum_should_match: 1 } };
  const clauses = {
    brand: { terms: { "brand.code": ["b1", "b2"] } },
    country: { terms: { country: ["fr"] } },
    type: { terms: { product_cat: ["wine"] } },
    price: { range: { selling_price: { gte: 10_000, lte: 50_000 } } },
  };

  it("puts facet selections in post_filter when counting facets; the category stays in the query", () => {
    const body = search({ facets: true, filters: selected });
    expect(body.post_filter.bool.filter).toEqual(Object.values(clauses));
    for (const clause of Object.values(clauses)) expect(boolOf(body).filter).not.toContainEqual(clause);
    expect(boolOf(body).filter).toEqual([...LISTING_RULE, taxonClause]);
  });

  it("puts facet selections in the query without facets", () => {
    const body = search({ filters: selected });
    expect(body.post_filter).toBeUndefined();
    expect(body.aggs).toBeUndefined();
    expect(boolOf(body).filter).toEqual([...LISTING_RULE, taxonClause, ...Object.values(clauses)]);
  });

  it("counts the category levels with every selection", () => {
    expect(search({ facets: true, filters: selected }).aggs.f_levels.filter.bool.filter).toEqual(Object.values(clauses));
  });

  it.each([
    ["f_brand", "brand"],
    ["f_country", "country"],
    ["f_type", "type"],
    ["f_price", "price"],
  ] as const)("counts %s with every selection but %s", (agg, own) => {
    const filter = search({ facets: true, filters: selected }).aggs[agg].filter;
    expect(filter.bool.filter).not.toContainEqual(clauses[own]);
    const others = Object.entries(clauses).filter(([k]) => k !== own).map(([, v]) => v);
    expect(filter.bool.filter).toEqual(others);
  });

  it("counts a facet over everything when nothing else is selected", () => {
    const aggs = search({ facets: true, filters: { brands: ["b1"] } }).aggs;
    expect(aggs.f_brand.filter).toEqual({ match_all: {} });
    expect(aggs.f_country.filter).toEqual({ bool: { filter: [{ terms: { "brand.code": ["b1"] } }] } });
  });

  it("sizes the aggregations and uses the fixed price ranges over the selling price", () => {
    const aggs = search({ facets: true }).aggs;
    for (const l of ["l0", "l1", "l2", "l3", "l4"]) expect(aggs.f_levels.aggs[l]).toEqual({ terms: { field: l, size: 20 } });
    expect(aggs.f_brand.aggs.brand).toEqual({ terms: { field: "brand.code", size: 200 } });
    expect(aggs.f_country.aggs.country).toEqual({ terms: { field: "country", size: 200 } });
    expect(aggs.f_type.aggs.type).toEqual({ terms: { field: "product_cat", size: 200 } });
    expect(aggs.f_price.aggs.price.range.field).toBe("selling_price");
    expect(aggs.f_price.aggs.price.range.ranges).toHaveLength(PRICE_RANGES.length);
    expect(aggs.f_price.aggs.price.range.ranges[0]).toEqual({ key: "0-20000", from: 0, to: 20_000 });
    expect(aggs.f_price.aggs.price.range.ranges.at(-1)).toEqual({ key: "500000-", from: 500_000 });
    expect(aggs.f_price.aggs.min_price).toEqual({ min: { field: "selling_price" } });
    expect(aggs.f_price.aggs.max_price).toEqual({ max: { field: "selling_price" } });
  });

  it.each<[SearchSort | undefined, string, string, string, string?]>([
    ["date_desc", "mn", "available_on", "desc"],
    ["date_asc", "mn", "available_on", "asc"],
    ["price_asc", "mn", "selling_price", "asc"],
    ["price_desc", "mn", "selling_price", "desc"],
    ["sale_desc", "mn", "sale_percent", "desc"],
    ["name_asc", "mn", "sort_key_mn", "asc"],
    ["name_desc", "mn", "sort_key_mn", "desc"],
    ["name_asc", "en", "sort_key_en", "asc"],
    ["name_desc", "en", "sort_key_en", "desc"],
    ["stock_desc", "mn", "total_on_hand", "desc"],
    ["random", "mn", "_score", "desc"],
    [undefined, "mn", "available_on", "desc"],
    [undefined, "mn", "_score", "desc", "vodka"],
  ])("sort %s (%s) orders by %s %s, then id", (sort, locale, field, order, q) => {
    expect(search({ sort, locale, q }).sort).toEqual([{ [field]: { order } }, { id: { order: "asc" } }]);
  });

  it("sort rating_desc orders by the average, then the number of reviews, then id", () => {
    expect(search({ sort: "rating_desc" }).sort).toEqual([
      { average_rating: { order: "desc" } },
      { total_reviews: { order: "desc" } },
      { id: { order: "asc" } },
    ]);
  });

  it("orders randomly with a seeded random_score", () => {
    const fs = search({ sort: "random", seed: 42 }).query.function_score;
    expect(fs.functions).toEqual([{ random_score: { seed: 42, field: "id" } }]);
    expect(fs.boost_mode).toBe("replace");
  });

  it.each([
    [{ taxon: "wine/red" }, taxonClause],
    [{ seriesPrefix: "KS" }, { prefix: { sku: "KS-" } }],
    [{ onSale: true }, { range: { sale_percent: { gt: 0 } } }],
    [{ priceMin: 5_000 }, { range: { selling_price: { gte: 5_000 } } }],
    [{ priceMax: 9_000 }, { range: { selling_price: { lte: 9_000 } } }],
  ])("filters %j", (filters, clause) => {
    expect(boolOf(search({ filters })).filter).toEqual([...LISTING_RULE, clause]);
  });

  it("excludes ids", () => {
    expect(boolOf(search({ filters: { excludeIds: [3, 4] } })).must_not).toEqual([{ ids: { values: ["3", "4"] } }]);
    expect(boolOf(search({})).must_not).toBeUndefined();
  });

  it.each([
    [undefined, 40, 0, 40],
    [1, 40, 0, 40],
    [3, 40, 80, 40],
    [2, 30, 30, 30],
    [250, 40, 9_960, 40],
    [251, 40, 10_000, 0],
    [9_999, 40, 10_000, 0],
  ])("page %s of %s reads from %s size %s", (page, pageSize, from, size) => {
    expect(search({ page, pageSize })).toMatchObject({ from, size });
  });
});

describe("buildSuggestBody", () => {
  it("completes the prefix and its loose key on both fields", () => {
    const body = plain(buildSuggestBody(" Хар  с ", 50));
    expect(body.size).toBe(0);
    expect(body._source).toEqual(["slug", "suggest_meta"]);
    expect(body.suggest).toEqual({
      custom: { prefix: "Хар с", completion: { field: "custom_suggestion", size: 50, skip_duplicates: true } },
      product: { prefix: "Хар с", completion: { field: "suggestion", size: 50, skip_duplicates: true } },
      custom_loose: { prefix: "har s", completion: { field: "custom_suggestion", size: 50, skip_duplicates: true } },
      product_loose: { prefix: "har s", completion: { field: "suggestion", size: 50, skip_duplicates: true } },
    });
  });

  it("skips the loose suggesters when the key is the prefix itself", () => {
    expect(Object.keys(plain(buildSuggestBody("merlot", 10)).suggest)).toEqual(["custom", "product"]);
    expect(Object.keys(plain(buildSuggestBody("Khar", 10)).suggest)).toEqual(["custom", "product", "custom_loose", "product_loose"]);
  });
});

describe("buildListableIdsBody", () => {
  it("keeps the suggested ids that pass the listing rule", () => {
    const body = plain(buildListableIdsBody(["7", "9"], now));
    expect(body.query.bool.filter).toEqual([{ ids: { values: ["7", "9"] } }, ...LISTING_RULE]);
    expect(body.size).toBe(2);
    expect(body._source).toBe(false);
    expect(body.runtime_mappings.selling_price.script.params.now).toBe(now.getTime());
  });
});

describe("buildMoreLikeThisBody", () => {
  const body = plain(buildMoreLikeThisBody(7, 30, now, "shop-products"));

  it("finds similar listable products, never the product itself", () => {
    const bool = body.query.bool;
    expect(bool.must[0].more_like_this).toEqual({
      fields: ["name.mn", "name.en", "match_key", "property_list", "l0", "l1", "l2", "l3", "l4"],
      like: [{ _index: "shop-products", _id: "7" }],
      min_term_freq: 1,
      min_doc_freq: 1,
      minimum_should_match: 1,
    });
    expect(bool.filter).toEqual(LISTING_RULE);
    expect(bool.must_not).toEqual([{ ids: { values: ["7"] } }]);
    expect(body.size).toBe(30);
    expect(body.runtime_mappings.sale_percent.script.params.now).toBe(now.getTime());
    expect(body.fields).toEqual(["selling_price", "sale_percent"]);
  });
});

describe("synonyms: the staff's table as a search-time synonym_graph filter", () => {
  const sets = [
    { kind: "equivalent" as const, terms: ["коньяк", "cognac", "бренди"], expansions: [] },
    { kind: "oneway" as const, terms: ["spirits"], expansions: ["архи", "виски"] },
  ];

  it("maps the table to Solr rules in a synonym_graph filter, applied only by the search analyzer", () => {
    const { settings, mappings } = plain(productIndexMapping(sets));
    expect(settings.analysis.filter.shop_synonyms).toEqual({
      type: "synonym_graph",
      synonyms: ["коньяк, cognac, бренди", "spirits => spirits, архи, виски"],
      lenient: true,
    });
    expect(settings.analysis.analyzer.folding_synonyms).toEqual({
      type: "custom",
      tokenizer: "standard",
      filter: ["lowercase", "asciifolding", "shop_synonyms"],
    });
    // Index time never expands: no field is analysed with the synonyms.
    expect(JSON.stringify(mappings)).not.toContain("folding_synonyms");
    expect(synonymFilter([]).synonyms).toHaveLength(1);
  });

  it("offers every word clause the whole query through the synonym analyzer", () => {
    for (const clause of boolOf(plain(buildSearchBody({ ...base, q: "тёмное пиво" }))).must) {
      expect(clause.bool.should).toContainEqual({
        multi_match: { query: "тёмное пиво", fields: TEXT_FIELDS, analyzer: "folding_synonyms", operator: "and" },
      });
    }
  });
});
