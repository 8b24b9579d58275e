import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Price-opinion requests and back-in-stock subscriptions (issue 16,
 * docs/decisions/044-price-opinions-and-stock-alerts.md).
 *
 * - price_opinions: 'I would buy this at …' from a signed-in shopper. One open request per
 *   shopper and product is a partial unique index, so two parallel posts cannot both open one.
 *   An answer moves `state` from 'open' by a guarded UPDATE (answered once); an accepted one
 *   points at the one-time coupon it created.
 * - stock_alerts: 'tell me when it is back' for a variant. A guest's e-mail waits as 'pending'
 *   until its confirmation link is used; 'active' ones get one message when stock returns and
 *   become 'notified' by a guarded UPDATE (notified once). One live subscription per variant and
 *   subscriber (partial unique index on `subscriber`: `user:<id>` or `email:<address>`).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("price_opinions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("price_at_request", "integer", (c) => c.notNull().check(sql`price_at_request > amount`))
    .addColumn("note", "varchar(500)")
    .addColumn("contact_kind", "varchar(8)", (c) => c.notNull().check(sql`contact_kind in ('email', 'phone')`))
    .addColumn("contact", "varchar(254)", (c) => c.notNull())
    .addColumn("locale", "varchar(8)", (c) => c.notNull())
    .addColumn("state", "varchar(16)", (c) => c.notNull().defaultTo("open").check(sql`state in ('open', 'accepted', 'declined')`))
    .addColumn("coupon_id", "integer", (c) => c.references("coupons.id").onDelete("set null"))
    .addColumn("decline_reason", "varchar(500)")
    .addColumn("answered_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("answered_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("price_opinions_one_open")
    .on("price_opinions")
    .columns(["user_id", "product_id"])
    .unique()
    .where(sql.ref("state"), "=", "open")
    .execute();
  await db.schema.createIndex("price_opinions_by_user").on("price_opinions").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("price_opinions_by_state").on("price_opinions").columns(["state", "id"]).execute();

  await db.schema
    .createTable("stock_alerts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("subscriber", "varchar(270)", (c) => c.notNull())
    .addColumn("channel", "varchar(8)", (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn("recipient", "varchar(254)", (c) => c.notNull())
    .addColumn("locale", "varchar(8)", (c) => c.notNull())
    .addColumn("state", "varchar(16)", (c) => c.notNull().check(sql`state in ('pending', 'active', 'notified')`))
    .addColumn("confirm_token_hash", "varchar(64)", (c) => c.unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("notified_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("stock_alerts_one_live")
    .on("stock_alerts")
    .columns(["variant_id", "subscriber"])
    .unique()
    .where(sql.ref("state"), "in", sql`('pending', 'active')`)
    .execute();
  await db.schema.createIndex("stock_alerts_by_variant_state").on("stock_alerts").columns(["variant_id", "state"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stock_alerts").ifExists().execute();
  await db.schema.dropTable("price_opinions").ifExists().execute();
}
