/**
 * Seeds the demo catalogue.
 *
 *   tsx scripts/seed.ts [--products N] [--reset]
 *
 * The database is DATABASE_URL (PostgreSQL) when set, else DATABASE_PATH or data/shop.db. N defaults to DEMO_CATALOGUE_PRODUCTS or 360.
 * A catalogue that already has rows is left alone unless --reset is given.
 */
import fs from "node:fs";
import { databaseTarget, env } from "../app/config/env.server";
import { migrateToLatest, openDatabase } from "../app/db/client.server";
import { isPostgresUrl } from "../app/db/dialect";
import { DEFAULT_DEMO_PRODUCTS } from "../app/db/seed/demo-catalogue";
import { clearCatalogue, isCatalogueEmpty, seedDemoCatalogue } from "../app/db/seed/seed.server";

const MAX_PRODUCTS = 1_000_000;
const USAGE = "usage: tsx scripts/seed.ts [--products N] [--reset]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseCount(value: string | undefined, source: string): number {
  const text = (value ?? "").trim();
  if (!/^\d+$/.test(text)) fail(`${source} must be a whole number between 1 and ${MAX_PRODUCTS.toLocaleString("en")}, got "${value ?? ""}".`);
  const count = Number(text);
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_PRODUCTS) {
    fail(`${source} must be between 1 and ${MAX_PRODUCTS.toLocaleString("en")}, got ${text}.`);
  }
  return count;
}

function parseArgs(argv: string[]): { products: number; reset: boolean } {
  let products: number | null = null;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--reset") reset = true;
    else if (arg === "--products") products = parseCount(argv[++i], "--products");
    else if (arg.startsWith("--products=")) products = parseCount(arg.slice("--products=".length), "--products");
    else if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else fail(`Unknown argument "${arg}".\n${USAGE}`);
  }
  if (products === null) {
    const fromEnv = process.env.DEMO_CATALOGUE_PRODUCTS;
    products = fromEnv !== undefined && fromEnv.trim() !== "" ? parseCount(fromEnv, "DEMO_CATALOGUE_PRODUCTS") : DEFAULT_DEMO_PRODUCTS;
  }
  return { products, reset };
}

async function main(): Promise<void> {
  const { products, reset } = parseArgs(process.argv.slice(2));
  const file = databaseTarget(env());
  // A PostgreSQL address may carry a password: never print it.
  const shown = file.replace(/\/\/([^:@/]+):[^@]*@/, "//$1:…@");
  const db = openDatabase(file);
  try {
    await migrateToLatest(db);
    if (!(await isCatalogueEmpty(db))) {
      if (!reset) {
        console.error(`The catalogue in ${shown} already has data; not seeding. Run with --reset to clear it and seed again.`);
        process.exitCode = 1;
        return;
      }
      console.log(`Clearing the catalogue in ${shown} ...`);
      await clearCatalogue(db);
    }

    console.log(`Seeding ${products.toLocaleString("en")} demo products into ${shown} ...`);
    const started = performance.now();
    let nextReport = 5;
    const result = await seedDemoCatalogue(db, {
      products,
      now: new Date(),
      onProgress(done, total) {
        const percent = Math.floor((done / total) * 100);
        if (percent >= nextReport || done === total) {
          console.log(`  ${String(percent).padStart(3)}%  ${done.toLocaleString("en")} / ${total.toLocaleString("en")} products`);
          nextReport = Math.floor(percent / 5) * 5 + 5;
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`Seeded ${result.products.toLocaleString("en")} products in ${seconds.toFixed(1)} s.`);
  } finally {
    await db.destroy();
  }
  if (!isPostgresUrl(file) && fs.existsSync(file) && process.exitCode !== 1) {
    console.log(`Database size: ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
