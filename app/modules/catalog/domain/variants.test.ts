import { describe, expect, it } from "vitest";
import { optionGroups, orderOptionValues, parseVariantOptions, sizingGuideFor, variantSpecification } from "./variants";

const shirt = (id: number, size: string, colour: string) => ({
  id,
  options: [
    { key: "clothing_size", value: size },
    { key: "colour", value: colour },
  ],
});

describe("optionGroups", () => {
  const variants = [shirt(1, "M", "black"), shirt(2, "L", "black"), shirt(3, "M", "white"), shirt(4, "L", "white")];

  it("marks the selected values and keeps the other option when switching", () => {
    const groups = optionGroups(variants, 4);
    expect(groups.map((g) => [g.key, g.kind])).toEqual([
      ["clothing_size", "size"],
      ["colour", "colour"],
    ]);
    expect(groups[0]!.choices).toEqual([
      { value: "M", variantId: 3, selected: false },
      { value: "L", variantId: 4, selected: true },
    ]);
    expect(groups[1]!.choices).toEqual([
      { value: "black", variantId: 2, selected: false },
      { value: "white", variantId: 4, selected: true },
    ]);
  });

  it("has nothing to choose for a single variant", () => {
    expect(optionGroups([shirt(1, "M", "black")], 1)).toEqual([]);
  });

  it("falls back to the first variant for an unknown selection", () => {
    expect(optionGroups(variants, 99)[0]!.choices.find((c) => c.selected)?.value).toBe("M");
  });
});

describe("orderOptionValues", () => {
  it.each([
    ["clothing_size", ["M", "S", "XL", "L"], ["S", "M", "L", "XL"]],
    ["shoe_size", ["42", "38", "40"], ["38", "40", "42"]],
    ["volume", ["750ml", "500ml", "1000ml", "700ml"], ["500ml", "700ml", "750ml", "1000ml"]],
    ["volume", ["1l", "750ml", "5cl"], ["5cl", "750ml", "1l"]],
    ["colour", ["white", "black"], ["white", "black"]],
  ])("%s %j -> %j", (key, values, expected) => {
    expect(orderOptionValues(key, values)).toEqual(expected);
  });
});

describe("sizingGuideFor", () => {
  it.each([
    ["apparel", "clothing"],
    ["wine", "bottle"],
    ["vodka", "bottle"],
    ["beer", null],
    ["glassware", null],
  ])("%s -> %s", (type, guide) => {
    expect(sizingGuideFor(type)).toBe(guide);
  });
});

describe("parseVariantOptions", () => {
  it.each([
    ['[{"key":"volume","value":"1000ml"}]', [{ key: "volume", value: "1000ml" }]],
    ['[{"key":"clothing_size","value":"M"},{"key":"colour","value":"navy"}]', [{ key: "clothing_size", value: "M" }, { key: "colour", value: "navy" }]],
    ["[]", []],
    ["", []],
    [null, []],
    ["not json", []],
    ['{"key":"volume","value":"700ml"}', []],
    ['[{"key":"volume"},{"key":"","value":"x"},{"key":"colour","value":3},"navy",{"key":"colour","value":"navy"}]', [{ key: "colour", value: "navy" }]],
  ])("%s", (json, expected) => {
    expect(parseVariantOptions(json)).toEqual(expected);
  });
});

describe("variantSpecification", () => {
  const rows = [
    { key: "country", value: "Шотланд" },
    { key: "age", value: "12 жил" },
    { key: "abv", value: "40%" },
    { key: "volume", value: "700 мл" },
  ];

  it("the chosen size replaces the product's volume row, in place", () => {
    expect(variantSpecification(rows, [{ key: "volume", value: "1 литр" }])).toEqual([
      { key: "country", value: "Шотланд" },
      { key: "age", value: "12 жил" },
      { key: "abv", value: "40%" },
      { key: "volume", value: "1 литр" },
    ]);
  });

  it("an option for the strength replaces the ABV row too", () => {
    expect(variantSpecification(rows, [{ key: "volume", value: "500 мл" }, { key: "abv", value: "43%" }]).map((r) => r.value)).toEqual(["Шотланд", "12 жил", "43%", "500 мл"]);
  });

  it("options the product has no row for follow as rows of their own", () => {
    expect(variantSpecification([{ key: "material", value: "Хөвөн" }], [{ key: "clothing_size", value: "L" }, { key: "colour", value: "Хар хөх" }])).toEqual([
      { key: "material", value: "Хөвөн" },
      { key: "clothing_size", value: "L" },
      { key: "colour", value: "Хар хөх" },
    ]);
  });

  it("a product without options keeps its rows", () => {
    expect(variantSpecification(rows, [])).toEqual(rows);
  });
});
