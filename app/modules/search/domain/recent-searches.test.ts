import { describe, expect, it } from "vitest";
import { addRecentSearch, normalizeSearchText, parseRecentSearches } from "./recent-searches";

const long = "а".repeat(150);

describe("addRecentSearch", () => {
  it.each<[string, string[], string, string[]]>([
    ["adds to an empty list", [], "хар сувд", ["хар сувд"]],
    ["puts the newest first", ["виски"], "дарс", ["дарс", "виски"]],
    ["trims and collapses whitespace", [], "  хар \t  сувд \n", ["хар сувд"]],
    ["ignores an empty search", ["виски"], "   ", ["виски"]],
    ["moves a repeat to the front", ["дарс", "виски", "жин"], "виски", ["виски", "дарс", "жин"]],
    ["dedupes without regard to case, keeping the newest spelling", ["Khar Suvd", "gin"], "KHAR suvd", ["KHAR suvd", "gin"]],
    ["dedupes Cyrillic case too", ["Хар Сувд"], "хар сувд", ["хар сувд"]],
    ["dedupes after collapsing whitespace", ["хар  сувд"], "хар сувд", ["хар сувд"]],
    ["caps each entry at 100 characters", [], long, ["а".repeat(100)]],
    ["drops empty entries already in the list", ["", "  ", "ром"], "жин", ["жин", "ром"]],
  ])("%s", (_name, list, q, expected) => {
    expect(addRecentSearch(list, q)).toEqual(expected);
  });

  it("keeps at most 10 by default, dropping the oldest", () => {
    const list = Array.from({ length: 10 }, (_, i) => `q${i}`);
    const next = addRecentSearch(list, "new");
    expect(next).toHaveLength(10);
    expect(next[0]).toBe("new");
    expect(next).not.toContain("q9");
  });

  it.each([
    [3, ["d", "a", "b"]],
    [1, ["d"]],
    [0, []],
  ])("honours limit %i", (limit, expected) => {
    expect(addRecentSearch(["a", "b", "c"], "d", limit)).toEqual(expected);
  });

  it("does not change the list it was given", () => {
    const list = ["a", "b"];
    addRecentSearch(list, "c");
    expect(list).toEqual(["a", "b"]);
  });

  it("never splits a character made of two UTF-16 units", () => {
    const text = "🍷".repeat(60); // 120 UTF-16 units
    const [entry] = addRecentSearch([], text);
    expect(entry!.length).toBeLessThanOrEqual(100);
    expect(entry).toBe("🍷".repeat(50));
  });
});

describe("parseRecentSearches", () => {
  it.each<[string, unknown, string[]]>([
    ["a clean list", ["дарс", "виски"], ["дарс", "виски"]],
    ["undefined", undefined, []],
    ["null", null, []],
    ["a number", 42, []],
    ["an object", { q: "дарс" }, []],
    ["an empty object (what a garbled cookie decodes to)", {}, []],
    ["a JSON text of a list", '["дарс","жин"]', ["дарс", "жин"]],
    ["a text that is not JSON", "not json[", []],
    ["a JSON text of something else", '{"a":1}', []],
    ["non-texts mixed in", ["дарс", 1, null, { a: 1 }, ["x"], "жин"], ["дарс", "жин"]],
    ["duplicates and blanks", ["Дарс", "дарс", " ", "  жин  "], ["Дарс", "жин"]],
    ["over-long entries", [long], ["а".repeat(100)]],
  ])("%s", (_name, value, expected) => {
    expect(parseRecentSearches(value)).toEqual(expected);
  });

  it("keeps at most 10", () => {
    const value = Array.from({ length: 25 }, (_, i) => `q${i}`);
    expect(parseRecentSearches(value)).toEqual(value.slice(0, 10));
  });
});

describe("normalizeSearchText", () => {
  it.each([
    ["  a   b  ", "a b"],
    ["\u00a0хар\u3000сувд\u00a0", "хар сувд"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});
