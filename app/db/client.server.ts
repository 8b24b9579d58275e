import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import type { Database } from "./schema";
import { migrationProvider } from "./migrations";

export type DB = Kysely<Database>;

/** Opens (creating if needed) the embedded SQLite database with the settings we rely on. */
export function openDatabase(file: string): DB {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Search reads scan many rows: a 64 MB page cache and memory-mapped reads keep them off the syscall path.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqliteHandles.set(kysely, sqlite);
  return kysely;
}

const sqliteHandles = new WeakMap<DB, SQLite.Database>();

/**
 * The better-sqlite3 handle behind a Kysely instance, for the few hot reads that need rows as
 * plain arrays (the search facet pass reads tens of thousands of rows per query).
 */
export function sqliteHandle(db: DB): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
