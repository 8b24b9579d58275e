import { describe, expect, it } from "vitest";
import { compileSynonyms } from "../domain/synonyms";
import type { ProductSearchDocument } from "../search-index";
import { anyKeyQuery, documentVector, nameWords, queryTerm, quoteLexeme, relevanceTests, textQuery, typoCandidates, typoTolerantQuery } from "./text-search";
import { facetsFrom } from "./postgres.server";

const synonyms = compileSynonyms([
  { kind: "equivalent", terms: ["вино", "дарс"], expansions: [] },
  { kind: "equivalent", terms: ["ром", "rum"], expansions: [] },
  { kind: "oneway", terms: ["виски"], expansions: ["шар айраг"] },
]);

describe("quoteLexeme and queryTerm", () => {
  it.each([
    ["хар", "'хар'"],
    ["o'neil", "'o''neil'"],
    ["a\\b", "'a\\\\b'"],
  ])("quotes %s as %s", (word, quoted) => {
    expect(quoteLexeme(word)).toBe(quoted);
  });

  it.each([
    ["хар", "A", true, "'хар':*A"],
    ["har", "B", false, "'har':B"],
  ] as const)("%s on weight %s (prefix %s) is %s", (word, weight, prefix, term) => {
    expect(queryTerm(word, weight, prefix)).toBe(term);
  });
});

describe("textQuery", () => {
  it.each([
    ["", null],
    ['" * -', null],
    ["хар", "('хар':*A | 'har':*B)"],
    ["Хар Сувд", "('хар':*A | 'har':*B) & ('сувд':*A | 'subd':*B)"],
    // Operators and column names are words like any other.
    ["names:хар", "(('names':*A & 'хар':*A) | ('names':*B & 'har':*B))"],
    ["a & b | !c", "('a':*A | 'a':*B) & ('b':*A | 'b':*B) & ('c':*A | 'k':*B)"],
  ])("%j becomes %j", (q, expected) => {
    expect(textQuery(q)).toBe(expected);
  });

  it.each([
    // An equivalent set: either word, as a prefix (4+ letters).
    ["вино", "(('вино':*A | 'bino':*B) | ('дарс':*A | 'dars':*B))"],
    // A short synonym is a whole word, so "ром" never finds "Роман".
    ["rum", "(('rum':*A | 'rum':*B) | ('ром':A | 'rom':B))"],
    // A phrase expansion needs every word of it.
    ["виски", "(('виски':*A | 'biski':*B) | (('шар':*A | 'shar':*B) & ('айраг':*A | 'airag':*B)))"],
  ])("expands the synonym %s", (q, expected) => {
    expect(textQuery(q, synonyms)).toBe(expected);
  });

  it("reads at most eight words", () => {
    expect(textQuery("a b c d e f g h i j")!.split(" & ")).toHaveLength(8);
  });
});

describe("typo tolerance", () => {
  it.each([
    ["дарз вмски", ["вмски"]],
    ["vodak", ["vodak"]],
    ["khar", []],
  ])("looks for near spellings of the 5+ letter words of %s", (q, words) => {
    expect(typoCandidates(q)).toEqual(words);
  });

  it("widens only the words with a near spelling, keeping the others exact", () => {
    const near = (word: string) => (word === "вмски" ? ["виски"] : []);
    expect(typoTolerantQuery("хар вмски", near)).toBe(
      "('хар':*A | 'har':*B) & (('вмски':*A | 'bmski':*B) | ('виски':*A | 'biski':*B))",
    );
  });

  it("adds a near word's synonyms", () => {
    expect(typoTolerantQuery("вмски", () => ["виски"], synonyms)).toContain("('шар':*A | 'shar':*B) & ('айраг':*A | 'airag':*B)");
  });

  it("is null when no word has a neighbour", () => {
    expect(typoTolerantQuery("zzqqxx", () => [])).toBeNull();
  });
});

describe("documentVector", () => {
  const doc = {
    name: { mn: "Хар Сувд архи", en: "Khar Suvd vodka" },
    title_latin: "Khar Suvd arkhi",
    brand: { code: "khar-suvd", name: "Хар Сувд", name_latin: "Khar Suvd" },
    sku: "KS-01",
    match_key: "har subd arhi",
  } as ProductSearchDocument;

  it("puts names on A, loose keys on B, name words on C and their keys on D", () => {
    const vector = documentVector(doc);
    expect(vector).toMatch(/'хар':1A,\d+A,\d+C /);
    expect(vector).toMatch(/'har':\d+B,\d+D/);
    expect(vector).toMatch(/'ks':\d+A /);
    expect(vector).toMatch(/'vodka':\d+A,\d+C/);
  });

  it("counts the distinct name words", () => {
    expect(nameWords(doc).display).toEqual(["хар", "сувд", "архи", "khar", "suvd", "vodka"]);
    expect(nameWords(doc).keys).toEqual(["har", "subd", "arhi", "bodka"]);
  });
});

describe("relevanceTests and anyKeyQuery", () => {
  it("tests each typed word exactly, as a prefix and by its key", () => {
    expect(relevanceTests("Khar")).toEqual([{ exact: "'khar':C", prefix: "'khar':*C", key: "'har':D" }]);
    expect(relevanceTests("!!")).toEqual([]);
  });

  it("matches any of a product's terms by key", () => {
    expect(anyKeyQuery(["har", "arhi"])).toBe("'har':*B | 'arhi':*B");
    expect(anyKeyQuery([])).toBeNull();
  });
});

describe("facetsFrom", () => {
  it("turns the facet groups into ordered buckets, price ranges and bounds", () => {
    const { total, facets } = facetsFrom([
      { dimension: 0, key: "wine", n: 3, high: null },
      { dimension: 0, key: "beer", n: 3, high: null },
      { dimension: 0, key: "spirits", n: 5, high: null },
      { dimension: 5, key: "b", n: 2, high: null },
      { dimension: 8, key: "1", n: 4, high: null },
      { dimension: 9, key: null, n: 15_000, high: 90_000 },
      { dimension: 10, key: null, n: 11, high: null },
    ]);
    expect(total).toBe(11);
    expect(facets.levels[0]).toEqual([
      { key: "spirits", count: 5 },
      { key: "beer", count: 3 },
      { key: "wine", count: 3 },
    ]);
    expect(facets.brand).toEqual([{ key: "b", count: 2 }]);
    expect(facets.price.map((p) => p.count)).toEqual([0, 4, 0, 0, 0, 0]);
    expect(facets.priceBounds).toEqual({ min: 15_000, max: 90_000 });
  });

  it("has no bounds when nothing matched", () => {
    expect(facetsFrom([{ dimension: 9, key: null, n: null as never, high: null }, { dimension: 10, key: null, n: 0, high: null }]).facets.priceBounds).toBeNull();
  });
});
