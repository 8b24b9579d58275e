import { describe, expect, it } from "vitest";
import { localized } from "./localized";

describe("localized", () => {
  const brand = { name_mn: "Хар сувд", name_en: "Khar Suvd", story_mn: null, story_en: "A story" };
  it.each([
    ["en", "name", "Khar Suvd"],
    ["mn", "name", "Хар сувд"],
    // Any other language falls back to Mongolian, the default.
    ["ru", "name", "Хар сувд"],
    ["en", "story", "A story"],
    ["mn", "story", null],
  ] as const)("%s %s", (locale, field, expected) => {
    expect(localized(brand, field, locale)).toBe(expected);
  });
});
