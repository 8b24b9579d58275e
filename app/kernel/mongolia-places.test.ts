import { describe, expect, it } from "vitest";
import {
  AIMAGS,
  CITIES,
  UB_DISTRICTS,
  ULAANBAATAR,
  citiesForSelect,
  describeAddress,
  districtLabel,
  districtsForSelect,
  findCity,
  findUbDistrict,
  isUlaanbaatar,
  isValidKhoroo,
} from "./mongolia-places";

describe("reference data", () => {
  it("has the capital's nine districts with their Mongolian names", () => {
    expect(UB_DISTRICTS.map((d) => [d.en, d.mn])).toEqual([
      ["Baganuur", "Багануур"],
      ["Bagakhangai", "Багахангай"],
      ["Bayangol", "Баянгол"],
      ["Bayanzürkh", "Баянзүрх"],
      ["Chingeltei", "Чингэлтэй"],
      ["Khan-Uul", "Хан-Уул"],
      ["Nalaikh", "Налайх"],
      ["Songinokhairkhan", "Сонгинохайрхан"],
      ["Sükhbaatar", "Сүхбаатар"],
    ]);
  });

  it("counts 204 khoroos in the capital", () => {
    expect(UB_DISTRICTS.reduce((sum, d) => sum + d.khoroos, 0)).toBe(204);
  });

  it("has 21 aimags with unique ISO 3166-2:MN codes", () => {
    expect(AIMAGS).toHaveLength(21);
    expect(new Set(AIMAGS.map((a) => a.code)).size).toBe(21);
    for (const aimag of AIMAGS) expect(aimag.code).toMatch(/^MN-0\d\d$/);
    expect(CITIES).toHaveLength(22);
    expect(CITIES[0]).toBe(ULAANBAATAR);
  });

  it("writes every Mongolian name in Cyrillic and every code once", () => {
    const codes = [...CITIES, ...UB_DISTRICTS].map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const place of [...CITIES, ...UB_DISTRICTS]) expect(place.mn).toMatch(/^[\p{Script=Cyrillic}\- ]+$/u);
  });
});

describe("lookups", () => {
  it.each([
    ["MN-1", "Улаанбаатар", true],
    ["MN-041", "Хөвсгөл", false],
    ["MN-037", "Дархан-Уул", false],
  ])("city %s is %s (capital: %s)", (code, mn, capital) => {
    expect(findCity(code)?.mn).toBe(mn);
    expect(isUlaanbaatar(code)).toBe(capital);
  });

  it("knows no invented codes", () => {
    expect(findCity("MN-999")).toBeUndefined();
    expect(findUbDistrict("downtown")).toBeUndefined();
  });
});

describe("isValidKhoroo", () => {
  it.each([
    ["bayangol", "1", true],
    ["bayangol", "34", true],
    ["bayangol", "35", false],
    ["bagakhangai", "2", true],
    ["bagakhangai", "3", false],
    ["songinokhairkhan", "43", true],
    ["sukhbaatar", "0", false],
    ["sukhbaatar", "07", false],
    ["sukhbaatar", "-1", false],
    ["sukhbaatar", "1.5", false],
    ["sukhbaatar", "abc", false],
    ["nowhere", "1", false],
  ])("%s khoroo %s -> %s", (district, khoroo, expected) => {
    expect(isValidKhoroo(district, khoroo)).toBe(expected);
  });
});

describe("select order", () => {
  it("puts the capital first, then aimags in Mongolian alphabet order (ө after о)", () => {
    const names = citiesForSelect("mn").map((c) => c.mn);
    expect(names[0]).toBe("Улаанбаатар");
    expect(names.indexOf("Орхон")).toBeLessThan(names.indexOf("Өвөрхангай"));
    expect(names.indexOf("Өмнөговь")).toBeLessThan(names.indexOf("Сүхбаатар"));
    expect(names).toHaveLength(22);
  });

  it("sorts by English names in English", () => {
    const names = citiesForSelect("en").map((c) => c.en);
    expect(names.slice(0, 3)).toEqual(["Ulaanbaatar", "Arkhangai", "Bayan-Ölgii"]);
    expect(districtsForSelect("en")[0]!.en).toBe("Bagakhangai");
  });
});

describe("describeAddress", () => {
  const ub = { country: "MN", city: "MN-1", district: "bayangol", khoroo: "7", street: "Энхтайваны өргөн чөлөө", detail: "15-р байр, 32 тоот", zip: "16050" };
  const aimag = { country: "MN", city: "MN-041", district: "Мөрөн", khoroo: "3-р", street: "", detail: "Төвийн гудамж 4", zip: "" };

  it.each([
    [ub, "mn", "Улаанбаатар, Баянгол дүүрэг, 7-р хороо, Энхтайваны өргөн чөлөө, 15-р байр, 32 тоот, 16050"],
    [ub, "en", "Ulaanbaatar, Bayangol district, khoroo 7, Энхтайваны өргөн чөлөө, 15-р байр, 32 тоот, 16050"],
    [aimag, "mn", "Хөвсгөл, Мөрөн сум, 3-р баг, Төвийн гудамж 4"],
    [aimag, "en", "Khövsgöl, Мөрөн sum, 3-р bag, Төвийн гудамж 4"],
  ] as const)("%# in %s", (address, locale, expected) => {
    expect(describeAddress(address, locale)).toBe(expected);
  });

  it("labels a capital district by code and an aimag's sum as typed", () => {
    expect(districtLabel({ city: "MN-1", district: "khan-uul" }, "mn")).toBe("Хан-Уул");
    expect(districtLabel({ city: "MN-047", district: "Зуунмод" }, "en")).toBe("Зуунмод");
  });
});
