import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { autoId, createChangeTrigger, dropChangeTrigger } from "./portable";

/**
 * Comments on articles and news, their ratings, and bookmarks (issue 17,
 * docs/decisions/047-comments-and-bookmarks.md).
 *
 * - comments: plain text as written (never HTML), one level of replies (`reply_id` names a top
 *   comment; the use case attaches a reply to a reply to its top comment). A comment is never
 *   removed while it has replies: deleting sets status 'deleted' so the thread keeps its shape;
 *   staff hiding sets 'hidden' and who and when.
 * - comment_ratings: one rating per user and comment (primary key), changed in place.
 * - bookmarks: one row per user, kind and item (primary key: two toggles at once cannot make two).
 *
 * The article pages are cached for cookie-less visitors and show comments and ratings, so
 * writes to those move the page revision (migration 0012). Bookmarks are only shown to the
 * signed-in, whose pages are never cached.
 */
const PAGE_TABLES = ["comments", "comment_ratings"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("comments")
    .addColumn("id", "integer", autoId(db))
    .addColumn("article_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reply_id", "integer", (c) => c.references("comments.id").onDelete("set null"))
    .addColumn("body", "varchar(2000)", (c) => c.notNull().check(sql`length(body) between 1 and 2000`))
    .addColumn("status", "varchar(8)", (c) => c.notNull().defaultTo("visible").check(sql`status in ('visible', 'hidden', 'deleted')`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("hidden_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("hidden_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("comments_by_article").on("comments").columns(["article_id", "created_at"]).execute();
  await db.schema.createIndex("comments_by_reply").on("comments").columns(["reply_id"]).execute();
  await db.schema.createIndex("comments_by_user").on("comments").columns(["user_id"]).execute();

  await db.schema
    .createTable("comment_ratings")
    .addColumn("comment_id", "integer", (c) => c.notNull().references("comments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("comment_ratings_pk", ["comment_id", "user_id"])
    .execute();

  await db.schema
    .createTable("bookmarks")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("type", "varchar(8)", (c) => c.notNull().check(sql`type in ('article', 'news')`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("bookmarks_pk", ["user_id", "type", "item_id"])
    .execute();
  await db.schema.createIndex("bookmarks_by_user_created").on("bookmarks").columns(["user_id", "created_at"]).execute();

  const statement = isPostgres(db) ? "perform nextval('page_revision')" : "update page_revision set revision = revision + 1 where id = 1";
  for (const table of PAGE_TABLES) await createChangeTrigger(db, `page_revision_${table}`, table, statement);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PAGE_TABLES) await dropChangeTrigger(db, `page_revision_${table}`, table);
  for (const table of ["bookmarks", "comment_ratings", "comments"]) await db.schema.dropTable(table).execute();
}
