import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, outcome, post, SHOP } from "./support/route-requests";
import { setStock as setStockOf, buyableVariants } from "./support/stock";

/**
 * POST /cart/add against a real migrated and seeded SQLite file: the enhanced form (a fetcher,
 * `via=fetcher`) gets its outcome as data with a status saying what went wrong (400 / 404 /
 * 409), and the plain form post (no JavaScript) goes back to its page with the same message.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(40);

const { shopDb: openDb } = await import("../support/shop-context");
const { readToast } = await import("~/platform/toast.server");
const route = await import("~/routes/_shop+/cart.add");

const db = openDb();
const now = new Date();
let inStock = 0;
let soldOut = 0;
let notYet = 0;

const setStock = (variantId: number, units: number) => setStockOf(db, variantId, units);

beforeAll(async () => {
  const buyable = await buyableVariants(db, now);
  [inStock, soldOut, notYet] = [buyable[0]!.id, buyable[1]!.id, buyable[2]!.id];
  await setStock(inStock, 51);
  await setStock(soldOut, 0);
  await setStock(notYet, 10);
  const product = await db.selectFrom("variants").select("product_id").where("id", "=", notYet).executeTakeFirstOrThrow();
  await db.updateTable("products").set({ available_on: new Date(now.getTime() + 86_400_000).toISOString() }).where("id", "=", product.product_id).execute();
});

afterAll(async () => {
  await database.cleanup();
});

const back = "/products/some-bottle?variant=3";
const add = (fields: Record<string, string>) => outcome(() => route.action(args(post("/cart/add", null, { redirectTo: back, ...fields }))));
const fetcherAdd = (fields: Record<string, string>) => add({ via: "fetcher", ...fields });

async function toastOf(headers: Headers) {
  const line = headers.getSetCookie().find((l) => l.startsWith("__toast="));
  if (!line) return null;
  return (await readToast(new Request(SHOP, { headers: { Cookie: line.split(";", 1)[0]! } }))).toast;
}

describe("POST /cart/add from a fetcher", () => {
  it.each<[string, () => Record<string, string>, number, { error: string; available: number | null }]>([
    ["an empty quantity is refused, never taken as 1", () => ({ variantId: String(inStock), quantity: "" }), 400, { error: "cart.errors.quantityRequired", available: null }],
    ["no quantity at all", () => ({ variantId: String(inStock) }), 400, { error: "cart.errors.quantityRequired", available: null }],
    ["a quantity of 0", () => ({ variantId: String(inStock), quantity: "0" }), 400, { error: "cart.errors.quantityRequired", available: null }],
    ["a variant id that is not a number", () => ({ variantId: "abc", quantity: "1" }), 400, { error: "cart.errors.variantNotFound", available: null }],
    ["1000 when 51 are on hand: how many are left", () => ({ variantId: String(inStock), quantity: "1000" }), 409, { error: "cart.errors.quantityNotAvailable", available: 51 }],
    ["a sold-out variant", () => ({ variantId: String(soldOut), quantity: "1" }), 409, { error: "cart.errors.outOfStock", available: null }],
    ["a product not available yet", () => ({ variantId: String(notYet), quantity: "1" }), 409, { error: "cart.errors.temporarilyUnavailable", available: null }],
    ["an unknown variant", () => ({ variantId: "999999", quantity: "1" }), 404, { error: "cart.errors.variantNotFound", available: null }],
  ])("%s", async (_, fields, status, expected) => {
    const answer = await fetcherAdd(fields());
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ ok: false, ...expected });
    // Nothing was added, so no cart was started for the guest.
    expect(answer.headers.getSetCookie().some((l) => l.startsWith("cart_token="))).toBe(false);
  });

  it("adds and answers 200 with the cart's count and a new guest cart cookie", async () => {
    const answer = await fetcherAdd({ variantId: String(inStock), quantity: "2", gift: "on" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, count: 2 });
    expect(answer.headers.getSetCookie().some((l) => l.startsWith("cart_token="))).toBe(true);
  });

  it("refuses a body that is not a form as the client's mistake, not a server error", async () => {
    const request = new Request(`${SHOP}/cart/add`, {
      method: "POST",
      body: JSON.stringify({ variantId: inStock, quantity: 1 }),
      headers: { "Content-Type": "application/json", Origin: SHOP, "Sec-Fetch-Site": "same-origin" },
    });
    const { status } = await outcome(() => route.action(args(request)));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});

describe("POST /cart/add as a plain form (no JavaScript)", () => {
  it.each<[string, () => Record<string, string>, { kind: string; key: string; values: { count: number } }]>([
    ["an empty quantity", () => ({ variantId: String(inStock), quantity: "" }), { kind: "warning", key: "cart.errors.quantityRequired", values: { count: 0 } }],
    ["1000 when 51 are on hand", () => ({ variantId: String(inStock), quantity: "1000" }), { kind: "warning", key: "cart.errors.quantityNotAvailable", values: { count: 51 } }],
    ["a sold-out variant", () => ({ variantId: String(soldOut), quantity: "1" }), { kind: "warning", key: "cart.errors.outOfStock", values: { count: 0 } }],
    ["an unknown variant", () => ({ variantId: "999999", quantity: "1" }), { kind: "warning", key: "cart.errors.variantNotFound", values: { count: 0 } }],
    ["a successful add", () => ({ variantId: String(inStock), quantity: "3" }), { kind: "success", key: "cart.toast.added", values: { count: 3 } }],
  ])("%s goes back to the page with its message", async (_, fields, toast) => {
    const answer = await add(fields());
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(back);
    expect(await toastOf(answer.headers)).toEqual(toast);
  });

  it("goes to the cart when the page address is unusable", async () => {
    const answer = await outcome(() => route.action(args(post("/cart/add", null, { redirectTo: "https://evil.example/", variantId: String(inStock), quantity: "" }))));
    expect(answer.headers.get("Location")).toBe("/cart");
  });
});
