import { describe, expect, it } from "vitest";
import { formatShopDate, formatShopWindow } from "./dates";

describe("formatShopDate (Asia/Ulaanbaatar, UTC+8)", () => {
  it.each([
    ["2026-12-31T10:00:00.000Z", "mn", "2026.12.31"],
    ["2026-12-31T10:00:00.000Z", "en", "31 Dec 2026"],
    // 17:00 UTC is already the next day in Ulaanbaatar.
    ["2026-12-31T17:00:00.000Z", "mn", "2027.01.01"],
    ["2026-03-05T00:00:00.000Z", "en", "5 Mar 2026"],
  ])("%s in %s -> %s", (iso, locale, expected) => {
    expect(formatShopDate(iso, locale, "Asia/Ulaanbaatar")).toBe(expected);
  });
});

describe("formatShopWindow (one wording of a delivery window for the payment step and the order page)", () => {
  it.each([
    // 11:00-13:00 on 24 November in Ulaanbaatar.
    ["2026-11-24T03:00:00.000Z", "2026-11-24T05:00:00.000Z", "mn", "2026.11.24 11:00–13:00"],
    ["2026-11-24T03:00:00.000Z", "2026-11-24T05:00:00.000Z", "en", "24 Nov 2026 11:00–13:00"],
    // 21:00-22:00: still the same local day although UTC has moved on.
    ["2026-11-24T13:00:00.000Z", "2026-11-24T14:00:00.000Z", "mn", "2026.11.24 21:00–22:00"],
    // Across local midnight the end names its day.
    ["2026-11-24T15:00:00.000Z", "2026-11-24T17:00:00.000Z", "en", "24 Nov 2026 23:00–25 Nov 2026 01:00"],
  ])("%s..%s in %s -> %s", (from, to, locale, expected) => {
    expect(formatShopWindow(from, to, locale, "Asia/Ulaanbaatar")).toBe(expected);
  });

  it("never shows the ISO date the payment step once showed", () => {
    expect(formatShopWindow("2026-11-24T03:00:00.000Z", "2026-11-24T05:00:00.000Z", "mn", "Asia/Ulaanbaatar")).not.toContain("2026-11-24");
  });
});
