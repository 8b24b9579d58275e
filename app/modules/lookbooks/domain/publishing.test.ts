import { describe, expect, it } from "vitest";
import { hotspotOf, isLookbookVisible } from "./publishing";

const NOW = new Date("2026-11-25T04:00:00.000Z");

describe("isLookbookVisible", () => {
  it.each([
    ["published in the past", "published", "2026-11-01T00:00:00.000Z", true],
    ["published exactly now", "published", "2026-11-25T04:00:00.000Z", true],
    ["scheduled for later", "published", "2026-11-26T00:00:00.000Z", false],
    ["a draft", "draft", "2026-11-01T00:00:00.000Z", false],
    ["published without a date", "published", null, false],
  ] as const)("%s", (_name, status, published_at, visible) => {
    expect(isLookbookVisible({ status, published_at }, NOW)).toBe(visible);
  });
});

describe("hotspotOf", () => {
  it.each([
    ["no pin", null, null, null],
    ["half a pin", 10, null, null],
    ["outside the picture", 120, 50, null],
    ["snapped to 5% steps", 33, 47, { x: 35, y: 45 }],
    ["corners", 0, 100, { x: 0, y: 100 }],
  ] as const)("%s", (_name, x, y, expected) => {
    expect(hotspotOf(x, y)).toEqual(expected);
  });
});
