import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
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

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  if (testDialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
    const target = path.join(dir, "shop.db");
    return { target, open: () => openDatabase(target), remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("SHOP_TEST_DIALECT=postgres needs TEST_DATABASE_URL (a PostgreSQL server this test may create databases on)");
  const name = `shop_test_${label.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${process.pid}_${++created}`;
  await administer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const target = url.toString();
  return { target, open: () => openDatabase(target, { poolSize: 20 }), remove: () => administer(server, `drop database if exists ${name} with (force)`) };
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
