import { describe, expect, it } from "vitest";
import { variantOptionLabels, variantOptionsText } from "./variant-labels";

describe("variantOptionLabels: a variant named in the page's language", () => {
  it.each([
    ["mn", [{ key: "volume", value: "1000ml" }], [{ key: "volume", name: "Багтаамж", value: "1 литр" }]],
    ["en", [{ key: "volume", value: "1000ml" }], [{ key: "volume", name: "Volume", value: "1 litre" }]],
    ["mn", [{ key: "volume", value: "700ml" }], [{ key: "volume", name: "Багтаамж", value: "700 мл" }]],
    [
      "mn",
      [{ key: "clothing_size", value: "M" }, { key: "colour", value: "navy" }],
      [{ key: "clothing_size", name: "Хэмжээ", value: "M" }, { key: "colour", name: "Өнгө", value: "Хар хөх" }],
    ],
    [
      "en",
      [{ key: "clothing_size", value: "XL" }, { key: "colour", value: "navy" }],
      [{ key: "clothing_size", name: "Size", value: "XL" }, { key: "colour", name: "Colour", value: "Navy" }],
    ],
    ["en", [{ key: "design", value: "tsagaan-sar" }], [{ key: "design", name: "Design", value: "Tsagaan Sar" }]],
    // A code without a translation shows as stored rather than as a key.
    ["en", [{ key: "engraving", value: "Bat" }], [{ key: "engraving", name: "engraving", value: "Bat" }]],
    ["mn", [], []],
  ] as const)("%s %j", (locale, options, expected) => {
    expect(variantOptionLabels(options, locale)).toEqual(expected);
  });

  it("reads as one line for e-mails", () => {
    expect(variantOptionsText([{ key: "clothing_size", value: "L" }, { key: "colour", value: "black" }], "mn")).toBe("Хэмжээ: L, Өнгө: Хар");
    expect(variantOptionsText([{ key: "volume", value: "1000ml" }], "en")).toBe("Volume: 1 litre");
    expect(variantOptionsText([], "en")).toBe("");
  });
});
