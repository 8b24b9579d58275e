/** Durations in milliseconds, for deadlines and windows (one definition for the whole shop). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Calendar date of an instant in the shop's time zone: `2026.12.31` (mn) or `31 Dec 2026` (en). */
export function formatShopDate(iso: string, locale: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    new Date(iso),
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const year = get("year");
  const month = get("month");
  const day = get("day");
  if (locale === "en") return `${Number(day)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
  return `${year}.${month}.${day}`;
}

/** Date and 24-hour time of an instant in the shop's time zone: `2026.12.31 18:05` (mn) or `31 Dec 2026 18:05` (en). */
export function formatShopDateTime(iso: string, locale: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(new Date(iso));
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
