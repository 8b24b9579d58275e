import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * The counter (issue 20, docs/decisions/053-counter-tickets-and-coupons.md): event tickets sold
 * as shop products, their scans at the door, and coupons used in the store.
 *
 * - brand_event_admissions: a variant that sells admission to a brand event (0022). Each unit of
 *   such a variant on a paid order is one ticket; the variant's stock is the seats on sale, so
 *   the checkout's guarded stock update is what keeps an event from being oversold. The name is
 *   the admission type printed on the ticket (Standard, With dinner ...).
 * - e_tickets: one per unit (line item, seq 1..quantity, unique) so issuing twice for the same
 *   payment adds nothing. `code` is random and long (not guessable, unique). The state moves
 *   valid -> used (once, a guarded UPDATE ... WHERE state = 'valid') or valid -> void (the order
 *   was canceled, expired or returned). "Expired" is not stored: it is a valid ticket whose event
 *   has ended, worked out with the clock.
 * - ticket_scans: every look-up and use at the door, who, when, what was typed and the answer, so
 *   staff see today's scans and counts per event. A row's result is one of the scan answer codes.
 * - counter_coupon_uses: a coupon or voucher used in the store, not on an order. The coupon's
 *   `used_count` (and a voucher's balance) move in the same transaction by the same guarded
 *   update checkout uses; `request_key` (the form's one-time key) makes a resubmitted form a
 *   no-op.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("brand_event_admissions")
    .addColumn("variant_id", "integer", (c) => c.primaryKey().references("variants.id").onDelete("cascade"))
    .addColumn("event_id", "integer", (c) => c.notNull().references("brand_events.id").onDelete("restrict"))
    .addColumn("name_mn", "varchar(80)", (c) => c.notNull().check(sql`length(name_mn) between 1 and 80`))
    .addColumn("name_en", "varchar(80)", (c) => c.notNull().check(sql`length(name_en) between 1 and 80`))
    .execute();
  await db.schema.createIndex("brand_event_admissions_by_event").on("brand_event_admissions").columns(["event_id"]).execute();

  await db.schema
    .createTable("e_tickets")
    .addColumn("id", "integer", autoId(db))
    .addColumn("code", "varchar(40)", (c) => c.notNull().unique().check(sql`length(code) between 16 and 40`))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("restrict"))
    .addColumn("line_item_id", "integer", (c) => c.notNull().references("line_items.id").onDelete("restrict"))
    .addColumn("seq", "integer", (c) => c.notNull().check(sql`seq >= 1`))
    .addColumn("event_id", "integer", (c) => c.notNull().references("brand_events.id").onDelete("restrict"))
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id").onDelete("restrict"))
    .addColumn("holder_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("holder_name", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("state", "varchar(8)", (c) => c.notNull().defaultTo("valid").check(sql`state in ('valid', 'used', 'void')`))
    .addColumn("used_at", "varchar(32)")
    .addColumn("used_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("voided_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("e_tickets_one_per_unit", ["line_item_id", "seq"])
    .addCheckConstraint("e_tickets_used_has_time", sql`(state = 'used') = (used_at is not null)`)
    .addCheckConstraint("e_tickets_void_has_time", sql`(state = 'void') = (voided_at is not null)`)
    .execute();
  await db.schema.createIndex("e_tickets_by_order").on("e_tickets").columns(["order_id"]).execute();
  await db.schema.createIndex("e_tickets_by_holder").on("e_tickets").columns(["holder_user_id", "id"]).execute();
  await db.schema.createIndex("e_tickets_by_event").on("e_tickets").columns(["event_id", "state"]).execute();

  await db.schema
    .createTable("ticket_scans")
    .addColumn("id", "integer", autoId(db))
    .addColumn("staff_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("ticket_id", "integer", (c) => c.references("e_tickets.id").onDelete("set null"))
    .addColumn("event_id", "integer", (c) => c.references("brand_events.id").onDelete("set null"))
    .addColumn("code_typed", "varchar(64)", (c) => c.notNull().defaultTo(""))
    .addColumn("action", "varchar(8)", (c) => c.notNull().check(sql`action in ('check', 'use')`))
    .addColumn("result", "varchar(24)", (c) => c.notNull().check(sql`length(result) between 1 and 24`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("ticket_scans_by_time").on("ticket_scans").columns(["created_at"]).execute();
  await db.schema.createIndex("ticket_scans_by_staff").on("ticket_scans").columns(["staff_user_id", "created_at"]).execute();

  await db.schema
    .createTable("counter_coupon_uses")
    .addColumn("id", "integer", autoId(db))
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("restrict"))
    .addColumn("staff_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("request_key", "varchar(64)", (c) => c.notNull().unique().check(sql`length(request_key) between 8 and 64`))
    .addColumn("note", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("counter_coupon_uses_by_coupon").on("counter_coupon_uses").columns(["coupon_id"]).execute();
  await db.schema.createIndex("counter_coupon_uses_by_time").on("counter_coupon_uses").columns(["created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("counter_coupon_uses").ifExists().execute();
  await db.schema.dropTable("ticket_scans").ifExists().execute();
  await db.schema.dropTable("e_tickets").ifExists().execute();
  await db.schema.dropTable("brand_event_admissions").ifExists().execute();
}
