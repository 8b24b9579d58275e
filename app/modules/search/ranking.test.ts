import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { looseKey } from "~/kernel/transliteration";
import { editDistance, relevanceTerms, scoringTokens, seededMultiplier, shuffled, topK, withinOneEdit } from "./ranking";

describe("scoringTokens", () => {
  it.each([
    ["Хар Сувд 0.75л", ["хар", "сувд", "0", "75л"]],
    ["Château Margaux", ["chateau", "margaux"]],
    ["Rosé-wine", ["rose", "wine"]],
    ["Чингис Хаан • CHINGGIS", ["чингис", "хаан", "chinggis"]],
    ["Шар айраг", ["шар", "айраг"]],
    ["  ", []],
  ])("%s", (text, tokens) => {
    expect(scoringTokens(text)).toEqual(tokens);
  });
});

describe("relevanceTerms", () => {
  it("pairs each word with its loose key, at most eight", () => {
    expect(relevanceTerms("Хар сувд")).toEqual([
      { word: "хар", key: looseKey("хар") },
      { word: "сувд", key: looseKey("сувд") },
    ]);
    expect(relevanceTerms("a b c d e f g h i j")).toHaveLength(8);
    expect(relevanceTerms("\"*-")).toEqual([]);
  });
});

describe("shuffled", () => {
  it("is (id × multiplier) mod 2^31 − 1 exactly, as SQLite computes it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 1, max: 10_000_000 }), (id, seed) => {
        const multiplier = seededMultiplier(seed);
        expect(shuffled(id, multiplier)).toBe(Number((BigInt(id) * BigInt(multiplier)) % 2147483647n));
      }),
    );
  });

  it("gives nearby seeds different orders", () => {
    expect(seededMultiplier(1)).not.toBe(seededMultiplier(2));
    expect(seededMultiplier(7)).toBeGreaterThanOrEqual(1);
  });
});

describe("topK", () => {
  it("returns the first k of the full sort, for any input and k", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 2_000 }), fc.integer({ min: 1, max: 300 }), (values, k) => {
        const items = Int32Array.from(values.keys());
        // Ties on value fall back to position, so the expected order is total.
        const compare = (a: number, b: number) => values[a]! - values[b]! || a - b;
        const expected = [...items].sort(compare).slice(0, k);
        expect([...topK(items, k, compare)]).toEqual(expected);
        expect([...topK(items, k, compare, Float64Array.from(values))]).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["chinggis", "chinggis", true],
    ["chingis", "chinggis", true],
    ["chinggiss", "chinggis", true],
    ["chimggis", "chinggis", true],
    ["cihnggsi", "chinggis", false],
    ["hcinggis", "chinggis", true],
    ["chinggsi", "chinggis", true],
    ["шампонь", "шампань", true],
    ["шмпонь", "шампань", false],
    ["виски", "вискии", true],
    ["abc", "abcde", false],
    ["", "a", true],
  ])("%s ~ %s: %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe("editDistance", () => {
  it.each([
    ["виски", "виски", 0],
    ["вмски", "виски", 1],
    ["шампанскле", "шампанское", 1],
    ["kitten", "sitting", 3],
  ])("%s → %s is %i (capped)", (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(d, 3));
  });
});
