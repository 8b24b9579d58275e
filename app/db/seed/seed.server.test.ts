import { DEFAULT_ORDER_RULES } from "~/modules/orders";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { generateDemoCatalogue } from "./demo-catalogue";
import { DEMO_REVIEWER_COUNT, ensureDemoReviewers } from "./demo-reviews.server";
import { clearCatalogue, isCatalogueEmpty, seedDemoCatalogue } from "./seed.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/support/test-database";

const now = new Date("2026-11-22T06:00:00.000Z");
const PRODUCTS = 400;

let database: TestDatabase;
let db: DB;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-uploads-"));

beforeAll(async () => {
  database = await createTestDatabase("seed");
  db = database.open();
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await database.remove();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

/**
 * SQLite checks foreign keys when asked; PostgreSQL checks each row as it is written, so there a
 * problem is a constraint left unvalidated or turned off.
 */
async function foreignKeyProblems(): Promise<unknown[]> {
  if (testDialect === "sqlite") return (await sql`pragma foreign_key_check`.execute(db)).rows;
  const unchecked = await sql`select conname from pg_constraint where contype = 'f' and not convalidated
    union all select tgname from pg_trigger where tgname like 'RI_ConstraintTrigger%' and tgenabled = 'D'`.execute(db);
  return unchecked.rows;
}

const count = async (table: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);

describe("seedDemoCatalogue", () => {
  it("fills an empty database with the generated catalogue", async () => {
    expect(await isCatalogueEmpty(db)).toBe(true);
    const progress: [number, number][] = [];
    const started = performance.now();
    const result = await seedDemoCatalogue(db, { products: PRODUCTS, now, uploadsDir, onProgress: (done, total) => progress.push([done, total]) });
    console.log(`[seed] ${PRODUCTS} products with their reviews in ${Math.round(performance.now() - started)} ms`);
    expect(result).toEqual({ products: PRODUCTS });
    expect(progress.at(-1)).toEqual([PRODUCTS, PRODUCTS]);
    expect(await isCatalogueEmpty(db)).toBe(false);

    const expected = generateDemoCatalogue({ products: PRODUCTS, now });
    const variants = expected.products.flatMap((p) => p.variants);
    expect(await count("taxons")).toBe(expected.taxons.length);
    expect(await count("brands")).toBe(expected.brands.length);
    expect(await count("stores")).toBe(expected.stores.length);
    expect(await count("stock_locations")).toBe(expected.stockLocations.length);
    expect(await count("badges")).toBe(expected.badges.length);
    expect(await count("products")).toBe(PRODUCTS);
    expect(await count("product_taxons")).toBe(PRODUCTS);
    expect(await count("product_badges")).toBe(expected.products.reduce((n, p) => n + p.badges.length, 0));
    expect(await count("product_images")).toBe(expected.products.reduce((n, p) => n + p.images.length, 0));
    expect(await count("product_properties")).toBe(expected.products.reduce((n, p) => n + p.properties.length, 0));
    expect(await count("variants")).toBe(variants.length);
    expect(await count("variant_option_values")).toBe(variants.reduce((n, v) => n + v.optionValues.length, 0));
    expect(await count("stock_items")).toBe(variants.length * expected.stockLocations.length);
  });

  it("keeps every foreign key intact", async () => {
    expect(await foreignKeyProblems()).toEqual([]);
    if (testDialect === "sqlite") {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(integrity.rows[0]!.integrity_check).toBe("ok");
    }
  });

  it("stores rows that read back as generated", async () => {
    const expected = generateDemoCatalogue({ products: PRODUCTS, now }).products[41]!;
    const product = await db.selectFrom("products").selectAll().where("id", "=", expected.product.id).executeTakeFirstOrThrow();
    // The figures are the reviews' (checked below), not the generator's.
    expect({ ...product, average_rating: 0, total_reviews: 0 }).toEqual(expected.product);
    const masters = await db.selectFrom("variants").select(["product_id"]).where("is_master", "=", 1).execute();
    expect(masters).toHaveLength(PRODUCTS);
    const house = await db.selectFrom("brands").select(["name", "name_latin"]).where("code", "=", "khar-suvd").executeTakeFirstOrThrow();
    expect(house).toEqual({ name: "Хар Сувд", name_latin: "Khar Suvd" });
    const deep = await db.selectFrom("taxons").select("depth").where("permalink", "=", "spirits/whisky/scotch/single-malt").executeTakeFirstOrThrow();
    expect(deep.depth).toBe(3);
  });

  describe("the demo reviews", () => {
    it("give every product the figures of its visible reviews", async () => {
      const products = await db.selectFrom("products").select(["id", "average_rating", "total_reviews"]).execute();
      const visible = await db
        .selectFrom("product_reviews")
        .select(["product_id", "rating"])
        .where("status", "=", "visible")
        .execute();
      const byProduct = new Map<number, number[]>();
      for (const row of visible) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.rating]);
      for (const p of products) {
        const ratings = byProduct.get(p.id) ?? [];
        const mean = ratings.length === 0 ? 0 : ratings.reduce((s, r) => s + r, 0) / ratings.length;
        expect(p.total_reviews, `product ${p.id}`).toBe(ratings.length);
        expect(p.average_rating, `product ${p.id}`).toBeCloseTo(mean, 9);
      }
      const planned = generateDemoCatalogue({ products: PRODUCTS, now }).products.filter((p) => p.reviewPlan !== null);
      expect(await count("product_reviews")).toBe(planned.reduce((n, p) => n + p.reviewPlan!.count, 0));
      expect(products.filter((p) => p.total_reviews > 0).length).toBeGreaterThan(PRODUCTS / 3);
    });

    it("are written in mn and en, one per reviewer and product, from demo reviewers", async () => {
      const languages = await db.selectFrom("product_reviews").select(["language", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("language").execute();
      const share = Object.fromEntries(languages.map((l) => [l.language, Number(l.n)]));
      expect(share.mn! / (share.mn! + share.en!)).toBeGreaterThan(0.65);
      expect(share.en).toBeGreaterThan(0);
      const authors = await db
        .selectFrom("product_reviews as r")
        .innerJoin("users as u", "u.id", "r.user_id")
        .select("u.email")
        .distinct()
        .execute();
      for (const a of authors) expect(a.email).toMatch(/^reviewer-\d\d@demo\.kharsuvd\.mn$/);
      const bodies = await db.selectFrom("product_reviews").select(["body", "created_at"]).execute();
      for (const b of bodies) {
        expect(b.body.length).toBeGreaterThanOrEqual(10);
        expect(b.created_at <= now.toISOString()).toBe(true);
      }
    });

    it("keep helpful, report and photo counts equal to their rows", async () => {
      const mismatches = await sql<{ id: number }>`select r.id from product_reviews r where
          r.helpful_count <> (select count(*) from product_review_votes v where v.review_id = r.id)
          or r.report_count <> (select count(*) from product_review_reports x where x.review_id = r.id)
          or r.photo_count <> (select count(*) from product_review_photos ph where ph.review_id = r.id)`.execute(db);
      expect(mismatches.rows).toEqual([]);
      expect(await count("product_review_votes")).toBeGreaterThan(100);
      expect(await count("product_review_reports")).toBeGreaterThan(0);
      const selfVotes = await sql`select 1 from product_review_votes v inner join product_reviews r on r.id = v.review_id where v.user_id = r.user_id`.execute(db);
      expect(selfVotes.rows).toEqual([]);
    });

    it("have a few hidden reviews, each with a reason", async () => {
      const hidden = await db.selectFrom("product_reviews").select(["hidden_reason", "hidden_at"]).where("status", "=", "hidden").execute();
      expect(hidden.length).toBeGreaterThan(0);
      expect(hidden.length).toBeLessThan(60);
      for (const h of hidden) expect(h.hidden_reason).toBeTruthy();
    });

    it("have photos whose files exist, a full image and a thumbnail each", async () => {
      const photos = await db.selectFrom("product_review_photos").select(["file", "thumb_file", "width", "height"]).execute();
      expect(photos.length).toBeGreaterThan(5);
      const photoReviews = await db.selectFrom("product_reviews").select("id").where("photo_count", ">", 0).execute();
      expect(photoReviews.length).toBeLessThanOrEqual(30);
      for (const photo of photos) {
        for (const file of [photo.file, photo.thumb_file]) {
          expect(file).toMatch(/^[0-9a-f]{32}\.webp$/);
          const bytes = fs.readFileSync(path.join(uploadsDir, "reviews", file));
          expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
        }
      }
    });

    it("make some reviews verified purchases, through delivered (or, past the return window, completed) orders whose totals add up", async () => {
      const verified = await sql<{ n: number }>`select count(*) as n from product_reviews r where exists (
          select 1 from orders o inner join line_items li on li.order_id = o.id inner join variants v on v.id = li.variant_id
          where o.user_id = r.user_id and o.state in ('delivered', 'completed') and v.product_id = r.product_id)`.execute(db);
      const total = await count("product_reviews");
      expect(Number(verified.rows[0]!.n)).toBeGreaterThan(total / 5);
      expect(Number(verified.rows[0]!.n)).toBeLessThan(total);
      const orders = await sql<{ id: number }>`select o.id from orders o where o.state not in ('delivered', 'completed') or o.delivered_at is null
          or (o.state = 'completed') <> (o.delivered_at <= ${new Date(now.getTime() - DEFAULT_ORDER_RULES.returnWindowHours * 3_600_000).toISOString()})
          or o.item_total <> (select sum(li.unit_price * li.quantity) from line_items li where li.order_id = o.id)
          or o.item_count <> (select sum(li.quantity) from line_items li where li.order_id = o.id)
          or o.total <> o.item_total + o.ship_total - o.adjustment_total or o.paid_total <> o.total`.execute(db);
      expect(orders.rows).toEqual([]);
    });

    it("create the reviewers once", async () => {
      const first = await ensureDemoReviewers(db, now);
      const again = await ensureDemoReviewers(db, now);
      expect(again).toEqual(first);
      expect(new Set(first).size).toBe(DEMO_REVIEWER_COUNT);
      const accounts = await db.selectFrom("users").select(["password_hash"]).where("email", "like", "reviewer-%@demo.kharsuvd.mn").execute();
      expect(accounts).toHaveLength(DEMO_REVIEWER_COUNT);
      for (const a of accounts) expect(a.password_hash).toBeNull();
    });
  });

  it("refuses to seed over an existing catalogue", async () => {
    await expect(seedDemoCatalogue(db, { products: 10, now })).rejects.toThrow(/not empty/);
  });

  it("clears the catalogue and can seed again with ids from 1", async () => {
    await clearCatalogue(db);
    expect(await isCatalogueEmpty(db)).toBe(true);
    for (const table of ["products", "variants", "stock_items", "taxons", "brands"]) expect(await count(table)).toBe(0);
    await seedDemoCatalogue(db, { products: 25, now });
    expect(await count("products")).toBe(25);
    const ids = await db.selectFrom("products").select(({ fn }) => [fn.min("id").as("min"), fn.max("id").as("max")]).executeTakeFirstOrThrow();
    expect(ids).toEqual({ min: 1, max: 25 });
    const images = await db.selectFrom("product_images").select(({ fn }) => fn.min("id").as("min")).executeTakeFirstOrThrow();
    expect(images.min).toBe(1);
    expect(await foreignKeyProblems()).toEqual([]);
  });
});
