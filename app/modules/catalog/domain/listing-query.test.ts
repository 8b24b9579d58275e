import { describe, expect, it } from "vitest";
import { listingHref, parseListingQuery } from "./listing-query";

describe("parseListingQuery", () => {
  it("reads filters, sort, page and view", () => {
    const q = parseListingQuery(
      new URLSearchParams("brand=khar-suvd&brand=chinggis&country=fr,it&type=vodka&price_min=10000&price_max=50,000&on_sale=1&sort=price_asc&page=3&view=list"),
    );
    expect(q).toEqual({
      q: "",
      brands: ["khar-suvd", "chinggis"],
      countries: ["fr", "it"],
      types: ["vodka"],
      priceMin: 10_000,
      priceMax: 50_000,
      onSale: true,
      sort: "price_asc",
      seed: 1,
      page: 3,
      view: "list",
    });
  });

  it.each([
    ["page=-1", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["sort=nope", { sort: "date_desc" }],
    ["view=table", { view: "grid" }],
    ["price_min=9&price_max=1", { priceMin: 1, priceMax: 9 }],
    ["price_min=-5", { priceMin: null }],
    ["brand=%3Cscript%3E", { brands: [] }],
    ["q=%20%20khar%20%20suvd%20", { q: "khar suvd", sort: "relevance" }],
    ["sort=random&seed=42", { sort: "random", seed: 42 }],
    ["sort=random&seed=-3", { seed: 1 }],
  ])("%s is read leniently", (search, expected) => {
    expect(parseListingQuery(new URLSearchParams(search))).toMatchObject(expected);
  });
});

describe("listingHref", () => {
  it("changes a filter and resets the page", () => {
    expect(listingHref("/products", new URLSearchParams("sort=price_asc&page=4"), { brand: ["a", "b"] })).toBe(
      "/products?sort=price_asc&brand=a&brand=b",
    );
  });
  it("keeps filters when paging", () => {
    expect(listingHref("/t/wine", new URLSearchParams("brand=a"), { page: "2" })).toBe("/t/wine?brand=a&page=2");
  });
  it("removes a parameter", () => {
    expect(listingHref("/products", new URLSearchParams("view=list"), { view: null })).toBe("/products");
  });
});
