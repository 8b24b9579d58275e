import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Web push (issue 21, docs/decisions/058-web-push.md): the shop's VAPID key pair when the
 * configuration gives none, the devices shoppers linked, their 'no', the push outbox and the
 * staff broadcasts.
 *
 * - push_vapid_keys: one row (id = 1), written once outside production when VAPID_PUBLIC_KEY /
 *   VAPID_PRIVATE_KEY are not set, so every app server sharing the database signs with the same
 *   key (a subscription is bound to the public key it was made with). Insert-or-ignore: two
 *   servers starting together keep the first.
 * - push_subscriptions: one browser's push subscription (the spec's users/link_device). The
 *   endpoint is UNIQUE: a device belongs to one user, and linking it again moves it to the user
 *   signed in now. p256dh (65 bytes) and auth (16 bytes) are base64url.
 * - push_declines: the shopper said 'no thanks': the prompt never comes back for that account.
 * - push_messages: the push outbox. Written in the transaction of the event (an order paid, a
 *   restock, a broadcast), sent after the commit. Claimed with one guarded UPDATE (status
 *   'pending' and due -> 'sending', attempts + 1), so two servers never send one twice; a failed
 *   attempt goes back to 'pending' with next_attempt_at moved on, the last one to 'failed'.
 *   Deleting the subscription (410 Gone, or the shopper removing the device) deletes its messages.
 * - push_broadcasts: what staff sent, to whom (all devices, or the shoppers who bought from a
 *   category), how many devices it was queued for. request_key makes a double submit send once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("push_vapid_keys")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("public_key", "varchar(100)", (c) => c.notNull())
    .addColumn("private_key", "varchar(100)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("endpoint", "varchar(1000)", (c) => c.notNull().unique().check(sql`length(endpoint) between 10 and 1000`))
    .addColumn("p256dh", "varchar(100)", (c) => c.notNull().check(sql`length(p256dh) between 80 and 100`))
    .addColumn("auth", "varchar(40)", (c) => c.notNull().check(sql`length(auth) between 20 and 40`))
    .addColumn("device_label", "varchar(60)", (c) => c.notNull().defaultTo("").check(sql`length(device_label) <= 60`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_used_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("push_subscriptions_by_user").on("push_subscriptions").columns(["user_id", "id"]).execute();

  await db.schema
    .createTable("push_declines")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("push_messages")
    .addColumn("id", "integer", autoId(db))
    .addColumn("subscription_id", "integer", (c) => c.notNull().references("push_subscriptions.id").onDelete("cascade"))
    .addColumn("kind", "varchar(20)", (c) => c.notNull().check(sql`kind in ('order_status', 'back_in_stock', 'broadcast')`))
    .addColumn("payload", "varchar(4000)", (c) => c.notNull().check(sql`length(payload) <= 4000`))
    .addColumn("status", "varchar(8)", (c) => c.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
    .addColumn("claimed_at", "varchar(32)")
    .addColumn("sent_at", "varchar(32)")
    .addColumn("last_error", "varchar(500)")
    .addColumn("broadcast_id", "integer")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_messages_due").on("push_messages").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("push_messages_by_subscription").on("push_messages").columns(["subscription_id"]).execute();

  await db.schema
    .createTable("push_broadcasts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("request_key", "varchar(64)", (c) => c.notNull().unique().check(sql`length(request_key) between 16 and 64`))
    .addColumn("staff_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("title", "varchar(80)", (c) => c.notNull().check(sql`length(title) between 1 and 80`))
    .addColumn("body", "varchar(300)", (c) => c.notNull().check(sql`length(body) between 1 and 300`))
    .addColumn("url", "varchar(300)", (c) => c.notNull().check(sql`length(url) between 1 and 300`))
    .addColumn("audience", "varchar(10)", (c) => c.notNull().check(sql`audience in ('all', 'category')`))
    .addColumn("taxon_id", "integer", (c) => c.references("taxons.id").onDelete("set null"))
    .addColumn("taxon_name", "varchar(200)")
    .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0).check(sql`recipients >= 0`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_broadcasts_by_time").on("push_broadcasts").columns(["created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["push_broadcasts", "push_messages", "push_declines", "push_subscriptions", "push_vapid_keys"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
