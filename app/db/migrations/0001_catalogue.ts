import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

// Migrations take Kysely<any>: they describe the schema at their own point in time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("taxons")
    .addColumn("id", "integer", autoId(db))
    .addColumn("parent_id", "integer", (c) => c.references("taxons.id").onDelete("cascade"))
    .addColumn("permalink", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(255)", (c) => c.notNull())
    .addColumn("translation_en", "varchar(255)", (c) => c.notNull())
    .addColumn("depth", "integer", (c) => c.notNull().check(sql`depth between 0 and 4`))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("taxons_parent").on("taxons").columns(["parent_id", "position"]).execute();

  await db.schema
    .createTable("brands")
    .addColumn("id", "integer", autoId(db))
    .addColumn("code", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(255)", (c) => c.notNull())
    .addColumn("name_latin", "varchar(255)", (c) => c.notNull())
    .addColumn("country_code", "varchar(2)", (c) => c.notNull())
    .addColumn("is_local", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("logo", "varchar(255)", (c) => c.notNull())
    .addColumn("story_mn", "text", (c) => c.notNull())
    .addColumn("story_en", "text", (c) => c.notNull())
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("stores")
    .addColumn("id", "integer", autoId(db))
    .addColumn("code", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(255)", (c) => c.notNull())
    .addColumn("logo", "varchar(255)", (c) => c.notNull())
    .addColumn("vendor_id", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("stock_locations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("code", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("name_mn", "varchar(255)", (c) => c.notNull())
    .addColumn("name_en", "varchar(255)", (c) => c.notNull())
    .addColumn("address_mn", "varchar(500)", (c) => c.notNull())
    .addColumn("address_en", "varchar(500)", (c) => c.notNull())
    .addColumn("opens_at", "varchar(5)", (c) => c.notNull())
    .addColumn("closes_at", "varchar(5)", (c) => c.notNull())
    .addColumn("is_pickup_point", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("badges")
    .addColumn("id", "integer", autoId(db))
    .addColumn("code", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("name_mn", "varchar(255)", (c) => c.notNull())
    .addColumn("name_en", "varchar(255)", (c) => c.notNull())
    .addColumn("color", "varchar(16)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "integer", autoId(db))
    .addColumn("slug", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("sku", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("name_mn", "varchar(255)", (c) => c.notNull())
    .addColumn("name_en", "varchar(255)", (c) => c.notNull())
    .addColumn("title_latin", "varchar(255)", (c) => c.notNull())
    .addColumn("sort_key_mn", "varchar(255)", (c) => c.notNull())
    .addColumn("sort_key_en", "varchar(255)", (c) => c.notNull())
    .addColumn("description_mn", "text", (c) => c.notNull())
    .addColumn("description_en", "text", (c) => c.notNull())
    .addColumn("product_type", "varchar(32)", (c) => c.notNull())
    .addColumn("taxon_id", "integer", (c) => c.notNull().references("taxons.id"))
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id"))
    .addColumn("store_id", "integer", (c) => c.notNull().references("stores.id"))
    .addColumn("image", "varchar(255)")
    .addColumn("available_on", "varchar(32)", (c) => c.notNull())
    .addColumn("average_rating", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("total_reviews", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("products_taxon").on("products").column("taxon_id").execute();
  await db.schema.createIndex("products_brand").on("products").column("brand_id").execute();
  await db.schema.createIndex("products_available_on").on("products").column("available_on").execute();
  await db.schema.createIndex("products_sort_mn").on("products").column("sort_key_mn").execute();
  await db.schema.createIndex("products_sort_en").on("products").column("sort_key_en").execute();

  await db.schema
    .createTable("product_taxons")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("taxon_id", "integer", (c) => c.notNull().references("taxons.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_taxons_pk", ["product_id", "taxon_id"])
    .execute();
  await db.schema.createIndex("product_taxons_taxon").on("product_taxons").columns(["taxon_id", "product_id"]).execute();

  await db.schema
    .createTable("product_badges")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("badge_id", "integer", (c) => c.notNull().references("badges.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_badges_pk", ["product_id", "badge_id"])
    .execute();

  await db.schema
    .createTable("product_images")
    .addColumn("id", "integer", autoId(db))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("url", "varchar(255)", (c) => c.notNull())
    .addColumn("alt_mn", "varchar(255)", (c) => c.notNull())
    .addColumn("alt_en", "varchar(255)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("product_images_product").on("product_images").columns(["product_id", "position"]).execute();

  await db.schema
    .createTable("product_properties")
    .addColumn("id", "integer", autoId(db))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("key", "varchar(64)", (c) => c.notNull())
    .addColumn("value_mn", "varchar(255)", (c) => c.notNull())
    .addColumn("value_en", "varchar(255)", (c) => c.notNull())
    .addColumn("filter_value", "varchar(128)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("product_properties_unique", ["product_id", "key"])
    .execute();
  await db.schema
    .createIndex("product_properties_filter")
    .on("product_properties")
    .columns(["key", "filter_value", "product_id"])
    .execute();

  await db.schema
    .createTable("variants")
    .addColumn("id", "integer", autoId(db))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("sku", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("is_master", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("price", "integer", (c) => c.notNull().check(sql`price >= 0`))
    .addColumn("sale_price", "integer", (c) => c.check(sql`sale_price is null or (sale_price >= 0 and sale_price <= price)`))
    .addColumn("sale_start_at", "varchar(32)")
    .addColumn("sale_expire_at", "varchar(32)")
    .addColumn("cashback_percent", "integer", (c) => c.notNull().defaultTo(1).check(sql`cashback_percent in (1, 2, 3)`))
    .addColumn("image", "varchar(255)")
    .execute();
  await db.schema.createIndex("variants_product").on("variants").columns(["product_id", "is_master", "position"]).execute();

  await db.schema
    .createTable("variant_option_values")
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id").onDelete("cascade"))
    .addColumn("option_key", "varchar(64)", (c) => c.notNull())
    .addColumn("value", "varchar(128)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("variant_option_values_pk", ["variant_id", "option_key"])
    .execute();

  await db.schema
    .createTable("stock_items")
    .addColumn("id", "integer", autoId(db))
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id").onDelete("cascade"))
    .addColumn("stock_location_id", "integer", (c) => c.notNull().references("stock_locations.id"))
    .addColumn("count_on_hand", "integer", (c) => c.notNull().defaultTo(0).check(sql`count_on_hand >= 0`))
    .addUniqueConstraint("stock_items_unique", ["variant_id", "stock_location_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "stock_items",
    "variant_option_values",
    "variants",
    "product_properties",
    "product_images",
    "product_badges",
    "product_taxons",
    "products",
    "badges",
    "stock_locations",
    "stores",
    "brands",
    "taxons",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
