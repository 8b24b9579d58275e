import type { Insertable, Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { BrandQuoteRequestTable, BrandQuoteState } from "~/db/schema-brand-events";

/**
 * The SQL of the microsite's tours and events (migration 0022). A quote request moves
 * new -> answered -> closed (or new -> closed) by guarded UPDATEs: the answer is written, and its
 * e-mail queued, only by the one statement that finds the request still new.
 */

type Executor = DB | Transaction<Database>;

const eventColumns = ["e.id", "e.slug", "e.kind", "e.starts_at", "e.ends_at", "e.capacity", "e.price_per_person", "e.guide_languages"] as const;

/** Published events that have not ended, soonest first. */
export async function listUpcomingEvents(db: Executor, nowIso: string, limit: number) {
  return db
    .selectFrom("brand_events as e")
    .select(eventColumns)
    .where("e.published", "=", 1)
    .where("e.ends_at", ">", nowIso)
    .orderBy("e.starts_at")
    .orderBy("e.id")
    .limit(limit)
    .execute();
}

/** Published events that have ended, the latest first. */
export async function listPastEvents(db: Executor, nowIso: string, limit: number) {
  return db
    .selectFrom("brand_events as e")
    .select(eventColumns)
    .where("e.published", "=", 1)
    .where("e.ends_at", "<=", nowIso)
    .orderBy("e.starts_at", "desc")
    .orderBy("e.id", "desc")
    .limit(limit)
    .execute();
}

export async function findPublishedEventBySlug(db: Executor, slug: string) {
  return db.selectFrom("brand_events as e").select(eventColumns).where("e.slug", "=", slug).where("e.published", "=", 1).executeTakeFirst();
}

/** The texts of these events in `langs` (the page's language and mn, its fallback). */
export async function eventTexts(db: Executor, eventIds: readonly number[], langs: readonly string[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom("brand_event_texts")
    .select(["event_id", "lang", "title", "place", "summary"])
    .where("event_id", "in", eventIds)
    .where("lang", "in", langs)
    .execute();
}

export async function insertQuoteRequest(db: Executor, values: Insertable<BrandQuoteRequestTable>) {
  return db.insertInto("brand_quote_requests").values(values).returning("id").executeTakeFirstOrThrow();
}

const quoteColumns = [
  "q.id",
  "q.event_id",
  "q.group_size",
  "q.date_wanted",
  "q.guide_language",
  "q.name",
  "q.email",
  "q.phone",
  "q.message",
  "q.locale",
  "q.state",
  "q.answer_price",
  "q.answer_message",
  "q.answered_at",
  "q.closed_at",
  "q.created_at",
  "q.client_ip",
  "e.slug as event_slug",
  "e.kind as event_kind",
  "e.starts_at as event_starts_at",
  "e.ends_at as event_ends_at",
  "e.capacity as event_capacity",
  "e.price_per_person as event_price_per_person",
  "u.name as staff_name",
] as const;

function quotes(db: Executor) {
  return db
    .selectFrom("brand_quote_requests as q")
    .leftJoin("brand_events as e", "e.id", "q.event_id")
    .leftJoin("users as u", "u.id", "q.staff_user_id")
    .select(quoteColumns);
}

export async function countQuoteRequests(db: Executor, state: BrandQuoteState | null): Promise<number> {
  let query = db.selectFrom("brand_quote_requests").select((eb) => eb.fn.countAll<number>().as("n"));
  if (state) query = query.where("state", "=", state);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Newest first. */
export async function listQuoteRequests(db: Executor, state: BrandQuoteState | null, limit: number, offset: number) {
  let query = quotes(db).orderBy("q.id", "desc").limit(limit).offset(offset);
  if (state) query = query.where("q.state", "=", state);
  return query.execute();
}

export async function findQuoteRequest(db: Executor, id: number) {
  return quotes(db).where("q.id", "=", id).executeTakeFirst();
}

/** Writes the answer if the request is still new; false when someone answered or closed it first. */
export async function answerNewQuoteRequest(db: Executor, id: number, answer: { price: number; message: string; staffUserId: number; at: string }): Promise<boolean> {
  const result = await db
    .updateTable("brand_quote_requests")
    .set({ state: "answered", answer_price: answer.price, answer_message: answer.message, answered_at: answer.at, staff_user_id: answer.staffUserId })
    .where("id", "=", id)
    .where("state", "=", "new")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes a request that is not closed; false when it already was. */
export async function closeQuoteRequest(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable("brand_quote_requests").set({ state: "closed", closed_at: at }).where("id", "=", id).where("state", "!=", "closed").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
