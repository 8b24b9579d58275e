import { describe, expect, it } from "vitest";
import { looseKey } from "~/kernel/transliteration";
import { compileSynonyms } from "../domain/synonyms";
import { ftsExpression, ftsTerm, typoTolerantExpression } from "./expressions";

describe("ftsTerm", () => {
  it("quotes the word, doubling quotes, as a prefix on one column", () => {
    expect(ftsTerm("names", "хар")).toBe('names:"хар"*');
    expect(ftsTerm("keys", 'a"b')).toBe('keys:"a""b"*');
  });
});

describe("ftsExpression", () => {
  it.each([
    ["хар", `((names:"хар"*) OR (keys:"${looseKey("хар")}"*))`],
    ["khar suvd", `((names:"khar"*) OR (keys:"${looseKey("khar")}"*)) AND ((names:"suvd"*) OR (keys:"${looseKey("suvd")}"*))`],
  ])("%s", (q, expected) => {
    expect(ftsExpression(q)).toBe(expected);
  });

  it("gives nothing for words without letters or digits, and keeps FTS5 syntax as plain words", () => {
    expect(ftsExpression("* - \"")).toBeNull();
    expect(ftsExpression("NEAR(")).toContain('names:"NEAR"*');
    expect(ftsExpression("a b c d e f g h i j")!.split(" AND ")).toHaveLength(8);
  });
});

describe("typoTolerantExpression", () => {
  const near = (word: string) => (word === "шампонь" ? ["шампань"] : []);

  it("lets a word of five or more letters be a near word too", () => {
    const expression = typoTolerantExpression("шампонь", near)!;
    expect(expression).toContain(ftsExpression("шампонь")!);
    expect(expression).toContain('names:"шампань"*');
    expect(expression).toContain(`keys:"${looseKey("шампань")}"*`);
  });

  it("is null when no word has a near neighbour, or the words are short", () => {
    expect(typoTolerantExpression("zzqqxx", near)).toBeNull();
    expect(typoTolerantExpression("дарз", () => ["дарс"])).toBeNull();
  });
});

describe("ftsExpression with synonyms", () => {
  const synonyms = compileSynonyms([
    { kind: "equivalent", terms: ["вино", "дарс", "wine"], expansions: [] },
    { kind: "equivalent", terms: ["ром", "rum"], expansions: [] },
  ]);

  it("lets a synonym term match any of its terms, the typed word still as a prefix", () => {
    const expression = ftsExpression("красное вино", synonyms)!;
    expect(expression.startsWith(ftsExpression("красное")!)).toBe(true);
    expect(expression).toContain('names:"вино"*');
    expect(expression).toContain('names:"дарс"*');
    expect(expression).toContain('names:"wine"*');
  });

  it("matches a short synonym as a whole word", () => {
    expect(ftsExpression("rum", synonyms)).toContain('names:"ром")');
    expect(ftsExpression("rum", synonyms)).not.toContain('names:"ром"*');
  });

  it("is the plain expression for words without synonyms", () => {
    expect(ftsExpression("khar suvd", synonyms)).toBe(ftsExpression("khar suvd"));
  });
});
