import { describe, expect, it } from "vitest";
import { asStateFilter, confirmationOpen, csvCell, toCsv } from "./newsletter";

describe("csvCell", () => {
  it.each([
    ["plain@example.mn", "plain@example.mn"],
    ["", ""],
    [null, ""],
    [42, "42"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=HYPERLINK(\"x\")", '"\'=HYPERLINK(""x"")"'],
    ["+97699112233", "'+97699112233"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["a=b", "a=b"],
  ])("%j -> %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("joins rows with CRLF and ends with one", () => {
    expect(toCsv([["email", "state"], ["a@b.mn", "active"]])).toBe("email,state\r\na@b.mn,active\r\n");
  });
});

describe("confirmationOpen", () => {
  const created = "2026-11-20T00:00:00.000Z";
  it.each([
    ["2026-11-20T00:00:00.000Z", true],
    ["2026-11-23T00:00:00.000Z", true],
    ["2026-11-23T00:00:01.000Z", false],
  ])("at %s: %s", (now, open) => {
    expect(confirmationOpen(created, new Date(now))).toBe(open);
  });
});

describe("asStateFilter", () => {
  it.each([
    ["active", "active"],
    ["pending", "pending"],
    ["unsubscribed", "unsubscribed"],
    ["", null],
    [null, null],
    ["deleted", null],
  ])("%j -> %j", (value, expected) => {
    expect(asStateFilter(value)).toBe(expected);
  });
});
