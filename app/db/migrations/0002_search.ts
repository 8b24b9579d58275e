import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { autoId } from "./portable";

/**
 * The embedded search index: one denormalised row per product (filters and sorts run on
 * ordinary indexed columns), an FTS5 table for the text match, and a suggestions table for
 * as-you-type completion by loose-key prefix. FTS5 is SQLite's; another database brings its
 * own SearchIndex adapter (Elasticsearch, or PostgreSQL's full-text search).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_products")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "varchar(255)", (c) => c.notNull())
    .addColumn("sku", "varchar(64)", (c) => c.notNull())
    .addColumn("name_mn", "varchar(255)", (c) => c.notNull())
    .addColumn("name_en", "varchar(255)", (c) => c.notNull())
    .addColumn("image", "varchar(255)")
    .addColumn("product_type", "varchar(32)", (c) => c.notNull())
    .addColumn("brand_code", "varchar(64)", (c) => c.notNull())
    .addColumn("brand_name", "varchar(255)", (c) => c.notNull())
    .addColumn("brand_name_latin", "varchar(255)", (c) => c.notNull())
    .addColumn("store_code", "varchar(64)", (c) => c.notNull())
    .addColumn("country", "varchar(8)")
    .addColumn("l0", "varchar(255)")
    .addColumn("l1", "varchar(255)")
    .addColumn("l2", "varchar(255)")
    .addColumn("l3", "varchar(255)")
    .addColumn("l4", "varchar(255)")
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("sale_price", "integer")
    .addColumn("sale_start_at", "varchar(32)")
    .addColumn("sale_expire_at", "varchar(32)")
    .addColumn("total_on_hand", "integer", (c) => c.notNull())
    .addColumn("available_on", "varchar(32)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("average_rating", "real", (c) => c.notNull())
    .addColumn("total_reviews", "integer", (c) => c.notNull())
    .addColumn("badges", "varchar(255)", (c) => c.notNull())
    .addColumn("sort_key_mn", "varchar(255)", (c) => c.notNull())
    .addColumn("sort_key_en", "varchar(255)", (c) => c.notNull())
    .addColumn("mlt_terms", "text", (c) => c.notNull())
    .execute();
  for (const column of ["available_on", "brand_code", "product_type", "country", "l0", "l1", "l2", "l3", "l4", "sku", "store_code", "sort_key_mn", "sort_key_en", "total_on_hand", "price"]) {
    await db.schema.createIndex(`search_products_${column}`).on("search_products").column(column).execute();
  }

  // Contentless: the text lives in the catalogue; the index keeps only what matching needs.
  // Covers the facet pass (listing rule + facet columns) so it never touches the wide rows.
  await db.schema
    .createIndex("search_products_facets")
    .on("search_products")
    .columns([
      "available_on", "total_on_hand", "brand_code", "country", "product_type", "l0", "l1", "l2", "l3", "l4",
      "price", "sale_price", "sale_start_at", "sale_expire_at", "image",
    ])
    .execute();

  // PostgreSQL matches text in its own columns (migration 0011, the PostgreSQL search adapter).
  if (!isPostgres(db)) await sql`create virtual table search_fts using fts5(
    names, keys, details,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3 4'
  )`.execute(db);

  await db.schema
    .createTable("search_suggestions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("key", "varchar(255)", (c) => c.notNull())
    .addColumn("text", "varchar(255)", (c) => c.notNull())
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("href", "varchar(500)", (c) => c.notNull())
    .addColumn("product_id", "integer")
    .addColumn("weight", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // (product_id, key): shared names (product_id null) and product names each walk their own range.
  await db.schema.createIndex("search_suggestions_key").on("search_suggestions").columns(["product_id", "key"]).execute();
  await db.schema.createIndex("search_suggestions_by_key").on("search_suggestions").column("key").execute();

  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name", "varchar(64)", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_events_name").on("analytics_events").columns(["name", "created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_events").execute();
  await db.schema.dropTable("search_suggestions").execute();
  if (!isPostgres(db)) await sql`drop table search_fts`.execute(db);
  await db.schema.dropTable("search_products").execute();
}
