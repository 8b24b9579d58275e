import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
// Plain HTTP against servers this spec starts itself: Playwright's own `test`, so no browser opens.
import { expect, test } from "@playwright/test";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { parseMail } from "../setup/mail-parse.mjs";
import { createSharedDatabase, eveningShopClock, startAppServers, type AppServers, type SharedDatabase } from "../support/app-servers";
import { HttpShopper } from "../support/http-checkout";

/**
 * Issue 14: two production app servers on one PostgreSQL database, as behind a load balancer.
 * Every shopper's requests are spread over both servers (and a cart started on one is finished on
 * the other, so sessions and carts live in the database, not in a process). Runs once (load
 * project), and only when TEST_DATABASE_URL names a PostgreSQL server it may create a database on.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

test.describe.configure({ mode: "serial", timeout: 180_000 });

interface CapturedMail {
  to: string[];
  subject: string;
}

let database: SharedDatabase;
let cluster: AppServers;
let sql: pg.Pool;
let smtp: SMTPServer;
const mailbox: CapturedMail[] = [];

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "load", "browserless: runs once, in the load project");
  test.skip(!serverUrl, "TEST_DATABASE_URL is not set: the two-server test needs a PostgreSQL server (tests/setup/postgres-server.sh)");
  testInfo.setTimeout(240_000);
  smtp = await startMailCapture(mailbox);
  database = await createSharedDatabase(serverUrl!, { label: "two" });
  sql = new pg.Pool({ connectionString: database.url, max: 4 });
  cluster = await startAppServers({
    databaseUrl: database.url,
    count: 2,
    forwardErrors: true,
    env: {
      ...eveningShopClock(),
      // The sweeps tick every 2 s instead of every minute, so the sweep scenario settles quickly.
      ORDER_SWEEP_INTERVAL_MS: "2000",
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
      MAIL_FROM: "Khar Suvd <no-reply@shop.test>",
    },
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await sql?.end();
  await database?.drop();
  smtp?.close();
});

/** A / B / A / B ...: the i-th request's server. */
function serverFor(i: number): string {
  return cluster.servers[i % cluster.servers.length]!.url;
}

/** The same shopper (same cookies, same address) talking to another server. */
function onServer(shopper: HttpShopper, url: string, forwardedFor: string): HttpShopper {
  const cookies = shopper
    .cookieHeader()
    .split("; ")
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }));
  return new HttpShopper(url, forwardedFor).withCookies(cookies);
}

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await sql.query(text, values);
  return rows[0] as T;
}

/** A purchasable variant without a sale, the `offset`-th from the end: each scenario its own. */
async function quietVariant(offset: number, singleVariantProduct = false): Promise<{ variantId: number; productId: number; slug: string; name: string }> {
  return one(
    `select v.id as "variantId", p.id as "productId", p.slug, p.name_mn as name
       from variants v join products p on p.id = v.product_id
      where p.available_on <= $1 and v.price > 1 and v.sale_price is null and p.image is not null
        and (select coalesce(sum(count_on_hand), 0) from stock_items s where s.variant_id = v.id) > 5
        ${singleVariantProduct ? "and (select count(*) from variants w where w.product_id = p.id) = 1" : ""}
      order by v.id desc limit 1 offset $2`,
    [new Date().toISOString(), offset],
  );
}

async function setStock(variantId: number, units: number): Promise<void> {
  await sql.query("update stock_items set count_on_hand = 0 where variant_id = $1", [variantId]);
  await sql.query("update stock_items set count_on_hand = $2 where id = (select min(id) from stock_items where variant_id = $1)", [variantId, units]);
}

async function onHand(variantId: number): Promise<number> {
  return Number((await one<{ n: string }>("select coalesce(sum(count_on_hand), 0) as n from stock_items where variant_id = $1", [variantId])).n);
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => work(item, i + j)))));
  return results;
}

/** A signed-in session made by the shop's own startSession in the shared database (tests/setup/e2e-session.ts). */
async function sessionCookie(account: { email: string }): Promise<{ name: string; value: string }[]> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", path.resolve("tests/setup/e2e-fixtures.ts"), "session", JSON.stringify(account)], {
    // The script opens whatever DATABASE_PATH names; openDatabase takes a postgres:// address too.
    env: { ...cluster.env, DATABASE_PATH: database.url },
  });
  const { cookie } = JSON.parse(stdout) as { cookie: string };
  const pair = cookie.split(";")[0]!;
  return [{ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }];
}

test("200 concurrent checkouts over both servers for the last 5 units: exactly 5 orders, stock 0, no 5xx", { tag: "@load" }, async () => {
  const { variantId } = await quietVariant(0);
  await setStock(variantId, 1000);
  // The demo's settled orders (behind verified reviews) may hold this variant: count only this run's.
  const firstOrder = Number((await one<{ n: string }>("select coalesce(max(id), 0) as n from orders", [])).n);
  const shoppers = Array.from({ length: 200 }, (_, i) => new HttpShopper(serverFor(i), `10.220.${Math.floor(i / 200)}.${(i % 200) + 1}`));
  const forms = await inBatches(shoppers, 25, (shopper) => shopper.readyToPlace(variantId));
  await setStock(variantId, 5);

  // Each shopper places on the server it did not fill its cart on.
  const outcomes = await Promise.all(shoppers.map((shopper, i) => onServer(shopper, serverFor(i + 1), `10.220.0.${(i % 200) + 1}`).place(forms[i]!)));
  const statuses = outcomes.map((o) => o.status);
  const counts = statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
  expect(statuses.filter((s) => s >= 500), JSON.stringify(counts)).toEqual([]);
  const sold = outcomes.filter((o) => o.status === 302 && /^\/orders\/R\d{9}$/.test(o.location ?? ""));
  expect(sold, JSON.stringify(counts)).toHaveLength(5);
  expect(statuses.filter((s) => s === 409)).toHaveLength(195);
  expect(await onHand(variantId)).toBe(0);
  const taken = await one<{ n: string }>("select coalesce(sum(quantity), 0) as n from stock_movements where variant_id = $1 and reason = 'order'", [variantId]);
  expect(Number(taken.n)).toBe(-5);
  const orders = await one<{ n: string }>(
    "select count(distinct o.id) as n from orders o join line_items l on l.order_id = o.id where l.variant_id = $1 and o.placed_at is not null and o.id > $2",
    [variantId, firstOrder],
  );
  expect(Number(orders.n)).toBe(5);
});

test("100 parallel redemptions of one gift card over both servers: one credit", { tag: "@load" }, async () => {
  const staff = new HttpShopper(serverFor(0), "10.221.0.1").withCookies(await sessionCookie({ email: "staff@kharsuvd.mn" }));
  const issuedPage = await staff.post("/staff/wallet", { intent: "issue", amount: "25000" });
  const html = await issuedPage.text();
  expect(issuedPage.status, html.slice(0, 300)).toBe(200);
  const field = (testId: string) => (new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</dd>`).exec(html)?.[1] ?? "").replace(/<[^>]*>/g, "").replace(/\D/g, "");
  const card = { number: field("issued-number"), secret: field("issued-secret") };
  expect(card.number).not.toBe("");
  expect(card.secret).not.toBe("");

  const email = `two-servers-${Date.now()}@example.mn`;
  const cookies = await sessionCookie({ email });
  const statuses = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const response = await new HttpShopper(serverFor(i), "10.221.0.2").withCookies(cookies).post("/account/wallet", { intent: "giftcard", number: card.number, secret: card.secret });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const counts = statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
  expect(statuses.filter((s) => s >= 500), JSON.stringify(counts)).toEqual([]);
  expect(statuses.filter((s) => s === 302), JSON.stringify(counts)).toHaveLength(1);
  expect(statuses.filter((s) => s >= 400 && s < 500)).toHaveLength(99);

  const credits = await one<{ n: string; total: string }>(
    "select count(*) as n, coalesce(sum(e.amount), 0) as total from wallet_entries e join gift_cards g on g.id = e.gift_card_id where g.number = $1",
    [card.number],
  );
  expect({ n: Number(credits.n), total: Number(credits.total) }).toEqual({ n: 1, total: 25_000 });
  const wallet = await one<{ topup_balance: number }>("select w.topup_balance from wallets w join users u on u.id = w.user_id where u.email = $1", [email]);
  expect(Number(wallet.topup_balance)).toBe(25_000);
  // Both servers show the one credit.
  for (const server of cluster.servers) {
    const page = await (await new HttpShopper(server.url, "10.221.0.3").withCookies(cookies).get("/account/wallet")).text();
    expect(/data-testid="wallet-topup"[^>]*>([^<]*)</.exec(page)?.[1]).toBe("25,000₮");
  }
});

test("the last unit sold through server A leaves the search results on server B within a second", { tag: "@load" }, async () => {
  const product = await quietVariant(5, true);
  const query = `/search?q=${encodeURIComponent(product.name)}`;
  /** Whether B's results page lists the product (the listing rule shows only products in stock, storefront-spec.md §9). */
  const listedOnB = async (): Promise<"listed" | "absent"> => {
    const answer = await fetch(cluster.servers[1]!.url + query, { headers: { "X-Forwarded-For": "10.222.0.9" } });
    const page = await answer.text();
    if (answer.status !== 200) throw new Error(`B answered ${answer.status} to ${query}`);
    return page.includes(`href="/products/${product.slug}"`) ? "listed" : "absent";
  };
  await setStock(product.variantId, 1);
  // B has answered this search (and filled whatever it keeps in memory) before the sale.
  await expect.poll(listedOnB, { timeout: 15_000, message: `${product.slug} in B's results for "${product.name}"` }).toBe("listed");

  const shopper = new HttpShopper(cluster.servers[0]!.url, "10.222.0.1");
  const outcome = await shopper.place(await shopper.readyToPlace(product.variantId));
  expect(outcome.status).toBe(302);
  expect(outcome.location).toMatch(/^\/orders\/R\d{9}$/);
  const soldAt = performance.now();
  await expect.poll(listedOnB, { timeout: 1_000, intervals: [50], message: `${product.slug} still in B's results 1 s after A sold its last unit` }).toBe("absent");
  test.info().annotations.push({ type: "gone from B's results after", description: `${Math.round(performance.now() - soldAt)} ms` });
});

test("one delivery per message and one sweep per due order across both servers", { tag: "@load" }, async () => {
  // Messages: 60 sign-in codes requested at once, half on each server, each to its own address.
  const stamp = Date.now().toString(36);
  const recipients = Array.from({ length: 60 }, (_, i) => `code-${stamp}-${i}@example.mn`);
  const answers = await Promise.all(
    recipients.map(async (email, i) => {
      const response = await new HttpShopper(serverFor(i), `10.223.0.${i + 1}`).post("/login", { identifier: email, redirectTo: "" });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  expect(answers).toEqual(Array(60).fill(302));

  // Sweep: the placed orders of the first test pass their bank-transfer deadline.
  const due = (
    await sql.query<{ id: number }>("select id from orders where state = 'awaiting_bank_transfer' order by id limit 3")
  ).rows.map((r) => r.id);
  expect(due.length).toBeGreaterThan(0);
  await sql.query("update orders set payment_due_at = $2 where id = any($1)", [due, new Date(Date.now() - 86_400_000).toISOString()]);

  // Settled: nothing waiting or being sent, and the due orders moved on.
  await expect
    .poll(
      async () => {
        const busy = await one<{ n: string }>("select count(*) as n from outbox_messages where status in ('pending', 'sending')");
        const waiting = await one<{ n: string }>("select count(*) as n from orders where id = any($1) and state = 'awaiting_bank_transfer'", [due]);
        return Number(busy.n) + Number(waiting.n);
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(0);

  // Every code reached its address once.
  for (const email of recipients) expect(mailbox.filter((m) => m.to.includes(email)), email).toHaveLength(1);
  // And every message the outbox says it sent arrived once: the same (recipient, subject) pairs, as many times.
  const sent = (await sql.query<{ recipient: string; subject: string }>("select recipient, subject from outbox_messages where status = 'sent'")).rows;
  const key = (to: string, subject: string) => `${to.toLowerCase()}\n${subject}`;
  expect(mailbox.map((m) => key(m.to[0] ?? "", m.subject)).sort()).toEqual(sent.map((m) => key(m.recipient, m.subject)).sort());
  const retried = await one<{ n: string }>("select count(*) as n from outbox_messages where attempts <> 1");
  expect(Number(retried.n)).toBe(0);

  // Each due order expired once: one event, its stock back once.
  const events = (await sql.query<{ order_id: number; n: string }>("select order_id, count(*) as n from order_events where order_id = any($1) and event = 'bank_transfer_deadline_passed' group by order_id", [due])).rows;
  expect(events.map((e) => [e.order_id, Number(e.n)]).sort()).toEqual(due.map((id) => [id, 1]).sort());
  const returned = (await sql.query<{ order_id: number; total: string; n: string }>("select order_id, sum(quantity) as total, count(*) as n from stock_movements where order_id = any($1) group by order_id", [due])).rows;
  for (const row of returned) expect({ order: row.order_id, total: Number(row.total), movements: Number(row.n) }).toEqual({ order: row.order_id, total: 0, movements: 2 });

  // The sweeps are leased (app/jobs): one holder, one of the two servers (its id is host:pid:random).
  const leases = (await sql.query<{ holder: string }>("select holder from job_leases where name = 'order-sweeps'")).rows;
  expect(leases).toHaveLength(1);
  expect(cluster.servers.map((s) => String(s.pid))).toContain(leases[0]!.holder.split(":")[1]);
});

/** An SMTP server on a free 127.0.0.1 port that keeps each message's recipients and subject. */
async function startMailCapture(into: CapturedMail[]): Promise<SMTPServer> {
  const capture = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const { subject } = parseMail(Buffer.concat(chunks).toString("utf8"));
        into.push({ to: session.envelope.rcptTo.map((a) => a.address.toLowerCase()), subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => capture.listen(0, "127.0.0.1", resolve));
  return capture;
}
