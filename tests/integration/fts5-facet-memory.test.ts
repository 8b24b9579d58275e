import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type DB } from "~/db/client.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { Fts5SearchIndex } from "~/search/fts5.server";
import { reindexAll, syncProducts } from "~/search/indexing.server";

/** The in-memory facet columns must follow writes made by another connection (another process). */
describe("FTS5 facet memory across connections", () => {
  let dir: string;
  let shop: DB;
  let reindexer: DB;
  const now = new Date();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "facet-memory-"));
    const file = path.join(dir, "shop.db");
    shop = openDatabase(file);
    await migrateToLatest(shop);
    await seedDemoCatalogue(shop, { products: 120, now });
    reindexer = openDatabase(file);
    await reindexAll(reindexer, new Fts5SearchIndex(reindexer));
  }, 60_000);

  afterAll(async () => {
    await shop.destroy();
    await reindexer.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sees another connection's reindex and stock sync without a restart", async () => {
    const index = new Fts5SearchIndex(shop);
    const request = { locale: "mn", pageSize: 40, now, facets: true } as const;
    const before = await index.search(request);
    expect(before.total).toBeGreaterThan(0);

    // Another connection sells out one listed product and syncs the index.
    const victim = before.hits[0]!;
    const variants = await reindexer.selectFrom("variants").select("id").where("product_id", "=", victim.id).execute();
    await reindexer.updateTable("stock_items").set({ count_on_hand: 0 }).where("variant_id", "in", variants.map((v) => v.id)).execute();
    await syncProducts(reindexer, new Fts5SearchIndex(reindexer), [victim.id]);

    // A later request (past the 60 s facet cache) counts without it.
    const later = await index.search({ ...request, now: new Date(now.getTime() + 61_000) });
    expect(later.total).toBe(before.total - 1);
    expect(later.facets!.brand.reduce((sum, b) => sum + b.count, 0)).toBe(later.total);
  });
});
