import { describe, expect, it } from "vitest";
import { birthDateOf, judgeBirthDate } from "./age-gate";

const TODAY = "2026-11-27";

describe("judgeBirthDate (21 on the shop's calendar date)", () => {
  it.each([
    [{ year: "2005", month: "11", day: "27" }, "ofAge"], // 21st birthday today
    [{ year: "2005", month: "11", day: "28" }, "underAge"], // 21 tomorrow
    [{ year: "2005", month: "12", day: "1" }, "underAge"],
    [{ year: "1990", month: "1", day: "1" }, "ofAge"],
    [{ year: "2004", month: "2", day: "29" }, "ofAge"],
    [{ year: "2010", month: "6", day: "15" }, "underAge"],
    [{ year: "1906", month: "11", day: "27" }, "ofAge"], // 120 today
  ])("%j -> %s", (parts, kind) => expect(judgeBirthDate(parts, TODAY, 21).kind).toBe(kind));

  it.each([
    [{ year: "", month: "", day: "" }, "gate.errors.required"],
    [{ year: null, month: undefined, day: " " }, "gate.errors.required"],
    [{ year: "1990", month: "", day: "3" }, "gate.errors.invalid"],
    [{ year: "1990", month: "2", day: "30" }, "gate.errors.invalid"],
    [{ year: "1990", month: "13", day: "1" }, "gate.errors.invalid"],
    [{ year: "90", month: "1", day: "1" }, "gate.errors.invalid"],
    [{ year: "1990x", month: "1", day: "1" }, "gate.errors.invalid"],
    [{ year: "-1990", month: "1", day: "1" }, "gate.errors.invalid"],
    [{ year: "2027", month: "1", day: "1" }, "gate.errors.future"],
    [{ year: "2026", month: "11", day: "28" }, "gate.errors.future"],
    [{ year: "1800", month: "1", day: "1" }, "gate.errors.tooOld"],
  ])("%j is refused with %s", (parts, error) => expect(judgeBirthDate(parts, TODAY, 21)).toEqual({ kind: "invalid", error }));

  it("born today is 0, not future", () => expect(judgeBirthDate({ year: 2026, month: 11, day: 27 }, TODAY, 21).kind).toBe("underAge"));
});

describe("birthDateOf", () => {
  it.each([
    [{ year: "1990", month: "7", day: "3" }, "1990-07-03"],
    [{ year: 1990, month: 12, day: 31 }, "1990-12-31"],
    [{ year: "1990", month: "07", day: "03" }, "1990-07-03"],
    [{ year: "1990", month: "x", day: "3" }, null],
    [{ year: "199", month: "1", day: "3" }, null],
  ])("%j -> %s", (parts, expected) => expect(birthDateOf(parts)).toBe(expected));
});
