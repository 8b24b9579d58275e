// `npm run bench:checkout [-- --clients N] [--orders N] [--stock S]`: the production build on a
// temporary SQLite file, driven over HTTP by concurrent shoppers.
// 1. Throughput: N clients each place `orders` orders (add to cart, address step, payment step,
//    place with bank transfer); prints orders/s and the latency of the place request.
// 2. Contention: stock S of one variant, 3*S shoppers ready at the payment step place at once;
//    prints how many were sold (must be exactly S), the refusals, and the stock left.
// `--database postgres://host/name [--servers N]`: the same load on that PostgreSQL database
// (created afresh, dropped after; any database of that name is replaced), first against one app
// server, then against N (default 2) sharing it, the client spreading shoppers over them
// round-robin as a load balancer would; the figures are printed side by side.
// Figures are printed, never asserted.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, type DB } from "~/db/client.server";
import { createSharedDatabase, defaultServerBuild, roundRobin, startAppServers } from "../tests/support/app-servers";
import { HttpShopper } from "../tests/support/http-checkout";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "20" },
    orders: { type: "string", default: "10" },
    stock: { type: "string", default: "50" },
    servers: { type: "string", default: "2" },
    database: { type: "string" },
  },
});
const clients = Number(values.clients);
const ordersPerClient = Number(values.orders);
const stock = Number(values.stock);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function purchasableVariants(db: DB, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  return (
    await db
      .selectFrom("variants as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select("v.id")
      .where("p.available_on", "<=", now)
      .where("v.price", ">", 1)
      .where("v.sale_price", "is", null)
      .orderBy("v.id")
      .limit(count)
      .execute()
  ).map((r) => r.id);
}

async function setStock(db: DB, variantId: number, units: number) {
  await db.updateTable("stock_items").set({ count_on_hand: 0 }).where("variant_id", "=", variantId).execute();
  const first = await db.selectFrom("stock_items").select("id").where("variant_id", "=", variantId).orderBy("id").executeTakeFirstOrThrow();
  await db.updateTable("stock_items").set({ count_on_hand: units }).where("id", "=", first.id).execute();
}

interface Throughput {
  placed: number;
  failed: number;
  /** The answers to the failed place requests, by HTTP status. */
  failures: Record<number, number>;
  seconds: number;
  placeMs: number[];
}

/** N clients, each placing its orders one after another; `nextServer` picks each new shopper's server. */
async function throughput(nextServer: () => string, variants: number[]): Promise<Throughput> {
  const placeMs: number[] = [];
  let placed = 0;
  let failed = 0;
  const failures: Record<number, number> = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < ordersPerClient; i++) {
        const shopper = new HttpShopper(nextServer());
        const form = await shopper.readyToPlace(variants[c]!);
        const t0 = performance.now();
        const result = await shopper.place(form);
        placeMs.push(performance.now() - t0);
        if (result.status === 302 && result.location?.startsWith("/orders/")) placed += 1;
        else {
          failed += 1;
          failures[result.status] = (failures[result.status] ?? 0) + 1;
        }
      }
    }),
  );
  placeMs.sort((a, b) => a - b);
  return { placed, failed, failures, seconds: (performance.now() - started) / 1000, placeMs };
}

interface Contention {
  sold: number;
  refused: number;
  errors: number;
  left: number;
  ms: number;
}

/** 3*S shoppers ready at the payment step for the last S units place at once. */
async function contention(nextServer: () => string, db: DB, target: number): Promise<Contention> {
  await setStock(db, target, 1_000_000);
  const contenders = Array.from({ length: 3 * stock }, () => new HttpShopper(nextServer()));
  const forms: { placeKey: string; expectedTotal: string }[] = [];
  for (const shopper of contenders) forms.push(await shopper.readyToPlace(target));
  await setStock(db, target, stock);
  const raceStart = performance.now();
  const outcomes = await Promise.all(contenders.map((shopper, i) => shopper.place(forms[i]!)));
  const ms = performance.now() - raceStart;
  const left = await db.selectFrom("stock_items").select((eb) => eb.fn.sum<number>("count_on_hand").as("n")).where("variant_id", "=", target).executeTakeFirst();
  return {
    sold: outcomes.filter((o) => o.status === 302 && o.location?.startsWith("/orders/")).length,
    refused: outcomes.filter((o) => o.status === 409).length,
    errors: outcomes.filter((o) => o.status >= 500).length,
    left: Number(left?.n ?? 0),
    ms,
  };
}

/** Stock for the load: enough that no client ever runs out. */
async function stockUp(db: DB): Promise<number[]> {
  const variants = await purchasableVariants(db, clients + 1);
  for (const id of variants) await setStock(db, id, 1_000_000);
  return variants;
}

if (values.database) await compareServers(values.database, Math.max(1, Number(values.servers)));
else await singleSqliteServer();

async function singleSqliteServer(): Promise<void> {
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
  const variants = await stockUp(db);

  // 1. Throughput
  const load = await throughput(() => base, variants);
  console.log(`throughput: ${clients} concurrent clients x ${ordersPerClient} orders, each through cart, address, payment and place`);
  console.log(`  ${load.placed} orders placed, ${load.failed} failed, in ${load.seconds.toFixed(1)} s: ${(load.placed / load.seconds).toFixed(1)} orders/s end to end (${(load.placed * 5) / load.seconds > 0 ? ((load.placed * 5) / load.seconds).toFixed(0) : 0} HTTP requests/s)`);
  console.log(`  place request: p50 ${percentile(load.placeMs, 50).toFixed(1)} ms, p95 ${percentile(load.placeMs, 95).toFixed(1)} ms, max ${load.placeMs.at(-1)!.toFixed(1)} ms`);

  // 2. Contention
  const race = await contention(() => base, db, variants[clients]!);
  console.log(`\ncontention: stock ${stock}, ${3 * stock} shoppers place at once`);
  console.log(`  sold ${race.sold} (expected ${stock}), refused ${race.refused} with 409 'out of stock', HTTP 5xx ${race.errors}, stock left ${race.left}, all answered in ${race.ms.toFixed(0)} ms`);

  const memory = process.memoryUsage();
  console.log(`\nbench process memory ${(memory.rss / 2 ** 20).toFixed(0)} MiB`);
  await db.destroy();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(dir, { recursive: true, force: true });
}

interface Round {
  servers: number;
  load: Throughput;
  race: Contention;
}

/**
 * One round per server count, each on a freshly created and seeded database, so the second round
 * does not start with the first one's orders in its tables.
 */
async function compareServers(address: string, servers: number): Promise<void> {
  const url = new URL(address);
  const name = url.pathname.replace(/^\//, "");
  if (!/^postgres(ql)?:$/.test(url.protocol) || !name) throw new Error("--database must be a postgres:// address with a database name (it is created and dropped)");
  const serverUrl = new URL(url);
  serverUrl.pathname = "/postgres";
  const build = defaultServerBuild();
  if (!fs.existsSync(build)) spawnSync("npm", ["run", "build"], { stdio: "inherit" });

  const rounds: Round[] = [];
  for (const count of servers === 1 ? [1] : [1, servers]) {
    const database = await createSharedDatabase(serverUrl.toString(), { name });
    const cluster = await startAppServers({ databaseUrl: database.url, count, build, forwardErrors: true, env: { DEMO_CATALOGUE_PRODUCTS: "360" } });
    const db = openDatabase(database.url, { poolSize: 2 });
    try {
      console.log(`${count} app server${count === 1 ? "" : "s"} on ${url.host}/${name}: ${cluster.servers.map((s) => `${s.name} ${s.url} (pid ${s.pid})`).join(", ")}`);
      const variants = await stockUp(db);
      const load = await throughput(roundRobin(cluster.servers), variants);
      const race = await contention(roundRobin(cluster.servers), db, variants[clients]!);
      rounds.push({ servers: count, load, race });
    } finally {
      await db.destroy();
      await cluster.stop();
      await database.drop();
    }
  }

  const columns = rounds.map((r) => `${r.servers} server${r.servers === 1 ? "" : "s"}`);
  const rows: [string, (r: Round) => string][] = [
    ["orders/s end to end", (r) => (r.load.placed / r.load.seconds).toFixed(1)],
    ["orders placed / failed", (r) => `${r.load.placed} / ${r.load.failed}`],
    ["failed by HTTP status", (r) => Object.entries(r.load.failures).map(([status, n]) => `${status}x${n}`).join(" ") || "-"],
    ["wall time", (r) => `${r.load.seconds.toFixed(1)} s`],
    ["place p50", (r) => `${percentile(r.load.placeMs, 50).toFixed(1)} ms`],
    ["place p95", (r) => `${percentile(r.load.placeMs, 95).toFixed(1)} ms`],
    ["place max", (r) => `${r.load.placeMs.at(-1)!.toFixed(1)} ms`],
    [`contention: sold (of ${stock})`, (r) => String(r.race.sold)],
    ["contention: 409 / 5xx", (r) => `${r.race.refused} / ${r.race.errors}`],
    ["contention: stock left", (r) => String(r.race.left)],
    ["contention: all answered", (r) => `${r.race.ms.toFixed(0)} ms`],
  ];
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const width = Math.max(12, ...columns.map((c) => c.length));
  console.log(`\nPostgreSQL ${url.host}, ${clients} concurrent clients x ${ordersPerClient} orders (cart, address, payment, place), ${os.cpus().length} CPUs shared by client, servers and database`);
  console.log(`${"".padEnd(labelWidth)}  ${columns.map((c) => c.padStart(width)).join("  ")}`);
  for (const [label, cell] of rows) console.log(`${label.padEnd(labelWidth)}  ${rounds.map((r) => cell(r).padStart(width)).join("  ")}`);
}
