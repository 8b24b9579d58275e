import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { createChangeTrigger, dropChangeTrigger } from "./portable";

/**
 * A revision of everything the public pages show (catalogue, prices, stock, badges, brands,
 * synonyms), moved by a trigger on every write to those tables, from any process. The page
 * cache (app/platform/page-cache.server.ts) keys each stored page by it, so a change is
 * seen by the next request on every app server (docs/decisions/037-page-cache.md).
 *
 * On PostgreSQL the revision is a sequence: `nextval` takes no row lock and is outside
 * transactions, so two checkouts moving stock at once never wait for or abort each other
 * over it (a rolled-back write still moves it; that only costs one extra render).
 */
export const PAGE_TABLES = [
  "taxons",
  "brands",
  "stores",
  "stock_locations",
  "badges",
  "products",
  "product_taxons",
  "product_badges",
  "product_images",
  "product_properties",
  "variants",
  "variant_option_values",
  "stock_items",
  "search_synonyms",
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let statement: string;
  if (isPostgres(db)) {
    await sql`create sequence page_revision`.execute(db);
    statement = "perform nextval('page_revision')";
  } else {
    await db.schema
      .createTable("page_revision")
      .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn("revision", "integer", (c) => c.notNull())
      .execute();
    await sql`insert into page_revision (id, revision) values (1, 0)`.execute(db);
    statement = "update page_revision set revision = revision + 1 where id = 1";
  }
  for (const table of PAGE_TABLES) await createChangeTrigger(db, `page_revision_${table}`, table, statement);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PAGE_TABLES) await dropChangeTrigger(db, `page_revision_${table}`, table);
  if (isPostgres(db)) await sql`drop sequence page_revision`.execute(db);
  else await db.schema.dropTable("page_revision").execute();
}
