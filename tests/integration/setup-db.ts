import { migrateToLatest, openDatabase, type DB } from "~/db/client.server";
import { isListable } from "~/modules/catalog/domain/catalog";
import { effectivePrice } from "~/modules/catalog/domain/pricing";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { createSearchIndex } from "~/modules/search/index.server";
import { reindexAll } from "~/modules/search/indexing.server";
import { closeShopResources, openShopDatabase } from "../support/shop-context";
import { createTestDatabase, templateDatabase } from "../support/test-database";

/**
 * A real migrated and seeded database (an SQLite file, or a PostgreSQL database in the
 * postgres run) for loader tests, copied from the run's template of that size. It must run before any module that opens the shared
 * connection, so each test file calls it at the top.
 */
export async function prepareTestDatabase(products = 360) {
  // Migrating, seeding and indexing once per run and size, then copying, instead of once per file.
  const template = await templateDatabase(`catalogue_${products}`, async (target) => {
    const db = openDatabase(target);
    try {
      await migrateToLatest(db);
      await seedDemoCatalogue(db, { products, now: new Date() });
      await reindexAll(db, createSearchIndex(db, {}));
    } finally {
      await db.destroy();
    }
  });
  const database = await createTestDatabase("it", template);
  openShopDatabase(database.target);
  return {
    target: database.target,
    cleanup: async () => {
      await closeShopResources();
      await database.remove();
    },
  };
}

/** The listing rule (storefront-spec.md §9, "Search") evaluated in JavaScript over every product, to check SQL and indexes against. */
export async function listableProductIds(db: DB, now: Date): Promise<Set<number>> {
  const products = await db.selectFrom("products").selectAll().execute();
  const masters = new Map((await db.selectFrom("variants").selectAll().where("is_master", "=", 1).execute()).map((m) => [m.product_id, m]));
  const stock = await db
    .selectFrom("stock_items as si")
    .innerJoin("variants as v", "v.id", "si.variant_id")
    .select("v.product_id")
    .select((eb) => eb.fn.sum<number>("si.count_on_hand").as("n"))
    .groupBy("v.product_id")
    .execute();
  const onHand = new Map(stock.map((s) => [s.product_id, Number(s.n)]));
  return new Set(
    products
      .filter((p) =>
        isListable(
          { selling_price: effectivePrice(masters.get(p.id)!, now).selling_price, total_on_hand: onHand.get(p.id) ?? 0, available_on: p.available_on, image: p.image },
          now,
        ),
      )
      .map((p) => p.id),
  );
}
