import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Newsletter subscribers and contact messages (issue 17, docs/decisions/049-newsletter-and-contact.md).
 *
 * - newsletter_subscribers: one row per normalised address (unique), so parallel sign-ups of one
 *   address cannot make two. Double opt-in: 'pending' with the hash of the confirmation token
 *   until the link is used, then 'active'; 'unsubscribed' keeps the row (and the fact).
 * - contact_forms: a message to the shop, with an e-mail or a phone (at least one, a CHECK);
 *   staff answers are contact_replies, and the form moves new -> answered -> closed.
 *
 * None of these tables feeds a cached public page (the footer reads only the site configuration),
 * so they move no page revision.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "integer", autoId(db))
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("locale", "varchar(8)", (c) => c.notNull())
    .addColumn("state", "varchar(16)", (c) => c.notNull().check(sql`state in ('pending', 'active', 'unsubscribed')`))
    .addColumn("confirm_token_hash", "varchar(64)", (c) => c.unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("unsubscribed_at", "varchar(32)")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("source", "varchar(16)", (c) => c.notNull().check(sql`source in ('footer', 'page', 'account')`))
    .execute();
  await db.schema.createIndex("newsletter_subscribers_by_state").on("newsletter_subscribers").columns(["state", "id"]).execute();

  await db.schema
    .createTable("contact_forms")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(16)")
    .addColumn("topic", "varchar(16)", (c) => c.notNull().check(sql`topic in ('order', 'delivery', 'product', 'wholesale', 'feedback', 'other')`))
    .addColumn("message", "varchar(2000)", (c) => c.notNull().check(sql`length(message) between 1 and 2000`))
    .addColumn("locale", "varchar(8)", (c) => c.notNull())
    .addColumn("state", "varchar(16)", (c) => c.notNull().defaultTo("new").check(sql`state in ('new', 'answered', 'closed')`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addCheckConstraint("contact_forms_reachable", sql`email is not null or phone is not null`)
    .execute();
  await db.schema.createIndex("contact_forms_by_state").on("contact_forms").columns(["state", "id"]).execute();

  await db.schema
    .createTable("contact_replies")
    .addColumn("id", "integer", autoId(db))
    .addColumn("contact_form_id", "integer", (c) => c.notNull().references("contact_forms.id").onDelete("cascade"))
    .addColumn("staff_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("body", "varchar(2000)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_replies_by_form").on("contact_replies").columns(["contact_form_id", "id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_replies").ifExists().execute();
  await db.schema.dropTable("contact_forms").ifExists().execute();
  await db.schema.dropTable("newsletter_subscribers").ifExists().execute();
}
