import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, sqliteHandle, type DB } from "~/db/client.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { ProductMemory } from "~/modules/search/fts5/memory.server";
import { Fts5SearchIndex } from "~/modules/search/fts5/fts5.server";
import { buildSearchDocuments } from "~/modules/search/document.server";
import { reindexAll, syncProducts } from "~/modules/search/indexing.server";
import { PRICE_RANGES, SEARCH_SORTS, type SearchRequest } from "~/modules/search/search-index";
import { listableProductIds } from "./setup-db";

/**
 * The in-memory pass must answer exactly as the SQL over the index tables would, and follow
 * writes made by another connection (another process).
 */
describe("FTS5 product memory", () => {
  let dir: string;
  let shop: DB;
  let reindexer: DB;
  const now = new Date();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "product-memory-"));
    const file = path.join(dir, "shop.db");
    shop = openDatabase(file);
    await migrateToLatest(shop);
    await seedDemoCatalogue(shop, { products: 240, now });
    reindexer = openDatabase(file);
    await reindexAll(reindexer, new Fts5SearchIndex(reindexer));
  }, 60_000);

  afterAll(async () => {
    await shop.destroy();
    await reindexer.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers every filter, facet and sort as the SQL reference does", async () => {
    const memory = new Fts5SearchIndex(shop);
    const reference = new Fts5SearchIndex(shop, { inMemory: false });
    const facetValues = async (column: "brand_code" | "country" | "product_type" | "l1" | "store_code") =>
      (await shop.selectFrom("search_products").select(column).distinct().execute()).map((r) => r[column] as string | null).filter((v): v is string => v !== null);
    const [brands, countries, types, taxons, stores] = await Promise.all([
      facetValues("brand_code"),
      facetValues("country"),
      facetValues("product_type"),
      facetValues("l1"),
      facetValues("store_code"),
    ]);
    const skus = (await shop.selectFrom("search_products").select("sku").limit(20).execute()).map((r) => r.sku.split("-")[0]!);
    const some = (values: string[]) => fc.subarray([...values, "no-such-value"], { maxLength: 3 });
    // Each filter now and then, so most requests still find something to compare.
    const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary, weight: 1 });
    const request = fc.record({
      q: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 1 },
        { arbitrary: fc.constantFrom("дарс", "wine", "arkhi", "хар", "khar suvd", "виски", "улаан дарс", "zzqq", "-", "chin"), weight: 3 },
      ),
      sort: fc.option(fc.constantFrom(...SEARCH_SORTS), { nil: undefined }),
      seed: fc.integer({ min: 1, max: 10_000 }),
      locale: fc.constantFrom("mn", "en"),
      page: fc.integer({ min: 1, max: 3 }),
      pageSize: fc.constantFrom(5, 40),
      filters: fc.record({
        taxon: sometimes(fc.constantFrom(...taxons, "no/such")),
        brands: sometimes(some(brands)),
        countries: sometimes(some(countries)),
        types: sometimes(some(types)),
        priceMin: sometimes(fc.integer({ min: 0, max: 150_000 })),
        priceMax: sometimes(fc.integer({ min: 20_000, max: 400_000 })),
        onSale: sometimes(fc.boolean()),
        seriesPrefix: sometimes(fc.constantFrom(...skus)),
        store: sometimes(fc.constantFrom(...stores)),
        excludeIds: sometimes(fc.array(fc.integer({ min: 1, max: 240 }), { maxLength: 5 })),
      }),
    });
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const search: SearchRequest = { ...r, now, facets: true };
        const [fast, slow] = await Promise.all([memory.search(search), reference.search(search)]);
        expect(fast.total).toBe(slow.total);
        if (slow.total > 0) compared++;
        expect(fast.facets).toEqual(slow.facets);
        if (search.sort !== undefined || !search.q) expect(fast.hits.map((h) => h.id)).toEqual(slow.hits.map((h) => h.id));
        else expect(fast.hits.length).toBe(slow.hits.length);
      }),
      { numRuns: 300 },
    );
    // The comparison is only worth something if most requests found products.
    expect(compared).toBeGreaterThan(120);
  });

  it("says when it searched near spellings because the words as typed found nothing", async () => {
    const index = new Fts5SearchIndex(shop);
    const exact = await index.search({ locale: "mn", pageSize: 40, now, q: "шампань" });
    const near = await index.search({ locale: "mn", pageSize: 40, now, q: "шампонь" });
    expect(exact.approximate).toBeUndefined();
    expect(near.approximate).toBe(true);
    expect(near.total).toBe(exact.total);
    expect((await index.search({ locale: "mn", pageSize: 40, now, q: "zzqqxxww" })).approximate).toBeUndefined();
  });

  it("tells listable products by the same rule as the catalogue", async () => {
    const memory = new ProductMemory(sqliteHandle(shop)!);
    await memory.ready();
    const expected = await listableProductIds(shop, now);
    const ids = (await shop.selectFrom("products").select("id").execute()).map((p) => p.id);
    expect(new Set(ids.filter((id) => memory.listable(id, now)))).toEqual(expected);
    expect(memory.listable(999_999, now)).toBe(false);
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

    const later = await index.search(request);
    expect(later.total).toBe(before.total - 1);
    expect(later.hits.map((h) => h.id)).not.toContain(victim.id);
    expect(later.facets!.brand.reduce((sum, b) => sum + b.count, 0)).toBe(later.total);
  });

  it("follows its own writes without a reload", async () => {
    const index = new Fts5SearchIndex(shop);
    const request = { locale: "mn", pageSize: 40, now, facets: true } as const;
    const before = await index.search(request);
    const victim = before.hits[1]!;
    await index.remove([victim.id]);
    const after = await index.search(request);
    expect(after.total).toBe(before.total - 1);
    await syncProducts(shop, index, [victim.id]);
    expect((await index.search(request)).total).toBe(before.total);
  });

  it("loads in slices and replays its own writes made meanwhile", async () => {
    const everything = { matchIds: null, filters: {}, now, sort: undefined, relevance: null, locale: "mn", offset: 0, limit: 40, facets: false, ranges: PRICE_RANGES };
    const whole = new ProductMemory(sqliteHandle(shop)!);
    await whole.ready();
    const listed = whole.query(everything);

    const sliced = new ProductMemory(sqliteHandle(shop)!, 25);
    const loading = sliced.ready();
    sliced.remove([listed.ids[0]!]);
    const waiting = sliced.ready();
    await Promise.all([loading, waiting]);
    const after = sliced.query(everything);
    expect(after.total).toBe(listed.total - 1);
    expect(after.ids).not.toContain(listed.ids[0]);
    expect(after.ids.slice(0, 39)).toEqual(listed.ids.slice(1, 40));
  });

  it("keeps cached matches across stock changes and drops them when a name changes", async () => {
    const index = new Fts5SearchIndex(shop);
    const request = { locale: "mn", pageSize: 40, now, q: "дарс" } as const;
    const first = await index.search(request);
    const product = first.hits[0]!;

    const memory = new ProductMemory(sqliteHandle(shop)!);
    await memory.ready();
    const [document] = await buildSearchDocuments(shop, [product.id]);
    const before = memory.textVersion;
    memory.upsert([{ ...document!, total_on_hand: document!.total_on_hand + 5 }]);
    memory.upsert([{ ...document!, total_on_hand: document!.total_on_hand + 6 }]);
    // The first write after a load cannot know the old text; the second one knows it is the same.
    expect(memory.textVersion).toBeLessThanOrEqual(before + 1);
    const settled = memory.textVersion;
    memory.upsert([{ ...document!, total_on_hand: 1 }]);
    expect(memory.textVersion).toBe(settled);
    memory.upsert([{ ...document!, name: { mn: "Шинэ нэр", en: "New name" } }]);
    expect(memory.textVersion).toBe(settled + 1);

    // Through the adapter: renamed away from a word, the product leaves that word's cached matches.
    const rename = async (name: string) => {
      await shop.updateTable("products").set({ name_mn: name, name_en: name }).where("id", "=", product.id).execute();
      await syncProducts(shop, index, [product.id]);
    };
    await rename("Тэнгэрлэгшар");
    expect((await index.search({ ...request, q: "тэнгэрлэгшар" })).hits.map((h) => h.id)).toEqual([product.id]);
    await index.search({ ...request, q: "тэнгэрлэгшар" });
    await rename("Өөр нэр");
    expect((await index.search({ ...request, q: "тэнгэрлэгшар" })).total).toBe(0);
  });

  it("sees a synonym set another connection adds or removes on its next query (memory and SQL paths, cached or not)", async () => {
    const request = { locale: "mn", pageSize: 40, now, facets: false };
    for (const index of [new Fts5SearchIndex(shop), new Fts5SearchIndex(shop, { inMemory: false })]) {
      expect((await index.search({ ...request, q: "zzbubbles" })).total).toBe(0);
      const at = now.toISOString();
      const row = await reindexer
        .insertInto("search_synonyms")
        .values({ kind: "oneway", terms: JSON.stringify(["zzbubbles"]), expansions: JSON.stringify(["оргилуун дарс"]), created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      const found = await index.search({ ...request, q: "zzbubbles" });
      expect(found.total).toBeGreaterThan(0);
      expect(found.hits.every((h) => h.product_type === "sparkling")).toBe(true);
      await reindexer.deleteFrom("search_synonyms").where("id", "=", row.id).execute();
      expect((await index.search({ ...request, q: "zzbubbles" })).total).toBe(0);
    }
  });
});
