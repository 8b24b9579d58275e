import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DB } from "~/db/client.server";
import type { SqlDialect } from "~/db/dialect";

/**
 * The database a test runs on. Vitest's `sqlite` project gives every test file its own SQLite
 * file; the `postgres` project (SHOP_TEST_DIALECT=postgres, run by tests/setup/vitest-postgres.mjs
 * when TEST_DATABASE_URL names a server) gives it its own database on that server, so the same
 * test proves the same rule on both.
 */
export const testDialect: SqlDialect = process.env.SHOP_TEST_DIALECT === "postgres" ? "postgres" : "sqlite";

export interface TestDatabase {
  /** What openDatabase takes: an SQLite file path or a postgres:// address. */
  target: string;
  open(): DB;
  /** Removes the file or drops the database (close every connection to it first). */
  remove(): Promise<void>;
}

let created = 0;

/**
 * An empty database, or with `template` (from `templateDatabase`) a copy of one: a file copy on
 * SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 */
export async function createTestDatabase(label: string, template?: DatabaseTemplate): Promise<TestDatabase> {
  if (testDialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
    const target = path.join(dir, "shop.db");
    if (template) fs.copyFileSync(template.target, target);
    return { target, open: () => openDatabase(target), remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const server = postgresServer();
  const name = `shop_test_${label.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${process.pid}_${++created}`;
  await administer(server, template ? `create database ${name} template ${template.name}` : `create database ${name}`);
  const target = databaseUrl(server, name);
  return { target, open: () => openDatabase(target, { poolSize: 20 }), remove: () => administer(server, `drop database if exists ${name} with (force)`) };
}

/** A database made once per test run and copied for each test file that asks for the same one. */
export interface DatabaseTemplate {
  /** The SQLite file, or the PostgreSQL database's address. */
  target: string;
  /** The PostgreSQL database's name (unused on SQLite). */
  name: string;
}

/**
 * The template called `key` for this vitest run (tests/setup/vitest-templates.ts gives the run its
 * folder and name prefix, and removes them at the end), made by `fill` the first time any worker
 * asks. Two workers asking at once may both fill one; the first to finish is kept, whole: the
 * file is renamed into place, the database renamed to its final name.
 */
export async function templateDatabase(key: string, fill: (target: string) => Promise<void>): Promise<DatabaseTemplate> {
  const run = inject("shopTestTemplates");
  const safeKey = key.replace(/[^a-z0-9]/gi, "_").toLowerCase();
  if (testDialect === "sqlite") {
    const file = path.join(run.directory, `${safeKey}.db`);
    if (!fs.existsSync(file)) {
      const draft = path.join(run.directory, `${safeKey}.${process.pid}.draft`);
      await fill(draft);
      // Closing the last connection folds the write-ahead log into the file; a copy of the file
      // alone would miss whatever a log left behind still held.
      if (fs.existsSync(`${draft}-wal`)) throw new Error(`${draft}: the template's write-ahead log was not folded in; close every connection in fill()`);
      fs.rmSync(`${draft}-shm`, { force: true });
      fs.renameSync(draft, file);
    }
    return { target: file, name: safeKey };
  }
  const server = postgresServer();
  const name = `${run.prefix}_${safeKey}`;
  if (!(await databaseExists(server, name))) {
    const draft = `${name}_${process.pid}`;
    await administer(server, `create database ${draft}`);
    await fill(databaseUrl(server, draft));
    try {
      await administer(server, `alter database ${draft} rename to ${name}`);
    } catch (error) {
      // Another worker's copy was renamed first (42P04, duplicate_database): keep that one.
      if ((error as { code?: string }).code !== "42P04") throw error;
      await administer(server, `drop database if exists ${draft} with (force)`);
    }
  }
  return { target: databaseUrl(server, name), name };
}

function postgresServer(): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("SHOP_TEST_DIALECT=postgres needs TEST_DATABASE_URL (a PostgreSQL server this test may create databases on)");
  return server;
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function databaseExists(server: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

async function administer(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
