import { queueMessage } from "~/adapters/messages/index.server";
import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { isMicrositeLocale, MICROSITE_DEFAULT_LOCALE, type MicrositeLocale } from "../locales";
import { answerChannel, pickEventText, QUOTES_PER_PAGE, suggestedGroupPrice, type EventKind, type QuoteState } from "./domain/events";
import { renderQuoteAnswer } from "./answer-message.server";
import { calendarDateLabel, eventDateLabel, eventTimeLabel } from "./format";
import type { StaffQuoteInput } from "./forms";
import { answerNewQuoteRequest, closeQuoteRequest, countQuoteRequests, eventTexts, findQuoteRequest, listQuoteRequests } from "./queries.server";
import type { StaffQuoteError } from "./status";
import type { QuotePageView, QuoteSummaryView, QuoteView } from "./views";

/**
 * The staff's side of quote requests (/staff/quotes): requests by state, newest first; one
 * request; the answer (a price for the group and a message), which the requester receives by
 * e-mail (or SMS when they gave only a phone) in the microsite language they wrote in; closing.
 * A request is answered once: the guarded UPDATE that moves it from new to answered is the only
 * way its message is queued, in the same transaction, and delivery happens after the commit.
 */

type Row = NonNullable<Awaited<ReturnType<typeof findQuoteRequest>>>;

const requestLocale = (locale: string): MicrositeLocale => (isMicrositeLocale(locale) ? locale : MICROSITE_DEFAULT_LOCALE);

/** The events' titles in the staff's language (mn or en; mn when en has none). */
async function staffTitles(db: DB, rows: readonly Row[], staffLang: "mn" | "en"): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.event_id === null ? [] : [row.event_id])))];
  const texts = await eventTexts(db, ids, staffLang === "mn" ? ["mn"] : ["en", "mn"]);
  const titles = new Map<number, string>();
  for (const id of ids) {
    const text = pickEventText(
      texts.filter((t) => t.event_id === id),
      staffLang,
    );
    if (text) titles.set(id, text.title);
  }
  return titles;
}

function summary(row: Row, titles: Map<number, string>): QuoteSummaryView {
  return {
    id: row.id,
    eventSlug: row.event_slug,
    eventTitle: row.event_id === null ? null : (titles.get(row.event_id) ?? row.event_slug),
    eventStartsAt: row.event_starts_at,
    groupSize: row.group_size,
    dateWanted: row.date_wanted,
    guideLanguage: row.guide_language,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    state: row.state,
    createdAt: row.created_at,
    excerpt: row.message.length > 140 ? `${row.message.slice(0, 139)}…` : row.message,
  };
}

export async function staffQuoteRequests(db: DB, state: QuoteState | null, page: number, staffLang: "mn" | "en"): Promise<QuotePageView> {
  const total = await countQuoteRequests(db, state);
  const pages = Math.max(1, Math.ceil(total / QUOTES_PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await listQuoteRequests(db, state, QUOTES_PER_PAGE, (current - 1) * QUOTES_PER_PAGE);
  const titles = await staffTitles(db, rows, staffLang);
  return { quotes: rows.map((row) => summary(row, titles)), state, page: current, pages, total };
}

export async function staffQuoteRequest(db: DB, id: number, staffLang: "mn" | "en"): Promise<QuoteView | null> {
  const row = await findQuoteRequest(db, id);
  if (!row) return null;
  const { excerpt: _excerpt, ...rest } = summary(row, await staffTitles(db, [row], staffLang));
  return {
    ...rest,
    message: row.message,
    eventKind: (row.event_kind as EventKind | null) ?? null,
    eventCapacity: row.event_capacity,
    eventPricePerPerson: row.event_price_per_person,
    suggestedPrice: suggestedGroupPrice(row.event_price_per_person, row.group_size),
    answerPrice: row.answer_price,
    answerMessage: row.answer_message,
    answeredAt: row.answered_at,
    staffName: row.staff_name,
    closedAt: row.closed_at,
    clientIp: row.client_ip,
    answerBy: answerChannel(row)?.channel ?? "email",
  };
}

/** Staff answer a new request (its message queued in the requester's language) or close one. */
export async function handleQuoteRequest(db: DB, now: Date, staffId: number, input: StaffQuoteInput): Promise<Result<{ state: "answered" | "closed" }, StaffQuoteError>> {
  const row = await findQuoteRequest(db, input.id);
  if (!row) return fail("quotes:errors.notFound");
  if (input.intent === "close") {
    return (await closeQuoteRequest(db, row.id, now.toISOString())) ? ok({ state: "closed" }) : fail("quotes:errors.alreadyClosed");
  }
  if (row.state !== "new") return fail(row.state === "closed" ? "quotes:errors.alreadyClosed" : "quotes:errors.alreadyAnswered");
  const to = answerChannel(row);
  if (!to) return fail("quotes:errors.notFound"); // the table's CHECK keeps this from happening
  // Everything the message says is read and written out before the transaction.
  const lang = requestLocale(row.locale);
  let eventTitle: string | null = null;
  let eventWhen: string | null = null;
  if (row.event_id !== null && row.event_starts_at && row.event_ends_at) {
    const text = pickEventText(await eventTexts(db, [row.event_id], [lang, "mn"]), lang);
    eventTitle = text?.title ?? row.event_slug;
    eventWhen = `${eventDateLabel(row.event_starts_at, lang, siteConfig.timeZone)}, ${eventTimeLabel(row.event_starts_at, row.event_ends_at, lang, siteConfig.timeZone)}`;
  }
  const message = renderQuoteAnswer(to.channel, lang, {
    number: row.id,
    name: row.name,
    eventTitle,
    eventWhen,
    dateWanted: calendarDateLabel(row.date_wanted, lang),
    groupSize: row.group_size,
    guideLanguage: requestLocale(row.guide_language),
    price: input.price,
    message: input.message,
  });
  const answered = await inTransaction(db, async (trx) => {
    if (!(await answerNewQuoteRequest(trx, row.id, { price: input.price, message: input.message, staffUserId: staffId, at: now.toISOString() }))) return false;
    await queueMessage(trx, { channel: to.channel, recipient: to.to, subject: message.subject, text: message.text, html: message.html }, now);
    return true;
  });
  if (answered) return ok({ state: "answered" });
  // Someone else answered or closed it in the meantime.
  const after = await findQuoteRequest(db, row.id);
  return fail(after?.state === "closed" ? "quotes:errors.alreadyClosed" : "quotes:errors.alreadyAnswered");
}
