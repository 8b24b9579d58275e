import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { reindexAll, syncProducts } from "~/modules/search/indexing.server";
import { PostgresSearchIndex } from "~/modules/search/postgres/postgres.server";
import type { SearchRequest } from "~/modules/search/search-index";
import { deleteSynonymSet, saveSynonymSet } from "~/modules/search/synonyms.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../support/test-database";

/**
 * Two app servers on one PostgreSQL database, each with its own PostgreSQL search index (its own
 * pool, in-memory columns and caches): what one writes, the other's next search shows.
 */
describe.skipIf(testDialect !== "postgres")("PostgreSQL search on two app servers", () => {
  const now = new Date();
  const request = (r: Partial<SearchRequest> = {}): SearchRequest => ({ locale: "mn", pageSize: 100, now, facets: true, ...r });
  let database: TestDatabase;
  let dbA: DB;
  let dbB: DB;
  let serverA: PostgresSearchIndex;
  let serverB: PostgresSearchIndex;

  beforeAll(async () => {
    database = await createTestDatabase("search_servers");
    dbA = database.open();
    dbB = database.open();
    await migrateToLatest(dbA);
    await seedDemoCatalogue(dbA, { products: 120, now });
    serverA = new PostgresSearchIndex(dbA);
    serverB = new PostgresSearchIndex(dbB);
    await reindexAll(dbA, serverA);
    await serverA.warm();
    await serverB.warm();
  }, 120_000);

  afterAll(async () => {
    await dbA.destroy();
    await dbB.destroy();
    await database.remove();
  });

  const firstHit = async (q: string) => (await serverB.search(request({ q, facets: false }))).hits[0]!;
  const variantIds = async (productId: number) => (await dbA.selectFrom("variants").select("id").where("product_id", "=", productId).execute()).map((v) => v.id);

  it("shows a stock change made through the other server in the next search", async () => {
    const hit = await firstHit("chinggis");
    const variants = await variantIds(hit.id);
    const before = await dbA.selectFrom("stock_items").select(["id", "count_on_hand"]).where("variant_id", "in", variants).execute();
    await dbA.updateTable("stock_items").set({ count_on_hand: 0 }).where("variant_id", "in", variants).execute();
    await syncProducts(dbA, serverA, [hit.id]);
    expect((await serverB.search(request({ q: "chinggis" }))).hits.some((h) => h.id === hit.id)).toBe(false);
    for (const row of before) await dbA.updateTable("stock_items").set({ count_on_hand: row.count_on_hand }).where("id", "=", row.id).execute();
    await syncProducts(dbA, serverA, [hit.id]);
    expect((await serverB.search(request({ q: "chinggis" }))).hits.some((h) => h.id === hit.id)).toBe(true);
  });

  it("shows a price change in the other server's sort, filters and facets", async () => {
    const hit = await firstHit("soyombo");
    const master = await dbA.selectFrom("variants").select(["id", "price", "sale_price"]).where("product_id", "=", hit.id).where("is_master", "=", 1).executeTakeFirstOrThrow();
    await dbA.updateTable("variants").set({ price: 3, sale_price: null }).where("id", "=", master.id).execute();
    await syncProducts(dbA, serverA, [hit.id]);
    const cheapest = await serverB.search(request({ sort: "price_asc", pageSize: 1 }));
    expect(cheapest.hits[0]).toMatchObject({ id: hit.id, selling_price: 3 });
    expect(cheapest.facets!.priceBounds!.min).toBe(3);
    await dbA.updateTable("variants").set({ price: master.price, sale_price: master.sale_price }).where("id", "=", master.id).execute();
    await syncProducts(dbA, serverA, [hit.id]);
    expect((await serverB.search(request({ sort: "price_asc", pageSize: 1 }))).hits[0]!.id).not.toBe(hit.id);
  });

  it("forgets a removed product and takes it back", async () => {
    const hit = await firstHit("khar suvd");
    const total = (await serverB.search(request())).total;
    await serverA.remove([hit.id]);
    expect((await serverB.search(request())).total).toBe(total - 1);
    expect((await serverB.search(request({ q: "khar suvd" }))).hits.some((h) => h.id === hit.id)).toBe(false);
    await syncProducts(dbA, serverA, [hit.id]);
    expect((await serverB.search(request())).total).toBe(total);
  });

  it("reads again a change whose transaction was still open at its last look, whatever the commit order", async () => {
    const early = await firstHit("chinggis");
    const late = await firstHit("soyombo");
    const client = new pg.Client({ connectionString: database.target });
    await client.connect();
    try {
      // The early transaction takes its id first and commits last.
      await client.query("begin");
      await client.query("update search_products set total_on_hand = 0 where id = $1", [early.id]);
      await client.query("update search_changes set changed_by = pg_current_xact_id() where id = $1", [early.id]);
      await syncProducts(dbA, serverA, [late.id]);
      expect((await serverB.search(request({ q: "chinggis" }))).hits.some((h) => h.id === early.id)).toBe(true);
      await client.query("commit");
    } finally {
      await client.end();
    }
    expect((await serverB.search(request({ q: "chinggis" }))).hits.some((h) => h.id === early.id)).toBe(false);
    await syncProducts(dbA, serverA, [early.id]);
    expect((await serverB.search(request({ q: "chinggis" }))).hits.some((h) => h.id === early.id)).toBe(true);
  });

  it("reloads everything after the other server reset and rebuilt the index", async () => {
    const total = (await serverB.search(request())).total;
    await serverA.reset();
    expect((await serverB.search(request())).total).toBe(0);
    await reindexAll(dbA, serverA);
    expect((await serverB.search(request())).total).toBe(total);
  });

  it("applies a synonym saved through the other server", async () => {
    const whisky = (await serverB.search(request({ q: "виски", facets: false }))).total;
    const cognac = (await serverB.search(request({ q: "коньяк", facets: false }))).total;
    const saved = await saveSynonymSet(dbA, serverA, { set: { kind: "oneway", terms: ["виски"], expansions: ["коньяк"] } }, now);
    if (!saved.ok) throw new Error(saved.error);
    try {
      expect((await serverB.search(request({ q: "виски", facets: false }))).total).toBe(whisky + cognac);
    } finally {
      await deleteSynonymSet(dbA, serverA, saved.value.id);
    }
    expect((await serverB.search(request({ q: "виски", facets: false }))).total).toBe(whisky);
  });
});
