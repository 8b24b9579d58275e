// `npx tsx bench/sitemap.ts [-- --products N] [--database FILE]`
// Seeds a catalogue of N products (default 50,000) in a temporary SQLite file (or in FILE, which
// is kept and reused when it exists),
// indexes it, then prints what /sitemap.xml costs: the reads and the XML, cold (after a write
// moved the page revision) and kept, and each part when it is split into an index. Figures only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateToLatest, openDatabase } from "~/db/client.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { Fts5SearchIndex, reindexAll } from "~/modules/search/index.server";
import { sitemapDocument, sitemapPages } from "~/modules/seo/index.server";

const { values } = parseArgs({ options: { products: { type: "string", default: "50000" }, database: { type: "string" } } });
const products = Number(values.products);
const reuse = values.database ? path.resolve(values.database) : null;
const file = reuse ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shop-sitemap-bench-")), "shop.db");
const existed = fs.existsSync(file);
const db = openDatabase(file);
await migrateToLatest(db);
if (!existed) {
  let started = performance.now();
  await seedDemoCatalogue(db, { products, now: new Date(), onProgress: () => {} });
  console.log(`seeded ${products.toLocaleString("en")} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await reindexAll(db, new Fts5SearchIndex(db), { onProgress: () => {} });
  console.log(`indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const now = new Date();
const origin = "https://shop.example";
const ms = (from: number) => `${(performance.now() - from).toFixed(0)} ms`;

let started = performance.now();
const pages = await sitemapPages(db, now);
console.log(`reads: ${pages.length.toLocaleString("en")} pages (${(pages.length * 2).toLocaleString("en")} addresses) in ${ms(started)}`);

started = performance.now();
const root = await sitemapDocument(db, now, { origin, part: null });
if (!root.ok) throw new Error(root.error);
console.log(`/sitemap.xml cold: ${ms(started)}, ${(root.value.length / 1024).toFixed(0)} KiB${root.value.includes("<sitemapindex") ? " (an index)" : ""}`);
started = performance.now();
await sitemapDocument(db, now, { origin, part: null });
console.log(`/sitemap.xml kept: ${ms(started)}`);

const parts = [...root.value.matchAll(/\/sitemap\/(\d+)\.xml/g)].map((match) => Number(match[1]));
for (const part of parts) {
  started = performance.now();
  const document = await sitemapDocument(db, now, { origin, part });
  if (!document.ok) throw new Error(document.error);
  console.log(`/sitemap/${part}.xml cold: ${ms(started)}, ${(document.value.length / 1024 / 1024).toFixed(1)} MiB`);
}
await db.destroy();
if (!reuse) fs.rmSync(path.dirname(file), { recursive: true, force: true });
