import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { seriesPrefix } from "~/modules/catalog/domain/catalog";
import { ElasticsearchSearchIndex } from "~/modules/search/elasticsearch/elasticsearch.server";
import { Fts5SearchIndex } from "~/modules/search/fts5/fts5.server";
import { PostgresSearchIndex } from "~/modules/search/postgres/postgres.server";
import { reindexAll, syncProducts } from "~/modules/search/indexing.server";
import { deleteSynonymSet, saveSynonymSet } from "~/modules/search/synonyms.server";
import type { SearchIndex, SearchRequest } from "~/modules/search/search-index";
import { createTestDatabase, testDialect, type TestDatabase } from "../support/test-database";
import { listableProductIds } from "./setup-db";

/**
 * One contract for every SearchIndex adapter: the database's own (FTS5 on SQLite, PostgreSQL's
 * full-text search on PostgreSQL), and Elasticsearch when ELASTICSEARCH_URL names a server (the
 * suite says so when it skips it).
 */
const adapters: { name: string; make: (db: DB) => SearchIndex; enabled: boolean }[] = [
  { name: "fts5", make: (db) => new Fts5SearchIndex(db), enabled: testDialect === "sqlite" },
  { name: "postgres", make: (db) => new PostgresSearchIndex(db), enabled: testDialect === "postgres" },
  {
    name: "elasticsearch",
    make: () =>
      new ElasticsearchSearchIndex({
        url: process.env.ELASTICSEARCH_URL!,
        username: process.env.ELASTICSEARCH_USERNAME,
        password: process.env.ELASTICSEARCH_PASSWORD,
        index: `products_contract_${process.pid}`,
      }),
    enabled: Boolean(process.env.ELASTICSEARCH_URL),
  },
];

if (!process.env.ELASTICSEARCH_URL) {
  console.info(`[search contract] ELASTICSEARCH_URL is not set: the Elasticsearch adapter's contract run is SKIPPED (${testDialect === "postgres" ? "the PostgreSQL adapter" : "FTS5"} runs).`);
}

const now = new Date();

for (const adapter of adapters) {
  describe.skipIf(!adapter.enabled)(`SearchIndex contract: ${adapter.name}`, () => {
    let db: DB;
    let index: SearchIndex;
    let database: TestDatabase;
    const request = (r: Partial<SearchRequest> = {}): SearchRequest => ({ locale: "mn", pageSize: 40, now, facets: true, ...r });

    beforeAll(async () => {
      database = await createTestDatabase("search");
      db = database.open();
      await migrateToLatest(db);
      await seedDemoCatalogue(db, { products: 360, now });
      index = adapter.make(db);
      await reindexAll(db, index);
    }, 120_000);

    afterAll(async () => {
      await db.destroy();
      await database.remove();
    });

    const listableIds = () => listableProductIds(db, now);

    it("indexes every product and lists exactly the listable ones (spec 9)", async () => {
      expect(await index.count()).toBe(360);
      const expected = await listableIds();
      const seen = new Set<number>();
      const first = await index.search(request({ pageSize: 40 }));
      expect(first.total).toBe(expected.size);
      for (let page = 1; page <= Math.ceil(first.total / 40); page++) {
        for (const hit of (await index.search(request({ page, facets: false }))).hits) seen.add(hit.id);
      }
      expect(seen).toEqual(expected);
    });

    it.each([
      ["хар сувд", "khar-suvd"],
      ["Хар Сувд", "khar-suvd"],
      ["khar suvd", "khar-suvd"],
      ["xar suvd", "khar-suvd"],
        ["chinggis", "chinggis"],
      ["чингис", "chinggis"],
      ["soyombo", "soyombo"],
    ])("finds %s (brand %s) in Cyrillic and Latin typing", async (q, brand) => {
      const result = await index.search(request({ q }));
      expect(result.total).toBeGreaterThan(0);
      expect(result.hits).not.toHaveLength(0);
      for (const h of result.hits) expect(h.brand.code, h.sku).toBe(brand);
    });

    it.each([
      ["arkhi", "vodka"],
      ["архи", "vodka"],
      ["whisky", "whisky"],
      ["виски", "whisky"],
      ["champagne", "sparkling"],
      ["шар айраг", "beer"],
      // One wrong letter in a word of five or more.
      ["шампонь", "sparkling"],
      ["vodak", "vodka"],
    ])("finds %s as %s", async (q, type) => {
      const result = await index.search(request({ q }));
      expect(result.total).toBeGreaterThan(0);
      expect(result.hits.filter((h) => h.product_type === type).length).toBeGreaterThanOrEqual(Math.ceil(result.hits.length / 2));
    });

    it("forgives a wrong letter from five letters on, not in shorter words", async () => {
      expect((await index.search(request({ q: "дарз" }))).total).toBe(0);
      expect((await index.search(request({ q: "вмски" }))).total).toBeGreaterThan(0);
    });

    it("ranks the brand first for a one-word Latin query", async () => {
      const result = await index.search(request({ q: "khar" }));
      expect(result.hits[0]!.brand.code).toBe("khar-suvd");
    });

    it("finds nothing for nonsense and survives FTS syntax in the query", async () => {
      expect((await index.search(request({ q: "zzqqxx" }))).total).toBe(0);
      // Only punctuation: no words to look for, so nothing is found (and nothing throws).
      for (const q of ['"', "*", "-"]) {
        await expect(index.search(request({ q })), q).resolves.toMatchObject({ total: 0, hits: [] });
      }
      // FTS operators and column filters are taken as plain words: a well-formed answer.
      for (const q of ["AND", "NEAR(", "хар OR", "names:хар"]) {
        const result = await index.search(request({ q }));
        expect(result.total, q).toBeGreaterThanOrEqual(0);
        expect(result.hits, q).toHaveLength(Math.min(result.total, 40));
        expect(result.facets, q).toEqual(expect.objectContaining({ brand: expect.any(Array) }));
      }
    });

    it("filters by category including every level below", async () => {
      const spirits = await index.search(request({ filters: { taxon: "spirits" } }));
      const whisky = await index.search(request({ filters: { taxon: "spirits/whisky" } }));
      expect(whisky.total).toBeGreaterThan(0);
      expect(whisky.total).toBeLessThan(spirits.total);
      expect(whisky.facets!.levels[1]).toEqual([{ key: "spirits/whisky", count: whisky.total }]);
      expect(whisky.facets!.levels[2].reduce((s, b) => s + b.count, 0)).toBe(whisky.total);
      for (const level of spirits.facets!.levels) expect(level.length).toBeLessThanOrEqual(20);
    });

    it("counts facets disjunctively", async () => {
      const all = await index.search(request());
      const [a, b] = all.facets!.brand;
      const one = await index.search(request({ filters: { brands: [a!.key] } }));
      expect(one.total).toBe(a!.count);
      expect(one.facets!.brand).toEqual(all.facets!.brand);
      const two = await index.search(request({ filters: { brands: [a!.key, b!.key] } }));
      expect(two.total).toBe(a!.count + b!.count);
      const country = one.facets!.country[0]!;
      const both = await index.search(request({ filters: { brands: [a!.key], countries: [country.key] } }));
      expect(both.total).toBe(country.count);
      expect(both.hits).not.toHaveLength(0);
      for (const h of both.hits) expect(h.brand.code, h.sku).toBe(a!.key);
    });

    it("filters by type, price and sale, with price range counts", async () => {
      const result = await index.search(request({ filters: { types: ["wine"], priceMin: 40_000, priceMax: 150_000, onSale: true } }));
      for (const hit of result.hits) {
        expect(hit.product_type).toBe("wine");
        expect(hit.selling_price).toBeGreaterThanOrEqual(40_000);
        expect(hit.selling_price).toBeLessThanOrEqual(150_000);
        expect(hit.sale_percent).toBeGreaterThan(0);
      }
      const all = await index.search(request());
      expect(all.facets!.price.reduce((s, p) => s + p.count, 0)).toBe(all.total);
    });

    it.each([
      ["price_asc", (h: { selling_price: number }) => h.selling_price, "asc"],
      ["price_desc", (h: { selling_price: number }) => h.selling_price, "desc"],
      ["date_desc", (h: { available_on: string }) => h.available_on, "desc"],
      ["date_asc", (h: { available_on: string }) => h.available_on, "asc"],
      ["sale_desc", (h: { sale_percent: number }) => h.sale_percent, "desc"],
      ["stock_desc", (h: { total_on_hand: number }) => h.total_on_hand, "desc"],
    ] as const)("sorts %s", async (sort, value, direction) => {
      const values = (await index.search(request({ sort, facets: false }))).hits.map((h) => value(h as never) as number | string);
      const sorted = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      expect(values).toEqual(direction === "asc" ? sorted : sorted.reverse());
    });

    it("sorts rating_desc by the mean rating, then the number of reviews, unrated products last", async () => {
      const hits: { id: number; average_rating: number; total_reviews: number }[] = [];
      for (let page = 1; ; page++) {
        const result = await index.search(request({ sort: "rating_desc", facets: false, pageSize: 100, page }));
        hits.push(...result.hits);
        if (result.hits.length === 0 || hits.length >= result.total) break;
      }
      const rated = hits.filter((h) => h.total_reviews > 0);
      expect(rated.length).toBeGreaterThan(50);
      expect(rated.length).toBeLessThan(hits.length);
      // Every rated product before every unrated one.
      expect(hits.slice(0, rated.length)).toEqual(rated);
      for (let i = 1; i < hits.length; i++) {
        const [a, b] = [hits[i - 1]!, hits[i]!];
        const inOrder =
          a.average_rating > b.average_rating ||
          (a.average_rating === b.average_rating && (a.total_reviews > b.total_reviews || (a.total_reviews === b.total_reviews && a.id < b.id)));
        expect(inOrder, `${a.id} (${a.average_rating}, ${a.total_reviews}) before ${b.id} (${b.average_rating}, ${b.total_reviews})`).toBe(true);
      }
    });

    it("sorts by name in the page's language", async () => {
      const mn = (await index.search(request({ sort: "name_asc", facets: false, locale: "mn" }))).hits;
      const en = (await index.search(request({ sort: "name_asc", facets: false, locale: "en" }))).hits.map((h) => h.name.en.toLowerCase());
      expect(en).toEqual([...en].sort());
      expect(mn[0]!.name.mn <= mn[mn.length - 1]!.name.mn || /[өү]/i.test(mn[0]!.name.mn)).toBe(true);
    });

    it("shuffles with a seed that keeps paging stable", async () => {
      const a = (await index.search(request({ sort: "random", seed: 7, facets: false }))).hits.map((h) => h.id);
      const again = (await index.search(request({ sort: "random", seed: 7, facets: false }))).hits.map((h) => h.id);
      const other = (await index.search(request({ sort: "random", seed: 8, facets: false }))).hits.map((h) => h.id);
      const page2 = (await index.search(request({ sort: "random", seed: 7, page: 2, facets: false }))).hits.map((h) => h.id);
      expect(again).toEqual(a);
      expect(other).not.toEqual(a);
      expect(page2.filter((id) => a.includes(id))).toEqual([]);
    });

    it("finds the same series by sku prefix, excluding the product itself", async () => {
      const any = (await index.search(request({ q: "khar suvd", facets: false }))).hits[0]!;
      const prefix = seriesPrefix(any.sku)!;
      const series = await index.search(request({ filters: { seriesPrefix: prefix, excludeIds: [any.id] }, facets: false, pageSize: 20 }));
      expect(series.hits).not.toHaveLength(0);
      for (const h of series.hits) {
        expect(h.sku.startsWith(`${prefix}-`), h.sku).toBe(true);
        expect(h.id, h.sku).not.toBe(any.id);
      }
    });

    it("suggests completions for Latin and Cyrillic typing, at most the limit", async () => {
      const khar = await index.suggest("khar", { locale: "mn", limit: 50, now });
      expect(khar.length).toBeGreaterThan(0);
      expect(khar.length).toBeLessThanOrEqual(50);
      expect(khar.some((s) => s.kind === "brand" && s.text === "Хар Сувд")).toBe(true);
      expect(khar.some((s) => s.kind === "product" && s.href.startsWith("/products/"))).toBe(true);
      const cyrillic = await index.suggest("вис", { locale: "mn", limit: 50, now });
      expect(cyrillic.some((s) => s.kind === "category" && s.href === "/t/spirits/whisky")).toBe(true);
      expect(await index.suggest("", { locale: "mn", limit: 50, now })).toEqual([]);
      expect((await index.suggest("a", { locale: "en", limit: 3, now })).length).toBeLessThanOrEqual(3);
    });

    it("finds more like this: listable, same kind, never itself", async () => {
      const source = (await index.search(request({ q: "khar suvd", facets: false }))).hits[0]!;
      const similar = await index.moreLikeThis(source.id, { locale: "mn", limit: 30, now });
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(30);
      expect(similar.some((h) => h.id === source.id)).toBe(false);
      const listable = await listableIds();
      expect(similar.filter((h) => !listable.has(h.id)).map((h) => h.sku)).toEqual([]);
    });

    // Synonyms: the seeded table (migration 0009), as every adapter applies it at query time.
    it.each([
      ["вино", ["wine", "sparkling"]],
      ["шампанское", ["sparkling"]],
      ["игристое вино", ["sparkling"]],
      ["джин", ["gin"]],
      ["пиво", ["beer"]],
      ["красное вино", ["wine"]],
      ["водка", ["vodka"]],
    ])("a seeded synonym: %s finds %s", async (q, types) => {
      const result = await index.search(request({ q, facets: false }));
      expect(result.total, q).toBeGreaterThan(0);
      expect(result.hits.filter((h) => types.includes(h.product_type)).length).toBeGreaterThanOrEqual(Math.ceil(result.hits.length / 2));
    });

    it("finds the brandy products for 'коньяк' and the same products for whisky and виски", async () => {
      const cognac = await index.search(request({ q: "коньяк", facets: false, pageSize: 200 }));
      const brandy = await index.search(request({ q: "brandy", facets: false, pageSize: 200 }));
      expect(brandy.total).toBeGreaterThan(0);
      expect(cognac.total).toBe(brandy.total);
      expect(cognac.hits.some((h) => /бренди|brandy/i.test(`${h.name.mn} ${h.name.en}`))).toBe(true);
      const whisky = await index.search(request({ q: "whisky", facets: false }));
      expect(whisky.total).toBeGreaterThan(0);
      expect((await index.search(request({ q: "виски", facets: false }))).total).toBe(whisky.total);
    });

    it("applies a staff edit to the next search: a one-way expansion never expands backwards", async () => {
      const whisky = (await index.search(request({ q: "виски", facets: false }))).total;
      const cognac = (await index.search(request({ q: "коньяк", facets: false }))).total;
      const saved = await saveSynonymSet(db, index, { set: { kind: "oneway", terms: ["виски"], expansions: ["коньяк"] } }, now);
      if (!saved.ok) throw new Error(saved.error);
      try {
        const widened = await index.search(request({ q: "виски", facets: false, pageSize: 200 }));
        expect(widened.total).toBe(whisky + cognac);
        expect(widened.hits.some((h) => h.product_type === "cognac")).toBe(true);
        // Backwards: "коньяк" still finds only what it found.
        const back = await index.search(request({ q: "коньяк", facets: false, pageSize: 200 }));
        expect(back.total).toBe(cognac);
        expect(back.hits.some((h) => h.product_type === "whisky")).toBe(false);
      } finally {
        await deleteSynonymSet(db, index, saved.value.id);
      }
      expect((await index.search(request({ q: "виски", facets: false }))).total).toBe(whisky);
    });

    it("offers the catalogue's closest words for a misspelling", async () => {
      const words = (await index.closestWords?.("шампонь", { limit: 5 })) ?? [];
      expect(words.map((w) => w.toLowerCase())).toContain("шампань");
    });

    it("stays in step with stock changes and removals", async () => {
      const hit = (await index.search(request({ q: "chinggis", facets: false }))).hits[0]!;
      const variants = await db.selectFrom("variants").select("id").where("product_id", "=", hit.id).execute();
      const before = await db.selectFrom("stock_items").select(["id", "count_on_hand"]).where("variant_id", "in", variants.map((v) => v.id)).execute();
      await db.updateTable("stock_items").set({ count_on_hand: 0 }).where("variant_id", "in", variants.map((v) => v.id)).execute();
      await syncProducts(db, index, [hit.id]);
      expect((await index.search(request({ q: "chinggis", facets: false, pageSize: 100 }))).hits.some((h) => h.id === hit.id)).toBe(false);
      for (const row of before) await db.updateTable("stock_items").set({ count_on_hand: row.count_on_hand }).where("id", "=", row.id).execute();
      await syncProducts(db, index, [hit.id]);
      expect((await index.search(request({ q: "chinggis", facets: false, pageSize: 100 }))).hits.some((h) => h.id === hit.id)).toBe(true);
      await index.remove([hit.id]);
      expect(await index.count()).toBe(359);
      await syncProducts(db, index, [hit.id]);
      expect(await index.count()).toBe(360);
    });
  });
}
