import { describe, expect, it } from "vitest";
import { formatPhone, maskDestination, normaliseEmail, normalisePhone, parseIdentifier } from "./identifiers";

describe("normalisePhone", () => {
  it.each([
    ["99112233", "+97699112233"],
    ["9911 2233", "+97699112233"],
    ["9911-2233", "+97699112233"],
    ["+976 9911 2233", "+97699112233"],
    ["976 88112233", "+97688112233"],
    ["(+976) 8011-2233", "+97680112233"],
    ["60112233", "+97660112233"],
  ])("%s -> %s", (input, expected) => expect(normalisePhone(input)).toBe(expected));

  it.each([
    ["9911223", "7 digits"],
    ["991122334", "9 digits"],
    ["11223344", "a landline-like prefix"],
    ["70112233", "a fixed-line prefix"],
    ["+1 99112233", "another country code"],
    ["99a12233", "a letter"],
    ["", "nothing"],
  ])("rejects %s (%s)", (input) => expect(normalisePhone(input)).toBeNull());
});

describe("normaliseEmail", () => {
  it.each([
    ["Bat@Mail.MN", "bat@mail.mn"],
    ["  bold.bat+shop@gmail.com ", "bold.bat+shop@gmail.com"],
  ])("%s -> %s", (input, expected) => expect(normaliseEmail(input)).toBe(expected));

  it.each(["bat", "bat@", "@mail.mn", "bat@mail", "bat @mail.mn", "bat@mail.m", `${"a".repeat(65)}@mail.mn`, "bat@mail.mn\u0000", "bat\u0000@mail.mn", "bat@mail.mn\u202eabc", "b\u200fat@mail.mn"])("rejects %j", (input) =>
    expect(normaliseEmail(input)).toBeNull(),
  );
});

describe("parseIdentifier", () => {
  it.each([
    ["", { ok: false, error: "identifier.required" }],
    ["   ", { ok: false, error: "identifier.required" }],
    ["99112233", { ok: true, identifier: { kind: "phone", value: "+97699112233" } }],
    ["Bat@Mail.mn", { ok: true, identifier: { kind: "email", value: "bat@mail.mn" } }],
    ["12345678", { ok: false, error: "phone.invalid" }],
    ["bat@", { ok: false, error: "email.invalid" }],
    ["батаа", { ok: false, error: "email.invalid" }],
  ])("%j", (input, expected) => expect(parseIdentifier(input)).toEqual(expected));
});

describe("display", () => {
  it("formats a stored phone as two groups of four", () => expect(formatPhone("+97699112233")).toBe("9911 2233"));
  it("masks a phone to its last four digits", () => expect(maskDestination({ kind: "phone", value: "+97699112233" })).toBe("•••• 2233"));
  it("masks an e-mail to its first letter and domain", () =>
    expect(maskDestination({ kind: "email", value: "bold@mail.mn" })).toBe("b***@mail.mn"));
});
