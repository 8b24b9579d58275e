import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { autoId, createChangeTrigger, dropChangeTrigger } from "./portable";

/**
 * Product and vendor reviews (issue 18, docs/decisions/051-reviews-and-true-ratings.md).
 *
 * - product_reviews: one per shopper and product (unique), plain text as written (never HTML),
 *   a rating 1-5. Staff hiding sets status 'hidden' with a reason, who and when; the author
 *   still sees it, marked hidden. `helpful_count`, `report_count` and `photo_count` are kept by
 *   the statements that add votes, reports and photos, in the same transaction, so the sorts
 *   and the moderation queue read one indexed column instead of counting.
 * - product_review_photos: up to 5 per review, re-encoded WebP files under random names (a full
 *   image and a thumbnail) with the name the shopper's file had.
 * - product_review_votes / product_review_reports: one per shopper and review (primary keys).
 * - vendor_reviews: one per shopper and vendor, the same shape without photos and votes.
 *
 * `products.average_rating` and `total_reviews` (migration 0001) become the figures of the
 * visible reviews, written in the transaction that changes a review. On PostgreSQL `real` is a
 * 4-byte float (about 7 digits), so the mean of 50 ratings would not come back as computed: the
 * average becomes a double there (SQLite's REAL already is one), in the products and the
 * embedded search index alike.
 *
 * The product and vendor pages are cached for cookie-less visitors and show reviews, so writes
 * to every table here move the page revision (migration 0012).
 */
const PAGE_TABLES = ["product_reviews", "product_review_photos", "vendor_reviews"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("product_reviews")
    .addColumn("id", "integer", autoId(db))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("body", "varchar(2000)", (c) => c.notNull().check(sql`length(body) between 10 and 2000`))
    .addColumn("language", "varchar(2)", (c) => c.notNull().defaultTo("mn").check(sql`language in ('mn', 'en')`))
    .addColumn("status", "varchar(8)", (c) => c.notNull().defaultTo("visible").check(sql`status in ('visible', 'hidden')`))
    .addColumn("helpful_count", "integer", (c) => c.notNull().defaultTo(0).check(sql`helpful_count >= 0`))
    .addColumn("report_count", "integer", (c) => c.notNull().defaultTo(0).check(sql`report_count >= 0`))
    .addColumn("photo_count", "integer", (c) => c.notNull().defaultTo(0).check(sql`photo_count between 0 and 5`))
    .addColumn("hidden_reason", "varchar(300)")
    .addColumn("hidden_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("hidden_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("product_reviews_one_per_shopper", ["product_id", "user_id"])
    .addCheckConstraint("product_reviews_hidden_has_reason", sql`status = 'visible' or hidden_reason is not null`)
    .execute();
  // The product page's sorts and histogram, each an index range of one product's visible reviews.
  await db.schema.createIndex("product_reviews_newest").on("product_reviews").columns(["product_id", "status", "created_at"]).execute();
  await db.schema.createIndex("product_reviews_helpful").on("product_reviews").columns(["product_id", "status", "helpful_count"]).execute();
  await db.schema.createIndex("product_reviews_rating").on("product_reviews").columns(["product_id", "status", "rating"]).execute();
  await db.schema.createIndex("product_reviews_photos").on("product_reviews").columns(["product_id", "status", "photo_count"]).execute();
  // The moderation queue: reported first, then newest.
  await db.schema.createIndex("product_reviews_queue").on("product_reviews").columns(["status", "report_count", "created_at"]).execute();
  await db.schema.createIndex("product_reviews_by_user").on("product_reviews").columns(["user_id"]).execute();

  await db.schema
    .createTable("product_review_photos")
    .addColumn("id", "integer", autoId(db))
    .addColumn("review_id", "integer", (c) => c.notNull().references("product_reviews.id").onDelete("cascade"))
    .addColumn("file", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("thumb_file", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("product_review_photos_by_review").on("product_review_photos").columns(["review_id", "position"]).execute();

  await db.schema
    .createTable("product_review_votes")
    .addColumn("review_id", "integer", (c) => c.notNull().references("product_reviews.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_review_votes_pk", ["review_id", "user_id"])
    .execute();

  await db.schema
    .createTable("product_review_reports")
    .addColumn("review_id", "integer", (c) => c.notNull().references("product_reviews.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reason", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_review_reports_pk", ["review_id", "user_id"])
    .execute();

  await db.schema
    .createTable("vendor_reviews")
    .addColumn("id", "integer", autoId(db))
    .addColumn("vendor_id", "integer", (c) => c.notNull().references("vendors.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("body", "varchar(2000)", (c) => c.notNull().check(sql`length(body) between 10 and 2000`))
    .addColumn("language", "varchar(2)", (c) => c.notNull().defaultTo("mn").check(sql`language in ('mn', 'en')`))
    .addColumn("status", "varchar(8)", (c) => c.notNull().defaultTo("visible").check(sql`status in ('visible', 'hidden')`))
    .addColumn("hidden_reason", "varchar(300)")
    .addColumn("hidden_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("hidden_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("vendor_reviews_one_per_shopper", ["vendor_id", "user_id"])
    .addCheckConstraint("vendor_reviews_hidden_has_reason", sql`status = 'visible' or hidden_reason is not null`)
    .execute();
  await db.schema.createIndex("vendor_reviews_newest").on("vendor_reviews").columns(["vendor_id", "status", "created_at"]).execute();
  await db.schema.createIndex("vendor_reviews_queue").on("vendor_reviews").columns(["status", "created_at"]).execute();

  if (isPostgres(db)) {
    for (const table of ["products", "search_products"]) {
      await sql`alter table ${sql.table(table)} alter column average_rating type double precision`.execute(db);
    }
  }

  const statement = isPostgres(db) ? "perform nextval('page_revision')" : "update page_revision set revision = revision + 1 where id = 1";
  for (const table of PAGE_TABLES) await createChangeTrigger(db, `page_revision_${table}`, table, statement);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PAGE_TABLES) await dropChangeTrigger(db, `page_revision_${table}`, table);
  if (isPostgres(db)) {
    for (const table of ["products", "search_products"]) {
      await sql`alter table ${sql.table(table)} alter column average_rating type real`.execute(db);
    }
  }
  for (const table of ["vendor_reviews", "product_review_reports", "product_review_votes", "product_review_photos", "product_reviews"]) {
    await db.schema.dropTable(table).execute();
  }
}
