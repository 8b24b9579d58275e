import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The few schema statements whose SQL differs between SQLite and PostgreSQL, written once for
 * both. Everything else in the migrations is Kysely's schema builder, which speaks both.
 */

// Migrations take Kysely<any>: they describe the schema at their own point in time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** An integer primary key the database numbers: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function autoId(db: AnyDb): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement();
}

/**
 * After rows were written with their ids given (a table copied, the demo catalogue), the next
 * number PostgreSQL hands out must come after them. SQLite's AUTOINCREMENT follows by itself.
 */
export async function continueNumberingAfterMax(db: AnyDb, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  const numbered = await sql<{ sequence: string | null }>`select pg_get_serial_sequence(${table}, column_name) as sequence
    from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = 'id'`.execute(db);
  if (!numbered.rows[0]?.sequence) return;
  await sql`select setval(${numbered.rows[0].sequence}, coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

/** A trigger that runs `statement` once after every insert, update and delete on `table`. */
export async function createChangeTrigger(db: AnyDb, name: string, table: string, statement: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${statement}; return null; end $$`).execute(db);
    await sql.raw(`create trigger ${name} after insert or update or delete on ${table} for each statement execute function ${name}()`).execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`create trigger ${name}_after_${event} after ${event} on ${table} begin ${statement}; end`).execute(db);
  }
}

export async function dropChangeTrigger(db: AnyDb, name: string, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}()`).execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger if exists ${name}_after_${event}`).execute(db);
}
