import { describe, expect, it } from "vitest";
import { DEFAULT_SYNONYM_SETS } from "~/db/seed/search-synonyms";
import { compileSynonyms, expandQuery, normalizeTerm, parseTermList, solrSynonymRules, synonymSetProblem, type SynonymSet } from "./synonyms";

const sets: SynonymSet[] = [
  { kind: "equivalent", terms: ["водка", "архи", "vodka"], expansions: [] },
  { kind: "equivalent", terms: ["шар айраг", "пиво", "beer"], expansions: [] },
  { kind: "equivalent", terms: ["ликёр", "liqueur"], expansions: [] },
  { kind: "oneway", terms: ["spirits"], expansions: ["архи", "виски"] },
];
const lookup = compileSynonyms(sets);

describe("expandQuery", () => {
  it.each([
    ["водка", [{ text: "водка", alternatives: ["архи", "vodka"] }]],
    ["Пиво", [{ text: "Пиво", alternatives: ["шар айраг", "beer"] }]],
    ["хар шар айраг", [{ text: "хар", alternatives: [] }, { text: "шар айраг", alternatives: ["пиво", "beer"] }]],
    ["ликер", [{ text: "ликер", alternatives: ["ликёр", "liqueur"] }]],
    ["spirits", [{ text: "spirits", alternatives: ["архи", "виски"] }]],
    // One way: a kind never expands back to the broad word.
    ["виски", [{ text: "виски", alternatives: [] }]],
    ["chinggis", [{ text: "chinggis", alternatives: [] }]],
  ])("%s", (q, groups) => {
    expect(expandQuery(q, lookup)).toEqual(groups);
  });

  it("an equivalent term never lists itself, and the one-way terms keep finding each other", () => {
    const both = compileSynonyms([{ kind: "oneway", terms: ["a1", "b1"], expansions: ["c1"] }]);
    expect(expandQuery("a1", both)[0]!.alternatives).toEqual(["b1", "c1"]);
    expect(both.alternatives.get("c1")).toBeUndefined();
  });
});

describe("solrSynonymRules", () => {
  it("writes equivalent sets as lists and one-way sets with =>, keeping the term", () => {
    expect(solrSynonymRules(sets)).toEqual(["водка, архи, vodka", "шар айраг, пиво, beer", "ликёр, liqueur", "spirits => spirits, архи, виски"]);
  });
});

describe("terms as staff write them", () => {
  it("normalises, splits on commas and new lines and drops repeats", () => {
    expect(parseTermList(" Водка,архи\nVODKA, водка ,, T-Shirt")).toEqual(["водка", "архи", "vodka", "t shirt"]);
    expect(normalizeTerm("  Rosé   Wine! ")).toBe("rosé wine");
  });

  it.each([
    [{ kind: "equivalent", terms: ["водка"], expansions: [] }, "tooFewTerms"],
    [{ kind: "oneway", terms: ["spirits"], expansions: [] }, "noExpansions"],
    [{ kind: "oneway", terms: ["spirits"], expansions: ["spirits"] }, "noExpansions"],
    [{ kind: "equivalent", terms: ["a b c d e", "x"], expansions: [] }, "termTooLong"],
    [{ kind: "equivalent", terms: Array.from({ length: 21 }, (_, i) => `w${i}`), expansions: [] }, "tooManyTerms"],
    [{ kind: "oneway", terms: ["spirits"], expansions: ["архи"] }, null],
  ] as [SynonymSet, string | null][])("%j is %s", (set, problem) => {
    expect(synonymSetProblem(set)).toBe(problem);
  });
});

describe("the seeded sets", () => {
  it("are all valid, in Mongolian, Russian and English, and cover every product type", () => {
    for (const set of DEFAULT_SYNONYM_SETS) expect(synonymSetProblem({ ...set, terms: [...set.terms], expansions: [...set.expansions] }), set.terms.join()).toBeNull();
    const seeded = compileSynonyms(DEFAULT_SYNONYM_SETS.map((s) => ({ ...s, terms: [...s.terms], expansions: [...s.expansions] })));
    for (const [word, finds] of <[string, string][]>[
      ["водка", "архи"], ["коньяк", "brandy"], ["whisky", "виски"], ["вино", "дарс"], ["пиво", "шар айраг"],
      ["шампанское", "оргилуун дарс"], ["джин", "жин"], ["syrah", "шираз"], ["бокал", "хундага"], ["подарок", "бэлгийн багц"],
    ]) {
      expect(expandQuery(word, seeded)[0]!.alternatives, word).toContain(finds);
    }
    expect(expandQuery("архи", seeded)[0]!.alternatives).not.toContain("spirits");
  });
});
