import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushService, type PushService } from "../../support/push-service";
import { args, get, outcome, post } from "../support/route-requests";

/**
 * Web push against a real migrated database (SQLite, and PostgreSQL in the postgres run) and a
 * local push service that checks each request as a real one would and decrypts it with the
 * subscription's keys (tests/support/push-service.ts): linking a device through its route (and
 * what is refused), an order shipped by staff arriving decrypted in the order's language, 410
 * deleting the device, 500 retried after its backoff, 4xx failed at once, two deliverers sending
 * each message once, the staff broadcast's audiences and its double submit, the 'no thanks'.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(30);

const { shopDb, shopSearchIndex } = await import("../../support/shop-context");
const { openDatabase } = await import("~/db/client.server");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const push = await import("~/modules/push/index.server");
const { webPushSender } = await import("~/adapters/push/index.server");
const { applyOrderEvent } = await import("~/modules/payments/index.server");
const linkRoute = await import("~/routes/_api+/push.devices");
const checkRoute = await import("~/routes/_api+/push.check");
const declineRoute = await import("~/routes/_api+/push.decline");
const unlinkRoute = await import("~/routes/_api+/push.unlink");
const devicesRoute = await import("~/routes/_account+/account.devices");
const staffRoute = await import("~/routes/_staff+/staff.push");

const db = shopDb();
push.setPushDeliveryDatabase(db);
let service: PushService;
let counter = 0;
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await push.whenPushDeliveryIdle(db);
  await service.close();
  await database.cleanup();
});

async function signedIn(role: "customer" | "staff" = "customer", locale = "mn") {
  counter += 1;
  const user = await insertUser(db, { email: `push-${counter}-${randomBytes(3).toString("hex")}@example.mn`, emailConfirmed: true, name: `Push ${counter}`, role }, new Date());
  await db.updateTable("users").set({ locale }).where("id", "=", user.id).execute();
  const { cookie } = await startSession(db, user.id, { userAgent: "vitest", ip: "127.0.0.1" }, new Date());
  return { id: user.id, cookie: cookie.split(";", 1)[0]! };
}

function linkRequest(cookie: string | null, fields: Record<string, string>, userAgent = ANDROID) {
  const request = post("/push/devices", cookie, fields);
  request.headers.set("User-Agent", userAgent);
  return request;
}

async function linkNewDevice(user: { cookie: string }) {
  const subscription = service.subscribe();
  const answer = await outcome(() => linkRoute.action(args(linkRequest(user.cookie, { endpoint: subscription.endpoint, ...subscription.keys }))));
  expect(answer.status).toBe(200);
  return subscription;
}

const count = async (table: "push_subscriptions" | "push_messages" | "push_broadcasts" | "push_declines") =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

async function sender() {
  const vapid = await push.vapidConfig(db);
  expect(vapid).not.toBeNull();
  return webPushSender(vapid!);
}

/** An order as checkout and payment leave it, in `state`, without lines unless given. */
async function placeOrder(userId: number, state: "ready_to_deliver" | "paid" | "shipped" | "delivered", locale = "mn", lines: { variantId: number; price: number }[] = []) {
  counter += 1;
  const stamp = new Date().toISOString();
  const total = lines.reduce((sum, l) => sum + l.price, 0) + 5_000;
  const order = await db
    .insertInto("orders")
    .values({
      number: `P${String(800_000_000 + counter)}`,
      token: randomBytes(24).toString("base64url"),
      user_id: userId,
      state,
      item_total: total - 5_000,
      ship_total: 5_000,
      adjustment_total: 0,
      tax_total: Math.round((total * 10) / 110),
      total,
      paid_total: total,
      item_count: lines.length,
      created_at: stamp,
      updated_at: stamp,
      completed_at: null,
      email: null,
      locale,
      delivery_type: "simple",
      delivery_address: JSON.stringify({ country: "MN", city: "MN-1", district: "bayangol", khoroo: "7", street: "Энхтайваны өргөн чөлөө", detail: "15-р байр", zip: "16050" }),
      delivery_zone: "ub-central",
      pickup_location_id: null,
      delivery_slot: null,
      delivery_from: null,
      delivery_to: null,
      receiver_name: "Бат-Эрдэнэ",
      receiver_phone: "99112233",
      receiver_age_confirmed_at: stamp,
      vat_registry_number: null,
      vat_organisation_name: null,
      payment_method: "card",
      down_payment: null,
      down_payment_method: null,
      payment_due_at: null,
      placed_at: stamp,
      delivered_at: null,
      canceled_at: null,
      cancel_reason: null,
      returned_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    await db.insertInto("line_items").values({ order_id: order.id, variant_id: line.variantId, quantity: 1, unit_price: line.price, created_at: stamp, updated_at: stamp }).execute();
  }
  return order;
}

describe("linking a device (users/link_device)", () => {
  it("stores the subscription for the signed-in shopper with a short device name, and the check route knows it", async () => {
    const user = await signedIn();
    const subscription = await linkNewDevice(user);
    const row = await db.selectFrom("push_subscriptions").selectAll().where("endpoint", "=", subscription.endpoint).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, device_label: "Chrome on Android" });
    const check = await checkRoute.action(args(post("/push/check", user.cookie, { endpoint: subscription.endpoint })));
    expect(await (check as Response).json()).toEqual({ linked: true });
    const stranger = await signedIn();
    const otherCheck = await checkRoute.action(args(post("/push/check", stranger.cookie, { endpoint: subscription.endpoint })));
    expect(await (otherCheck as Response).json()).toEqual({ linked: false });
    const page = await outcome<{ devices: { label: string }[] }>(() => devicesRoute.loader(args(get("/account/devices", user.cookie))));
    expect(page.body.devices.map((d) => d.label)).toEqual(["Chrome on Android"]);
  });

  it("moves a device to the account signed in on it now", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const subscription = await linkNewDevice(first);
    const again = await outcome(() => linkRoute.action(args(linkRequest(second.cookie, { endpoint: subscription.endpoint, ...subscription.keys }))));
    expect(again.status).toBe(200);
    const rows = await db.selectFrom("push_subscriptions").select("user_id").where("endpoint", "=", subscription.endpoint).execute();
    expect(rows).toEqual([{ user_id: second.id }]);
  });

  it.each([
    ["a guest", null, {}, 401],
    ["an http endpoint off this machine", "user", { endpoint: "http://push.example.com/push/abc" }, 400],
    ["a private address", "user", { endpoint: "http://10.0.0.7/push/abc" }, 400],
    ["a javascript: endpoint", "user", { endpoint: "javascript:alert(1)//push" }, 400],
    ["a short p256dh", "user", { p256dh: "BAAAA" }, 400],
    ["a p256dh that is not a point", "user", { p256dh: `A${"A".repeat(86)}` }, 400],
    ["an auth of 15 bytes", "user", { auth: "A".repeat(20) }, 400],
    ["a 2000-character endpoint", "user", { endpoint: `https://push.example.com/${"x".repeat(2000)}` }, 400],
  ] as const)("refuses %s and writes nothing", async (_case, who, change, status) => {
    const user = who ? await signedIn() : null;
    const subscription = service.subscribe();
    const before = await count("push_subscriptions");
    const answer = await outcome(() => linkRoute.action(args(linkRequest(user?.cookie ?? null, { endpoint: subscription.endpoint, ...subscription.keys, ...change }))));
    expect(answer.status).toBe(status);
    expect(await count("push_subscriptions")).toBe(before);
  });

  it("refuses a JSON body (415) and a cross-site post (403)", async () => {
    const user = await signedIn();
    const subscription = service.subscribe();
    const json = new Request("http://127.0.0.1:3999/push/devices", {
      method: "POST",
      body: JSON.stringify({ endpoint: subscription.endpoint, ...subscription.keys }),
      headers: { "Content-Type": "application/json", Cookie: user.cookie, Origin: "http://127.0.0.1:3999" },
    });
    expect((await outcome(() => linkRoute.action(args(json)))).status).toBe(415);
    const crossSite = linkRequest(user.cookie, { endpoint: subscription.endpoint, ...subscription.keys });
    crossSite.headers.set("Origin", "https://evil.example");
    crossSite.headers.set("Sec-Fetch-Site", "cross-site");
    expect((await outcome(() => linkRoute.action(args(crossSite)))).status).toBe(403);
    expect((await db.selectFrom("push_subscriptions").select("id").where("endpoint", "=", subscription.endpoint).execute()).length).toBe(0);
  });

  it("removes only the shopper's own device, with its waiting pushes", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const subscription = await linkNewDevice(owner);
    const row = await db.selectFrom("push_subscriptions").select("id").where("endpoint", "=", subscription.endpoint).executeTakeFirstOrThrow();
    await push.queuePushInTx(db, { userId: owner.id, kind: "order_status", payload: { title: "t", body: "b", url: "/", tag: "x" } }, new Date(Date.now() + 3_600_000));
    const notTheirs = await outcome(() => unlinkRoute.action(args(post("/push/unlink", other.cookie, { intent: "delete", id: String(row.id) }))));
    expect(notTheirs.status).toBe(404);
    const removed = await outcome(() => unlinkRoute.action(args(post("/push/unlink", owner.cookie, { intent: "delete", id: String(row.id) }))));
    expect(removed.status).toBe(302);
    expect(await db.selectFrom("push_subscriptions").select("id").where("id", "=", row.id).execute()).toEqual([]);
    expect(await db.selectFrom("push_messages").select("id").where("subscription_id", "=", row.id).execute()).toEqual([]);
  });

  it("keeps the 'no thanks' for the account: no prompt data afterwards, until 'ask me again'", async () => {
    const user = await signedIn();
    expect(await push.pushPromptFor(db, user.id)).toEqual({ publicKey: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/) });
    const notSaid = await outcome(() => declineRoute.action(args(post("/push/decline", user.cookie, { intent: "other" }))));
    expect(notSaid.status).toBe(400);
    expect(await push.pushPromptFor(db, user.id)).not.toBeNull();
    const declined = await outcome(() => declineRoute.action(args(post("/push/decline", user.cookie, { intent: "decline" }))));
    expect(declined.status).toBe(200);
    expect(await push.pushPromptFor(db, user.id)).toBeNull();
    expect(await push.pushPromptFor(db, null)).toBeNull();
    const again = await outcome(() => devicesRoute.action(args(post("/account/devices", user.cookie, { intent: "ask-again" }))));
    expect(again.status).toBe(302);
    expect(await push.pushPromptFor(db, user.id)).not.toBeNull();
  });
});

describe("what is pushed", () => {
  it("an order shipped by staff reaches each of the shopper's devices, decrypted, in the order's language; confirming it pushes nothing", async () => {
    const user = await signedIn("customer", "en");
    const phone = await linkNewDevice(user);
    const laptop = await linkNewDevice(user);
    const order = await placeOrder(user.id, "ready_to_deliver", "en");
    const shipped = await applyOrderEvent(db, order.id, "ship", { actor: "staff", now: new Date(), searchIndex: shopSearchIndex() });
    expect(shipped.ok).toBe(true);
    const expected = { title: `Order ${order.number}`, body: "Your order has been shipped.", url: `/account/orders/${order.number}`, tag: `order-${order.number}` };
    for (const device of [phone, laptop]) {
      const [arrived] = await service.waitForDelivered(1, device.id);
      expect(JSON.parse(arrived!.payload)).toEqual(expected);
      expect(arrived!.ttl).toBe(push.PUSH_TTL_SECONDS);
      expect(arrived!.contentEncoding).toBe("aes128gcm");
      expect(arrived!.vapid.publicKey).toBe((await push.vapidConfig(db))!.publicKey);
    }
    await push.whenPushDeliveryIdle(db);
    const rows = await db.selectFrom("push_messages as m").innerJoin("push_subscriptions as s", "s.id", "m.subscription_id").select(["m.status", "s.last_used_at"]).where("s.user_id", "=", user.id).execute();
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(rows.every((r) => r.last_used_at !== null)).toBe(true);

    const paid = await placeOrder(user.id, "paid");
    const before = await count("push_messages");
    expect((await applyOrderEvent(db, paid.id, "confirm", { actor: "staff", now: new Date(), searchIndex: shopSearchIndex() })).ok).toBe(true);
    expect(await count("push_messages")).toBe(before);
  });

  it("in Mongolian for an order placed in Mongolian", async () => {
    const user = await signedIn("customer", "mn");
    const device = await linkNewDevice(user);
    const order = await placeOrder(user.id, "shipped", "mn");
    const delivered = await applyOrderEvent(db, order.id, "deliver", { actor: "staff", now: new Date(), searchIndex: shopSearchIndex() });
    expect(delivered).toMatchObject({ ok: true });
    const [arrived] = await service.waitForDelivered(1, device.id);
    expect(JSON.parse(arrived!.payload)).toMatchObject({ title: `Захиалга ${order.number}`, body: expect.stringContaining("хүргэгдлээ") });
  });
});

describe("back in stock", () => {
  it("a signed-in shopper waiting for a variant hears of the restock on their devices too, once", async () => {
    const { buyableVariants, setStock } = await import("../support/stock");
    const requests = await import("~/modules/shopper-requests/index.server");
    const user = await signedIn("customer", "en");
    const device = await linkNewDevice(user);
    const variant = (await buyableVariants(db, new Date()))[3]!;
    const row = await db.selectFrom("variants as v").innerJoin("products as p", "p.id", "v.product_id").select(["v.sku", "v.product_id", "p.slug", "p.name_en"]).where("v.id", "=", variant.id).executeTakeFirstOrThrow();
    await setStock(db, variant.id, 0);
    const now = new Date();
    expect(await requests.subscribeToStockAlert(db, now, { productId: row.product_id, variantId: variant.id, userId: user.id, locale: "en", clientIp: "127.0.0.1", origin: "http://127.0.0.1:3999" })).toMatchObject({ ok: true });
    await requests.restockVariant(db, now, { intent: "restock", sku: row.sku, quantity: 2 }, "http://127.0.0.1:3999");
    await requests.restockVariant(db, now, { intent: "restock", sku: row.sku, quantity: 2 }, "http://127.0.0.1:3999");
    const arrived = await service.waitForDelivered(1, device.id);
    await push.whenPushDeliveryIdle(db);
    expect(service.received.filter((r) => r.subscriptionId === device.id)).toHaveLength(1);
    expect(JSON.parse(arrived[0]!.payload)).toEqual({ title: "Back in stock", body: `${row.name_en} is back in stock.`, url: `/products/${row.slug}?variant=${variant.id}`, tag: `stock-${variant.id}` });
  });
});

describe("delivery", () => {
  it("deletes a subscription the push service says is gone (410), with its waiting messages", async () => {
    const user = await signedIn();
    const device = await linkNewDevice(user);
    service.answerNext(410, 1, device.id);
    const now = new Date(Date.now() + 86_400_000); // not yet due for the after-commit run
    await push.queuePushInTx(db, { userId: user.id, kind: "order_status", payload: { title: "a", body: "b", url: "/", tag: "t" } }, now);
    await push.queuePushInTx(db, { userId: user.id, kind: "order_status", payload: { title: "c", body: "d", url: "/", tag: "t" } }, now);
    await push.whenPushDeliveryIdle(db);
    const report = await push.deliverPendingPushes(db, await sender(), now);
    expect(report.gone).toBe(1);
    expect(await db.selectFrom("push_subscriptions").select("id").where("endpoint", "=", device.endpoint).execute()).toEqual([]);
    expect(await db.selectFrom("push_messages as m").innerJoin("push_subscriptions as s", "s.id", "m.subscription_id").select("m.id").where("s.user_id", "=", user.id).execute()).toEqual([]);
  });

  it("tries again after a 500 once the backoff has passed, then sends; a 400 fails at once", async () => {
    const user = await signedIn();
    const device = await linkNewDevice(user);
    const now = new Date(Date.now() + 2 * 86_400_000);
    service.answerNext(500, 1, device.id);
    await push.queuePushInTx(db, { userId: user.id, kind: "order_status", payload: { title: "a", body: "b", url: "/", tag: "t" } }, now);
    await push.whenPushDeliveryIdle(db);
    const send = await sender();
    expect(await push.deliverPendingPushes(db, send, now)).toMatchObject({ retried: 1, sent: 0 });
    const waiting = await db.selectFrom("push_messages as m").innerJoin("push_subscriptions as s", "s.id", "m.subscription_id").select(["m.status", "m.attempts", "m.next_attempt_at"]).where("s.id", "=", (await db.selectFrom("push_subscriptions").select("id").where("endpoint", "=", device.endpoint).executeTakeFirstOrThrow()).id).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: new Date(now.getTime() + 60_000).toISOString() });
    expect(await push.deliverPendingPushes(db, send, new Date(now.getTime() + 30_000))).toMatchObject({ sent: 0, retried: 0 });
    expect(await push.deliverPendingPushes(db, send, new Date(now.getTime() + 61_000))).toMatchObject({ sent: 1 });

    service.answerNext(400, 1, device.id);
    const later = new Date(now.getTime() + 3_600_000);
    await push.queuePushInTx(db, { userId: user.id, kind: "order_status", payload: { title: "a", body: "b", url: "/", tag: "t" } }, later);
    await push.whenPushDeliveryIdle(db);
    expect(await push.deliverPendingPushes(db, send, later)).toMatchObject({ failed: 1, retried: 0 });
    expect(await push.deliverPendingPushes(db, send, new Date(later.getTime() + 86_400_000))).toMatchObject({ sent: 0, failed: 0, retried: 0 });
  });

  it("two app servers delivering at once send each message once", async () => {
    const user = await signedIn();
    const devices = [await linkNewDevice(user), await linkNewDevice(user), await linkNewDevice(user)];
    const now = new Date(Date.now() + 3 * 86_400_000);
    for (let i = 0; i < 15; i++) {
      await push.queuePushInTx(db, { userId: user.id, kind: "order_status", payload: { title: `n${i}`, body: "b", url: "/", tag: `t${i}` } }, now);
    }
    await push.whenPushDeliveryIdle(db);
    const second = openDatabase(database.target);
    try {
      const send = await sender();
      const reports = await Promise.all([push.deliverPendingPushes(db, send, now), push.deliverPendingPushes(second, send, now), push.deliverPendingPushes(db, send, now)]);
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(45);
    } finally {
      await second.destroy();
    }
    for (const device of devices) {
      const titles = service.received.filter((r) => r.subscriptionId === device.id).map((r) => JSON.parse(r.payload).title as string);
      expect(titles.sort()).toEqual(Array.from({ length: 15 }, (_, i) => `n${i}`).sort());
    }
  });
});

describe("staff broadcast", () => {
  it("counts and reaches every device, or only buyers of a category (and its children); a double submit sends once", async () => {
    const staff = await signedIn("staff");
    const buyer = await signedIn();
    const other = await signedIn();
    const buyerDevice = await linkNewDevice(buyer);
    await linkNewDevice(other);
    // A product in a child category (wine/red...), bought by `buyer` in a delivered order.
    const product = await db
      .selectFrom("product_taxons as pt")
      .innerJoin("taxons as t", "t.id", "pt.taxon_id")
      .innerJoin("variants as v", "v.product_id", "pt.product_id")
      .select(["v.id as variantId", "t.permalink"])
      .where("t.depth", ">=", 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const root = await db.selectFrom("taxons").select(["id", "permalink"]).where("permalink", "=", product.permalink.split("/")[0]!).executeTakeFirstOrThrow();
    await placeOrder(buyer.id, "delivered", "mn", [{ variantId: product.variantId, price: 10_000 }]);
    const unrelated = await db.selectFrom("taxons").select("id").where("permalink", "not like", `${root.permalink}%`).where("depth", "=", 0).executeTakeFirstOrThrow();

    const all = await db.selectFrom("push_subscriptions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const form = (fields: Record<string, string>) => ({ title: "Шинэ дарс", body: "Энэ долоо хоногт 10% хямдрал", url: "/t/wine", requestKey: randomBytes(18).toString("base64url"), ...fields });
    const previewAll = await outcome<{ devices: number }>(() => staffRoute.action(args(post("/staff/push", staff.cookie, form({ intent: "preview", audience: "all" })))));
    expect(previewAll.body.devices).toBe(Number(all.n));
    const previewCategory = await outcome<{ devices: number }>(() => staffRoute.action(args(post("/staff/push", staff.cookie, form({ intent: "preview", audience: "category", taxonId: String(root.id) })))));
    expect(previewCategory.body.devices).toBe(1);
    const previewUnrelated = await outcome<{ devices: number }>(() => staffRoute.action(args(post("/staff/push", staff.cookie, form({ intent: "preview", audience: "category", taxonId: String(unrelated.id) })))));
    expect(previewUnrelated.body.devices).toBe(0);

    const fields = form({ intent: "send", audience: "category", taxonId: String(root.id) });
    const sent = await outcome(() => staffRoute.action(args(post("/staff/push", staff.cookie, fields))));
    expect(sent.status).toBe(302);
    const again = await outcome(() => staffRoute.action(args(post("/staff/push", staff.cookie, fields))));
    expect(again.status).toBe(302);
    const broadcasts = await db.selectFrom("push_broadcasts").selectAll().where("request_key", "=", fields.requestKey).execute();
    expect(broadcasts).toHaveLength(1);
    expect(broadcasts[0]).toMatchObject({ audience: "category", taxon_id: root.id, recipients: 1, url: "/t/wine" });
    const arrived = (await service.waitForDelivered(1, buyerDevice.id)).find((r) => JSON.parse(r.payload).title === "Шинэ дарс");
    expect(JSON.parse(arrived!.payload)).toEqual({ title: "Шинэ дарс", body: "Энэ долоо хоногт 10% хямдрал", url: "/t/wine", tag: `broadcast-${broadcasts[0]!.id}` });
  });

  it.each([
    ["a customer", "customer", { intent: "send", audience: "all" }, 403],
    ["a link to another site", "staff", { intent: "send", audience: "all", url: "https://evil.example/x" }, 400],
    ["a category audience without a category", "staff", { intent: "preview", audience: "category" }, 400],
    ["an empty title", "staff", { intent: "send", audience: "all", title: "" }, 400],
    ["a 301-character body", "staff", { intent: "send", audience: "all", body: "я".repeat(301) }, 400],
  ] as const)("refuses %s and sends nothing", async (_case, role, change, status) => {
    const user = await signedIn(role);
    const before = await count("push_broadcasts");
    const fields = { title: "Мэдээ", body: "Мэдээ", url: "/", requestKey: randomBytes(18).toString("base64url"), ...change };
    const answer = await outcome(() => staffRoute.action(args(post("/staff/push", user.cookie, fields as Record<string, string>))));
    expect(answer.status).toBe(status);
    expect(await count("push_broadcasts")).toBe(before);
  });
});
