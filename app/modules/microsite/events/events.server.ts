import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { calendarDateIn, DAY_MS, HOUR_MS } from "~/kernel/dates";
import { fail, ok, type Result } from "~/kernel/result";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import type { MicrositeLocale } from "../locales";
import {
  addDays,
  DATE_WANTED_MAX_DAYS,
  eventPhase,
  groupSizeMax,
  judgeQuoteRequest,
  offeredLanguages,
  parseGuideLanguages,
  PAST_EVENTS_SHOWN,
  pickEventText,
  QUOTES_PER_CONTACT_PER_DAY,
  QUOTES_PER_IP_PER_HOUR,
  UPCOMING_EVENTS_SHOWN,
  type EventKind,
  type RequestedEvent,
} from "./domain/events";
import { eventDateLabel, eventTile, eventTimeLabel } from "./format";
import type { QuoteRequestInput } from "./forms";
import { eventTexts, findPublishedEventBySlug, insertQuoteRequest, listPastEvents, listUpcomingEvents } from "./queries.server";
import type { QuoteRequestError } from "./status";
import type { EventCardView, EventPageView, EventsPageView, QuoteFormSetup } from "./views";

/**
 * The microsite's tours and events (issue 19): the list (upcoming, and past ones marked past), an
 * event's page, and a group's quote request for an event or for a private tour. Requests are
 * answered by staff at /staff/quotes (quotes.server.ts).
 */

type EventRow = Awaited<ReturnType<typeof listUpcomingEvents>>[number];
type TextRow = Awaited<ReturnType<typeof eventTexts>>[number];

const { timeZone } = siteConfig;

function requested(row: EventRow): RequestedEvent {
  return { capacity: row.capacity, guideLanguages: parseGuideLanguages(row.guide_languages), startsAt: row.starts_at, endsAt: row.ends_at };
}

async function cards(db: DB, rows: readonly EventRow[], lang: MicrositeLocale, now: Date): Promise<EventCardView[]> {
  const texts = await eventTexts(
    db,
    rows.map((row) => row.id),
    lang === "mn" ? ["mn"] : [lang, "mn"],
  );
  const byEvent = new Map<number, TextRow[]>();
  for (const text of texts) byEvent.set(text.event_id, [...(byEvent.get(text.event_id) ?? []), text]);
  return rows.flatMap((row) => {
    const text = pickEventText(byEvent.get(row.id) ?? [], lang);
    // An event nobody wrote words for (not even mn) has nothing to show.
    if (!text) return [];
    return [
      {
        slug: row.slug,
        kind: row.kind as EventKind,
        phase: eventPhase({ startsAt: row.starts_at, endsAt: row.ends_at }, now),
        title: text.title,
        place: text.place,
        summary: text.summary,
        textLang: text.lang,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        dateLabel: eventDateLabel(row.starts_at, lang, timeZone),
        timeLabel: eventTimeLabel(row.starts_at, row.ends_at, lang, timeZone),
        tile: eventTile(row.starts_at, lang, timeZone),
        capacity: row.capacity,
        pricePerPerson: row.price_per_person,
        guideLanguages: parseGuideLanguages(row.guide_languages),
      },
    ];
  });
}

function formSetup(event: RequestedEvent | null, now: Date): QuoteFormSetup {
  const today = calendarDateIn(now, timeZone);
  const eventDay = event ? calendarDateIn(new Date(event.startsAt), timeZone) : null;
  return {
    groupMax: groupSizeMax(event),
    dateMin: today,
    dateMax: addDays(today, DATE_WANTED_MAX_DAYS),
    dateDefault: eventDay && eventDay >= today ? eventDay : "",
    languages: [...offeredLanguages(event)],
  };
}

export async function micrositeEvents(db: DB, now: Date, lang: MicrositeLocale): Promise<EventsPageView> {
  const nowIso = now.toISOString();
  const [upcoming, past] = await Promise.all([listUpcomingEvents(db, nowIso, UPCOMING_EVENTS_SHOWN), listPastEvents(db, nowIso, PAST_EVENTS_SHOWN)]);
  return {
    upcoming: await cards(db, upcoming, lang, now),
    past: await cards(db, past, lang, now),
    privateTour: formSetup(null, now),
  };
}

/** Slugs are written by the seed and the back office: lower-case words and dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function micrositeEvent(db: DB, now: Date, lang: MicrositeLocale, slug: string): Promise<EventPageView | null> {
  if (!SLUG.test(slug) || slug.length > 80) return null;
  const row = await findPublishedEventBySlug(db, slug);
  if (!row) return null;
  const [event] = await cards(db, [row], lang, now);
  if (!event) return null;
  return { event, form: event.phase === "upcoming" ? formSetup(requested(row), now) : null };
}

export interface QuoteRequest extends QuoteRequestInput {
  /** The event's slug, or null for a private tour. */
  slug: string | null;
  locale: MicrositeLocale;
  clientIp: string;
}

/**
 * Stores a group's request for a price. The event's rules first (places, languages, dates; see
 * judgeQuoteRequest), then the limits: QUOTES_PER_IP_PER_HOUR from one client address and
 * QUOTES_PER_CONTACT_PER_DAY for one e-mail or phone. Nothing is sent now: the requester hears
 * back when staff answer.
 */
export async function requestQuote(db: DB, now: Date, request: QuoteRequest): Promise<Result<{ id: number }, QuoteRequestError>> {
  let eventId: number | null = null;
  let event: RequestedEvent | null = null;
  if (request.slug !== null) {
    const row = SLUG.test(request.slug) ? await findPublishedEventBySlug(db, request.slug) : undefined;
    if (!row) return fail("brandEvents:errors.eventNotFound");
    eventId = row.id;
    event = requested(row);
  }
  const [refusal] = judgeQuoteRequest(request, event, now, calendarDateIn(now, timeZone));
  if (refusal) return fail(refusal);
  const email = request.email ?? null;
  const phone = request.phone ?? null;
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  if (!(await hitRateLimit(db, `brand-quote:ip:${request.clientIp}`, QUOTES_PER_IP_PER_HOUR, hourAgo, now))) return fail("brandEvents:errors.tooManyRequests");
  if (!(await hitRateLimit(db, `brand-quote:contact:${email ?? phone}`, QUOTES_PER_CONTACT_PER_DAY, dayAgo, now))) return fail("brandEvents:errors.tooManyRequests");
  const row = await insertQuoteRequest(db, {
    event_id: eventId,
    group_size: request.groupSize,
    date_wanted: request.dateWanted,
    guide_language: request.guideLanguage,
    name: request.name,
    email,
    phone,
    message: request.message,
    locale: request.locale,
    state: "new",
    created_at: now.toISOString(),
    client_ip: request.clientIp.slice(0, 64),
  });
  return ok({ id: row.id });
}
