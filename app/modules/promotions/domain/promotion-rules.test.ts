import { describe, expect, it } from "vitest";
import { isEndingSoon, orderForListing, productSource, promotionPhase, type CouponScope } from "./promotion-rules";

const NOW = new Date("2026-11-25T04:00:00.000Z");
const at = (iso: string) => iso;

describe("promotionPhase", () => {
  it.each([
    ["starts later", at("2026-11-26T00:00:00.000Z"), at("2026-12-01T00:00:00.000Z"), "upcoming"],
    ["starts exactly now", at("2026-11-25T04:00:00.000Z"), at("2026-12-01T00:00:00.000Z"), "current"],
    ["running", at("2026-11-01T00:00:00.000Z"), at("2026-12-01T00:00:00.000Z"), "current"],
    ["ends exactly now (end is exclusive)", at("2026-11-01T00:00:00.000Z"), at("2026-11-25T04:00:00.000Z"), "ended"],
    ["ended", at("2026-10-01T00:00:00.000Z"), at("2026-11-01T00:00:00.000Z"), "ended"],
  ])("%s", (_name, starts_at, ends_at, phase) => {
    expect(promotionPhase({ starts_at, ends_at }, NOW)).toBe(phase);
  });
});

describe("isEndingSoon", () => {
  it.each([
    ["ends in 2 days", "2026-11-27T04:00:00.000Z", true],
    ["ends in exactly 3 days", "2026-11-28T04:00:00.000Z", true],
    ["ends in 3 days and a minute", "2026-11-28T04:01:00.000Z", false],
    ["already ended", "2026-11-24T04:00:00.000Z", false],
  ])("%s", (_name, ends_at, soon) => {
    expect(isEndingSoon({ starts_at: "2026-11-01T00:00:00.000Z", ends_at }, NOW)).toBe(soon);
  });
});

describe("orderForListing", () => {
  it("puts current ones first, soonest end on top, then ended ones, most recent first, and leaves out upcoming ones", () => {
    const rows = [
      { slug: "ended-long-ago", starts_at: "2026-01-01T00:00:00.000Z", ends_at: "2026-02-01T00:00:00.000Z" },
      { slug: "current-late", starts_at: "2026-11-01T00:00:00.000Z", ends_at: "2026-12-31T00:00:00.000Z" },
      { slug: "upcoming", starts_at: "2026-12-01T00:00:00.000Z", ends_at: "2026-12-31T00:00:00.000Z" },
      { slug: "ended-recently", starts_at: "2026-10-01T00:00:00.000Z", ends_at: "2026-11-20T00:00:00.000Z" },
      { slug: "current-soon", starts_at: "2026-11-01T00:00:00.000Z", ends_at: "2026-11-26T00:00:00.000Z" },
    ];
    expect(orderForListing(rows, NOW).map((r) => [r.slug, r.phase])).toEqual([
      ["current-soon", "current"],
      ["current-late", "current"],
      ["ended-recently", "ended"],
      ["ended-long-ago", "ended"],
    ]);
  });
});

describe("productSource", () => {
  const permalinks = new Map([[1, "wine"], [9, "spirits"]]);
  const permalinkOf = (id: number) => permalinks.get(id);
  const coupon = (scope: Partial<CouponScope>): CouponScope => ({ usable: true, eligibleTaxonIds: null, eligibleProductIds: null, ...scope });

  it.each([
    ["a category", { kind: "taxon", value: "wine/red" }, null, { kind: "search", taxon: "wine/red" }],
    ["a brand", { kind: "brand", value: "chinggis" }, null, { kind: "search", brand: "chinggis" }],
    ["a hand-made list", { kind: "list", value: "-" }, null, { kind: "list" }],
    ["an empty category", { kind: "taxon", value: "" }, null, { kind: "none" }],
    ["a coupon for one category goes through the search index", { kind: "coupon", value: "WINE5000" }, coupon({ eligibleTaxonIds: [1] }), { kind: "search", taxon: "wine" }],
    ["a coupon without limits covers everything", { kind: "coupon", value: "ALL" }, coupon({}), { kind: "everything" }],
    [
      "a coupon for several categories and products is their union",
      { kind: "coupon", value: "MIX" },
      coupon({ eligibleTaxonIds: [1, 9], eligibleProductIds: [5] }),
      { kind: "union", taxonIds: [1, 9], productIds: [5] },
    ],
    ["a coupon for products only", { kind: "coupon", value: "P" }, coupon({ eligibleProductIds: [5, 6] }), { kind: "union", taxonIds: [], productIds: [5, 6] }],
    ["a coupon for a category that is gone", { kind: "coupon", value: "X" }, coupon({ eligibleTaxonIds: [77] }), { kind: "union", taxonIds: [77], productIds: [] }],
    ["a coupon with empty lists matches nothing (as at the payment step)", { kind: "coupon", value: "E" }, coupon({ eligibleProductIds: [] }), { kind: "none" }],
    ["a disabled or ended coupon lists nothing", { kind: "coupon", value: "OLD" }, coupon({ usable: false }), { kind: "none" }],
    ["an unknown coupon lists nothing", { kind: "coupon", value: "NOPE" }, null, { kind: "none" }],
  ] as const)("%s", (_name, target, scope, expected) => {
    expect(productSource(target, scope, permalinkOf)).toEqual(expected);
  });
});
