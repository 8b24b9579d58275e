import { describe, expect, it } from "vitest";
import { formatShopDate } from "./dates";

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
