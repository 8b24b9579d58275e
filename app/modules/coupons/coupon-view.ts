/**
 * Shapes of a coupon as the pages show it, and the date arithmetic of the staff form.
 * Pure: no I/O, no clock. Components may import these types and helpers.
 */

export type CouponListState = "active" | "used" | "expired";

export interface CouponView {
  id: number;
  code: string;
  kind: "coupon" | "voucher" | "promo";
  title: { mn: string; en: string };
  discountType: "percent" | "amount";
  discountValue: number;
  voucherBalance: number | null;
  minOrder: number;
  /** ISO UTC, inclusive; null = from the start. */
  startsAt: string | null;
  /** ISO UTC of the last instant it can be used (the stored end is exclusive); null = no end. */
  lastUsableAt: string | null;
  state: CouponListState;
  firstOrderOnly: boolean;
  signedInOnly: boolean;
}

/** The stored end is exclusive: the last usable instant is one millisecond before it. */
export function lastUsableAt(endsAt: string | null): string | null {
  if (!endsAt) return null;
  const t = Date.parse(endsAt);
  return Number.isNaN(t) ? null : new Date(t - 1).toISOString();
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - (instant - (instant % 1000));
}

/**
 * Midnight at the start of a calendar day (`YYYY-MM-DD`) in the shop's time zone, as ISO UTC;
 * `plusDays` moves the day first (the end date of a coupon is inclusive, so its stored,
 * exclusive end is the next day's midnight).
 */
export function shopDayStartUtc(date: string, timeZone: string, plusDays = 0): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d + plusDays);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  // Near a daylight-saving change the offset at the guess may differ; one correction settles it.
  const corrected = wall - zoneOffsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant).toISOString();
}
