import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import { inTransaction } from "~/db/transactions.server";
import { isPostgres } from "../dialect";
import { continueNumberingAfterMax } from "../migrations/portable";
import type { Database } from "../schema";
import { DEFAULT_DEMO_SEED, demoReferenceData, iterateDemoProducts, type DemoProduct } from "./demo-catalogue";
import { startDemoReviews, type ReviewSeeder } from "./demo-reviews.server";

/** Products written per transaction. */
const PRODUCTS_PER_CHUNK = 500;
/** SQLite allows 32,766 bound parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/** Catalogue tables, children first: the order rows can be deleted in without breaking a foreign key. */
const CATALOGUE_TABLES_CHILDREN_FIRST = [
  "stock_items",
  "variant_option_values",
  "variants",
  "product_properties",
  "product_images",
  "product_badges",
  "product_taxons",
  "products",
  "badges",
  "stock_locations",
  "stores",
  "brands",
  "taxons",
] as const satisfies readonly (keyof Database)[];

type Table = (typeof CATALOGUE_TABLES_CHILDREN_FIRST)[number];

async function insertRows<T extends Table>(
  trx: Transaction<Database> | Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    // The generic table type is too wide for kysely's overloads; the rows are typed by the caller.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (trx as Kysely<any>).insertInto(table).values(chunk as any[]).execute();
  }
}

/** True when no catalogue table holds a row. */
export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of CATALOGUE_TABLES_CHILDREN_FIRST) {
    const row = await sql<{ one: number }>`select 1 as one from ${sql.table(table)} limit 1`.execute(db);
    if (row.rows.length > 0) return false;
  }
  return true;
}

/** Order tables, children first: they point at variants and stock locations, so they go first. */
const ORDER_TABLES_CHILDREN_FIRST = [
  "product_review_reports",
  "product_review_votes",
  "product_review_photos",
  "product_reviews",
  "idempotency_keys",
  "stock_movements",
  "line_items",
  "orders",
] as const satisfies readonly (keyof Database)[];

/** Deletes every order row and every catalogue row (children first) and restarts the catalogue id sequences. */
export async function clearCatalogue(db: Kysely<Database>): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const table of [...ORDER_TABLES_CHILDREN_FIRST, ...CATALOGUE_TABLES_CHILDREN_FIRST]) {
      await trx.deleteFrom(table).execute();
    }
    if (isPostgres(trx)) {
      for (const table of CATALOGUE_TABLES_CHILDREN_FIRST) await continueNumberingAfterMax(trx, table);
      return;
    }
    const hasSequence = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'sqlite_sequence'`.execute(trx);
    if (hasSequence.rows.length > 0) {
      await sql`delete from sqlite_sequence where name in (${sql.join([...CATALOGUE_TABLES_CHILDREN_FIRST])})`.execute(trx);
    }
  });
}

async function writeProducts(trx: Transaction<Database>, products: DemoProduct[]): Promise<void> {
  await insertRows(trx, "products", products.map((p) => p.product));
  await insertRows(trx, "product_taxons", products.flatMap((p) => p.taxons));
  await insertRows(trx, "product_badges", products.flatMap((p) => p.badges));
  await insertRows(trx, "product_images", products.flatMap((p) => p.images));
  await insertRows(trx, "product_properties", products.flatMap((p) => p.properties));
  const variants = products.flatMap((p) => p.variants);
  await insertRows(trx, "variants", variants.map((v) => v.variant));
  await insertRows(trx, "variant_option_values", variants.flatMap((v) => v.optionValues));
  await insertRows(trx, "stock_items", variants.flatMap((v) => v.stockItems));
}

export interface SeedOptions {
  products: number;
  now: Date;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
  /** Demo reviews (and the reviewers' delivered orders) with the products; on unless false. */
  reviews?: boolean;
  /** Where review photos are written (`<uploadsDir>/reviews/`); without it the reviews have none. */
  uploadsDir?: string;
}

/**
 * Writes the demo catalogue into an empty catalogue (see isCatalogueEmpty / clearCatalogue).
 * Ids come from the generator, so every child row links without reading anything back.
 */
export async function seedDemoCatalogue(db: Kysely<Database>, options: SeedOptions): Promise<{ products: number }> {
  const total = options.products;
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`products must be a non-negative integer, got ${total}`);
  if (!(await isCatalogueEmpty(db))) {
    throw new Error("The catalogue is not empty; clear it first (clearCatalogue) before seeding the demo catalogue.");
  }

  const reference = demoReferenceData();
  await inTransaction(db, async (trx) => {
    // Taxons are generated parents first, so the parent_id references are always satisfied.
    await insertRows(trx, "taxons", reference.taxons);
    await insertRows(trx, "brands", reference.brands);
    await insertRows(trx, "stores", reference.stores);
    await insertRows(trx, "stock_locations", reference.stockLocations);
    await insertRows(trx, "badges", reference.badges);
  });

  const reviews: ReviewSeeder | null =
    options.reviews === false ? null : await startDemoReviews(db, { now: options.now, seed: options.seed ?? DEFAULT_DEMO_SEED, uploadsDir: options.uploadsDir });
  let done = 0;
  let chunk: DemoProduct[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const rows = chunk;
    chunk = [];
    await inTransaction(db, async (trx) => {
      await writeProducts(trx, rows);
      await reviews?.writeFor(trx, rows);
    });
    done += rows.length;
    options.onProgress?.(done, total);
  };
  for (const product of iterateDemoProducts({ products: total, now: options.now, seed: options.seed })) {
    chunk.push(product);
    if (chunk.length >= PRODUCTS_PER_CHUNK) await flush();
  }
  await flush();
  // The generator gave the ids; rows added later (staff, tests) are numbered after them.
  for (const table of CATALOGUE_TABLES_CHILDREN_FIRST) await continueNumberingAfterMax(db, table);
  await reviews?.finish(db);
  return { products: done };
}
