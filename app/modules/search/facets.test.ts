import { describe, expect, it } from "vitest";
import { aggregateFacets, type FacetRow } from "./facets";
import { PRICE_RANGES } from "./search-index";

const row = (brand: string, country: string, type: string, selling: number, sale = 0, l1 = "wine/red"): FacetRow => ({
  brand, country, type, l0: l1.split("/")[0]!, l1, l2: null, l3: null, l4: null, selling, sale,
});

const rows: FacetRow[] = [
  row("a", "fr", "wine", 45_000),
  row("a", "fr", "wine", 120_000, 10),
  row("b", "it", "wine", 35_000, 0, "wine/white"),
  row("c", "mn", "vodka", 25_000, 20, "spirits/vodka"),
  row("c", "mn", "vodka", 700_000, 0, "spirits/vodka"),
];

describe("aggregateFacets", () => {
  it("counts everything without selections", () => {
    const { total, facets } = aggregateFacets(rows, {}, PRICE_RANGES);
    expect(total).toBe(5);
    expect(facets.brand).toEqual([{ key: "a", count: 2 }, { key: "c", count: 2 }, { key: "b", count: 1 }]);
    expect(facets.levels[0]).toEqual([{ key: "wine", count: 3 }, { key: "spirits", count: 2 }]);
    expect(facets.price.map((p) => p.count)).toEqual([0, 3, 0, 1, 0, 1]);
    expect(facets.priceBounds).toEqual({ min: 25_000, max: 700_000 });
  });

  it.each([
    [
      "a brand selection keeps the other brands but narrows the other facets",
      { brands: ["a"] },
      { total: 2, brand: { a: 2, c: 2, b: 1 }, country: { fr: 2 }, type: { wine: 2 } },
    ],
    [
      "two brands are OR-ed",
      { brands: ["a", "b"] },
      { total: 3, brand: { a: 2, c: 2, b: 1 }, country: { fr: 2, it: 1 }, type: { wine: 3 } },
    ],
    [
      "facets are AND-ed across",
      { brands: ["a", "c"], countries: ["mn"] },
      { total: 2, brand: { c: 2 }, country: { fr: 2, mn: 2 }, type: { vodka: 2 } },
    ],
    [
      "on sale narrows every facet",
      { onSale: true },
      { total: 2, brand: { a: 1, c: 1 }, country: { fr: 1, mn: 1 }, type: { wine: 1, vodka: 1 } },
    ],
  ])("%s", (_, filters, expected) => {
    const { total, facets } = aggregateFacets(rows, filters, PRICE_RANGES);
    const asMap = (b: { key: string; count: number }[]) => Object.fromEntries(b.map((x) => [x.key, x.count]));
    expect(total).toBe(expected.total);
    expect(asMap(facets.brand)).toEqual(expected.brand);
    expect(asMap(facets.country)).toEqual(expected.country);
    expect(asMap(facets.type)).toEqual(expected.type);
  });

  it("counts price ranges without the price selection, and bounds too", () => {
    const { total, facets } = aggregateFacets(rows, { priceMin: 20_000, priceMax: 50_000 }, PRICE_RANGES);
    expect(total).toBe(3);
    expect(facets.price.find((p) => p.key === "500000-")!.count).toBe(1);
    expect(facets.priceBounds).toEqual({ min: 25_000, max: 700_000 });
  });

  it("has no bounds when nothing matches", () => {
    expect(aggregateFacets([], {}, PRICE_RANGES).facets.priceBounds).toBeNull();
  });

  it("caps category levels at 20 buckets", () => {
    const many = Array.from({ length: 30 }, (_, i) => row("a", "fr", "wine", 10_000, 0, `wine/k${i}`));
    expect(aggregateFacets(many, {}, PRICE_RANGES).facets.levels[1]).toHaveLength(20);
  });
});
