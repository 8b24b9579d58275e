import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { autoId, createChangeTrigger, dropChangeTrigger } from "./portable";

/**
 * Articles and news, their authors, tags and related products, and who follows which author
 * (issue 17). News is an article of kind 'news': one table, one editor, one comment thread shape.
 *
 * - authors: a byline. `user_id` links the account that may write as this author (the author
 *   role); staff write as any author. Unique, so one account is one author.
 * - articles: title, summary and body in mn and en. The body is markdown as written and its
 *   sanitised HTML, rendered when saved (docs/decisions/045-content-markdown.md). A draft has no
 *   `published_at` and is invisible to shoppers; `slug` is unique across both kinds.
 * - tags: the tag's names and description ('tag_info'); article_tags joins them.
 * - article_products: the shoppable block of an article, in order.
 * - author_follows: one row per follower and author (primary key: following twice is once).
 *
 * Public pages show these tables, so writes move the page revision (migration 0012).
 */
const PAGE_TABLES = ["authors", "articles", "tags", "article_tags", "article_products"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("authors")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.unique().references("users.id").onDelete("set null"))
    .addColumn("name_mn", "varchar(120)", (c) => c.notNull())
    .addColumn("name_en", "varchar(120)", (c) => c.notNull())
    .addColumn("bio_mn", "varchar(2000)", (c) => c.notNull().defaultTo(""))
    .addColumn("bio_en", "varchar(2000)", (c) => c.notNull().defaultTo(""))
    .addColumn("avatar_file", "varchar(120)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("articles")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "varchar(8)", (c) => c.notNull().check(sql`kind in ('article', 'news')`))
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("author_id", "integer", (c) => c.notNull().references("authors.id").onDelete("restrict"))
    .addColumn("title_mn", "varchar(200)", (c) => c.notNull())
    .addColumn("title_en", "varchar(200)", (c) => c.notNull())
    .addColumn("summary_mn", "varchar(500)", (c) => c.notNull().defaultTo(""))
    .addColumn("summary_en", "varchar(500)", (c) => c.notNull().defaultTo(""))
    .addColumn("body_mn", "text", (c) => c.notNull())
    .addColumn("body_en", "text", (c) => c.notNull())
    .addColumn("body_html_mn", "text", (c) => c.notNull())
    .addColumn("body_html_en", "text", (c) => c.notNull())
    .addColumn("reading_minutes", "integer", (c) => c.notNull().check(sql`reading_minutes >= 1`))
    .addColumn("cover_file", "varchar(120)")
    .addColumn("status", "varchar(12)", (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn("published_at", "varchar(32)")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addCheckConstraint("articles_published_has_date", sql`status = 'draft' or published_at is not null`)
    .execute();
  await db.schema.createIndex("articles_by_kind_published").on("articles").columns(["kind", "status", "published_at"]).execute();
  await db.schema.createIndex("articles_by_author").on("articles").columns(["author_id", "published_at"]).execute();

  await db.schema
    .createTable("tags")
    .addColumn("code", "varchar(60)", (c) => c.primaryKey())
    .addColumn("name_mn", "varchar(80)", (c) => c.notNull())
    .addColumn("name_en", "varchar(80)", (c) => c.notNull())
    .addColumn("description_mn", "varchar(1000)", (c) => c.notNull().defaultTo(""))
    .addColumn("description_en", "varchar(1000)", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("article_tags")
    .addColumn("article_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("tag_code", "varchar(60)", (c) => c.notNull().references("tags.code").onDelete("cascade"))
    .addPrimaryKeyConstraint("article_tags_pk", ["article_id", "tag_code"])
    .execute();
  await db.schema.createIndex("article_tags_by_tag").on("article_tags").columns(["tag_code", "article_id"]).execute();

  await db.schema
    .createTable("article_products")
    .addColumn("article_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("article_products_pk", ["article_id", "product_id"])
    .execute();

  await db.schema
    .createTable("author_follows")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("authors.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("author_follows_pk", ["user_id", "author_id"])
    .execute();
  await db.schema.createIndex("author_follows_by_author").on("author_follows").columns(["author_id"]).execute();

  const statement = isPostgres(db) ? "perform nextval('page_revision')" : "update page_revision set revision = revision + 1 where id = 1";
  for (const table of PAGE_TABLES) await createChangeTrigger(db, `page_revision_${table}`, table, statement);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PAGE_TABLES) await dropChangeTrigger(db, `page_revision_${table}`, table);
  for (const table of ["author_follows", "article_products", "article_tags", "tags", "articles", "authors"]) {
    await db.schema.dropTable(table).execute();
  }
}
