import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { autoId, createChangeTrigger, dropChangeTrigger } from "./portable";

/**
 * Vendors, lookbooks and promotions (issue 17, docs/decisions/048-showcase-pages.md).
 *
 * - vendors: the sellers behind `stores.vendor_id` (ids are the ones the stores already use).
 * - lookbooks + lookbook_items: a look's image and the products in it, with an optional pin
 *   (percent of the image's width and height).
 * - promotions: a dated campaign naming its products by a taxon, a brand, a coupon or a hand-made
 *   list (promotion_products). Shown while starts_at <= now < ends_at; ended ones stay reachable.
 *
 * Home, brand and vendor pages are page-cached: writes to all of these move the page revision.
 */
const PAGE_TABLES = ["vendors", "lookbooks", "lookbook_items", "promotions", "promotion_products"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("vendors")
    .addColumn("id", "integer", autoId(db))
    .addColumn("code", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("name_mn", "varchar(120)", (c) => c.notNull())
    .addColumn("name_en", "varchar(120)", (c) => c.notNull())
    .addColumn("description_mn", "varchar(2000)", (c) => c.notNull().defaultTo(""))
    .addColumn("description_en", "varchar(2000)", (c) => c.notNull().defaultTo(""))
    .addColumn("logo", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("lookbooks")
    .addColumn("id", "integer", autoId(db))
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("title_mn", "varchar(200)", (c) => c.notNull())
    .addColumn("title_en", "varchar(200)", (c) => c.notNull())
    .addColumn("summary_mn", "varchar(1000)", (c) => c.notNull().defaultTo(""))
    .addColumn("summary_en", "varchar(1000)", (c) => c.notNull().defaultTo(""))
    .addColumn("image", "varchar(200)", (c) => c.notNull())
    .addColumn("status", "varchar(12)", (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn("published_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addCheckConstraint("lookbooks_published_has_date", sql`status = 'draft' or published_at is not null`)
    .execute();

  await db.schema
    .createTable("lookbook_items")
    .addColumn("lookbook_id", "integer", (c) => c.notNull().references("lookbooks.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("hotspot_x", "integer", (c) => c.check(sql`hotspot_x between 0 and 100`))
    .addColumn("hotspot_y", "integer", (c) => c.check(sql`hotspot_y between 0 and 100`))
    .addPrimaryKeyConstraint("lookbook_items_pk", ["lookbook_id", "product_id"])
    .execute();

  await db.schema
    .createTable("promotions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("title_mn", "varchar(200)", (c) => c.notNull())
    .addColumn("title_en", "varchar(200)", (c) => c.notNull())
    .addColumn("summary_mn", "varchar(1000)", (c) => c.notNull().defaultTo(""))
    .addColumn("summary_en", "varchar(1000)", (c) => c.notNull().defaultTo(""))
    .addColumn("body_mn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image", "varchar(200)", (c) => c.notNull())
    .addColumn("starts_at", "varchar(32)", (c) => c.notNull())
    .addColumn("ends_at", "varchar(32)", (c) => c.notNull())
    .addColumn("target_kind", "varchar(8)", (c) => c.notNull().check(sql`target_kind in ('taxon', 'brand', 'list', 'coupon')`))
    .addColumn("target_value", "varchar(200)", (c) => c.notNull())
    .addColumn("status", "varchar(12)", (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addCheckConstraint("promotions_ends_after_start", sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex("promotions_by_window").on("promotions").columns(["status", "ends_at", "starts_at"]).execute();

  await db.schema
    .createTable("promotion_products")
    .addColumn("promotion_id", "integer", (c) => c.notNull().references("promotions.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("promotion_products_pk", ["promotion_id", "product_id"])
    .execute();

  const statement = isPostgres(db) ? "perform nextval('page_revision')" : "update page_revision set revision = revision + 1 where id = 1";
  for (const table of PAGE_TABLES) await createChangeTrigger(db, `page_revision_${table}`, table, statement);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PAGE_TABLES) await dropChangeTrigger(db, `page_revision_${table}`, table);
  for (const table of ["promotion_products", "promotions", "lookbook_items", "lookbooks", "vendors"]) {
    await db.schema.dropTable(table).execute();
  }
}
