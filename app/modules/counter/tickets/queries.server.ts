import { sql, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";

/**
 * The SQL of the e-tickets (migration 0023): issuing one row per unit of an admission line,
 * voiding an order's valid tickets, the holder's and the order's lists, and the door: a look-up
 * by code, the one guarded UPDATE that uses a ticket, and the scan log.
 */

type Executor = DB | Transaction<Database>;

/** The order's lines that sell admission to an event, with the event. */
export async function admissionLinesOfOrder(db: Executor, orderId: number) {
  return db
    .selectFrom("line_items as li")
    .innerJoin("brand_event_admissions as a", "a.variant_id", "li.variant_id")
    .select(["li.id as line_item_id", "li.quantity", "li.variant_id", "a.event_id"])
    .where("li.order_id", "=", orderId)
    .orderBy("li.id")
    .execute();
}

export interface NewTicket {
  code: string;
  orderId: number;
  lineItemId: number;
  seq: number;
  eventId: number;
  variantId: number;
  holderUserId: number | null;
  holderName: string;
  createdAt: string;
}

/**
 * Inserts the ticket unless one holds its unit (line, seq) or, rarely, its code: every unique
 * key does nothing (no error, which on PostgreSQL would end the transaction). True when written.
 */
export async function insertTicketIfNew(db: Executor, ticket: NewTicket): Promise<boolean> {
  const row = await db
    .insertInto("e_tickets")
    .values({
      code: ticket.code,
      order_id: ticket.orderId,
      line_item_id: ticket.lineItemId,
      seq: ticket.seq,
      event_id: ticket.eventId,
      variant_id: ticket.variantId,
      holder_user_id: ticket.holderUserId,
      holder_name: ticket.holderName.slice(0, 200),
      created_at: ticket.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function unitHasTicket(db: Executor, lineItemId: number, seq: number): Promise<boolean> {
  return (await db.selectFrom("e_tickets").select("id").where("line_item_id", "=", lineItemId).where("seq", "=", seq).executeTakeFirst()) !== undefined;
}

/** Valid tickets of the order become void (used ones stay used). Returns how many. */
export async function voidValidTicketsOfOrder(db: Executor, orderId: number, nowIso: string): Promise<number> {
  const result = await db.updateTable("e_tickets").set({ state: "void", voided_at: nowIso }).where("order_id", "=", orderId).where("state", "=", "valid").executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function userEmail(db: Executor, userId: number): Promise<string | null> {
  return (await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst())?.email ?? null;
}

export async function userName(db: Executor, userId: number): Promise<string> {
  const row = await db.selectFrom("users").select(["name", "first_name", "last_name", "email"]).where("id", "=", userId).executeTakeFirst();
  if (!row) return "";
  return row.name || [row.first_name, row.last_name].filter(Boolean).join(" ") || "";
}

const ticketColumns = [
  "t.id",
  "t.code",
  "t.order_id",
  "t.seq",
  "t.event_id",
  "t.holder_user_id",
  "t.holder_name",
  "t.state",
  "t.used_at",
  "t.voided_at",
  "t.created_at",
  "e.slug as event_slug",
  "e.kind as event_kind",
  "e.starts_at as event_starts_at",
  "e.ends_at as event_ends_at",
  "a.name_mn as admission_mn",
  "a.name_en as admission_en",
  "o.number as order_number",
  "u.name as used_by_name",
  "u.email as used_by_email",
] as const;

function ticketsQuery(db: Executor) {
  return db
    .selectFrom("e_tickets as t")
    .innerJoin("brand_events as e", "e.id", "t.event_id")
    .innerJoin("brand_event_admissions as a", "a.variant_id", "t.variant_id")
    .innerJoin("orders as o", "o.id", "t.order_id")
    .leftJoin("users as u", "u.id", "t.used_by")
    .select(ticketColumns);
}

export type TicketRow = Awaited<ReturnType<typeof findTicketByCode>> & object;

export async function ticketsOfOrder(db: Executor, orderId: number) {
  return ticketsQuery(db).where("t.order_id", "=", orderId).orderBy("t.id").execute();
}

/** The holder's tickets, newest first, at most `limit`. */
export async function ticketsOfHolder(db: Executor, userId: number, limit: number) {
  return ticketsQuery(db).where("t.holder_user_id", "=", userId).orderBy("t.id", "desc").limit(limit).execute();
}

export async function findTicketByCode(db: Executor, code: string) {
  return ticketsQuery(db).where("t.code", "=", code).executeTakeFirst();
}

/** The events' titles and places in `langs` (the page's language and mn, its fallback). */
export async function eventWords(db: Executor, eventIds: readonly number[], langs: readonly string[]) {
  if (eventIds.length === 0) return [];
  return db.selectFrom("brand_event_texts").select(["event_id", "lang", "title", "place"]).where("event_id", "in", [...new Set(eventIds)]).where("lang", "in", langs).execute();
}

/**
 * Uses the ticket: the one statement that moves it from valid to used. One row changed means
 * this scan let the holder in; none means someone else did (or it was voided) first.
 */
export async function markTicketUsed(db: Executor, code: string, staffId: number, nowIso: string): Promise<boolean> {
  const result = await db.updateTable("e_tickets").set({ state: "used", used_at: nowIso, used_by: staffId }).where("code", "=", code).where("state", "=", "valid").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewScan {
  staffId: number;
  ticketId: number | null;
  eventId: number | null;
  codeTyped: string;
  action: "check" | "use";
  result: string;
  createdAt: string;
}

export async function insertScan(db: Executor, scan: NewScan): Promise<number> {
  const row = await db
    .insertInto("ticket_scans")
    .values({
      staff_user_id: scan.staffId,
      ticket_id: scan.ticketId,
      event_id: scan.eventId,
      code_typed: scan.codeTyped,
      action: scan.action,
      result: scan.result,
      created_at: scan.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One scan of this staff member (the answer panel after the redirect), with its ticket's code. */
export async function findOwnScan(db: Executor, scanId: number, staffId: number) {
  return db
    .selectFrom("ticket_scans as s")
    .leftJoin("e_tickets as t", "t.id", "s.ticket_id")
    .select(["s.id", "s.ticket_id", "s.event_id", "s.code_typed", "s.action", "s.result", "s.created_at", "t.code"])
    .where("s.id", "=", scanId)
    .where("s.staff_user_id", "=", staffId)
    .executeTakeFirst();
}

/** Scans since `sinceIso` (the start of today in Ulaanbaatar), latest first. */
export async function scansSince(db: Executor, sinceIso: string, limit: number) {
  return db
    .selectFrom("ticket_scans as s")
    .leftJoin("users as u", "u.id", "s.staff_user_id")
    .leftJoin("e_tickets as t", "t.id", "s.ticket_id")
    .select(["s.id", "s.code_typed", "s.action", "s.result", "s.created_at", "s.event_id", "t.event_id as ticket_event_id", "u.name as staff_name", "u.email as staff_email"])
    .where("s.created_at", ">=", sinceIso)
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .limit(limit)
    .execute();
}

/** Published events that have not ended (the door admits to them), soonest first. */
export async function doorEvents(db: Executor, nowIso: string, limit: number) {
  return db
    .selectFrom("brand_events as e")
    .select(["e.id", "e.slug", "e.starts_at", "e.ends_at"])
    .where("e.published", "=", 1)
    .where("e.ends_at", ">", nowIso)
    .orderBy("e.starts_at")
    .orderBy("e.id")
    .limit(limit)
    .execute();
}

/** Per event: tickets issued and not void, and of them used. */
export async function ticketCountsPerEvent(db: Executor, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom("e_tickets")
    .select(["event_id"])
    .select(sql<number>`sum(case when state = 'used' then 1 else 0 end)`.as("used"))
    .select(sql<number>`sum(case when state <> 'void' then 1 else 0 end)`.as("total"))
    .where("event_id", "in", [...eventIds])
    .groupBy("event_id")
    .execute();
}

/** The ticket product on sale for an event (the microsite's "Buy tickets" and the product page's facts). */
export async function ticketProductOfEvent(db: Executor, eventSlug: string) {
  return db
    .selectFrom("brand_event_admissions as a")
    .innerJoin("brand_events as e", "e.id", "a.event_id")
    .innerJoin("variants as v", "v.id", "a.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["p.slug"])
    .where("e.slug", "=", eventSlug)
    .orderBy("v.position")
    .limit(1)
    .executeTakeFirst();
}

/** The event a product sells admission to, if any. */
export async function eventOfProduct(db: Executor, productId: number) {
  return db
    .selectFrom("brand_event_admissions as a")
    .innerJoin("variants as v", "v.id", "a.variant_id")
    .innerJoin("brand_events as e", "e.id", "a.event_id")
    .select(["e.id", "e.starts_at", "e.ends_at"])
    .where("v.product_id", "=", productId)
    .limit(1)
    .executeTakeFirst();
}

export async function eventExists(db: Executor, eventId: number): Promise<boolean> {
  return (await db.selectFrom("brand_events").select("id").where("id", "=", eventId).executeTakeFirst()) !== undefined;
}
