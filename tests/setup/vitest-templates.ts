import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run keeps its template databases (tests/support/test-database.ts, templateDatabase). */
    shopTestTemplates: { directory: string; prefix: string };
  }
}

/**
 * vitest's global setup for the database projects: a folder (SQLite) and a name prefix
 * (PostgreSQL) for the run's template databases, removed when the run ends. It may not import
 * `vitest` (tests/support/test-database.ts does): a global setup runs outside the test runner.
 */
export default function setup(project: TestProject) {
  const id = randomBytes(4).toString("hex");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), `shop-templates-${id}-`));
  const prefix = `shop_tpl_${id}`;
  project.provide("shopTestTemplates", { directory, prefix });
  return async () => {
    fs.rmSync(directory, { recursive: true, force: true });
    const server = process.env.TEST_DATABASE_URL;
    if (project.config.env?.SHOP_TEST_DIALECT === "postgres" && server) await dropTemplateDatabases(server, prefix);
  };
}

async function dropTemplateDatabases(server: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [`${prefix}_`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
