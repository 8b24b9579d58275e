// Runs on every start: checks the configuration, applies pending migrations and, when the
// catalogue is empty and SEED_DEMO_CATALOGUE allows it, seeds the demo catalogue.
import { migrateToLatest, openDatabase } from "../app/db/client.server";
import { withStartupLock } from "../app/db/startup-lock.server";
import { pruneAuthLedgers } from "~/modules/auth/index.server";
import { seedDemoUsers } from "../app/db/seed/demo-users.server";
import { seedDemoWallet } from "../app/db/seed/demo-wallet.server";
import { isCatalogueEmpty, seedDemoCatalogue } from "../app/db/seed/seed.server";
import { seedDemoContent } from "../app/db/seed/demo-content.server";
import { seedPlacesAndAirports } from "../app/db/seed/places.server";
import { createSearchIndex } from "~/modules/search/index.server";
import { indexOutOfStep, reindexAll } from "~/modules/search/index.server";
import { databaseTarget, env, seedDemoUsersEnabled } from "../app/config/env.server";

const config = env();
const db = openDatabase(databaseTarget(config));
try {
  // Several app servers starting at once on PostgreSQL: one prepares, the others wait and find it done.
  await withStartupLock(db, async (db) => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) console.log(`[db] applied migrations: ${applied.join(", ")}`);
    // Reference data the address and booking forms need, demo or not (only the rows missing).
    const reference = await seedPlacesAndAirports(db);
    if (reference.places + reference.airports > 0) console.log(`[db] places and airports: ${reference.places} places, ${reference.airports} airports added`);
    if (config.SEED_DEMO_CATALOGUE && (await isCatalogueEmpty(db))) {
      const started = Date.now();
      console.log(`[db] empty catalogue: seeding ${config.DEMO_CATALOGUE_PRODUCTS} demo products…`);
      const { products } = await seedDemoCatalogue(db, { products: config.DEMO_CATALOGUE_PRODUCTS, now: new Date(), uploadsDir: config.UPLOADS_DIR });
      console.log(`[db] seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // Codes, rate-limit hits and ended sessions older than a day have no further use.
    await pruneAuthLedgers(db, new Date(Date.now() - 24 * 3_600_000).toISOString());
    if (seedDemoUsersEnabled()) {
      const created = await seedDemoUsers(db, new Date());
      if (created.length > 0) console.log(`[db] demo back-office users: ${created.join(", ")} (see README)`);
      const customer = await seedDemoWallet(db, new Date());
      if (customer) console.log(`[db] demo customer with a wallet, gift cards and codes: ${customer} (see README)`);
    }
    // After the demo users, so the demo customer can already follow an author.
    if (config.SEED_DEMO_CATALOGUE) {
      const content = await seedDemoContent(db, new Date());
      if (content.articles + content.showcase > 0) console.log(`[db] demo content: ${content.articles} articles and news, ${content.showcase} showcase entries`);
    }
    const index = createSearchIndex(db, env());
    if (await indexOutOfStep(db, index)) {
      const started = Date.now();
      const count = await reindexAll(db, index);
      console.log(`[search] indexed ${count} products into ${index.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  });
} finally {
  await db.destroy();
}
