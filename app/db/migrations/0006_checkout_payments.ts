import { sql, type Kysely } from "kysely";
import { autoId, continueNumberingAfterMax } from "./portable";

/**
 * Checkout, payments and the order's history.
 *
 * - orders: what the address step chose (delivery type, address snapshot as JSON, zone, pickup
 *   location, slot, expected window, receiver, VAT receipt), what the payment step chose
 *   (method, instalment down payment), what was paid, deadlines and the life-cycle dates.
 *   `store_credit_total` is the wallet's place, 0 until migration 0007 adds the wallet.
 * - payments: one row per attempt to collect money (card, QPay, bank transfer, the lender's
 *   part of an instalment). `provider_ref` is the provider's id of the payment/invoice.
 * - loan_applications: at most one per order, sent only once the down payment is paid in full.
 * - order_events: every state change (who, when, from, to, note): the history staff and shoppers see.
 * - stock_movements gains the reason 'return' (table rebuilt: SQLite cannot alter a CHECK).
 */

const money = (name: string) => sql.raw(`${name} >= 0`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const add = (column: string, type: string, build?: (c: any) => any) => // eslint-disable-line @typescript-eslint/no-explicit-any
    db.schema.alterTable("orders").addColumn(column, type as "text", build ?? ((c) => c)).execute();

  await add("email", "varchar(254)");
  await add("locale", "varchar(2)", (c) => c.notNull().defaultTo("mn"));
  await add("delivery_type", "varchar(16)", (c) => c.check(sql`delivery_type in ('simple', 'express', 'pickup')`));
  await add("delivery_address", "text");
  await add("delivery_zone", "varchar(32)");
  await add("pickup_location_id", "integer", (c) => c.references("stock_locations.id"));
  await add("delivery_slot", "varchar(40)");
  await add("delivery_from", "varchar(32)");
  await add("delivery_to", "varchar(32)");
  await add("receiver_name", "varchar(120)");
  await add("receiver_phone", "varchar(16)");
  await add("receiver_age_confirmed_at", "varchar(32)");
  await add("vat_receipt", "varchar(16)", (c) => c.notNull().defaultTo("person").check(sql`vat_receipt in ('person', 'organisation')`));
  await add("vat_registry_number", "varchar(7)");
  await add("vat_organisation_name", "varchar(200)");
  await add("payment_method", "varchar(16)", (c) => c.check(sql`payment_method in ('card', 'qpay', 'bank_transfer', 'instalment')`));
  await add("down_payment", "integer", (c) => c.check(money("down_payment")));
  await add("down_payment_method", "varchar(16)", (c) => c.check(sql`down_payment_method in ('card', 'qpay')`));
  await add("store_credit_total", "integer", (c) => c.notNull().defaultTo(0).check(money("store_credit_total")));
  await add("paid_total", "integer", (c) => c.notNull().defaultTo(0).check(money("paid_total")));
  await add("payment_due_at", "varchar(32)");
  await add("placed_at", "varchar(32)");
  await add("delivered_at", "varchar(32)");
  await add("canceled_at", "varchar(32)");
  await add("cancel_reason", "varchar(500)");
  await add("returned_at", "varchar(32)");
  await add("e_receipt", "varchar(16)", (c) => c.notNull().defaultTo("not_required").check(sql`e_receipt in ('not_required', 'pending', 'issued')`));
  /** Bumped by every state change; guarded updates compare it (optimistic lock). */
  await add("lock_version", "integer", (c) => c.notNull().defaultTo(0));
  await db.schema.createIndex("orders_by_state_placed").on("orders").columns(["state", "placed_at"]).execute();
  await db.schema.createIndex("orders_by_user_placed").on("orders").columns(["user_id", "placed_at"]).execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", autoId(db))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("method", "varchar(16)", (c) => c.notNull().check(sql`method in ('card', 'qpay', 'bank_transfer', 'lender')`))
    .addColumn("purpose", "varchar(16)", (c) => c.notNull().check(sql`purpose in ('full', 'down_payment', 'loan')`))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("state", "varchar(16)", (c) =>
      c.notNull().defaultTo("pending").check(sql`state in ('pending', 'processing', 'completed', 'failed', 'void', 'refunded')`),
    )
    .addColumn("provider_ref", "varchar(128)")
    .addColumn("redirect_url", "text")
    .addColumn("provider_data", "text")
    .addColumn("failure_code", "varchar(64)")
    .addColumn("refunded_amount", "integer", (c) => c.notNull().defaultTo(0).check(money("refunded_amount")))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("completed_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("payments_by_order").on("payments").column("order_id").execute();
  await sql`create unique index payments_provider_ref on payments(method, provider_ref) where provider_ref is not null`.execute(db);

  // The local payment simulators' own books (card gateway, QPay, lender): what a real provider
  // keeps on its side. Only the sandbox routes (off in production) touch this table.
  await db.schema
    .createTable("sandbox_payments")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("kind", "varchar(16)", (c) => c.notNull().check(sql`kind in ('card', 'qpay', 'lender')`))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("state", "varchar(16)", (c) => c.notNull())
    .addColumn("reference", "varchar(128)", (c) => c.notNull())
    .addColumn("callback_url", "text")
    .addColumn("return_url", "text")
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("loan_applications")
    .addColumn("id", "integer", autoId(db))
    .addColumn("order_id", "integer", (c) => c.notNull().unique().references("orders.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("state", "varchar(16)", (c) =>
      c.notNull().defaultTo("sending").check(sql`state in ('sending', 'sent', 'approved', 'declined', 'withdrawn')`),
    )
    .addColumn("provider_ref", "varchar(128)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("order_events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("event", "varchar(40)", (c) => c.notNull())
    .addColumn("from_state", "varchar(32)", (c) => c.notNull())
    .addColumn("to_state", "varchar(32)", (c) => c.notNull())
    .addColumn("actor", "varchar(16)", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("note", "varchar(500)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_events_by_order").on("order_events").columns(["order_id", "id"]).execute();

  // stock_movements: add 'return' to the reasons.
  await sql`alter table stock_movements rename to stock_movements_0005`.execute(db);
  await db.schema
    .createTable("stock_movements")
    .addColumn("id", "integer", autoId(db))
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id"))
    .addColumn("stock_location_id", "integer", (c) => c.notNull().references("stock_locations.id"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity <> 0`))
    .addColumn("reason", "varchar(16)", (c) => c.notNull().check(sql`reason in ('order', 'cancel', 'expire', 'return', 'adjust')`))
    .addColumn("order_id", "integer", (c) => c.references("orders.id"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await sql`insert into stock_movements (id, variant_id, stock_location_id, quantity, reason, order_id, created_at)
            select id, variant_id, stock_location_id, quantity, reason, order_id, created_at from stock_movements_0005`.execute(db);
  await continueNumberingAfterMax(db, "stock_movements");
  await sql`drop table stock_movements_0005`.execute(db);
  await db.schema.createIndex("stock_movements_by_order").on("stock_movements").column("order_id").execute();
  await db.schema.createIndex("stock_movements_by_variant").on("stock_movements").column("variant_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("order_events").execute();
  await db.schema.dropTable("loan_applications").execute();
  await db.schema.dropTable("sandbox_payments").execute();
  await db.schema.dropTable("payments").execute();
  await db.schema.dropIndex("orders_by_state_placed").execute();
  await db.schema.dropIndex("orders_by_user_placed").execute();
  for (const column of [
    "email", "locale", "delivery_type", "delivery_address", "delivery_zone", "pickup_location_id", "delivery_slot", "delivery_from",
    "delivery_to", "receiver_name", "receiver_phone", "receiver_age_confirmed_at", "vat_receipt", "vat_registry_number",
    "vat_organisation_name", "payment_method", "down_payment", "down_payment_method", "store_credit_total", "paid_total",
    "payment_due_at", "placed_at", "delivered_at", "canceled_at", "cancel_reason", "returned_at", "e_receipt", "lock_version",
  ]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
}
