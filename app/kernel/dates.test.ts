import { describe, expect, it } from "vitest";
import { addCalendarDays, calendarDateIn, dayStartIn, formatShopDate, formatShopWindow, SHOP_TIME_ZONE, zonedInstant, zoneOffsetMs } from "./dates";

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

describe("the shop's wall clock", () => {
  it("is Ulaanbaatar's, and Intl agrees it is UTC+8 there", () => {
    expect(SHOP_TIME_ZONE).toBe("Asia/Ulaanbaatar");
    expect(zoneOffsetMs(new Date("2026-07-01T00:00:00Z"), SHOP_TIME_ZONE)).toBe(8 * 3_600_000);
    expect(zoneOffsetMs(new Date("2026-12-31T23:59:00Z"), SHOP_TIME_ZONE)).toBe(8 * 3_600_000);
  });

  it.each([
    // day, zone, the instant the day begins
    ["2026-11-29", "Asia/Ulaanbaatar", "2026-11-28T16:00:00.000Z"],
    ["2027-01-01", "Asia/Ulaanbaatar", "2026-12-31T16:00:00.000Z"],
    ["2026-07-01", "Europe/Berlin", "2026-06-30T22:00:00.000Z"],
    ["2026-12-01", "Europe/Berlin", "2026-11-30T23:00:00.000Z"],
    // Havana skips from midnight to 01:00 on 8 March: that day begins at 01:00.
    ["2026-03-08", "America/Havana", "2026-03-08T05:00:00.000Z"],
  ])("%s begins in %s at %s", (day, zone, instant) => {
    expect(dayStartIn(day, zone)).toBe(instant);
    expect(calendarDateIn(new Date(instant), zone)).toBe(day);
  });

  it("places a wall-clock time on a day, and refuses what is no day", () => {
    expect(zonedInstant("2026-11-29", "20:15", SHOP_TIME_ZONE)).toBe("2026-11-29T12:15:00.000Z");
    expect(zonedInstant("2026-03-29", "12:00", "Europe/Berlin")).toBe("2026-03-29T10:00:00.000Z");
    // Berlin repeats 02:30 on 25 October (the first is still summer time) and skips it on 29 March
    // (moved forward by the hour skipped: 03:30 summer time).
    expect(zonedInstant("2026-10-25", "02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
    expect(() => zonedInstant("someday", "12:00", SHOP_TIME_ZONE)).toThrow(RangeError);
  });

  it.each([
    ["2026-11-29", 1, "2026-11-30"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-11-29", 0, "2026-11-29"],
  ])("%s plus %i days is %s", (day, days, expected) => {
    expect(addCalendarDays(day, days)).toBe(expected);
  });
});
