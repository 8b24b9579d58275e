import { describe, expect, it } from "vitest";
import {
  firstBulkError,
  hitIds,
  parseFacets,
  parseSearchResponse,
  parseSuggestResponse,
  suggestedProductIds,
  type SearchResponseLike,
} from "./responses";
import type { SearchRequest } from "../search-index";

const request: SearchRequest = { locale: "mn", pageSize: 40, now: new Date("2026-11-22T06:00:00.000Z"), facets: true };

const source = {
  id: 7,
  slug: "khar-suvd-vodka",
  sku: "KS-001",
  name: { mn: "Хар Сувд", en: "Khar Suvd" },
  image: "/media/ks.jpg",
  product_cat: "vodka",
  brand: { code: "khar-suvd", name: "Хар Сувд", name_latin: "Khar Suvd" },
  price: 30_000,
  total_on_hand: 12,
  available_on: "2026-01-01T00:00:00.000Z",
  badges: ["new"],
  average_rating: 4.5,
  total_reviews: 3,
};

const buckets = (...pairs: [string, number][]) => ({ buckets: pairs.map(([key, doc_count]) => ({ key, doc_count })) });

const aggregations = {
  f_levels: {
    doc_count: 3,
    l0: buckets(["spirits", 2], ["wine", 1]),
    l1: buckets(["spirits/vodka", 2]),
    l2: buckets(),
    l3: buckets(),
    l4: { buckets: [] },
  },
  f_brand: { doc_count: 3, brand: buckets(["khar-suvd", 2], ["chinggis", 1]) },
  f_country: { doc_count: 3, country: buckets(["mn", 3]) },
  f_type: { doc_count: 3, type: buckets(["vodka", 2], ["wine", 1]) },
  f_price: {
    doc_count: 3,
    price: { buckets: [{ key: "20000-50000", from: 20_000, to: 50_000, doc_count: 2 }, { key: "500000-", from: 500_000, doc_count: 1 }] },
    min_price: { value: 25_000 },
    max_price: { value: 650_000 },
  },
};

const response: SearchResponseLike = {
  hits: {
    total: { value: 3 },
    hits: [{ _id: "7", _source: source, fields: { selling_price: [25_000], sale_percent: [17] } }],
  },
  aggregations,
};

describe("parseSearchResponse", () => {
  it("reads hits with the runtime selling price and sale percent", () => {
    const result = parseSearchResponse(response, request);
    expect(result.total).toBe(3);
    expect(result.hits).toEqual([
      {
        id: 7,
        slug: "khar-suvd-vodka",
        sku: "KS-001",
        name: { mn: "Хар Сувд", en: "Khar Suvd" },
        image: "/media/ks.jpg",
        product_type: "vodka",
        brand: { code: "khar-suvd", name: "Хар Сувд", name_latin: "Khar Suvd" },
        price: 30_000,
        selling_price: 25_000,
        sale_percent: 17,
        total_on_hand: 12,
        available_on: "2026-01-01T00:00:00.000Z",
        badges: ["new"],
        average_rating: 4.5,
        total_reviews: 3,
      },
    ]);
  });

  it("falls back to the regular price without runtime fields, and reads a numeric total", () => {
    const result = parseSearchResponse({ hits: { total: 1, hits: [{ _id: "7", _source: source }] } }, request);
    expect(result.total).toBe(1);
    expect(result.hits[0]).toMatchObject({ selling_price: 30_000, sale_percent: 0 });
  });

  it("reads the facets: levels, terms, price ranges in order, bounds", () => {
    const facets = parseSearchResponse(response, request).facets!;
    expect(facets.levels).toEqual([
      [{ key: "spirits", count: 2 }, { key: "wine", count: 1 }],
      [{ key: "spirits/vodka", count: 2 }],
      [],
      [],
      [],
    ]);
    expect(facets.brand).toEqual([{ key: "khar-suvd", count: 2 }, { key: "chinggis", count: 1 }]);
    expect(facets.country).toEqual([{ key: "mn", count: 3 }]);
    expect(facets.type).toEqual([{ key: "vodka", count: 2 }, { key: "wine", count: 1 }]);
    expect(facets.price.map((p) => [p.key, p.count])).toEqual([
      ["0-20000", 0],
      ["20000-50000", 2],
      ["50000-100000", 0],
      ["100000-200000", 0],
      ["200000-500000", 0],
      ["500000-", 1],
    ]);
    expect(facets.price[5]).toEqual({ key: "500000-", from: 500_000, to: null, count: 1 });
    expect(facets.priceBounds).toEqual({ min: 25_000, max: 650_000 });
  });

  it("reads keyed range buckets too", () => {
    const keyed = { ...aggregations, f_price: { ...aggregations.f_price, price: { buckets: { "0-20000": { doc_count: 4 } } } } };
    expect(parseFacets(keyed)!.price[0]!.count).toBe(4);
  });

  it.each([
    ["no aggregations", { hits: { total: 0, hits: [] } }, request],
    ["facets not asked", response, { ...request, facets: false }],
  ])("has no facets with %s", (_, res, req) => {
    expect(parseSearchResponse(res, req).facets).toBeNull();
  });

  it("has no price bounds without matches", () => {
    const empty = { ...aggregations, f_price: { doc_count: 0, price: { buckets: [] }, min_price: { value: null }, max_price: { value: null } } };
    const facets = parseFacets(empty)!;
    expect(facets.priceBounds).toBeNull();
    expect(facets.price).not.toHaveLength(0);
    for (const p of facets.price) expect(p, JSON.stringify(p)).toMatchObject({ count: 0 });
  });
});

const meta = {
  product: [
    { text: "Хар Сувд Premium", keys: ["har subd premium", "subd premium", "premium"], kind: "product", href: "/products/khar-suvd-premium" },
    { text: "Khar Suvd Premium", keys: ["har subd premium", "subd premium", "premium"], kind: "product", href: "/products/khar-suvd-premium" },
  ],
  custom: [
    { text: "Хар Сувд", keys: ["har subd", "subd"], kind: "brand", href: "/products?brand=khar-suvd" },
    { text: "Khar Suvd", keys: ["har subd", "subd"], kind: "brand", href: "/products?brand=khar-suvd" },
    { text: "Архи", keys: ["arhi"], kind: "category", href: "/t/spirits/vodka" },
    { text: "Vodka", keys: ["bodka"], kind: "category", href: "/t/spirits/vodka" },
  ],
};
const premium = { slug: "khar-suvd-premium", suggest_meta: meta };
const option = (text: string, score: number, src: object = premium, id = "7") => ({ text, _id: id, _score: score, _source: src });
const entry = (...options: object[]) => [{ text: "x", offset: 0, length: 1, options }];

describe("parseSuggestResponse", () => {
  const suggestResponse = {
    suggest: {
      custom: entry(option("Khar Suvd", 30), option("Premium gift", 10, { slug: "x" })),
      product: entry(option("Khar Suvd Premium", 10), option("Chinggis Gold", 10, { slug: "chinggis-gold" }, "9")),
      custom_loose: entry(option("har subd", 30), option("arhi", 40)),
      product_loose: entry(option("har subd premium", 10), option("pink", 5, {})),
    },
  };

  it("shows each item once, in the shopper's script, ranked by script, weight, length", () => {
    expect(parseSuggestResponse(suggestResponse, 50, "mn")).toEqual([
      { text: "Архи", kind: "category", href: "/t/spirits/vodka" },
      { text: "Хар Сувд", kind: "brand", href: "/products?brand=khar-suvd" },
      { text: "Хар Сувд Premium", kind: "product", href: "/products/khar-suvd-premium" },
      { text: "Premium gift", kind: "term", href: "/search?q=Premium%20gift" },
      { text: "Chinggis Gold", kind: "product", href: "/products/chinggis-gold" },
      { text: "pink", kind: "term", href: "/search?q=pink" },
    ]);
  });

  it("prefers Latin spellings in English", () => {
    expect(parseSuggestResponse(suggestResponse, 50, "en").map((s) => s.text)).toEqual([
      "Khar Suvd",
      "Premium gift",
      "Chinggis Gold",
      "Khar Suvd Premium",
      "pink",
      "Архи",
    ]);
  });

  it("matches a later word start back to its input", () => {
    const response = { suggest: { custom_loose: entry(option("subd", 15)), product_loose: entry(option("premium", 5)) } };
    expect(parseSuggestResponse(response, 50).map((s) => s.text)).toEqual(["Хар Сувд", "Хар Сувд Premium"]);
  });

  it("drops product completions of products not listable now, keeping the rest", () => {
    expect(suggestedProductIds(suggestResponse)).toEqual(["7", "9"]);
    const texts = parseSuggestResponse(suggestResponse, 50, "mn", new Set(["9"])).map((s) => s.text);
    expect(texts).toEqual(["Архи", "Хар Сувд", "Premium gift", "Chinggis Gold"]);
    expect(hitIds({ hits: { hits: [{ _id: "9" }, { _id: "3" }, {}] } })).toEqual(new Set(["9", "3"]));
    expect(hitIds(null)).toEqual(new Set());
  });

  it("returns at most limit", () => {
    expect(parseSuggestResponse(suggestResponse, 2)).toHaveLength(2);
    expect(parseSuggestResponse(suggestResponse, 0)).toEqual([]);
  });

  it.each([
    ["null", null],
    ["a string", "oops"],
    ["no suggest", { hits: { hits: [] } }],
    ["suggest not an object", { suggest: 5 }],
    ["entries not an array", { suggest: { product: "x" } }],
    ["options malformed", { suggest: { product: [{ options: [null, 3, { text: 4 }, { text: "  " }] }] } }],
    ["an error body", { error: { type: "search_phase_execution_exception" }, status: 400 }],
  ])("gives [] for %s", (_, malformed) => {
    expect(parseSuggestResponse(malformed, 50)).toEqual([]);
    expect(suggestedProductIds(malformed)).toEqual([]);
  });
});

describe("firstBulkError", () => {
  it.each([
    ["no errors", { errors: false, items: [{ index: { _id: "1", status: 201 } }] }, null],
    ["a missing delete", { errors: true, items: [{ delete: { _id: "1", status: 404 } }] }, null],
    [
      "a failed index",
      {
        errors: true,
        items: [
          { index: { _id: "1", status: 201 } },
          { index: { _id: "2", status: 400, error: { type: "strict_dynamic_mapping_exception", reason: "x not allowed" } } },
        ],
      },
      "Elasticsearch bulk index of 2 failed: strict_dynamic_mapping_exception: x not allowed",
    ],
  ])("%s", (_, bulk, expected) => {
    expect(firstBulkError(bulk)).toBe(expected);
  });
});
