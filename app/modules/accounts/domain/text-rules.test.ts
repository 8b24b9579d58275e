import { describe, expect, it } from "vitest";
import { hasControlCharacters, isCyrillicText } from "./text-rules";

describe("isCyrillicText", () => {
  it.each([
    ["15-р байр, 32 тоот", true],
    ["Өнөр хороолол, Үйлдвэрийн гудамж №4", true],
    ["Ёлкин ЁЛКИН ёлк", true],
    ["(3 давхар) 2/4 — орц 1; код: 1234#", true],
    ["", true],
    ["  \n  ", true],
    ["Peace avenue 15", false],
    ["15-р байр, apt 32", false],
    ["Сүхбаатар дүүрэг, 1-р хороо, Sky tower", false],
    ["байр 15 ß", false],
    ["байр 15 中", false],
    // A Latin 'о' hidden among Cyrillic letters.
    ["Xороо", false],
    ["хoроо", false],
  ])("%j -> %s", (text, expected) => {
    expect(isCyrillicText(text)).toBe(expected);
  });
});

describe("hasControlCharacters", () => {
  it.each([
    ["line\nbreak\ttab", false],
    ["null\u0000byte", true],
    ["bell\u0007", true],
  ])("%j -> %s", (text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });
});
