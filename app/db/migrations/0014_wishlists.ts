import type { Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Wish lists, their wishes and share links (docs/decisions/042-wish-lists.md). A shopper's
 * default list is marked by `default_of` = the user's id (null on the others): a unique column,
 * so two first wishes at once cannot make two defaults. One row per (list, variant): concurrent
 * toggles end with the wish there or not, never twice. `rank` orders newest first ("placed first").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("wish_lists")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "varchar(60)")
    .addColumn("default_of", "integer", (c) => c.unique())
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("share_token", "varchar(64)", (c) => c.unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("wish_lists_by_user").on("wish_lists").columns(["user_id", "rank"]).execute();

  await db.schema
    .createTable("wishes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("list_id", "integer", (c) => c.notNull().references("wish_lists.id").onDelete("cascade"))
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id").onDelete("cascade"))
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("wishes_one_per_list", ["list_id", "variant_id"])
    .execute();
  await db.schema.createIndex("wishes_by_list").on("wishes").columns(["list_id", "rank"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("wishes").execute();
  await db.schema.dropTable("wish_lists").execute();
}
