import { describe, expect, it } from "vitest";
import { hasCyrillic, toLatin } from "./transliteration";

describe("toLatin", () => {
  it.each([
    ["Хар Сувд", "Khar Suvd"],
    ["Чингис Алтан", "Chingis Altan"],
    ["Өлзий", "Olzii"],
    ["Сэлэнгэ", "Selenge"],
    ["Ерөөл", "Yerool"],
    ["Мерло", "Merlo"],
    ["Шампанск дарс", "Shampansk dars"],
    ["Цагаан архи", "Tsagaan arkhi"],
    ["Юу ч биш", "Yuu ch bish"],
    ["Gold 750мл", "Gold 750ml"],
  ])("%s -> %s", (input, expected) => {
    expect(toLatin(input)).toBe(expected);
  });

  it("detects Cyrillic", () => {
    expect(hasCyrillic("Хар")).toBe(true);
    expect(hasCyrillic("Khar")).toBe(false);
  });
});
