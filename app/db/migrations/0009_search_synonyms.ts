import { sql, type Kysely } from "kysely";
import { autoId, createChangeTrigger, dropChangeTrigger } from "./portable";
import { DEFAULT_SYNONYM_SETS } from "../seed/search-synonyms";

/**
 * Search synonyms that staff keep (/staff/search/synonyms): equivalent sets and one-way
 * expansions. Triggers move a one-row revision on every change, so the FTS5 adapter notices an
 * edit (from this process or another) with one primary-key read per query. Every shop starts
 * with the common Mongolian, Russian and English names of the drinks it sells.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_synonyms")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "varchar(16)", (c) => c.notNull().check(sql`kind in ('equivalent', 'oneway')`))
    .addColumn("terms", "text", (c) => c.notNull())
    .addColumn("expansions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("search_synonym_revision")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("revision", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into search_synonym_revision (id, revision) values (1, 0)`.execute(db);
  await createChangeTrigger(db, "search_synonyms", "search_synonyms", "update search_synonym_revision set revision = revision + 1 where id = 1");
  // The defaults, as of this migration (a later change to the seed list does not rewrite a shop's table).
  const at = "2025-01-01T00:00:00.000Z";
  for (const set of DEFAULT_SYNONYM_SETS) {
    await db
      .insertInto("search_synonyms")
      .values({ kind: set.kind, terms: JSON.stringify(set.terms), expansions: JSON.stringify(set.expansions), created_at: at, updated_at: at })
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeTrigger(db, "search_synonyms", "search_synonyms");
  await db.schema.dropTable("search_synonym_revision").execute();
  await db.schema.dropTable("search_synonyms").execute();
}
