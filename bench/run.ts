// `npm run bench [-- --products N] [--queries N]`: seeds a catalogue into a temporary SQLite
// file and prints how long the catalogue pages' queries take. Figures are printed, never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateToLatest, openDatabase } from "~/db/client.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { Fts5SearchIndex } from "~/modules/search/index.server";
import { reindexAll } from "~/modules/search/index.server";

const { values } = parseArgs({
  options: { products: { type: "string", default: "100000" }, queries: { type: "string", default: "60" } },
});
const products = Number(values.products);
const queries = Number(values.queries);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
const file = path.join(dir, "shop.db");
process.env.DATABASE_PATH = file;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  await fn(0); // warm the statement cache and the page cache
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(7)} ms   max ${samples[samples.length - 1]!.toFixed(1).padStart(7)} ms`,
  );
}

const seedDb = openDatabase(file);
await migrateToLatest(seedDb);
const seedStart = performance.now();
let lastPct = -1;
await seedDemoCatalogue(seedDb, {
  products,
  // Search figures: 100,000 products with ~6 reviews each would time the review rows, not the index.
  reviews: false,
  now: new Date(),
  onProgress: (done, total) => {
    const pct = Math.floor((done / total) * 10) * 10;
    if (pct !== lastPct) {
      lastPct = pct;
      process.stdout.write(`seeding ${pct}%\r`);
    }
  },
});
const seedSeconds = (performance.now() - seedStart) / 1000;
const indexStart = performance.now();
await reindexAll(seedDb, new Fts5SearchIndex(seedDb));
const indexSeconds = (performance.now() - indexStart) / 1000;
await seedDb.destroy();
const sizeMb = fs.statSync(file).size / 1024 / 1024;
console.log(
  `\ncatalogue: ${products.toLocaleString("en")} products, seeded in ${seedSeconds.toFixed(1)} s, search index built in ${indexSeconds.toFixed(1)} s, database ${sizeMb.toFixed(1)} MB`,
);

const { shopResources } = await import("~/platform/context.server");
const { shopNow } = await import("~/kernel/clock.server");
// The context server.mjs builds for each request (app/platform/context.server.ts).
const req = (url: string) => ({
  request: new Request(`http://bench.test${url}`),
  params: {},
  context: { ...shopResources(), now: shopNow(), clientIp: "127.0.0.1", locale: "mn" as const },
});
const listing = await import("~/routes/_shop+/products._index");
const category = await import("~/routes/_shop+/t.$");
const product = await import("~/routes/_shop+/products.$slug");
const home = await import("~/routes/_shop+/_index");
const db = () => shopResources().db;
const slugs = (await db().selectFrom("products").select("slug").where("image", "is not", null).limit(500).execute()).map((r) => r.slug);
const roots = (await db().selectFrom("taxons").select("permalink").where("depth", "<=", 1).execute()).map((r) => r.permalink);

console.log(`\nloader timings over ${queries} runs each (in process, one connection; facet counts are cached for 60 s, so repeats of one address show the warm path):`);
await time("home (new arrivals 40 + deals 20)", queries, () => home.loader(req("/")));
await time("/products page 1, newest", queries, () => listing.loader(req("/products")));
await time("/products page 5, price ascending", queries, () => listing.loader(req("/products?sort=price_asc&page=5")));
await time("/t/{category}, name A-Z", queries, (i) =>
  category.loader({ ...req(`/t/${roots[i % roots.length]}?sort=name_asc`), params: { "*": roots[i % roots.length]! } }),
);
await time("/products brand + country + price + sort", queries, () =>
  listing.loader(req("/products?brand=khar-suvd&country=mn&price_min=10000&price_max=200000&sort=price_desc")),
);
await time("/products?q=khar (text match, facets)", queries, () => listing.loader(req("/products?q=khar")));
await time("/products/{slug} with similar + series", queries, (i) =>
  product.loader({ ...req(`/products/${slugs[i % slugs.length]}`), params: { slug: slugs[i % slugs.length]! } }).catch(() => null),
);
const memory = process.memoryUsage();
console.log(`\nmemory: rss ${(memory.rss / 1024 / 1024).toFixed(0)} MB, heap used ${(memory.heapUsed / 1024 / 1024).toFixed(0)} MB`);
await db().destroy();
fs.rmSync(dir, { recursive: true, force: true });
