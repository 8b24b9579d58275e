import { randomBytes } from "node:crypto";
import { args, get, outcome, post } from "./support/route-requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderState } from "~/modules/orders/domain/order-states";
import type { OrderPage, OrderView } from "~/modules/orders/view-models";

/**
 * The order pages against a real migrated and seeded SQLite file: who may see an
 * order, the shopper's list (filter, paging), the shopper's cancel (stock back), and the staff
 * console moving orders through the life cycle. Loaders and actions are called directly with
 * real Requests and real session cookies; placed orders are inserted by a small fixture.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(30);

const { shopDb: openDb } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const orderRoute = await import("~/routes/_orders+/orders.$number._index");
const accountListRoute = await import("~/routes/_account+/account.orders._index");
const accountOrderRoute = await import("~/routes/_account+/account.orders.$number");
const staffListRoute = await import("~/routes/_staff+/staff.orders._index");
const staffOrderRoute = await import("~/routes/_staff+/staff.orders.$number");

type View = OrderView;
type ListPage = OrderPage;

const db = openDb();
let counter = 0;

async function newUser(role: "customer" | "staff" = "customer") {
  counter += 1;
  return insertUser(db, { email: `orders-${counter}-${Date.now()}@example.mn`, emailConfirmed: true, name: `User ${counter}`, role }, new Date());
}

async function signedIn(role: "customer" | "staff" = "customer") {
  const user = await newUser(role);
  const { cookie } = await startSession(db, user.id, { userAgent: "vitest", ip: "" }, new Date());
  return { user, cookie: cookie.split(";", 1)[0]! };
}

/** Variants with stock at a known location, for lines whose stock the fixture takes like placing does. */
let stocked: { variantId: number; stockItemId: number; locationId: number; price: number }[] = [];

async function onHand(stockItemId: number): Promise<number> {
  const row = await db.selectFrom("stock_items").select("count_on_hand").where("id", "=", stockItemId).executeTakeFirstOrThrow();
  return row.count_on_hand;
}

interface Fixture {
  userId: number | null;
  state: OrderState;
  placedAt?: Date;
  paymentMethod?: "card" | "qpay" | "bank_transfer" | "instalment";
  deliveryType?: "simple" | "express" | "pickup";
  lines?: { index: number; quantity: number }[];
}

/** A placed order as checkout leaves it: lines, totals, the stock it took (movements 'order'). */
async function placeOrder(fixture: Fixture) {
  counter += 1;
  const now = fixture.placedAt ?? new Date();
  const stamp = now.toISOString();
  const lines = fixture.lines ?? [{ index: 0, quantity: 2 }];
  const itemTotal = lines.reduce((sum, l) => sum + stocked[l.index]!.price * l.quantity, 0);
  const ship = fixture.deliveryType === "pickup" ? 0 : 5_000;
  const order = await db
    .insertInto("orders")
    .values({
      number: `R${String(700_000_000 + counter)}`,
      token: randomBytes(24).toString("base64url"),
      user_id: fixture.userId,
      state: fixture.state,
      item_total: itemTotal,
      ship_total: ship,
      adjustment_total: 0,
      tax_total: Math.round(((itemTotal + ship) * 10) / 110),
      total: itemTotal + ship,
      item_count: lines.reduce((n, l) => n + l.quantity, 0),
      created_at: stamp,
      updated_at: stamp,
      completed_at: null,
      email: null,
      delivery_type: fixture.deliveryType ?? "simple",
      delivery_address:
        fixture.deliveryType === "pickup"
          ? null
          : JSON.stringify({ country: "MN", city: "MN-1", district: "bayangol", khoroo: "7", street: "Энхтайваны өргөн чөлөө", detail: "15-р байр, 32 тоот", zip: "16050" }),
      delivery_zone: "ub-central",
      pickup_location_id: fixture.deliveryType === "pickup" ? 1 : null,
      delivery_slot: null,
      delivery_from: null,
      delivery_to: null,
      receiver_name: "Бат-Эрдэнэ",
      receiver_phone: "99112233",
      receiver_age_confirmed_at: stamp,
      vat_registry_number: null,
      vat_organisation_name: null,
      payment_method: fixture.paymentMethod ?? "bank_transfer",
      down_payment: null,
      down_payment_method: null,
      payment_due_at: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
      placed_at: stamp,
      delivered_at: null,
      canceled_at: null,
      cancel_reason: null,
      returned_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    const item = stocked[line.index]!;
    await db
      .insertInto("line_items")
      .values({ order_id: order.id, variant_id: item.variantId, quantity: line.quantity, unit_price: item.price, created_at: stamp, updated_at: stamp })
      .execute();
    if (fixture.state !== "cart") {
      await db.updateTable("stock_items").set((eb) => ({ count_on_hand: eb("count_on_hand", "-", line.quantity) })).where("id", "=", item.stockItemId).execute();
      await db
        .insertInto("stock_movements")
        .values({ variant_id: item.variantId, stock_location_id: item.locationId, quantity: -line.quantity, reason: "order", order_id: order.id, created_at: stamp })
        .execute();
    }
  }
  return order;
}

async function orderRow(id: number) {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}


const orderPage = (number: string, cookie: string | null, query = "") =>
  outcome<{ view: View; staffHref: string | null }>(() => orderRoute.loader(args(get(`/orders/${number}${query}`, cookie), { number })));

beforeAll(async () => {
  const rows = await db
    .selectFrom("stock_items as si")
    .innerJoin("variants as v", "v.id", "si.variant_id")
    .select(["si.id as stockItemId", "si.variant_id as variantId", "si.stock_location_id as locationId", "v.price"])
    .where("v.price", ">", 1000)
    .orderBy("si.id")
    .execute();
  // One stock item each of four different variants.
  const seen = new Set<number>();
  stocked = rows.filter((row) => !seen.has(row.variantId) && seen.add(row.variantId)).slice(0, 4);
  expect(stocked.length).toBe(4);
  for (const row of stocked) await db.updateTable("stock_items").set({ count_on_hand: 500 }).where("id", "=", row.stockItemId).execute();
});

afterAll(async () => {
  await database.cleanup();
});

describe("who may see an order", () => {
  it("shows the owner their order, with lines, totals, delivery and bank instructions", async () => {
    const { user, cookie } = await signedIn();
    const order = await placeOrder({ userId: user.id, state: "awaiting_bank_transfer", lines: [{ index: 0, quantity: 2 }, { index: 1, quantity: 1 }] });
    const page = await orderPage(order.number, cookie);
    expect(page.status).toBe(200);
    const view = page.body.view;
    expect(view).toMatchObject({ number: order.number, state: "awaiting_bank_transfer", statusKey: "status.waitingForBank", canCancel: true });
    expect(view.lines).toHaveLength(2);
    expect(view.lines[0]).toMatchObject({ quantity: 2, lineTotal: stocked[0]!.price * 2 });
    expect(view.totals).toMatchObject({ total: order.total, delivery: 5_000, owed: order.total });
    expect(view.delivery.address).toContain("Баянгол дүүрэг");
    expect(view.bankTransfer).toMatchObject({ amount: order.total, reference: order.number, iban: "MN580005005107384691" });
    expect(page.headers.get("Cache-Control")).toContain("no-store");
  });

  it("answers 404 to another user, to a guest without the token, for a wrong token and for a cart", async () => {
    const owner = await newUser();
    const order = await placeOrder({ userId: owner.id, state: "paid" });
    const { cookie: other } = await signedIn();
    expect((await orderPage(order.number, other)).status).toBe(404);
    expect((await orderPage(order.number, null)).status).toBe(404);
    expect((await orderPage(order.number, null, `?token=${randomBytes(24).toString("base64url")}`)).status).toBe(404);
    expect((await orderPage("R999999999", null)).status).toBe(404);
    expect((await orderPage("not-a-number", null)).status).toBe(404);
    const cart = await placeOrder({ userId: owner.id, state: "cart" });
    const { cookie: ownerCookie } = await (async () => {
      const { cookie } = await startSession(db, owner.id, { userAgent: "vitest", ip: "" }, new Date());
      return { cookie: cookie.split(";", 1)[0]! };
    })();
    expect((await orderPage(cart.number, ownerCookie)).status).toBe(404);
    // Nor can another user open it inside their account.
    const inAccount = await outcome(() => accountOrderRoute.loader(args(get(`/account/orders/${order.number}`, other), { number: order.number })));
    expect(inAccount.status).toBe(404);
  });

  it("swaps a token in the URL for the order_access cookie and a clean URL", async () => {
    const order = await placeOrder({ userId: null, state: "payment_failed", paymentMethod: "qpay" });
    const swap = await orderPage(order.number, null, `?token=${order.token}`);
    expect(swap.status).toBe(302);
    expect(swap.headers.get("Location")).toBe(`/orders/${order.number}`);
    const setCookie = swap.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^order_access=/);
    const page = await orderPage(order.number, setCookie.split(";", 1)[0]!);
    expect(page.status).toBe(200);
    expect(page.body.view).toMatchObject({ statusKey: "status.paymentFailed", retry: { kind: "failed" }, canCancel: true });
  });

  it("lets staff see any order, without the shopper's cancel form, and only staff into the console", async () => {
    const owner = await newUser();
    const order = await placeOrder({ userId: owner.id, state: "confirmed" });
    const { cookie: staff } = await signedIn("staff");
    const page = await orderPage(order.number, staff);
    expect(page.status).toBe(200);
    expect(page.body.view.canCancel).toBe(false);
    expect(page.body.staffHref).toBe(`/staff/orders/${order.number}`);
    const { cookie: customer } = await signedIn();
    const console = await outcome(() => staffOrderRoute.loader(args(get(`/staff/orders/${order.number}`, customer), { number: order.number })));
    expect(console.status).toBe(403);
    const staffPage = await outcome<{ view: View }>(() => staffOrderRoute.loader(args(get(`/staff/orders/${order.number}`, staff), { number: order.number })));
    expect(staffPage.status).toBe(200);
    expect(staffPage.body.view.staffActions).toEqual(["ready_to_deliver", "cancel", "mark_e_receipt_issued"]);
  });

  it("keeps the page up when the payment provider cannot be reached, and shows the wait", async () => {
    const { user, cookie } = await signedIn();
    const order = await placeOrder({ userId: user.id, state: "payment_pending", paymentMethod: "card" });
    const stamp = new Date().toISOString();
    await db
      .insertInto("payments")
      .values({ order_id: order.id, method: "card", purpose: "full", amount: order.total, state: "pending", provider_ref: `card-${order.number}`, redirect_url: "https://pay.example.mn/c/1", provider_data: null, failure_code: null, created_at: stamp, updated_at: stamp, completed_at: null })
      .execute();
    const page = await orderPage(order.number, cookie);
    expect(page.status).toBe(200);
    expect(page.body.view.waiting).toEqual({ kind: "payment", payUrl: "https://pay.example.mn/c/1" });
    expect(page.body.view.statusKey).toBe("status.paymentPending");
    expect((await orderRow(order.id)).state).toBe("payment_pending");
  });
});

describe("my orders", () => {
  it("lists the user's placed orders newest first, 20 a page, filtered by status", async () => {
    const { user, cookie } = await signedIn();
    const start = Date.parse("2025-01-01T03:00:00Z");
    const states: OrderState[] = ["paid", "confirmed", "delivered", "canceled", "expired", "awaiting_bank_transfer"];
    const placed = [];
    for (let i = 0; i < 24; i += 1) {
      placed.push(await placeOrder({ userId: user.id, state: states[i % states.length]!, placedAt: new Date(start + i * 3_600_000) }));
    }
    await placeOrder({ userId: user.id, state: "cart" });
    await placeOrder({ userId: (await newUser()).id, state: "paid" });

    const list = (query: string) => outcome<ListPage & { filter: string }>(() => accountListRoute.loader(args(get(`/account/orders${query}`, cookie))));
    const first = await list("");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 24, page: 1, pageCount: 2, filter: "all" });
    expect(first.body.orders.map((o) => o.number)).toEqual(placed.slice(4).reverse().map((o) => o.number));
    const second = await list("?page=2");
    expect(second.body.orders.map((o) => o.number)).toEqual(placed.slice(0, 4).reverse().map((o) => o.number));

    const closed = await list("?filter=closed");
    expect(closed.body.total).toBe(8);
    expect(new Set(closed.body.orders.map((o) => o.state))).toEqual(new Set(["canceled", "expired"]));
    const active = await list("?filter=active");
    expect(active.body.orders).not.toHaveLength(0);
    for (const o of active.body.orders) expect(["paid", "confirmed"], o.number).toContain(o.state);
    expect(active.body.total).toBe(8);
    const waiting = await list("?filter=waiting");
    expect(waiting.body.orders[0]).toMatchObject({ state: "awaiting_bank_transfer", statusKey: "status.waitingForBank" });
    // Nonsense parameters fall back to the defaults.
    expect((await list("?filter=bogus&page=-3")).body).toMatchObject({ filter: "all", page: 1 });
  });

  it("is empty for a new user, and for a filter with nothing in it", async () => {
    const { user, cookie } = await signedIn();
    const empty = await outcome<ListPage>(() => accountListRoute.loader(args(get("/account/orders", cookie))));
    expect(empty.body).toMatchObject({ total: 0, orders: [] });
    await placeOrder({ userId: user.id, state: "paid" });
    const none = await outcome<ListPage>(() => accountListRoute.loader(args(get("/account/orders?filter=delivered", cookie))));
    expect(none.body).toMatchObject({ total: 0, orders: [] });
  });

  it("sends a guest to sign in", async () => {
    const result = await outcome(() => accountListRoute.loader(args(get("/account/orders"))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("the shopper cancels", () => {
  it("cancels before shipment with a reason, and the stock comes back", async () => {
    const { user, cookie } = await signedIn();
    const before = await onHand(stocked[2]!.stockItemId);
    const order = await placeOrder({ userId: user.id, state: "paid", lines: [{ index: 2, quantity: 3 }] });
    expect(await onHand(stocked[2]!.stockItemId)).toBe(before - 3);
    const result = await outcome(() =>
      orderRoute.action(args(post(`/orders/${order.number}`, cookie, { intent: "cancel", reason: "foundCheaper", note: "Хямдралтай байсан", state: "paid" }), { number: order.number })),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/orders/${order.number}`);
    expect(result.headers.get("Set-Cookie")).toContain("__toast=");
    const after = await orderRow(order.id);
    expect(after.state).toBe("canceled");
    expect(after.canceled_at).not.toBeNull();
    expect(after.cancel_reason).toBe("Өөр газраас хямд олсон: Хямдралтай байсан");
    expect(await onHand(stocked[2]!.stockItemId)).toBe(before);
    const movements = await db.selectFrom("stock_movements").select(["reason", "quantity"]).where("order_id", "=", order.id).orderBy("id").execute();
    expect(movements).toEqual([
      { reason: "order", quantity: -3 },
      { reason: "cancel", quantity: 3 },
    ]);
    const page = await orderPage(order.number, cookie);
    expect(page.body.view).toMatchObject({ state: "canceled", canCancel: false, cancelReason: after.cancel_reason });
    expect(page.body.view.events.at(-1)).toMatchObject({ event: "cancel", actor: "shopper" });
  });

  it("refuses a cancel without a reason (400), or 'other' without words, and changes nothing", async () => {
    const { user, cookie } = await signedIn();
    const order = await placeOrder({ userId: user.id, state: "awaiting_bank_transfer", lines: [{ index: 3, quantity: 1 }] });
    const stock = await onHand(stocked[3]!.stockItemId);
    const attempts: Record<string, string>[] = [{ intent: "cancel" }, { intent: "cancel", reason: "" }, { intent: "cancel", reason: "other", note: "  " }];
    for (const fields of attempts) {
      const result = await outcome<{ error: string | null }>(() => orderRoute.action(args(post(`/orders/${order.number}`, cookie, fields), { number: order.number })));
      expect(result.status).toBe(400);
    }
    const same = await orderRow(order.id);
    expect(same).toMatchObject({ state: "awaiting_bank_transfer", lock_version: order.lock_version, cancel_reason: null });
    expect(await onHand(stocked[3]!.stockItemId)).toBe(stock);
  });

  it("refuses once the order has shipped (409), and another user's cancel is a 404", async () => {
    const { user, cookie } = await signedIn();
    const order = await placeOrder({ userId: user.id, state: "shipped" });
    const refused = await outcome<{ error: string | null }>(() =>
      orderRoute.action(args(post(`/orders/${order.number}`, cookie, { intent: "cancel", reason: "changedMind" }), { number: order.number })),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("orders:errors.notCancellableAfterShipment");
    expect((await orderRow(order.id)).state).toBe("shipped");
    const { cookie: other } = await signedIn();
    const mine = await placeOrder({ userId: user.id, state: "paid" });
    const stranger = await outcome(() =>
      accountOrderRoute.action(args(post(`/account/orders/${mine.number}`, other, { intent: "cancel", reason: "changedMind" }), { number: mine.number })),
    );
    expect(stranger.status).toBe(404);
    expect((await orderRow(mine.id)).state).toBe("paid");
  });

  it("cancels from the account page too, back to the account page", async () => {
    const { user, cookie } = await signedIn();
    const order = await placeOrder({ userId: user.id, state: "confirmed" });
    const result = await outcome(() =>
      accountOrderRoute.action(args(post(`/account/orders/${order.number}`, cookie, { intent: "cancel", reason: "orderedByMistake" }), { number: order.number })),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/account/orders/${order.number}`);
    expect(await orderRow(order.id)).toMatchObject({ state: "canceled", cancel_reason: "Андуурч захиалсан" });
  });
});

describe("the staff console", () => {
  const act = (number: string, cookie: string, fields: Record<string, string>) =>
    outcome<{ error: string | null; intent: string | null }>(() => staffOrderRoute.action(args(post(`/staff/orders/${number}`, cookie, fields), { number })));

  it("records a bank transfer: a part keeps it waiting, the rest makes it paid", async () => {
    const { cookie } = await signedIn("staff");
    const order = await placeOrder({ userId: (await newUser()).id, state: "awaiting_bank_transfer" });
    expect((await act(order.number, cookie, { intent: "bank_transfer_received", amount: "abc" })).status).toBe(400);
    expect((await act(order.number, cookie, { intent: "bank_transfer_received", amount: "-5" })).status).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({ state: "awaiting_bank_transfer", paid_total: 0 });

    const part = await act(order.number, cookie, { intent: "bank_transfer_received", amount: "1000", state: "awaiting_bank_transfer" });
    expect(part.status).toBe(302);
    expect(await orderRow(order.id)).toMatchObject({ state: "awaiting_bank_transfer", paid_total: 1000 });
    const rest = await act(order.number, cookie, { intent: "bank_transfer_received", amount: String(order.total - 1000), state: "awaiting_bank_transfer" });
    expect(rest.status).toBe(302);
    expect(rest.headers.get("Location")).toBe(`/staff/orders/${order.number}`);
    expect(await orderRow(order.id)).toMatchObject({ state: "paid", paid_total: order.total });
    const payments = await db.selectFrom("payments").select(["method", "state", "amount"]).where("order_id", "=", order.id).orderBy("id").execute();
    expect(payments).toEqual([
      { method: "bank_transfer", state: "completed", amount: 1000 },
      { method: "bank_transfer", state: "completed", amount: order.total - 1000 },
    ]);
  });

  it("moves a paid order through to delivered", async () => {
    const { user, cookie } = await signedIn("staff");
    const order = await placeOrder({ userId: (await newUser()).id, state: "paid" });
    for (const [intent, state] of [
      ["confirm", "confirmed"],
      ["ready_to_deliver", "ready_to_deliver"],
      ["ship", "shipped"],
      ["out_for_delivery", "out_for_delivery"],
      ["deliver", "delivered"],
    ] as const) {
      const result = await act(order.number, cookie, { intent });
      expect(result.status, intent).toBe(302);
      expect((await orderRow(order.id)).state).toBe(state);
    }
    const done = await orderRow(order.id);
    expect(done.delivered_at).not.toBeNull();
    const events = await db.selectFrom("order_events").select(["event", "actor", "user_id"]).where("order_id", "=", order.id).orderBy("id").execute();
    expect(events.map((e) => e.event)).toEqual(["confirm", "ready_to_deliver", "ship", "out_for_delivery", "deliver"]);
    for (const e of events) expect(e, e.event).toMatchObject({ actor: "staff", user_id: user.id });
  });

  it("hands a pickup order over from ready_to_deliver", async () => {
    const { cookie } = await signedIn("staff");
    const order = await placeOrder({ userId: (await newUser()).id, state: "ready_to_deliver", deliveryType: "pickup" });
    const page = await outcome<{ view: View }>(() => staffOrderRoute.loader(args(get(`/staff/orders/${order.number}`, cookie), { number: order.number })));
    expect(page.body.view.delivery.pickup?.name).toBeTruthy();
    expect(page.body.view.staffActions).toEqual(["deliver", "cancel", "mark_e_receipt_issued"]);
    expect((await act(order.number, cookie, { intent: "ship" })).status).toBe(409);
    expect((await act(order.number, cookie, { intent: "deliver" })).status).toBe(302);
    expect((await orderRow(order.id)).state).toBe("delivered");
  });

  it("refuses an invalid transition with 409 and changes nothing", async () => {
    const { cookie } = await signedIn("staff");
    const order = await placeOrder({ userId: (await newUser()).id, state: "paid" });
    const refused = await act(order.number, cookie, { intent: "ship" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("orders:errors.invalidTransition");
    // A page that showed another state (someone moved the order on meanwhile) is refused too.
    const stale = await act(order.number, cookie, { intent: "cancel", reason: "Клиент утсаар цуцалсан", state: "confirmed" });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("orders:errors.changedConcurrently");
    expect((await act(order.number, cookie, { intent: "cancel" })).status).toBe(400);
    expect((await act(order.number, cookie, { intent: "teleport" })).status).toBe(400);
    const same = await orderRow(order.id);
    expect(same).toMatchObject({ state: "paid", lock_version: order.lock_version });
    expect(await db.selectFrom("order_events").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
    // A customer cannot use the console at all.
    const { cookie: customer } = await signedIn();
    expect((await act(order.number, customer, { intent: "confirm" })).status).toBe(403);
    expect((await orderRow(order.id)).state).toBe("paid");
  });

  it("lists orders needing action by default, with counts, and finds one by number", async () => {
    const { cookie } = await signedIn("staff");
    const waiting = await placeOrder({ userId: null, state: "awaiting_bank_transfer" });
    await placeOrder({ userId: null, state: "expired" });
    type StaffList = ListPage & { tab: string; tabs: { key: string; count: number }[] };
    const list = (query: string) => outcome<StaffList>(() => staffListRoute.loader(args(get(`/staff/orders${query}`, cookie))));
    const first = await list("");
    expect(first.body.tab).toBe("needs_action");
    expect(first.body.orders.map((o) => o.number)).toContain(waiting.number);
    for (const o of first.body.orders) {
      expect(["awaiting_bank_transfer", "paid", "confirmed", "ready_to_deliver", "shipped", "out_for_delivery"], o.number).toContain(o.state);
    }
    const counts = Object.fromEntries(first.body.tabs.map((t) => [t.key, t.count]));
    const inDb = await db.selectFrom("orders").select("id").where("state", "=", "expired").execute();
    expect(counts.expired).toBe(inDb.length);
    expect(counts.needs_action).toBe(first.body.total);
    const expired = await list("?tab=expired");
    expect(expired.body.orders).not.toHaveLength(0);
    for (const o of expired.body.orders) expect(o.state, o.number).toBe("expired");
    // A whole number opens the order; a part of one lists the matches.
    const found = await list(`?q=${waiting.number}&tab=all`);
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe(`/staff/orders/${waiting.number}`);
    const partial = await list(`?q=${waiting.number.slice(4)}&tab=all`);
    expect(partial.body.orders.map((o) => o.number)).toContain(waiting.number);
  });
});

describe("the variant bought", () => {
  const lifecycle = () => import("~/modules/orders/order-lifecycle.server");

  /** A stocked variant of a product sold in several sizes: its `volume` option is `value`. */
  async function volumeVariant(value: string) {
    const row = await db
      .selectFrom("variant_option_values as o")
      .innerJoin("stock_items as si", "si.variant_id", "o.variant_id")
      .innerJoin("variants as v", "v.id", "o.variant_id")
      .select(["si.id as stockItemId", "si.variant_id as variantId", "si.stock_location_id as locationId", "v.price"])
      .where("o.option_key", "=", "volume")
      .where("o.value", "=", value)
      .where("v.price", ">", 1000)
      .orderBy("si.id")
      .executeTakeFirstOrThrow();
    await db.updateTable("stock_items").set({ count_on_hand: 500 }).where("id", "=", row.stockItemId).execute();
    stocked.push(row);
    return stocked.length - 1;
  }

  it("placing keeps the line's options: the order page, the staff console and the e-mail name the size, even after the catalogue changes", async () => {
    const { user, cookie } = await signedIn();
    const litre = await volumeVariant("1000ml");
    const order = await placeOrder({ userId: user.id, state: "checkout_payment", lines: [{ index: litre, quantity: 1 }, { index: 0, quantity: 1 }] });
    await db.updateTable("orders").set({ email: `variant-${order.id}@example.mn`, locale: "mn" }).where("id", "=", order.id).execute();
    const { commitOrderEvent, runOutsideEffects } = await lifecycle();
    const context = { actor: "shopper" as const, now: new Date(), userId: user.id, paymentMethod: "bank_transfer" as const, origin: "http://shop.test", searchIndex: {} as never };
    const placed = await commitOrderEvent(db, order.id, "place", context);
    if (!placed.ok) throw new Error(placed.error);
    const kept = await db.selectFrom("line_items").select(["variant_id", "options"]).where("order_id", "=", order.id).execute();
    expect(JSON.parse(kept.find((l) => l.variant_id === stocked[litre]!.variantId)!.options)).toEqual([{ key: "volume", value: "1000ml" }]);

    // The order-placed e-mail lists the line with its size.
    await runOutsideEffects(db, placed.order, placed.effects.filter((e) => e.type === "notify_shopper"), context, async () => {});
    await (await import("~/adapters/messages/index.server")).whenDeliveryIdle(db);
    const mail = await db.selectFrom("outbox_messages").select(["subject", "body_text"]).where("recipient", "=", `variant-${order.id}@example.mn`).execute();
    expect(mail.map((m) => m.body_text).join("\n")).toContain("(Багтаамж: 1 литр) × 1");

    // The catalogue renames the size afterwards: the order still names what was bought.
    const variantId = stocked[litre]!.variantId;
    await db.updateTable("variant_option_values").set({ value: "750ml" }).where("variant_id", "=", variantId).where("option_key", "=", "volume").execute();
    try {
      const page = await orderPage(order.number, cookie);
      expect(page.status).toBe(200);
      const { sku } = await db.selectFrom("variants").select("sku").where("id", "=", variantId).executeTakeFirstOrThrow();
      const line = page.body.view.lines.find((l) => l.sku === sku);
      expect(line?.options).toEqual([{ key: "volume", name: "Багтаамж", value: "1 литр" }]);
      const { cookie: staff } = await signedIn("staff");
      const console = await outcome<{ view: View }>(() => staffOrderRoute.loader(args(get(`/staff/orders/${order.number}`, staff), { number: order.number })));
      expect(console.body.view.lines.flatMap((l) => l.options.map((o) => o.value))).toContain("1 литр");
    } finally {
      await db.updateTable("variant_option_values").set({ value: "1000ml" }).where("variant_id", "=", variantId).where("option_key", "=", "volume").execute();
    }
  });

  it("a line placed without a snapshot names the variant's options today", async () => {
    const { user, cookie } = await signedIn();
    const half = await volumeVariant("500ml");
    const order = await placeOrder({ userId: user.id, state: "paid", lines: [{ index: half, quantity: 1 }] });
    const page = await orderPage(order.number, cookie);
    expect(page.body.view.lines[0]!.options).toEqual([{ key: "volume", name: "Багтаамж", value: "500 мл" }]);
  });
});
