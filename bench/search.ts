// `npm run bench:search [-- --products N | --million] [--queries N] [--no-http] [--database FILE | postgres://...]`
// Builds a catalogue in a temporary database (or reuses one built and indexed before, with
// --database; it is left in place), indexes it, and prints index build time,
// database size and p50/p95/p99 of mixed queries in process, then the same through HTTP with
// 20 concurrent connections beside a trivial route as the ceiling. Figures are printed only.
// A postgres:// address measures the PostgreSQL search adapter instead of FTS5: an empty
// database there is migrated, seeded and indexed; one with products is reused as it is.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "kysely";
import { migrateToLatest, openDatabase, type DB } from "~/db/client.server";
import { isPostgresUrl } from "~/db/dialect";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { looseKey, toLatin } from "~/kernel/transliteration";
import { Fts5SearchIndex, PostgresSearchIndex } from "~/modules/search/index.server";
import { reindexAll } from "~/modules/search/index.server";
import type { SearchIndex, SearchRequest } from "~/modules/search";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    million: { type: "boolean", default: false },
    queries: { type: "string", default: "1000" },
    "no-http": { type: "boolean", default: false },
    database: { type: "string" },
  },
});
const products = values.million ? 1_000_000 : Number(values.products);
const queryCount = Math.max(1_000, Number(values.queries));

const postgresUrl = values.database && isPostgresUrl(values.database) ? values.database : null;
const reuse = values.database && !postgresUrl ? path.resolve(values.database) : null;
const dir = reuse ? path.dirname(reuse) : fs.mkdtempSync(path.join(os.tmpdir(), "shop-search-bench-"));
const file = reuse ?? path.join(dir, "shop.db");
const db = postgresUrl ? openDatabase(postgresUrl, { poolSize: 20 }) : openDatabase(file);
await migrateToLatest(db);

const progress = (label: string) => {
  let last = -1;
  return (done: number, total: number) => {
    const pct = Math.floor((done / total) * 10) * 10;
    if (pct !== last) {
      last = pct;
      console.log(`${label} ${pct}% (${done.toLocaleString("en")})`);
    }
  };
};

const index: SearchIndex = postgresUrl ? new PostgresSearchIndex(db) : new Fts5SearchIndex(db);
const engine = postgresUrl ? "PostgreSQL full-text" : "FTS5";
let started = performance.now();
const existing = postgresUrl ? Number((await db.selectFrom("products").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n) : 0;
if (reuse || existing > 0) {
  console.log(`reusing ${postgresUrl ? "the PostgreSQL database" : file}: ${(await index.count()).toLocaleString("en")} indexed products`);
} else {
  // Search figures: review rows (about 6 per product) would only lengthen the seeding.
  await seedDemoCatalogue(db, { products, now: new Date(), reviews: false, onProgress: progress("seeding") });
  console.log(`seeded ${products.toLocaleString("en")} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await reindexAll(db, index, { onProgress: progress("indexing") });
  const buildSeconds = (performance.now() - started) / 1000;
  console.log(`\n${engine} index built in ${buildSeconds.toFixed(1)} s; ${await storageSize(db)}`);
}

/** What the catalogue and its search index take on disk. */
async function storageSize(database: DB): Promise<string> {
  if (!postgresUrl) {
    const sizeMb = (fs.statSync(file).size + (fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0)) / 1024 / 1024;
    return `database (catalogue + index) ${sizeMb.toFixed(0)} MB`;
  }
  const megabytes = async (size: ReturnType<typeof sql<number>>) => Number((await sql<{ bytes: number }>`select ${size} as bytes`.execute(database)).rows[0]!.bytes) / 1048576;
  const whole = await megabytes(sql<number>`pg_database_size(current_database())`);
  let search = 0;
  for (const table of ["search_products", "search_texts", "search_suggestions", "search_words"]) search += await megabytes(sql<number>`pg_total_relation_size(${table})`);
  return `database (catalogue + index) ${whole.toFixed(0)} MB, of which the search tables ${search.toFixed(0)} MB`;
}

// Query material from the catalogue itself: real words in both scripts.
const names = await db.selectFrom("products").select(["name_mn", "name_en"]).orderBy("id").limit(2_000).execute();
const cyrillicWords = [...new Set(names.flatMap((n) => n.name_mn.split(/\s+/)).filter((w) => /^[\p{Script=Cyrillic}]{4,}$/u.test(w)))];
const englishWords = [...new Set(names.flatMap((n) => n.name_en.split(/\s+/)).filter((w) => /^[A-Za-z]{4,}$/.test(w)))];
const brands = (await db.selectFrom("brands").select("code").execute()).map((b) => b.code);
const countries = (await db.selectFrom("product_properties").select("filter_value").where("key", "=", "country").groupBy("filter_value").execute()).map((c) => c.filter_value);
let seed = 42;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]!;

const now = new Date();
const taxons = (await db.selectFrom("search_products").select("l1").distinct().execute()).map((t) => t.l1).filter((t): t is string => t !== null);
const base = (r: Partial<SearchRequest>): SearchRequest => ({ locale: "mn", pageSize: 40, now, ...r });
type Kind =
  | "suggest"
  | "one cyrillic term"
  | "two cyrillic terms"
  | "latin transliterated"
  | "english term"
  | "query + 2 facets + sort + facet counts"
  | "category listing + sort + facet counts";
const kinds: Kind[] = [
  "suggest",
  "one cyrillic term",
  "two cyrillic terms",
  "latin transliterated",
  "english term",
  "query + 2 facets + sort + facet counts",
  "category listing + sort + facet counts",
];
const queries = (index: SearchIndex): Record<Kind, () => Promise<unknown>> => ({
  suggest: () => index.suggest(pick(cyrillicWords.concat(englishWords)).slice(0, 2 + Math.floor(rand() * 3)), { locale: "mn", limit: 50, now }),
  "one cyrillic term": () => index.search(base({ q: pick(cyrillicWords), facets: true })),
  "two cyrillic terms": () => index.search(base({ q: `${pick(cyrillicWords)} ${pick(cyrillicWords)}`, facets: true })),
  "latin transliterated": () => index.search(base({ q: toLatin(pick(cyrillicWords)).toLowerCase(), facets: true })),
  "english term": () => index.search(base({ q: pick(englishWords), facets: true })),
  "query + 2 facets + sort + facet counts": () =>
    index.search(base({ q: pick(["wine", "дарс", "arkhi", "виски", looseKey(pick(cyrillicWords))]), filters: { brands: [pick(brands), pick(brands)], countries: [pick(countries)] }, sort: "price_asc", facets: true })),
  "category listing + sort + facet counts": () =>
    index.search(base({ filters: { taxon: rand() < 0.25 ? null : pick(taxons) }, sort: pick(["price_asc", "date_desc", "name_asc", "sale_desc"] as const), page: 1 + Math.floor(rand() * 3), facets: true })),
});

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const productCount = await index.count();

/** The same mixed query sequence (same seed) against an index, with percentiles per kind. */
async function mixedQueries(label: string, searchIndex: SearchIndex, loadsColumns = true): Promise<void> {
  started = performance.now();
  if (loadsColumns && searchIndex.warm) {
    await searchIndex.warm();
    console.log(`\nsearch columns loaded into memory in ${((performance.now() - started) / 1000).toFixed(1)} s (rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB)`);
  }
  seed = 42;
  const run = queries(searchIndex);
  const samples = new Map<Kind, number[]>(kinds.map((k) => [k, []]));
  for (let i = 0; i < 350; i++) await run[kinds[i % kinds.length]!](); // warm-up (JIT, SQLite page cache)
  for (let i = 0; i < queryCount; i++) {
    const kind = kinds[i % kinds.length]!;
    const t0 = performance.now();
    await run[kind]();
    samples.get(kind)!.push(performance.now() - t0);
  }
  console.log(`in process, ${queryCount} mixed queries (${productCount.toLocaleString("en")} products), ${label}:`);
  console.log(`${"query".padEnd(42)} ${"n".padStart(5)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}`);
  for (const kind of kinds) {
    const s = samples.get(kind)!.sort((a, b) => a - b);
    console.log(`${kind.padEnd(42)} ${String(s.length).padStart(5)} ${pct(s, 50).toFixed(2).padStart(8)} ${pct(s, 95).toFixed(2).padStart(8)} ${pct(s, 99).toFixed(2).padStart(8)}`);
  }
}

// Every query computed in full first; then as a running shop answers, where the words asked
// again are matched from the match cache (filters, facets and the page are still computed).
if (postgresUrl) {
  // First with SQL alone (nothing held in this process), then as the adapter runs: PostgreSQL
  // matches the words, the in-memory columns do filters, facets and the page.
  await mixedQueries("PostgreSQL, SQL alone (tsvector + pg_trgm, facets by GROUP BY)", new PostgresSearchIndex(db, { inMemory: false }), false);
  await mixedQueries("PostgreSQL matches + memory columns (match cache off)", new PostgresSearchIndex(db, { matchCache: false }));
  await mixedQueries("PostgreSQL matches + memory columns, with the match cache", index);
} else {
  await mixedQueries("every query computed (match cache off)", new Fts5SearchIndex(db, { matchCache: false }));
  await mixedQueries("with the match cache", index);
}
const memory = process.memoryUsage();
console.log(`process memory${postgresUrl ? "" : " with the search columns loaded"}: rss ${(memory.rss / 1048576).toFixed(0)} MB, heap ${(memory.heapUsed / 1048576).toFixed(0)} MB`);
await db.destroy();

if (!values["no-http"]) {
  if (!fs.existsSync("build/index.js")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  // The shop's own server (server.mjs: compression, the page cache, security headers), as deployed.
  const server = spawn(process.execPath, ["server.mjs", "build/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", REQUEST_LOG: "off", ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { DATABASE_PATH: file }), SESSION_SECRET: "bench-only-secret-0123456789abcdef0123", SEED_DEMO_CATALOGUE: "false" },
    stdio: "ignore",
  });
  try {
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    // A search waits for the server's warm-up (the search columns loading) to end.
    await fetch(`http://127.0.0.1:${port}/search?q=warm`);
    const targets = [
      ["trivial route /healthz (ceiling)", "/healthz"],
      ["/search/suggest?q=kha (JSON)", "/search/suggest?q=kha"],
      ["/search?q=arkhi (page, facets)", "/search?q=arkhi"],
      ["/search?q=дарс&brand=..&country=..&sort=price_asc", `/search?q=${encodeURIComponent("дарс")}&brand=${brands[0]}&brand=${brands[1]}&country=fr&sort=price_asc`],
      ["/products (listing, facets)", "/products"],
    ] as const;
    console.log(`\nHTTP, 20 connections, 10 s each, against the production build:`);
    for (const [label, url] of targets) {
      const result = await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 20, duration: 10 });
      console.log(
        `${label.padEnd(52)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${result.non2xx}`,
      );
    }
  } finally {
    server.kill("SIGTERM");
  }
}
if (!reuse) fs.rmSync(dir, { recursive: true, force: true });
