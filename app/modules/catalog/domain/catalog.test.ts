import { describe, expect, it } from "vitest";
import {
  buildBreadcrumbs,
  isListable,
  isValidPermalink,
  optionKind,
  pageInfo,
  pageWindow,
  parseSort,
  sortMenu,
  permalinkChain,
  seriesPrefix,
  stockLabel,
} from "./catalog";

const now = new Date("2026-11-22T06:00:00.000Z");
const listable = { selling_price: 45_000, total_on_hand: 3, available_on: "2026-01-01T00:00:00.000Z", image: "/x.svg" };

describe("isListable (spec 9 listing rule)", () => {
  it.each([
    ["a normal product", listable, true],
    ["selling price exactly 1", { ...listable, selling_price: 1 }, false],
    ["selling price 2", { ...listable, selling_price: 2 }, true],
    ["nothing on hand", { ...listable, total_on_hand: 0 }, false],
    ["available later today", { ...listable, available_on: "2026-11-22T06:00:00.001Z" }, false],
    ["available exactly now", { ...listable, available_on: "2026-11-22T06:00:00.000Z" }, true],
    ["no image", { ...listable, image: null }, false],
    ["empty image", { ...listable, image: "" }, false],
  ])("%s -> %s", (_, product, expected) => {
    expect(isListable(product, now)).toBe(expected);
  });
});

describe("parseSort", () => {
  it.each([
    ["name_asc", false, "name_asc"],
    ["price_desc", false, "price_desc"],
    ["date_asc", false, "date_asc"],
    ["random", false, "random"],
    ["relevance", true, "relevance"],
    ["relevance", false, "date_desc"],
    [null, false, "date_desc"],
    [null, true, "relevance"],
    ["", false, "date_desc"],
    ["random; drop table products", false, "date_desc"],
    ["PRICE_ASC", true, "relevance"],
  ] as const)("%j (text query: %s) -> %s", (value, hasQuery, expected) => {
    expect(parseSort(value, hasQuery)).toBe(expected);
  });
});

describe("sortMenu", () => {
  const specSorts = ["random", "date_desc", "date_asc", "price_asc", "price_desc", "sale_desc", "name_asc", "name_desc", "stock_desc", "rating_desc"];

  it.each([false, true])("offers every sort the spec names (text query: %s)", (hasQuery) => {
    expect(sortMenu(hasQuery)).toEqual(expect.arrayContaining(specSorts));
  });

  it("offers best match only when there are words to match", () => {
    expect(sortMenu(true)[0]).toBe("relevance");
    expect(sortMenu(false)).not.toContain("relevance");
  });

  // The menu shows the sort the page actually used: whatever the address says, it is an option.
  it.each(["random", "date_asc", "bogus", "relevance", "", null])("the sort used for %j is in the menu", (value) => {
    for (const hasQuery of [false, true]) expect(sortMenu(hasQuery)).toContain(parseSort(value, hasQuery));
  });
});

describe("seriesPrefix (spec 9: sku prefix before the first dash)", () => {
  it.each([
    ["KSV-PREM-750", "KSV"],
    ["CHG-GOLD-1000-B", "CHG"],
    ["NODASH", null],
    ["-LEADING", null],
    ["A-", "A"],
  ])("%s -> %s", (sku, expected) => {
    expect(seriesPrefix(sku)).toBe(expected);
  });
});

describe("stockLabel", () => {
  it.each([
    [0, "sold_out"],
    [-1, "sold_out"],
    [1, "low_stock"],
    [5, "low_stock"],
    [6, "in_stock"],
  ] as const)("%i on hand -> %s", (onHand, label) => {
    expect(stockLabel(onHand, 5)).toBe(label);
  });
});

describe("optionKind", () => {
  it.each([
    ["colour", "colour"],
    ["color", "colour"],
    ["design", "colour"],
    ["pattern", "colour"],
    ["clothing_size", "size"],
    ["shoe_size", "size"],
    ["pants_size", "size"],
    ["volume", "other"],
  ] as const)("%s is a %s option", (key, kind) => {
    expect(optionKind(key)).toBe(kind);
  });
});

describe("paging", () => {
  it.each([
    [1, 0, { page: 1, pageCount: 1, hasPrevious: false, hasNext: false, offset: 0 }],
    [1, 40, { page: 1, pageCount: 1, hasPrevious: false, hasNext: false, offset: 0 }],
    [1, 41, { page: 1, pageCount: 2, hasPrevious: false, hasNext: true, offset: 0 }],
    [2, 41, { page: 2, pageCount: 2, hasPrevious: true, hasNext: false, offset: 40 }],
    [9, 81, { page: 3, pageCount: 3, hasPrevious: true, hasNext: false, offset: 80 }],
  ])("page %i of %i items", (page, total, expected) => {
    expect(pageInfo(page, total, 40)).toEqual(expected);
  });

  it("windows page links with gaps", () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});

describe("breadcrumbs", () => {
  const chain = [
    { permalink: "spirits", name: "Спирт", translation_en: "Spirits" },
    { permalink: "spirits/whisky", name: "Виски", translation_en: "Whisky" },
  ];
  it("starts with all products, then each level (mn)", () => {
    expect(buildBreadcrumbs(chain, "mn", "Бүх бүтээгдэхүүн")).toEqual([
      { label: "Бүх бүтээгдэхүүн", href: "/products" },
      { label: "Спирт", href: "/t/spirits" },
      { label: "Виски", href: "/t/spirits/whisky" },
    ]);
  });
  it("uses the English translation in en", () => {
    expect(buildBreadcrumbs(chain, "en", "All products").map((c) => c.label)).toEqual([
      "All products",
      "Spirits",
      "Whisky",
    ]);
  });
  it("lists permalink ancestors", () => {
    expect(permalinkChain("spirits/whisky/scotch")).toEqual(["spirits", "spirits/whisky", "spirits/whisky/scotch"]);
  });
  it.each([
    ["wine", true],
    ["spirits/whisky/scotch/single-malt", true],
    ["a/b/c/d/e", true],
    ["a/b/c/d/e/f", false],
    ["Wine", false],
    ["wine/../etc", false],
    ["wine//red", false],
  ])("permalink %s valid: %s", (permalink, valid) => {
    expect(isValidPermalink(permalink)).toBe(valid);
  });
});
