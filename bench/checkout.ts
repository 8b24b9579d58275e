// `npm run bench:checkout [-- --clients N] [--orders N] [--stock S]`: the production build on a
// temporary SQLite file, driven over HTTP by concurrent shoppers.
// 1. Throughput: N clients each place `orders` orders (add to cart, address step, payment step,
//    place with bank transfer); prints orders/s and the latency of the place request.
// 2. Contention: stock S of one variant, 3*S shoppers ready at the payment step place at once;
//    prints how many were sold (must be exactly S), the refusals, and the stock left.
// Figures are printed, never asserted.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { HttpShopper } from "../tests/support/http-checkout";

const { values } = parseArgs({
  options: { clients: { type: "string", default: "20" }, orders: { type: "string", default: "10" }, stock: { type: "string", default: "50" } },
});
const clients = Number(values.clients);
const ordersPerClient = Number(values.orders);
const stock = Number(values.stock);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-checkout-"));
const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: p } = s.address() as net.AddressInfo;
    s.close(() => resolve(p));
  });
});
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_PATH: path.join(dir, "shop.db"),
  SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
  SECURE_COOKIES: "false",
  PAYMENT_SANDBOX: "true",
  // Order e-mails stay in the outbox (no SMTP here) without a log line each.
  DEV_OUTBOX: "true",
  REQUEST_LOG: "off",
  DEMO_CATALOGUE_PRODUCTS: "360",
};
if (!fs.existsSync("build/index.js")) spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-database.ts"], { stdio: "inherit", env });
const server = spawn(process.execPath, ["server.mjs", "build/index.js"], { stdio: ["ignore", "ignore", "inherit"], env });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 200) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

const db = openDatabase(env.DATABASE_PATH!);
const now = new Date().toISOString();
const variants = (
  await db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select("v.id")
    .where("p.available_on", "<=", now)
    .where("v.price", ">", 1)
    .where("v.sale_price", "is", null)
    .orderBy("v.id")
    .limit(clients + 1)
    .execute()
).map((r) => r.id);
async function setStock(variantId: number, units: number) {
  await db.updateTable("stock_items").set({ count_on_hand: 0 }).where("variant_id", "=", variantId).execute();
  const first = await db.selectFrom("stock_items").select("id").where("variant_id", "=", variantId).orderBy("id").executeTakeFirstOrThrow();
  await db.updateTable("stock_items").set({ count_on_hand: units }).where("id", "=", first.id).execute();
}
for (const id of variants) await setStock(id, 1_000_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// 1. Throughput
const placeMs: number[] = [];
let placed = 0;
let failed = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async (_, c) => {
    for (let i = 0; i < ordersPerClient; i++) {
      const shopper = new HttpShopper(base);
      const form = await shopper.readyToPlace(variants[c]!);
      const t0 = performance.now();
      const result = await shopper.place(form);
      placeMs.push(performance.now() - t0);
      if (result.status === 302 && result.location?.startsWith("/orders/")) placed += 1;
      else failed += 1;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
placeMs.sort((a, b) => a - b);
console.log(`throughput: ${clients} concurrent clients x ${ordersPerClient} orders, each through cart, address, payment and place`);
console.log(`  ${placed} orders placed, ${failed} failed, in ${seconds.toFixed(1)} s: ${(placed / seconds).toFixed(1)} orders/s end to end (${(placed * 5) / seconds > 0 ? ((placed * 5) / seconds).toFixed(0) : 0} HTTP requests/s)`);
console.log(`  place request: p50 ${percentile(placeMs, 50).toFixed(1)} ms, p95 ${percentile(placeMs, 95).toFixed(1)} ms, max ${placeMs.at(-1)!.toFixed(1)} ms`);

// 2. Contention
const target = variants[clients]!;
await setStock(target, 1_000_000);
const contenders = Array.from({ length: 3 * stock }, () => new HttpShopper(base));
const forms: { placeKey: string; expectedTotal: string }[] = [];
for (const shopper of contenders) forms.push(await shopper.readyToPlace(target));
await setStock(target, stock);
const raceStart = performance.now();
const outcomes = await Promise.all(contenders.map((shopper, i) => shopper.place(forms[i]!)));
const raceMs = performance.now() - raceStart;
const sold = outcomes.filter((o) => o.status === 302 && o.location?.startsWith("/orders/")).length;
const refused = outcomes.filter((o) => o.status === 409).length;
const errors = outcomes.filter((o) => o.status >= 500).length;
const left = await db.selectFrom("stock_items").select((eb) => eb.fn.sum<number>("count_on_hand").as("n")).where("variant_id", "=", target).executeTakeFirst();
console.log(`\ncontention: stock ${stock}, ${3 * stock} shoppers place at once`);
console.log(`  sold ${sold} (expected ${stock}), refused ${refused} with 409 'out of stock', HTTP 5xx ${errors}, stock left ${Number(left?.n ?? 0)}, all answered in ${raceMs.toFixed(0)} ms`);

const memory = process.memoryUsage();
console.log(`\nbench process memory ${(memory.rss / 2 ** 20).toFixed(0)} MiB`);
await db.destroy();
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
fs.rmSync(dir, { recursive: true, force: true });
