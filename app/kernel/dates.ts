/**
 * The shop's wall clock (the one source of the zone's name: the configuration, the pure rules and
 * the pages read it here). Ulaanbaatar keeps UTC+8 all year, but nothing below counts on that.
 */
export const SHOP_TIME_ZONE = "Asia/Ulaanbaatar";

/** Durations in milliseconds, for deadlines and windows (one definition for the whole shop). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// Building an Intl.DateTimeFormat costs far more than using one, and a listing formats dates for
// every card: one formatter per kind and time zone, kept for the process.
const FORMATS = {
  day: ["en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }],
  time: ["en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }],
  minute: ["en-US", { hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;
const keptFormats = new Map<string, Intl.DateTimeFormat>();

function formatIn(kind: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = keptFormats.get(key);
  if (!format) {
    const [locale, options] = FORMATS[kind];
    keptFormats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  }
  return format;
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Calendar date of an instant in the shop's time zone: `2026.12.31` (mn) or `31 Dec 2026` (en). */
export function formatShopDate(iso: string, locale: string, timeZone: string): string {
  const parts = formatIn("day", timeZone).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const year = get("year");
  const month = get("month");
  const day = get("day");
  if (locale === "en") return `${Number(day)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
  return `${year}.${month}.${day}`;
}

/** Date and 24-hour time of an instant in the shop's time zone: `2026.12.31 18:05` (mn) or `31 Dec 2026 18:05` (en). */
export function formatShopDateTime(iso: string, locale: string, timeZone: string): string {
  const parts = formatIn("time", timeZone).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${formatShopDate(iso, locale, timeZone)} ${get("hour")}:${get("minute")}`;
}

/**
 * A delivery or pickup window, the way every page words it (the payment step, the order page):
 * `2026.11.24 11:00–13:00` (mn) or `24 Nov 2026 11:00–13:00` (en), in the shop's time zone.
 * A window that ends on a later day names that day too.
 */
export function formatShopWindow(startsAt: string, endsAt: string, locale: string, timeZone: string): string {
  const start = formatShopDateTime(startsAt, locale, timeZone);
  const end = formatShopDateTime(endsAt, locale, timeZone);
  const sameDay = formatShopDate(startsAt, locale, timeZone) === formatShopDate(endsAt, locale, timeZone);
  return `${start}–${sameDay ? end.slice(-5) : end}`;
}

/** The calendar date of an instant in a time zone, `YYYY-MM-DD` (ages and birthdays are counted on it). */
export function calendarDateIn(now: Date, timeZone: string): string {
  const parts = formatIn("day", timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Milliseconds a time zone's wall clock is ahead of UTC at an instant (to the minute). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = formatIn("minute", timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
}

/**
 * A wall-clock time on a calendar day in a time zone (`2026-12-31`, `18:05`), as an ISO UTC
 * instant. Where a change of offset repeats that time, the first of the two; where it skips it,
 * the time moved forward by the gap (as Temporal's "compatible"): a day whose midnight is skipped
 * begins when the clock resumes.
 */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  if (!Number.isFinite(wall)) throw new RangeError(`not a day and time: ${day} ${time}`);
  // The offsets in force just before and just after the wall time read as UTC bracket the answer.
  const candidates = [...new Set([wall - zoneOffsetMs(new Date(wall - DAY_MS), timeZone), wall - zoneOffsetMs(new Date(wall + DAY_MS), timeZone)])].sort((a, b) => a - b);
  const exact = candidates.find((instant) => instant + zoneOffsetMs(new Date(instant), timeZone) === wall);
  return new Date(exact ?? candidates[candidates.length - 1]!).toISOString();
}

/** The instant a calendar day (`YYYY-MM-DD`) begins in a time zone, as an ISO UTC instant. */
export function dayStartIn(day: string, timeZone: string): string {
  return zonedInstant(day, "00:00", timeZone);
}

/** The calendar day `days` after `day` (`YYYY-MM-DD`; negative goes back). */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * Whole years between a YYYY-MM-DD birth date and a local YYYY-MM-DD date; null when either is
 * not a real date. Someone born on 29 February has their birthday on 1 March in other years.
 */
export function ageOn(birthDate: string, onDate: string): number | null {
  const b = parseCalendarDate(birthDate);
  const d = parseCalendarDate(onDate);
  if (!b || !d) return null;
  const hadBirthday = d.month > b.month || (d.month === b.month && d.day >= b.day);
  return d.year - b.year - (hadBirthday ? 0 : 1);
}

/** A real YYYY-MM-DD date as numbers, or null (30 February, 2026-13-01 and junk are not dates). */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}
