// `npm run bench:reviews [-- --reviews N] [--runs N] [--writes N]`: the product page with N (1,000)
// reviews on one product. Starts the production build (build/, or REMIX_BUILD_DIR) on a fresh
// SQLite file with the demo catalogue, gives one product N reviews (a tenth with photo rows,
// helpful votes from other shoppers), then times over HTTP, one request at a time:
//   - GET /products/<slug> for a signed-in shopper (a session cookie: the page cache never
//     answers them) in each review order and on review page 50;
//   - the same for a cookie-less visitor, cold (the page revision moved before each request, so
//     the cache has to render) and cached;
// and, in process, one review write on that product (writeProductReview: the insert and the
// figures' UPDATE in one transaction, then the search document) and the figures' UPDATE alone.
// Figures are printed, never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { printTable, startBenchShop } from "./shop-server";

const { values } = parseArgs({
  options: {
    reviews: { type: "string", default: "1000" },
    runs: { type: "string", default: "60" },
    writes: { type: "string", default: "40" },
  },
});
const reviewCount = Number(values.reviews);
const runs = Number(values.runs);
const writes = Number(values.writes);
const SESSION_SECRET = "bench-only-session-secret-0123456789abcdef";

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-reviews-uploads-"));
const shop = await startBenchShop({ UPLOADS_DIR: uploadsDir });
const file = path.join(shop.dataDir, "shop.db");
process.env.DATABASE_PATH = file;
process.env.SESSION_SECRET = SESSION_SECRET;
process.env.UPLOADS_DIR = uploadsDir;

const { openDatabase } = await import("~/db/client.server");
const { startSession } = await import("~/platform/session.server");
const { writeProductReview } = await import("~/modules/reviews/index.server");
const { createSearchIndex } = await import("~/modules/search/index.server");
const { env } = await import("~/config/env.server");

const db = openDatabase(file);
try {
  const now = new Date();
  const at = now.toISOString();
  const product = await db
    .selectFrom("products")
    .select(["id", "slug", "available_on"])
    .where("available_on", "<=", at)
    .where("image", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();

  // Shoppers: one per review, plus the writers timed below and the signed-in reader.
  const shoppers = reviewCount + writes + 1;
  for (let from = 0; from < shoppers; from += 500) {
    const count = Math.min(500, shoppers - from);
    await db
      .insertInto("users")
      .values(Array.from({ length: count }, (_, i) => ({ email: `rev${from + i}@bench.mn`, email_confirmed_at: at, name: `Bench ${from + i}`, created_at: at, updated_at: at })))
      .execute();
  }
  const userIds = (await db.selectFrom("users").select("id").where("email", "like", "rev%@bench.mn").orderBy("id").execute()).map((u) => u.id);
  const authors = userIds.slice(0, reviewCount);
  const writers = userIds.slice(reviewCount, reviewCount + writes);
  const reader = userIds[userIds.length - 1]!;

  const sinceMs = Date.parse(product.available_on);
  const bodies = [
    "Сайхан зөөлөн амттай, найзуудтайгаа уухад тохиромжтой байлаа. Дахин авна.",
    "Good value for the price, smooth finish, arrived well packed.",
    "Амт нь дунд зэрэг, гэхдээ савлагаа нь гоё. Бэлэгт тохиромжтой.",
    "Not my favourite: a bit sharp on the finish. Fine with ice.",
  ];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("product_reviews").where("product_id", "=", product.id).execute();
    const rows = authors.map((userId, i) => {
      const created = new Date(sinceMs + ((now.getTime() - sinceMs) * (i + 1)) / (authors.length + 2)).toISOString();
      const votes = i % 5 === 0 ? 1 + (i % 9) : 0;
      return {
        product_id: product.id,
        user_id: userId,
        rating: [5, 4, 5, 3, 4, 5, 2, 4, 1, 5][i % 10]!,
        body: bodies[i % bodies.length]!,
        language: i % 4 === 1 ? ("en" as const) : ("mn" as const),
        helpful_count: votes,
        photo_count: i % 10 === 0 ? 1 + (i % 2) : 0,
        hidden_reason: null,
        created_at: created,
        updated_at: created,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto("product_reviews").values(rows.slice(i, i + 500)).execute();
    const reviews = await trx.selectFrom("product_reviews").select(["id", "user_id", "helpful_count", "photo_count", "created_at"]).where("product_id", "=", product.id).orderBy("id").execute();
    const votes = reviews.flatMap((r, i) =>
      Array.from({ length: r.helpful_count }, (_, k) => ({ review_id: r.id, user_id: authors[(i + k + 1) % authors.length]!, created_at: r.created_at })),
    );
    for (let i = 0; i < votes.length; i += 500) await trx.insertInto("product_review_votes").values(votes.slice(i, i + 500)).execute();
    const hex = (n: number, k: number) => `${n.toString(16).padStart(12, "0")}${k.toString(16).padStart(4, "0")}${"0".repeat(16)}`;
    const photos = reviews.flatMap((r) =>
      Array.from({ length: r.photo_count }, (_, position) => ({
        review_id: r.id,
        file: `${hex(r.id, position * 2)}.webp`,
        thumb_file: `${hex(r.id, position * 2 + 1)}.webp`,
        name: "photo.jpg",
        width: 800,
        height: 600,
        position,
        created_at: r.created_at,
      })),
    );
    for (let i = 0; i < photos.length; i += 500) await trx.insertInto("product_review_photos").values(photos.slice(i, i + 500)).execute();
  });

  // The figures' statement, as the reviews module writes it in every review change.
  const updateFigures = () =>
    sql`update products set
        average_rating = coalesce((select cast(sum(r.rating) as double precision) / count(*) from product_reviews r where r.product_id = products.id and r.status = 'visible'), 0),
        total_reviews = (select count(*) from product_reviews r where r.product_id = products.id and r.status = 'visible')
      where id = ${product.id}`.execute(db);
  await updateFigures();
  const figures = await db.selectFrom("products").select(["average_rating", "total_reviews"]).where("id", "=", product.id).executeTakeFirstOrThrow();
  console.log(`\n${product.slug}: ${figures.total_reviews} visible reviews, average ${figures.average_rating.toFixed(2)}\n`);

  const { cookie } = await startSession(db, reader, { userAgent: "bench", ip: "10.9.0.1" }, now);
  const signedIn = { Cookie: cookie.split(";")[0]! };

  function percentile(sorted: number[], p: number): number {
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  }
  async function time(fn: (i: number) => Promise<unknown>, count = runs, before?: () => Promise<unknown>): Promise<[number, number]> {
    for (let i = 0; i < 3; i++) {
      await before?.();
      await fn(i);
    }
    const samples: number[] = [];
    for (let i = 0; i < count; i++) {
      await before?.();
      const start = performance.now();
      await fn(i);
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return [percentile(samples, 50), percentile(samples, 95)];
  }
  async function get(url: string, headers: Record<string, string> = {}): Promise<void> {
    const answer = await fetch(`${shop.url}${url}`, { headers, redirect: "manual" });
    const html = await answer.text();
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    if (html.length < 1000) throw new Error(`${url}: a short page`);
  }
  const moveRevision = () => sql`update page_revision set revision = revision + 1 where id = 1`.execute(db);

  const base = `/products/${product.slug}`;
  // The figures mean something only if the page shows the reviews.
  const sample = await (await fetch(`${shop.url}${base}`, { headers: signedIn })).text();
  if (!bodies.some((body) => sample.includes(body))) throw new Error(`${base} does not show the reviews`);
  const unreviewed = await db
    .selectFrom("products")
    .select("slug")
    .where("total_reviews", "=", 0)
    .where("available_on", "<=", at)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const pages: [string, string][] = [
    ["newest", `${base}?reviews=newest`],
    ["helpful", `${base}?reviews=helpful`],
    ["highest", `${base}?reviews=highest`],
    ["lowest", `${base}?reviews=lowest`],
    ["photos", `${base}?reviews=photos`],
    ["newest, page 50", `${base}?reviews=newest&reviewPage=50`],
    ["(a product without reviews)", `/products/${unreviewed.slug}`],
  ];
  const rows: string[][] = [];
  const ms = (value: number) => value.toFixed(1);
  for (const [label, url] of pages) {
    const [signedP50, signedP95] = await time(() => get(url, signedIn));
    const [coldP50, coldP95] = await time(() => get(url), runs, moveRevision);
    const [cachedP50, cachedP95] = await time(() => get(url));
    rows.push([label, ms(signedP50), ms(signedP95), ms(coldP50), ms(coldP95), ms(cachedP50), ms(cachedP95)]);
  }
  console.log(`GET ${base} with ${reviewCount} reviews, ${runs} requests each, one at a time (ms):\n`);
  printTable(["reviews order", "signed-in p50", "p95", "visitor cold p50", "p95", "visitor cached p50", "p95"], rows);

  const ctx = { db, searchIndex: createSearchIndex(db, env()), uploadsDir };
  let writer = 0;
  const [writeP50, writeP95] = await time(
    async () => {
      const userId = writers[writer++ % writers.length]!;
      const result = await writeProductReview(ctx, new Date(), userId, product.slug, { rating: 4, comment: "Бенчмаркийн сэтгэгдэл: амт сайн, үнэ боломжийн.", language: "mn" }, []);
      if (!result.ok) throw new Error(`the write was refused: ${result.error}`);
    },
    writes - 3,
  );
  const [updateP50, updateP95] = await time(() => updateFigures(), 200);
  console.log(`\nOne review write on the product with ${reviewCount}+ reviews (in process, SQLite):\n`);
  printTable(
    ["", "p50 ms", "p95 ms"],
    [
      ["writeProductReview (insert + figures in one transaction, then search)", ms(writeP50), ms(writeP95)],
      ["the figures' UPDATE alone", updateP50.toFixed(2), updateP95.toFixed(2)],
    ],
  );
} finally {
  await db.destroy();
  shop.stop();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
}
