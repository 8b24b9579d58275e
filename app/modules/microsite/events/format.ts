import type { MicrositeLocale } from "../locales";

/**
 * Dates of tours and events as each microsite language writes them, in the shop's time zone
 * (Ulaanbaatar). Written on the server into the view models, so the browser shows the same
 * words it was sent (no second formatting, no hydration difference).
 */

/** The locale Intl writes each language's dates with (English as the shop writes it: 24 November). */
const DATE_LOCALE: Record<MicrositeLocale, string> = { en: "en-GB", mn: "mn", ru: "ru", cn: "zh-Hans", it: "it" };

// Mongolian reads best with the month as a number (`2026 оны 11-р сарын 24, мягмар гараг`).
const longDate = (lang: MicrositeLocale): Intl.DateTimeFormatOptions => ({ weekday: "long", year: "numeric", month: lang === "mn" ? "short" : "long", day: "numeric" });

function formatter(lang: MicrositeLocale, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], { timeZone, ...options });
}

/** `Tuesday, 24 November 2026` / `вторник, 24 ноября 2026 г.` / `2026年11月24日星期二`. */
export function eventDateLabel(iso: string, lang: MicrositeLocale, timeZone: string): string {
  return keepYearMark(formatter(lang, timeZone, longDate(lang)).format(new Date(iso)));
}

/** Russian's `2026 г.` stays on one line. */
const keepYearMark = (label: string) => label.replace(/(\d) (г\.)/, "$1\u00a0$2");

/** `18:30–21:00`; an event that ends on a later day names that day: `18:30 – 25.11 02:00`. */
export function eventTimeLabel(startsAt: string, endsAt: string, lang: MicrositeLocale, timeZone: string): string {
  const time = formatter(lang, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const day = formatter(lang, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (day.format(start) === day.format(end)) return `${time.format(start)}–${time.format(end)}`;
  return `${time.format(start)} – ${formatter(lang, timeZone, { month: "short", day: "numeric" }).format(end)} ${time.format(end)}`;
}

/** A calendar day (`YYYY-MM-DD`, already Ulaanbaatar's) in words, without a weekday shift. */
export function calendarDateLabel(date: string, lang: MicrositeLocale): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return keepYearMark(formatter(lang, "UTC", longDate(lang)).format(new Date(Date.UTC(year, month - 1, day, 12))));
}

/** The calendar tile of a card: the day's number and the month, short. */
export function eventTile(iso: string, lang: MicrositeLocale, timeZone: string): { day: string; month: string } {
  const date = new Date(iso);
  const day = formatter(lang, timeZone, { day: "numeric" }).format(date);
  const month = formatter(lang, timeZone, { month: "short" }).format(date);
  return { day: day.replace(/\D+$/, ""), month };
}
