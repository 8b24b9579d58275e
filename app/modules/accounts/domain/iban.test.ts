import { describe, expect, it } from "vitest";
import { formatAccountNumber, ibanCheckDigits, ibanRemainder, isMongolianIban, isValidIban, parseAccountNumber } from "./iban";

describe("ISO 13616 mod-97 checksum", () => {
  it.each([
    // The IBAN registry's examples.
    ["MN121234123456789123", true],
    ["GB82WEST12345698765432", true],
    ["DE89370400440532013000", true],
    ["FR1420041010050500013M02606", true],
    // One digit changed, two digits swapped, check digits wrong.
    ["MN121234123456789124", false],
    ["MN121234123456789132", false],
    ["MN131234123456789123", false],
    ["GB82WEST12345698765423", false],
    // Not the shape of an IBAN at all.
    ["MN12", false],
    ["1212MN1234567891", false],
    ["mn121234123456789123", false],
  ])("%s -> %s", (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it("computes check digits that make the remainder 1", () => {
    expect(ibanCheckDigits("MN", "1234123456789123")).toBe("12");
    expect(ibanCheckDigits("GB", "WEST12345698765432")).toBe("82");
    const iban = `MN${ibanCheckDigits("MN", "0005005123456789")}0005005123456789`;
    expect(ibanRemainder(iban)).toBe(1);
    expect(isMongolianIban(iban)).toBe(true);
  });

  it("accepts only Mongolian IBANs of 20 characters as Mongolian", () => {
    expect(isMongolianIban("MN121234123456789123")).toBe(true);
    expect(isMongolianIban("GB82WEST12345698765432")).toBe(false);
  });
});

describe("parseAccountNumber", () => {
  it.each([
    ["MN12 1234 1234 5678 9123", { ok: true, kind: "iban", value: "MN121234123456789123" }],
    ["mn12-1234-1234-5678-9123", { ok: true, kind: "iban", value: "MN121234123456789123" }],
    ["5012 345 678", { ok: true, kind: "domestic", value: "5012345678" }],
    ["12345678", { ok: true, kind: "domestic", value: "12345678" }],
    ["1234567890123456", { ok: true, kind: "domestic", value: "1234567890123456" }],
    ["", { ok: false, error: "required" }],
    ["   ", { ok: false, error: "required" }],
    ["MN13 1234 1234 5678 9123", { ok: false, error: "ibanChecksum" }],
    ["MN12 1234 1234 5678 912", { ok: false, error: "ibanLength" }],
    ["MN12 ABCD 1234 5678 9123", { ok: false, error: "ibanLength" }],
    ["GB82WEST12345698765432", { ok: false, error: "ibanCountry" }],
    ["1234567", { ok: false, error: "format" }],
    ["12345678901234567", { ok: false, error: "format" }],
    ["12345abc", { ok: false, error: "format" }],
  ] as const)("%j", (input, expected) => {
    expect(parseAccountNumber(input)).toEqual(expected);
  });
});

describe("formatAccountNumber", () => {
  it.each([
    ["MN121234123456789123", "MN12 1234 1234 5678 9123"],
    ["5012345678", "5012345678"],
  ])("%s -> %s", (stored, shown) => {
    expect(formatAccountNumber(stored)).toBe(shown);
  });
});
