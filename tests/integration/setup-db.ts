import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "~/db/client.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { Fts5SearchIndex } from "~/search/fts5.server";
import { reindexAll } from "~/search/indexing.server";

/**
 * A real migrated and seeded SQLite file for loader tests. It must run before any module
 * that opens the shared connection, so each test file calls it at the top.
 */
export async function prepareTestDatabase(products = 360) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-it-"));
  const file = path.join(dir, "shop.db");
  process.env.DATABASE_PATH = file;
  const db = openDatabase(file);
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { products, now: new Date() });
  await reindexAll(db, new Fts5SearchIndex(db));
  await db.destroy();
  return {
    file,
    cleanup: async () => {
      await globalThis.__shopDb?.destroy();
      globalThis.__shopDb = undefined;
      globalThis.__searchIndex = undefined;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
