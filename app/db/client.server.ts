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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

declare global {
  // One connection per process, kept across dev rebuilds.
  var __shopDb: DB | undefined;
}

export function db(): DB {
  if (!globalThis.__shopDb) {
    globalThis.__shopDb = openDatabase(process.env.DATABASE_PATH || "data/shop.db");
  }
  return globalThis.__shopDb;
}
