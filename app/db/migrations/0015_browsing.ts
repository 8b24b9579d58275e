import type { Kysely } from "kysely";

/**
 * Recently viewed products and the compare list of signed-in shoppers (storefront-spec.md §5, §9).
 * One row per shopper and product: the unique key makes a repeated view an update of
 * `viewed_at`, never a second row, however many requests race.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("recently_viewed")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("viewed_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("recently_viewed_pk", ["user_id", "product_id"])
    .execute();
  await db.schema.createIndex("recently_viewed_newest").on("recently_viewed").columns(["user_id", "viewed_at"]).execute();

  await db.schema
    .createTable("compare_items")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("compare_items_pk", ["user_id", "product_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("compare_items").execute();
  await db.schema.dropTable("recently_viewed").execute();
}
