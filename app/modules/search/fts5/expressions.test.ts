import { describe, expect, it } from "vitest";
import { looseKey } from "~/kernel/transliteration";
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
