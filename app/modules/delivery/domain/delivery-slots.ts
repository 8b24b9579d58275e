import { DAY_MS, HOUR_MS, MINUTE_MS } from "~/kernel/dates";
/**
 * When an order can be delivered or collected (storefront-spec.md §9 Business constants and
 * limits, "Wine retailer site configuration"; docs/decisions/028-delivery-clock-and-receiver.md).
 * Pure: `now` is always an argument, nothing here reads the clock.
 *
 * Time zone: the shop's wall clock is Asia/Ulaanbaatar. Mongolia keeps UTC+8 all year (its last
 * daylight-saving trial ended in 2016), so this module uses the fixed offset constant
 * `UB_UTC_OFFSET_MINUTES` rather than Intl: calendar arithmetic on a fixed offset is exact,
 * cheap and does not depend on the ICU data shipped with the runtime. The tests cross-check
 * the constant against Intl's "Asia/Ulaanbaatar".
 *
 * Rules (defaults in `DEFAULT_DELIVERY_RULES`):
 * - The shop works `opens`..`closes` (11:00-22:00). Slots tile that span from opening in
 *   `slotLengthHours` steps (2 h: 11-13, 13-15, 15-17, 17-19, 19-21); a shorter remainder at
 *   the end is kept as a slot of its own (21-22).
 * - Simple delivery: an order confirmed strictly before `sameDayCutoff` (15:00) is delivered the
 *   same local day, at 15:00:00 or later the next day. On the same day a slot is offered only
 *   if it starts at least `sameDayLeadHours` after confirmation (14:59 -> 17:00 slot onwards).
 *   `daysAhead` calendar days are offered, starting with the earliest delivery date.
 * - Express: within `expressWithinHours` (4) of confirmation, offered only while the shop is
 *   open AND the promise can be kept before closing: opens <= now and now + 4 h <= closes, so
 *   11:00..18:00 inclusive with the defaults (18:00:01 is refused, never capped). It has one
 *   window, [now, now + 4 h], whose id is `${date}Texpress`.
 * - Pickup: no cut-off; the order is ready `pickupReadyHours` (1) after confirmation and a
 *   pickup slot is offered when it starts at or after that moment, for `daysAhead` days
 *   starting today.
 *
 * Slot ids are `${date}T${from}-${to}`, e.g. `2026-03-10T11:00-13:00`: stable across requests,
 * so a form rendered a minute ago still validates unless the slot really went away.
 */

export type DeliveryType = "simple" | "express" | "pickup";

export const DELIVERY_TYPES: readonly DeliveryType[] = ["simple", "express", "pickup"];

export interface DeliveryRules {
  /** Local "HH:MM" (24 h). */
  opens: string;
  closes: string;
  /** Orders confirmed strictly before this local time are delivered the same day. */
  sameDayCutoff: string;
  expressWithinHours: number;
  slotLengthHours: number;
  /** Number of calendar days offered (delivery: from the earliest delivery date; pickup: from today). */
  daysAhead: number;
  /** Minimum time between confirmation and the start of a same-day delivery slot. */
  sameDayLeadHours: number;
  /** Time the shop needs to have a pickup order ready. */
  pickupReadyHours: number;
}

/** Mirrors siteConfig.workingHours and siteConfig.sameDayDeliveryCutoff (domain code does not import config). */
export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  opens: "11:00",
  closes: "22:00",
  sameDayCutoff: "15:00",
  expressWithinHours: 4,
  slotLengthHours: 2,
  daysAhead: 7,
  sameDayLeadHours: 2,
  pickupReadyHours: 1,
};

/** Asia/Ulaanbaatar is UTC+8 with no daylight-saving time. */
export const UB_UTC_OFFSET_MINUTES = 8 * 60;

const OFFSET_MS = UB_UTC_OFFSET_MINUTES * MINUTE_MS;

export interface DeliverySlot {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** Local "HH:MM". */
  from: string;
  to: string;
  id: string;
}

export type SlotError = "delivery.slotRequired" | "delivery.slotUnavailable" | "delivery.expressClosed";

export type SlotResult = { ok: true; slot: DeliverySlot } | { ok: false; error: SlotError };

// ---------------------------------------------------------------------------------------------
// Local (Ulaanbaatar) clock helpers

/** Days since 1970-01-01 in local time, and milliseconds since local midnight. */
function localParts(now: Date): { day: number; msOfDay: number } {
  const ms = now.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("now must be a valid Date");
  const local = ms + OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, msOfDay: local - day * DAY_MS };
}

function dayToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function dateToDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = ms / DAY_MS;
  return dayToDate(day) === date ? day : null; // rejects 2026-02-30
}

/** "HH:MM" -> minutes since midnight; "24:00" is allowed (end of day). */
function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

function clock(value: string, name: string): number {
  const minutes = parseClock(value);
  if (minutes === null) throw new RangeError(`${name} must be "HH:MM", got ${JSON.stringify(value)}`);
  return minutes;
}

function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** The local calendar date of an instant in Ulaanbaatar, YYYY-MM-DD. */
export function ulaanbaatarDate(now: Date): string {
  return dayToDate(localParts(now).day);
}

/** The local wall-clock time of an instant in Ulaanbaatar, "HH:MM" (seconds dropped). */
export function ulaanbaatarTime(now: Date): string {
  return formatClock(Math.floor(localParts(now).msOfDay / MINUTE_MS));
}

/** The instant of a local date and "HH:MM" in Ulaanbaatar. */
export function ulaanbaatarInstant(date: string, time: string): Date {
  const day = dateToDay(date);
  if (day === null) throw new RangeError(`date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  return new Date(day * DAY_MS + clock(time, "time") * MINUTE_MS - OFFSET_MS);
}

interface Schedule {
  opens: number;
  closes: number;
  cutoff: number;
  slotMinutes: number;
  expressMs: number;
  sameDayLeadMs: number;
  pickupReadyMs: number;
  daysAhead: number;
}

function schedule(rules: DeliveryRules): Schedule {
  const opens = clock(rules.opens, "opens");
  const closes = clock(rules.closes, "closes");
  if (opens >= closes) throw new RangeError("opens must be before closes");
  const slotMinutes = Math.round(rules.slotLengthHours * 60);
  if (!(slotMinutes > 0)) throw new RangeError("slotLengthHours must be positive");
  if (!Number.isInteger(rules.daysAhead) || rules.daysAhead < 1) throw new RangeError("daysAhead must be a whole number >= 1");
  for (const key of ["expressWithinHours", "sameDayLeadHours", "pickupReadyHours"] as const) {
    if (!(rules[key] >= 0)) throw new RangeError(`${key} must be >= 0`);
  }
  return {
    opens,
    closes,
    cutoff: clock(rules.sameDayCutoff, "sameDayCutoff"),
    slotMinutes,
    expressMs: rules.expressWithinHours * HOUR_MS,
    sameDayLeadMs: rules.sameDayLeadHours * HOUR_MS,
    pickupReadyMs: rules.pickupReadyHours * HOUR_MS,
    daysAhead: rules.daysAhead,
  };
}

function slotId(date: string, from: string, to: string): string {
  return `${date}T${from}-${to}`;
}

function expressId(date: string): string {
  return `${date}Texpress`;
}

/** The day's slot grid: [from, to) in minutes since local midnight. */
function dayGrid(s: Schedule): Array<[number, number]> {
  const grid: Array<[number, number]> = [];
  for (let from = s.opens; from < s.closes; from += s.slotMinutes) grid.push([from, Math.min(from + s.slotMinutes, s.closes)]);
  return grid;
}

// ---------------------------------------------------------------------------------------------
// Rules

/** The local date a simple delivery confirmed at `now` arrives: today before the cut-off, else tomorrow. */
export function earliestDeliveryDate(now: Date, rules: DeliveryRules = DEFAULT_DELIVERY_RULES): string {
  const s = schedule(rules);
  const { day, msOfDay } = localParts(now);
  return dayToDate(msOfDay < s.cutoff * MINUTE_MS ? day : day + 1);
}

/** Express is offered when the shop is open and now + expressWithinHours is no later than closing. */
export function expressAvailable(now: Date, rules: DeliveryRules = DEFAULT_DELIVERY_RULES): boolean {
  const s = schedule(rules);
  const { msOfDay } = localParts(now);
  return msOfDay >= s.opens * MINUTE_MS && msOfDay + s.expressMs <= s.closes * MINUTE_MS;
}

function expressSlot(now: Date, s: Schedule): DeliverySlot {
  const { day, msOfDay } = localParts(now);
  const date = dayToDate(day);
  const fromMinutes = Math.floor(msOfDay / MINUTE_MS);
  // The end is rounded up to the minute so the shown window never promises less than it must.
  const toMinutes = Math.min(Math.ceil((msOfDay + s.expressMs) / MINUTE_MS), 24 * 60);
  return { date, from: formatClock(fromMinutes), to: formatClock(toMinutes), id: expressId(date) };
}

/** The slots a shopper can choose at `now`, in order. Express has at most one (its window). */
export function availableSlots(now: Date, type: DeliveryType, rules: DeliveryRules = DEFAULT_DELIVERY_RULES): DeliverySlot[] {
  const s = schedule(rules);
  if (type === "express") return expressAvailable(now, rules) ? [expressSlot(now, s)] : [];

  const today = localParts(now).day;
  const firstDay = type === "simple" ? (dateToDay(earliestDeliveryDate(now, rules)) as number) : today;
  const leadMs = type === "simple" ? s.sameDayLeadMs : s.pickupReadyMs;
  const notBefore = now.getTime() + leadMs;
  const grid = dayGrid(s);
  const slots: DeliverySlot[] = [];
  for (let day = firstDay; day < firstDay + s.daysAhead; day++) {
    const date = dayToDate(day);
    for (const [fromMinutes, toMinutes] of grid) {
      const startsAt = day * DAY_MS + fromMinutes * MINUTE_MS - OFFSET_MS;
      if (startsAt < notBefore) continue;
      const from = formatClock(fromMinutes);
      const to = formatClock(toMinutes);
      slots.push({ date, from, to, id: slotId(date, from, to) });
    }
  }
  return slots;
}

/**
 * Checks the slot a shopper chose, at the moment the order is confirmed. For express the
 * window is implied, so a missing id is accepted; a given id must be today's express id.
 */
export function validateSlot(
  now: Date,
  type: DeliveryType,
  slotIdValue: string | null | undefined,
  rules: DeliveryRules = DEFAULT_DELIVERY_RULES,
): SlotResult {
  const id = (slotIdValue ?? "").trim();
  if (type === "express") {
    if (!expressAvailable(now, rules)) return { ok: false, error: "delivery.expressClosed" };
    const slot = expressSlot(now, schedule(rules));
    if (id !== "" && id !== slot.id) return { ok: false, error: "delivery.slotUnavailable" };
    return { ok: true, slot };
  }
  if (id === "") return { ok: false, error: "delivery.slotRequired" };
  const slot = availableSlots(now, type, rules).find((candidate) => candidate.id === id);
  return slot ? { ok: true, slot } : { ok: false, error: "delivery.slotUnavailable" };
}

export interface DeliveryWindow {
  type: DeliveryType;
  date: string;
  from: string;
  to: string;
  /** The window as UTC instants, for formatShopDateTime and machines. */
  startsAt: string;
  endsAt: string;
}

/**
 * The expected delivery (or pickup) window shown on the order page. Simple and pickup: the
 * chosen slot, read from its id (no re-validation: the order is history). Express: four hours
 * from confirmation; if confirmation came when express was no longer possible (say a late
 * payment callback at 20:00), the promise moves to the next opening: opens..opens+4h, capped
 * at closing. Returns null for an unreadable slot id.
 */
export function expectedDeliveryWindow(
  order: { type: DeliveryType; slotId: string | null; confirmedAt: Date },
  rules: DeliveryRules = DEFAULT_DELIVERY_RULES,
): DeliveryWindow | null {
  const s = schedule(rules);
  if (order.type === "express") {
    if (expressAvailable(order.confirmedAt, rules)) {
      const slot = expressSlot(order.confirmedAt, s);
      const startsAt = order.confirmedAt.getTime();
      return toWindow("express", slot.date, slot.from, slot.to, startsAt, startsAt + s.expressMs);
    }
    const { day, msOfDay } = localParts(order.confirmedAt);
    const openDay = msOfDay < s.opens * MINUTE_MS ? day : day + 1;
    const date = dayToDate(openDay);
    const toMinutes = Math.min(s.opens + Math.ceil(s.expressMs / MINUTE_MS), s.closes);
    const startsAt = openDay * DAY_MS + s.opens * MINUTE_MS - OFFSET_MS;
    const endsAt = openDay * DAY_MS + toMinutes * MINUTE_MS - OFFSET_MS;
    return toWindow("express", date, formatClock(s.opens), formatClock(toMinutes), startsAt, endsAt);
  }
  const parsed = parseSlotId(order.slotId ?? "");
  if (!parsed) return null;
  const startsAt = ulaanbaatarInstant(parsed.date, parsed.from).getTime();
  const endsAt = ulaanbaatarInstant(parsed.date, parsed.to).getTime();
  return toWindow(order.type, parsed.date, parsed.from, parsed.to, startsAt, endsAt);
}

function toWindow(type: DeliveryType, date: string, from: string, to: string, startsAt: number, endsAt: number): DeliveryWindow {
  return { type, date, from, to, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() };
}

/** Reads a simple/pickup slot id back into its parts; null when malformed. */
export function parseSlotId(id: string): { date: string; from: string; to: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(id);
  if (!match) return null;
  const [, date, from, to] = match as unknown as [string, string, string, string];
  const fromMinutes = parseClock(from);
  const toMinutes = parseClock(to);
  if (dateToDay(date) === null || fromMinutes === null || toMinutes === null || fromMinutes >= toMinutes) return null;
  return { date, from, to };
}
