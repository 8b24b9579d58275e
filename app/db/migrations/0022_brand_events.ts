import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * The brand microsite's tours and events and the quote requests made for them (issue 19,
 * docs/decisions/052-brand-microsite.md).
 *
 * - brand_events: a distillery tour or a tasting evening, a record the back office can extend
 *   (the e-tickets issue will sell seats of it). Times are UTC instants; the microsite shows
 *   them in Ulaanbaatar time. Price per person in integer tugrik, 0 when free. `guide_languages`
 *   is a comma-separated list of microsite language codes (`mn,en,ru`). Only published rows are
 *   shown.
 * - brand_event_texts: the event's title, place and summary per microsite language (one row per
 *   event and language). mn is the one every event has (the seed and the back office write it);
 *   a language without its row falls back to mn on the page.
 * - brand_quote_requests: a group's request for a price, for an event or (event_id null) for a
 *   private tour. Reachable by e-mail or phone (at least one, a CHECK); written in the microsite
 *   language the visitor used, which the staff answer's e-mail is written in. It moves
 *   new -> answered -> closed (or new -> closed) by guarded UPDATEs, so an answer is given and
 *   e-mailed once. An answer carries its price, message, time and staff member together.
 *
 * The microsite's pages are never served from the shared page cache (the age gate's cookie
 * decides what they show), so these tables move no page revision.
 */
const LANGUAGES = sql`('en', 'mn', 'ru', 'cn', 'it')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("brand_events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("slug", "varchar(80)", (c) => c.notNull().unique().check(sql`length(slug) between 1 and 80`))
    .addColumn("kind", "varchar(16)", (c) => c.notNull().check(sql`kind in ('tour', 'tasting')`))
    .addColumn("starts_at", "varchar(32)", (c) => c.notNull())
    .addColumn("ends_at", "varchar(32)", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull().check(sql`capacity between 1 and 500`))
    .addColumn("price_per_person", "integer", (c) => c.notNull().check(sql`price_per_person >= 0`))
    .addColumn("guide_languages", "varchar(32)", (c) => c.notNull().check(sql`length(guide_languages) between 2 and 32`))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0).check(sql`published in (0, 1)`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addCheckConstraint("brand_events_ends_after_start", sql`ends_at > starts_at`)
    .execute();
  // The list: published events by start, upcoming and past alike.
  await db.schema.createIndex("brand_events_by_start").on("brand_events").columns(["published", "starts_at"]).execute();

  await db.schema
    .createTable("brand_event_texts")
    .addColumn("event_id", "integer", (c) => c.notNull().references("brand_events.id").onDelete("cascade"))
    .addColumn("lang", "varchar(2)", (c) => c.notNull().check(sql`lang in ${LANGUAGES}`))
    .addColumn("title", "varchar(160)", (c) => c.notNull().check(sql`length(title) between 1 and 160`))
    .addColumn("place", "varchar(200)", (c) => c.notNull().check(sql`length(place) between 1 and 200`))
    .addColumn("summary", "varchar(2000)", (c) => c.notNull().defaultTo("").check(sql`length(summary) <= 2000`))
    .addPrimaryKeyConstraint("brand_event_texts_pk", ["event_id", "lang"])
    .execute();

  await db.schema
    .createTable("brand_quote_requests")
    .addColumn("id", "integer", autoId(db))
    // An event with requests is not deleted (it is unpublished instead): the request would lose what it asked about.
    .addColumn("event_id", "integer", (c) => c.references("brand_events.id").onDelete("restrict"))
    .addColumn("group_size", "integer", (c) => c.notNull().check(sql`group_size between 1 and 500`))
    .addColumn("date_wanted", "varchar(10)", (c) => c.notNull().check(sql`length(date_wanted) = 10`))
    .addColumn("guide_language", "varchar(2)", (c) => c.notNull().check(sql`guide_language in ${LANGUAGES}`))
    .addColumn("name", "varchar(100)", (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(20)")
    .addColumn("message", "varchar(2000)", (c) => c.notNull().defaultTo("").check(sql`length(message) <= 2000`))
    .addColumn("locale", "varchar(2)", (c) => c.notNull().check(sql`locale in ${LANGUAGES}`))
    .addColumn("state", "varchar(16)", (c) => c.notNull().defaultTo("new").check(sql`state in ('new', 'answered', 'closed')`))
    .addColumn("answer_price", "integer", (c) => c.check(sql`answer_price >= 0`))
    .addColumn("answer_message", "varchar(2000)")
    .addColumn("answered_at", "varchar(32)")
    .addColumn("staff_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("closed_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("client_ip", "varchar(64)", (c) => c.notNull().defaultTo(""))
    .addCheckConstraint("brand_quote_requests_reachable", sql`email is not null or phone is not null`)
    // An answer is whole (price, message and time) or absent; an answered request has one.
    .addCheckConstraint(
      "brand_quote_requests_answer_whole",
      sql`(answer_price is null and answer_message is null and answered_at is null) or (answer_price is not null and answer_message is not null and answered_at is not null)`,
    )
    .addCheckConstraint("brand_quote_requests_answered_has_answer", sql`state <> 'answered' or answered_at is not null`)
    .addCheckConstraint("brand_quote_requests_closed_has_time", sql`(state = 'closed') = (closed_at is not null)`)
    .execute();
  await db.schema.createIndex("brand_quote_requests_by_state").on("brand_quote_requests").columns(["state", "id"]).execute();
  await db.schema.createIndex("brand_quote_requests_by_event").on("brand_quote_requests").columns(["event_id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("brand_quote_requests").ifExists().execute();
  await db.schema.dropTable("brand_event_texts").ifExists().execute();
  await db.schema.dropTable("brand_events").ifExists().execute();
}
