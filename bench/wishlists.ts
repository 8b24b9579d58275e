// `npm run bench:wishlists [-- --shoppers N] [--wishes N] [--runs N]`: wish lists on a temporary
// SQLite file with N shoppers holding W wishes each (default 20,000 × 50 = 1,000,000 wishes).
// Times, in process through the route modules as server.mjs calls them (session lookup
// included): a heart's toggle (POST /wishlists), the account's wish list page, and the wished
// ids every signed-in page reads for its hearts. Figures are printed, never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateToLatest, openDatabase } from "~/db/client.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { printTable } from "./shop-server";

const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: "20000" },
    wishes: { type: "string", default: "50" },
    products: { type: "string", default: "2000" },
    runs: { type: "string", default: "400" },
  },
});
const shoppers = Number(values.shoppers);
const wishesEach = Number(values.wishes);
const runs = Number(values.runs);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-wish-"));
const file = path.join(dir, "shop.db");
process.env.DATABASE_PATH = file;
process.env.SESSION_SECRET ??= "bench-only-session-secret-0123456789abcdef";

const started = performance.now();
const seedDb = openDatabase(file);
await migrateToLatest(seedDb);
await seedDemoCatalogue(seedDb, { products: Number(values.products), now: new Date() });
const variantIds = (await seedDb.selectFrom("variants").select("id").orderBy("id").execute()).map((v) => v.id);
if (variantIds.length < wishesEach * 2) throw new Error(`only ${variantIds.length} variants for ${wishesEach} wishes each`);

const at = new Date().toISOString();
const BATCH = 1000;
for (let from = 0; from < shoppers; from += BATCH) {
  const count = Math.min(BATCH, shoppers - from);
  await seedDb
    .insertInto("users")
    .values(Array.from({ length: count }, (_, i) => ({ email: `wish${from + i}@bench.mn`, email_confirmed_at: at, created_at: at, updated_at: at })))
    .execute();
}
const userIds = (await seedDb.selectFrom("users").select("id").where("email", "like", "wish%@bench.mn").orderBy("id").execute()).map((u) => u.id);
for (let from = 0; from < userIds.length; from += BATCH) {
  await seedDb
    .insertInto("wish_lists")
    .values(userIds.slice(from, from + BATCH).map((userId) => ({ user_id: userId, name: null, default_of: userId, rank: 1, created_at: at, updated_at: at })))
    .execute();
}
const lists = await seedDb.selectFrom("wish_lists").select(["id", "user_id"]).execute();
const listOf = new Map(lists.map((l) => [l.user_id, l.id]));
// Each shopper's wishes: a stride through the variants from a place of their own, all distinct.
const wishRows = (userIndex: number) =>
  Array.from({ length: wishesEach }, (_, k) => ({
    list_id: listOf.get(userIds[userIndex]!)!,
    variant_id: variantIds[(userIndex * 7 + k * 13) % variantIds.length]!,
    rank: k + 1,
    created_at: at,
  }));
await seedDb.transaction().execute(async (trx) => {
  const perBatch = Math.max(1, Math.floor(2000 / wishesEach));
  for (let u = 0; u < userIds.length; u += perBatch) {
    const rows = [];
    for (let i = u; i < Math.min(userIds.length, u + perBatch); i++) rows.push(...wishRows(i));
    await trx.insertInto("wishes").values(rows).onConflict((oc) => oc.columns(["list_id", "variant_id"]).doNothing()).execute();
  }
});
const wishCount = Number((await seedDb.selectFrom("wishes").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0);
await seedDb.destroy();
console.log(
  `${userIds.length.toLocaleString("en")} shoppers, ${wishCount.toLocaleString("en")} wishes, ${variantIds.length.toLocaleString("en")} variants; prepared in ${((performance.now() - started) / 1000).toFixed(1)} s, database ${(fs.statSync(file).size / 2 ** 20).toFixed(0)} MB\n`,
);

const { shopResources } = await import("~/platform/context.server");
const { shopNow } = await import("~/kernel/clock.server");
const { startSession } = await import("~/platform/session.server");
const { wishedVariantIds } = await import("~/modules/wishlists/index.server");
const wishRoute = await import("~/routes/_shop+/wishlists");
const accountRoute = await import("~/routes/_account+/account.wishlists");
const db = shopResources().db;

// Sessions for a sample of shoppers spread over the whole table.
const sample = Array.from({ length: Math.min(500, userIds.length) }, (_, i) => Math.floor((i * userIds.length) / Math.min(500, userIds.length)));
const cookies = new Map<number, string>();
for (const index of sample) {
  const { cookie } = await startSession(db, userIds[index]!, { userAgent: "bench", ip: `10.9.${index % 250}.1` }, shopNow());
  cookies.set(index, cookie.split(";")[0]!);
}

const ORIGIN = "http://bench.test";
const context = () => ({ ...shopResources(), now: shopNow(), clientIp: "127.0.0.1", locale: "mn" as const });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(fn: (i: number) => Promise<unknown>): Promise<[number, number]> {
  await fn(0);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return [percentile(samples, 50), percentile(samples, 95)];
}

const who = (i: number) => sample[(i * 37) % sample.length]!;

async function toggle(i: number) {
  const index = who(i);
  // Half of the toggles remove a wished variant, half add an unwished one (and the next run puts it back).
  const variantId = variantIds[(index * 7 + (i % wishesEach) * 13 + (i % 2) * 3) % variantIds.length]!;
  const body = new URLSearchParams({ toggle_id: String(variantId), via: "fetcher" });
  const request = new Request(`${ORIGIN}/wishlists`, {
    method: "POST",
    body,
    headers: { Cookie: cookies.get(index)!, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
  });
  const answer = await wishRoute.action({ request, params: {}, context: context() });
  if (answer instanceof Response && answer.status >= 400) throw new Error(`toggle answered ${answer.status}`);
}

async function listPage(i: number) {
  const index = who(i);
  const request = new Request(`${ORIGIN}/account/wishlists`, { headers: { Cookie: cookies.get(index)! } });
  await accountRoute.loader({ request, params: {}, context: context() });
}

const rows: string[][] = [];
const ms = (value: number) => value.toFixed(2);
const [toggleP50, toggleP95] = await time(toggle);
rows.push(["wish toggle (POST /wishlists, signed in)", ms(toggleP50), ms(toggleP95)]);
const [pageP50, pageP95] = await time(listPage);
rows.push([`wish list page (/account/wishlists, ${wishesEach} wishes)`, ms(pageP50), ms(pageP95)]);
const [heartsP50, heartsP95] = await time((i) => wishedVariantIds(db, userIds[who(i)]!));
rows.push(["hearts on every signed-in page (wished ids)", ms(heartsP50), ms(heartsP95)]);
console.log(`${runs} runs each, in process, one SQLite connection:\n`);
printTable(["", "p50 ms", "p95 ms"], rows);

await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
