import { normalisePhone } from "~/kernel/identifiers";

/**
 * The rules of the microsite's tours and events and their quote requests (issue 19;
 * docs/decisions/052-brand-microsite.md). Pure: the time (`now`) and the shop's calendar date
 * (`today`, `YYYY-MM-DD` in Ulaanbaatar) are arguments. Error codes are `brandEvents:` keys, in
 * the five microsite languages.
 */

/** The microsite's languages (app/config/site.ts `locales.microsite`; a test keeps the two equal). */
export const EVENT_LANGUAGES = ["en", "mn", "ru", "cn", "it"] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

export const EVENT_KINDS = ["tour", "tasting"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const QUOTE_STATES = ["new", "answered", "closed"] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** The largest group any request may name (the table's CHECK); an event's own capacity is usually lower. */
export const GROUP_SIZE_MAX = 500;
/** A private tour of the distillery: the largest group the guides take round at once. */
export const PRIVATE_TOUR_GROUP_MAX = 40;
export const QUOTE_NAME_MAX = 100;
export const QUOTE_MESSAGE_MAX = 2000;
export const QUOTE_ANSWER_MAX = 2000;
/** A price staff may answer with (tugrik): far above any group's, short of an overflow. */
export const QUOTE_PRICE_MAX = 1_000_000_000;
/** How far ahead a date may be wished for. */
export const DATE_WANTED_MAX_DAYS = 366;
/** One visitor's requests (one client IP) per hour, and one address's (e-mail or phone) per day. */
export const QUOTES_PER_IP_PER_HOUR = 5;
export const QUOTES_PER_CONTACT_PER_DAY = 5;
/** The staff list's page size. */
export const QUOTES_PER_PAGE = 30;
/** The microsite list shows this many upcoming events at most, and this many past ones. */
export const UPCOMING_EVENTS_SHOWN = 50;
export const PAST_EVENTS_SHOWN = 6;

export function isEventLanguage(value: unknown): value is EventLanguage {
  return typeof value === "string" && (EVENT_LANGUAGES as readonly string[]).includes(value);
}

export function asQuoteState(value: string | null | undefined): QuoteState | null {
  return (QUOTE_STATES as readonly string[]).includes(value ?? "") ? (value as QuoteState) : null;
}

/** `mn, en,ru,xx,en` -> ["mn", "en", "ru"]: known codes, each once, in the order written. */
export function parseGuideLanguages(stored: string): EventLanguage[] {
  const out: EventLanguage[] = [];
  for (const part of stored.split(",")) {
    const code = part.trim();
    if (isEventLanguage(code) && !out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * Where an event stands at `now`: before its start it takes requests; between start and end it
 * is under way; after its end it is past (the list shows it in its own block, marked past).
 */
export type EventPhase = "upcoming" | "underway" | "past";

export function eventPhase(event: { startsAt: string; endsAt: string }, now: Date): EventPhase {
  const at = now.toISOString();
  if (event.startsAt > at) return "upcoming";
  if (event.endsAt > at) return "underway";
  return "past";
}

/** An event's words in the page's language, or in mn (always written) when that language has none. */
export interface EventText {
  lang: string;
  title: string;
  place: string;
  summary: string;
}

export function pickEventText<T extends EventText>(texts: readonly T[], lang: string): T | null {
  return texts.find((text) => text.lang === lang) ?? texts.find((text) => text.lang === "mn") ?? null;
}

/**
 * A phone a visitor can be reached on: a Mongolian mobile (8 digits, stored +976XXXXXXXX, as
 * everywhere in the shop) or, since many microsite visitors are travellers, any international
 * number written with its country code (`+7 912 345-67-89`, `0039 06 1234 5678`): + and 8-15
 * digits (E.164). Anything else is null.
 */
export function normaliseVisitorPhone(input: string): string | null {
  const mongolian = normalisePhone(input);
  if (mongolian) return mongolian;
  const compact = input.trim().replace(/[\s\-().]/g, "");
  const match = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact);
  return match ? `+${match[1]}` : null;
}

/** How the requester hears back: e-mail when they gave one, else SMS. */
export function answerChannel(contact: { email: string | null; phone: string | null }): { channel: "email" | "sms"; to: string } | null {
  if (contact.email) return { channel: "email", to: contact.email };
  if (contact.phone) return { channel: "sms", to: contact.phone };
  return null;
}

/** `2026-11-24` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The event a request is for (null: a private tour), as the rules need it. */
export interface RequestedEvent {
  capacity: number;
  guideLanguages: readonly EventLanguage[];
  startsAt: string;
  endsAt: string;
}

export interface QuoteRequestFacts {
  groupSize: number;
  dateWanted: string;
  guideLanguage: EventLanguage;
}

export type QuoteField = "groupSize" | "dateWanted" | "guideLanguage" | "";
export type QuoteRuleError =
  | "brandEvents:errors.eventClosed"
  | "brandEvents:errors.groupTooLarge"
  | "brandEvents:errors.languageNotOffered"
  | "brandEvents:errors.datePast"
  | "brandEvents:errors.dateTooFar";

/** The field each refusal belongs to ("" = the whole form). */
export const QUOTE_ERROR_FIELD: Record<QuoteRuleError, QuoteField> = {
  "brandEvents:errors.eventClosed": "",
  "brandEvents:errors.groupTooLarge": "groupSize",
  "brandEvents:errors.languageNotOffered": "guideLanguage",
  "brandEvents:errors.datePast": "dateWanted",
  "brandEvents:errors.dateTooFar": "dateWanted",
};

/** The largest group a request may name: the event's places, or a private tour's. */
export function groupSizeMax(event: RequestedEvent | null): number {
  return event ? Math.min(event.capacity, GROUP_SIZE_MAX) : PRIVATE_TOUR_GROUP_MAX;
}

/** The guide languages a request may choose: the event's, or any microsite language for a private tour. */
export function offeredLanguages(event: RequestedEvent | null): readonly EventLanguage[] {
  return event ? event.guideLanguages : EVENT_LANGUAGES;
}

/**
 * Whether a request (already well-formed: the form's schema checked types and formats) may be
 * made: an event that has not started; a group within its places; a guide language it offers; a
 * date from today (Ulaanbaatar) to a year ahead. Every refusal, in the order of the form's fields.
 */
export function judgeQuoteRequest(facts: QuoteRequestFacts, event: RequestedEvent | null, now: Date, today: string): QuoteRuleError[] {
  if (event && eventPhase(event, now) !== "upcoming") return ["brandEvents:errors.eventClosed"];
  const errors: QuoteRuleError[] = [];
  if (facts.groupSize > groupSizeMax(event)) errors.push("brandEvents:errors.groupTooLarge");
  if (facts.dateWanted < today) errors.push("brandEvents:errors.datePast");
  else if (facts.dateWanted > addDays(today, DATE_WANTED_MAX_DAYS)) errors.push("brandEvents:errors.dateTooFar");
  if (!offeredLanguages(event).includes(facts.guideLanguage)) errors.push("brandEvents:errors.languageNotOffered");
  return errors;
}

/** What staff might answer with before thinking further: the event's price for the whole group (null for a private tour). */
export function suggestedGroupPrice(pricePerPerson: number | null, groupSize: number): number | null {
  return pricePerPerson === null ? null : pricePerPerson * groupSize;
}
