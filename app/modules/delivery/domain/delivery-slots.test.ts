import { describe, expect, it } from "vitest";
import {
  DEFAULT_DELIVERY_RULES,
  availableSlots,
  earliestDeliveryDate,
  expectedDeliveryWindow,
  expressAvailable,
  parseSlotId,
  ulaanbaatarDate,
  ulaanbaatarInstant,
  ulaanbaatarTime,
  validateSlot,
  type DeliveryRules,
} from "./delivery-slots";

/** A fixed clock: an Ulaanbaatar wall-clock time written with its +08:00 offset. */
const at = (local: string) => new Date(`${local}+08:00`);

describe("Ulaanbaatar clock (fixed UTC+8)", () => {
  it.each([
    ["2026-12-31T15:59:59.000Z", "2026-12-31", "23:59"],
    ["2026-12-31T16:00:00.000Z", "2027-01-01", "00:00"],
    ["2026-03-09T23:30:00.000Z", "2026-03-10", "07:30"],
    ["2026-06-30T14:00:00.000Z", "2026-06-30", "22:00"],
  ])("%s is %s %s local", (iso, date, time) => {
    expect(ulaanbaatarDate(new Date(iso))).toBe(date);
    expect(ulaanbaatarTime(new Date(iso))).toBe(time);
  });

  it.each(["2026-01-15T03:00:00Z", "2026-07-15T20:30:00Z", "2030-11-01T12:00:00Z"])(
    "agrees with Intl Asia/Ulaanbaatar at %s",
    (iso) => {
      const intl = new Intl.DateTimeFormat("en-CA", {
        timeZone: "Asia/Ulaanbaatar",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).formatToParts(new Date(iso));
      const get = (type: string) => intl.find((p) => p.type === type)?.value;
      expect(ulaanbaatarDate(new Date(iso))).toBe(`${get("year")}-${get("month")}-${get("day")}`);
      expect(ulaanbaatarTime(new Date(iso))).toBe(`${get("hour")}:${get("minute")}`);
    },
  );

  it("converts a local date and time back to an instant", () => {
    expect(ulaanbaatarInstant("2027-01-01", "00:30").toISOString()).toBe("2026-12-31T16:30:00.000Z");
    expect(() => ulaanbaatarInstant("2026-02-30", "11:00")).toThrow(RangeError);
  });
});

describe("earliestDeliveryDate (cut-off 15:00, strictly before)", () => {
  it.each([
    ["before opening", "2026-03-10T08:00:00", "2026-03-10"],
    ["during the morning", "2026-03-10T11:30:00", "2026-03-10"],
    ["one second before the cut-off", "2026-03-10T14:59:59", "2026-03-10"],
    ["exactly 15:00", "2026-03-10T15:00:00", "2026-03-11"],
    ["after the cut-off", "2026-03-10T16:45:00", "2026-03-11"],
    ["after closing", "2026-03-10T22:30:00", "2026-03-11"],
    ["just before midnight", "2026-03-10T23:59:59", "2026-03-11"],
    ["just after midnight (UTC still the day before)", "2026-03-11T00:01:00", "2026-03-11"],
    ["Dec 31 after the cut-off -> next year", "2026-12-31T15:30:00", "2027-01-01"],
    ["Feb 28 after the cut-off (not a leap year)", "2026-02-28T18:00:00", "2026-03-01"],
    ["Feb 28 after the cut-off (leap year)", "2028-02-28T18:00:00", "2028-02-29"],
    ["month end", "2026-04-30T21:00:00", "2026-05-01"],
  ])("%s: %s -> %s", (_, local, expected) => {
    expect(earliestDeliveryDate(at(local))).toBe(expected);
  });

  it("uses the local date, not the UTC one (07:30 local is 23:30 UTC the day before)", () => {
    const now = new Date("2026-03-09T23:30:00.000Z");
    expect(earliestDeliveryDate(now)).toBe("2026-03-10");
  });
});

describe("availableSlots: simple delivery", () => {
  const grid = ["11:00-13:00", "13:00-15:00", "15:00-17:00", "17:00-19:00", "19:00-21:00", "21:00-22:00"];
  const firstDay = (local: string) =>
    availableSlots(at(local), "simple")
      .filter((s, _, all) => s.date === all[0]?.date)
      .map((s) => `${s.from}-${s.to}`);

  it.each([
    ["08:00 (before opening): the whole day", "2026-03-10T08:00:00", "2026-03-10", grid],
    ["10:30: the first slot starts 2 h later at the earliest", "2026-03-10T10:30:00", "2026-03-10", grid.slice(1)],
    ["09:00: 11:00 is exactly 2 h away", "2026-03-10T09:00:00", "2026-03-10", grid],
    ["13:00: 15:00 onwards", "2026-03-10T13:00:00", "2026-03-10", grid.slice(2)],
    ["14:59: 17:00 onwards", "2026-03-10T14:59:00", "2026-03-10", grid.slice(3)],
    ["15:00: tomorrow, whole day", "2026-03-10T15:00:00", "2026-03-11", grid],
    ["22:30: tomorrow, whole day", "2026-03-10T22:30:00", "2026-03-11", grid],
    ["00:10 after midnight: today, whole day", "2026-03-11T00:10:00", "2026-03-11", grid],
  ])("%s", (_, local, date, expected) => {
    const slots = availableSlots(at(local), "simple");
    expect(slots[0]?.date).toBe(date);
    expect(firstDay(local)).toEqual(expected);
  });

  it("offers daysAhead calendar days starting with the earliest delivery date", () => {
    const slots = availableSlots(at("2026-12-31T15:30:00"), "simple");
    const dates = [...new Set(slots.map((s) => s.date))];
    expect(dates).toEqual(["2027-01-01", "2027-01-02", "2027-01-03", "2027-01-04", "2027-01-05", "2027-01-06", "2027-01-07"]);
    expect(slots).toHaveLength(7 * 6);
    expect(slots[0]).toEqual({ date: "2027-01-01", from: "11:00", to: "13:00", id: "2027-01-01T11:00-13:00" });
  });

  it("follows the rules argument (3-hour slots, 3 days)", () => {
    const rules: DeliveryRules = { ...DEFAULT_DELIVERY_RULES, slotLengthHours: 3, daysAhead: 3 };
    const slots = availableSlots(at("2026-03-10T08:00:00"), "simple", rules);
    expect(slots.filter((s) => s.date === "2026-03-10").map((s) => s.id)).toEqual([
      "2026-03-10T11:00-14:00",
      "2026-03-10T14:00-17:00",
      "2026-03-10T17:00-20:00",
      "2026-03-10T20:00-22:00",
    ]);
    expect(new Set(slots.map((s) => s.date)).size).toBe(3);
  });

  it("rejects malformed rules", () => {
    expect(() => availableSlots(at("2026-03-10T08:00:00"), "simple", { ...DEFAULT_DELIVERY_RULES, opens: "11" })).toThrow(RangeError);
    expect(() => availableSlots(at("2026-03-10T08:00:00"), "simple", { ...DEFAULT_DELIVERY_RULES, closes: "10:00" })).toThrow(RangeError);
    expect(() => availableSlots(at("2026-03-10T08:00:00"), "simple", { ...DEFAULT_DELIVERY_RULES, daysAhead: 0 })).toThrow(RangeError);
  });
});

describe("availableSlots: pickup (ready 1 h after confirmation, no cut-off)", () => {
  it.each([
    ["08:00: from opening", "2026-03-10T08:00:00", "2026-03-10T11:00-13:00"],
    ["14:30 (before the cut-off)", "2026-03-10T14:30:00", "2026-03-10T17:00-19:00"],
    ["16:00 (after the cut-off, still today)", "2026-03-10T16:00:00", "2026-03-10T17:00-19:00"],
    ["20:30: the 21:00 slot is too soon -> tomorrow", "2026-03-10T20:30:00", "2026-03-11T11:00-13:00"],
    ["22:30 after closing -> tomorrow", "2026-03-10T22:30:00", "2026-03-11T11:00-13:00"],
    ["Dec 31 23:00 -> Jan 1", "2026-12-31T23:00:00", "2027-01-01T11:00-13:00"],
  ])("%s -> first slot %s", (_, local, first) => {
    expect(availableSlots(at(local), "pickup")[0]?.id).toBe(first);
  });

  it("offers daysAhead days starting today", () => {
    const dates = new Set(availableSlots(at("2026-03-10T20:30:00"), "pickup").map((s) => s.date));
    expect([...dates]).toEqual(["2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15", "2026-03-16"]);
  });
});

describe("express (4 h, only while open and only if it arrives by 22:00)", () => {
  it.each([
    ["08:00 before opening", "2026-03-10T08:00:00", false],
    ["10:59:59", "2026-03-10T10:59:59", false],
    ["11:00 opening", "2026-03-10T11:00:00", true],
    ["15:30 (after the simple cut-off)", "2026-03-10T15:30:00", true],
    ["17:59", "2026-03-10T17:59:00", true],
    ["18:00 exactly: arrives at 22:00", "2026-03-10T18:00:00", true],
    ["18:00:01", "2026-03-10T18:00:01", false],
    ["18:30 near closing", "2026-03-10T18:30:00", false],
    ["22:30 after closing", "2026-03-10T22:30:00", false],
    ["00:30 after midnight", "2026-03-11T00:30:00", false],
  ])("%s -> %s", (_, local, expected) => {
    expect(expressAvailable(at(local))).toBe(expected);
    expect(availableSlots(at(local), "express")).toHaveLength(expected ? 1 : 0);
  });

  it("has one window from now to now + 4 h", () => {
    expect(availableSlots(at("2026-03-10T17:59:00"), "express")).toEqual([
      { date: "2026-03-10", from: "17:59", to: "21:59", id: "2026-03-10Texpress" },
    ]);
    // Seconds: the window end rounds up so it never shows less than 4 h.
    expect(availableSlots(at("2026-03-10T12:10:30"), "express")[0]).toMatchObject({ from: "12:10", to: "16:11" });
  });

  it("follows expressWithinHours", () => {
    const rules = { ...DEFAULT_DELIVERY_RULES, expressWithinHours: 2 };
    expect(expressAvailable(at("2026-03-10T19:30:00"), rules)).toBe(true);
    expect(expressAvailable(at("2026-03-10T20:01:00"), rules)).toBe(false);
  });
});

describe("validateSlot", () => {
  it.each([
    ["simple, missing id", "2026-03-10T10:00:00", "simple", "", { ok: false, error: "delivery.slotRequired" }],
    ["simple, null id", "2026-03-10T10:00:00", "simple", null, { ok: false, error: "delivery.slotRequired" }],
    ["simple, same day before cut-off", "2026-03-10T14:00:00", "simple", "2026-03-10T17:00-19:00", { ok: true }],
    ["simple, same-day slot too soon", "2026-03-10T14:00:00", "simple", "2026-03-10T15:00-17:00", { ok: false, error: "delivery.slotUnavailable" }],
    ["simple, today after the cut-off", "2026-03-10T15:00:00", "simple", "2026-03-10T19:00-21:00", { ok: false, error: "delivery.slotUnavailable" }],
    ["simple, tomorrow after the cut-off", "2026-03-10T15:00:00", "simple", "2026-03-11T11:00-13:00", { ok: true }],
    ["simple, beyond daysAhead", "2026-03-10T10:00:00", "simple", "2026-03-17T11:00-13:00", { ok: false, error: "delivery.slotUnavailable" }],
    ["simple, last day of daysAhead", "2026-03-10T10:00:00", "simple", "2026-03-16T21:00-22:00", { ok: true }],
    ["simple, not on the grid", "2026-03-10T10:00:00", "simple", "2026-03-10T12:00-14:00", { ok: false, error: "delivery.slotUnavailable" }],
    ["simple, garbage", "2026-03-10T10:00:00", "simple", "tomorrow", { ok: false, error: "delivery.slotUnavailable" }],
    ["simple, Dec 31 late -> Jan 1 ok", "2026-12-31T16:00:00", "simple", "2027-01-01T11:00-13:00", { ok: true }],
    ["simple, Dec 31 late -> Dec 31 refused", "2026-12-31T16:00:00", "simple", "2026-12-31T21:00-22:00", { ok: false, error: "delivery.slotUnavailable" }],
    ["pickup, ok", "2026-03-10T16:00:00", "pickup", "2026-03-10T17:00-19:00", { ok: true }],
    ["pickup, missing", "2026-03-10T16:00:00", "pickup", "  ", { ok: false, error: "delivery.slotRequired" }],
    ["express, open, no id needed", "2026-03-10T17:59:00", "express", null, { ok: true }],
    ["express, open, its own id", "2026-03-10T17:59:00", "express", "2026-03-10Texpress", { ok: true }],
    ["express, open, yesterday's id", "2026-03-10T12:00:00", "express", "2026-03-09Texpress", { ok: false, error: "delivery.slotUnavailable" }],
    ["express, 18:30", "2026-03-10T18:30:00", "express", "2026-03-10Texpress", { ok: false, error: "delivery.expressClosed" }],
    ["express, before opening", "2026-03-10T08:00:00", "express", null, { ok: false, error: "delivery.expressClosed" }],
    ["express, after closing", "2026-03-10T22:30:00", "express", "", { ok: false, error: "delivery.expressClosed" }],
  ] as const)("%s", (_, local, type, id, expected) => {
    const result = validateSlot(at(local), type, id);
    expect(result).toMatchObject(expected);
    if (result.ok && id) expect(result.slot.id).toBe(id);
  });
});

describe("expectedDeliveryWindow", () => {
  it("reads a simple slot back as local parts and UTC instants", () => {
    expect(expectedDeliveryWindow({ type: "simple", slotId: "2027-01-01T11:00-13:00", confirmedAt: at("2026-12-31T16:00:00") })).toEqual({
      type: "simple",
      date: "2027-01-01",
      from: "11:00",
      to: "13:00",
      startsAt: "2027-01-01T03:00:00.000Z",
      endsAt: "2027-01-01T05:00:00.000Z",
    });
  });

  it("gives express four hours from confirmation", () => {
    expect(expectedDeliveryWindow({ type: "express", slotId: null, confirmedAt: at("2026-03-10T13:15:00") })).toEqual({
      type: "express",
      date: "2026-03-10",
      from: "13:15",
      to: "17:15",
      startsAt: "2026-03-10T05:15:00.000Z",
      endsAt: "2026-03-10T09:15:00.000Z",
    });
  });

  it.each([
    ["confirmed too late (20:00) -> next opening", "2026-03-10T20:00:00", "2026-03-11"],
    ["confirmed before opening -> today's opening", "2026-03-10T07:00:00", "2026-03-10"],
    ["confirmed Dec 31 23:00 -> Jan 1 opening", "2026-12-31T23:00:00", "2027-01-01"],
  ])("express %s", (_, local, date) => {
    expect(expectedDeliveryWindow({ type: "express", slotId: null, confirmedAt: at(local) })).toMatchObject({ date, from: "11:00", to: "15:00" });
  });

  it("returns null for an unreadable slot id", () => {
    expect(expectedDeliveryWindow({ type: "pickup", slotId: "nope", confirmedAt: at("2026-03-10T10:00:00") })).toBeNull();
    expect(expectedDeliveryWindow({ type: "simple", slotId: null, confirmedAt: at("2026-03-10T10:00:00") })).toBeNull();
  });
});

describe("parseSlotId", () => {
  it.each([
    ["2026-03-10T11:00-13:00", { date: "2026-03-10", from: "11:00", to: "13:00" }],
    ["2026-02-30T11:00-13:00", null],
    ["2026-03-10T13:00-11:00", null],
    ["2026-03-10T25:00-26:00", null],
    ["2026-03-10Texpress", null],
  ])("%s", (id, expected) => expect(parseSlotId(id)).toEqual(expected));
});
