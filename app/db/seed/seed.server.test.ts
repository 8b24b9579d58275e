import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { generateDemoCatalogue } from "./demo-catalogue";
import { clearCatalogue, isCatalogueEmpty, seedDemoCatalogue } from "./seed.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/support/test-database";

const now = new Date("2026-11-22T06:00:00.000Z");
const PRODUCTS = 400;

let database: TestDatabase;
let db: DB;

beforeAll(async () => {
  database = await createTestDatabase("seed");
  db = database.open();
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await database.remove();
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
    const result = await seedDemoCatalogue(db, { products: PRODUCTS, now, onProgress: (done, total) => progress.push([done, total]) });
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
    expect(product).toEqual(expected.product);
    const masters = await db.selectFrom("variants").select(["product_id"]).where("is_master", "=", 1).execute();
    expect(masters).toHaveLength(PRODUCTS);
    const house = await db.selectFrom("brands").select(["name", "name_latin"]).where("code", "=", "khar-suvd").executeTakeFirstOrThrow();
    expect(house).toEqual({ name: "Хар Сувд", name_latin: "Khar Suvd" });
    const deep = await db.selectFrom("taxons").select("depth").where("permalink", "=", "spirits/whisky/scotch/single-malt").executeTakeFirstOrThrow();
    expect(deep.depth).toBe(3);
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
