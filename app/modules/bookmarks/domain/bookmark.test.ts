import { describe, expect, it } from "vitest";
import { itemPath, wantsBookmark } from "./bookmark";

describe("wantsBookmark", () => {
  it.each([
    ["toggle", false, true],
    ["toggle", true, false],
    ["add", false, true],
    ["add", true, true],
    ["remove", true, false],
    ["remove", false, false],
  ] as const)("%s when bookmarked=%s -> %s", (intent, now, expected) => {
    expect(wantsBookmark(intent, now)).toBe(expected);
  });

  it("links news and articles to their own pages", () => {
    expect(itemPath("news", "a")).toBe("/news/a");
    expect(itemPath("article", "b")).toBe("/articles/b");
  });
});
