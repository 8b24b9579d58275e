import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./support/test";
import { HttpShopper } from "../support/http-checkout";
import { e2eDataDir } from "./support/messages";

/**
 * Money and stock safety through HTTP against the running production build: 200 shoppers,
 * each at the payment step with the same product in their cart, place at once while 5 units
 * are left; and one shopper's place request sent 10 times. Browserless: runs once (js project).
 */

test.describe.configure({ mode: "serial" });

function openShopDb() {
  const db = new Database(path.join(e2eDataDir(), "shop.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/** A purchasable variant that the browser tests do not buy (they take the best-stocked product). */
function quietVariant(db: Database.Database, offset: number): number {
  const row = db
    .prepare(
      `select v.id from variants v join products p on p.id = v.product_id
       where p.available_on <= ? and v.price > 1 and v.sale_price is null
       order by v.id desc limit 1 offset ?`,
    )
    .get(new Date().toISOString(), offset) as { id: number };
  return row.id;
}

function setStock(db: Database.Database, variantId: number, units: number) {
  const first = db.prepare("select id from stock_items where variant_id = ? order by id limit 1").get(variantId) as { id: number };
  db.prepare("update stock_items set count_on_hand = 0 where variant_id = ?").run(variantId);
  db.prepare("update stock_items set count_on_hand = ? where id = ?").run(units, first.id);
}

function onHand(db: Database.Database, variantId: number): number {
  return (db.prepare("select coalesce(sum(count_on_hand), 0) as n from stock_items where variant_id = ?").get(variantId) as { n: number }).n;
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

test("200 concurrent checkouts for the last 5 units: exactly 5 orders, stock 0, no HTTP 500", { tag: "@load" }, async ({ baseURL, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "browserless: runs once");
  test.setTimeout(120_000);
  const db = openShopDb();
  const variant = quietVariant(db, 0);
  setStock(db, variant, 1000);
  const shoppers = Array.from({ length: 200 }, (_, i) => new HttpShopper(baseURL!, `10.200.${Math.floor(i / 200)}.${(i % 200) + 1}`));
  const forms = await inBatches(shoppers, 25, (shopper) => shopper.readyToPlace(variant));
  setStock(db, variant, 5);

  const outcomes = await Promise.all(shoppers.map((shopper, i) => shopper.place(forms[i]!)));
  const statuses = outcomes.map((o) => o.status);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  const sold = outcomes.filter((o) => o.status === 302 && /^\/orders\/R\d{9}$/.test(o.location ?? ""));
  expect(sold).toHaveLength(5);
  expect(statuses.filter((s) => s === 409)).toHaveLength(195);
  expect(onHand(db, variant)).toBe(0);
  const taken = db.prepare("select coalesce(sum(quantity), 0) as n from stock_movements where variant_id = ? and reason = 'order'").get(variant) as { n: number };
  expect(taken.n).toBe(-5);
  db.close();
});

test("the same order posted 10 times places one order with one stock movement", { tag: "@load" }, async ({ baseURL, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "browserless: runs once");
  const db = openShopDb();
  const variant = quietVariant(db, 1);
  setStock(db, variant, 20);
  const shopper = new HttpShopper(baseURL!, "10.201.0.1");
  const form = await shopper.readyToPlace(variant, 2);

  const outcomes = await Promise.all(Array.from({ length: 10 }, () => shopper.place(form)));
  expect(outcomes.map((o) => o.status)).toEqual(Array(10).fill(302));
  const locations = new Set(outcomes.map((o) => o.location));
  expect(locations.size).toBe(1);
  const number = /^\/orders\/(R\d{9})$/.exec([...locations][0] ?? "")?.[1];
  expect(number).toBeTruthy();
  const order = db.prepare("select id, state from orders where number = ?").get(number) as { id: number; state: string };
  expect(order.state).toBe("awaiting_bank_transfer");
  const movements = db.prepare("select quantity from stock_movements where order_id = ?").all(order.id) as { quantity: number }[];
  expect(movements.map((m) => m.quantity)).toEqual([-2]);
  expect(onHand(db, variant)).toBe(18);
  db.close();
});
