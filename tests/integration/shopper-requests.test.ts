import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyableVariants, setStock } from "./support/stock";

/**
 * Price opinions and back-in-stock against a real migrated and seeded database: only the
 * account's own confirmed contact, one open request per shopper and product under parallel
 * posts, an accepted opinion's coupon (one use, that shopper, that product) and its message in
 * the outbox, answered once under parallel answers; a guest's alert counts only once confirmed,
 * and parallel restocks tell each subscriber once.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(60);

const { shopDb } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { ruleOf } = await import("~/modules/coupons/coupon-rule.server");
const requests = await import("~/modules/shopper-requests/index.server");
const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");

const db = shopDb();
const now = new Date("2026-11-24T02:00:00Z");
const origin = "https://shop.test";
let counter = 0;
let variant: { id: number; price: number; productId: number };

async function newUser(options: { confirmed?: boolean; phone?: boolean; locale?: string } = {}) {
  counter += 1;
  const user = await insertUser(db, { email: `req${counter}-${Date.now()}@example.mn`, emailConfirmed: options.confirmed ?? true, name: "Req", ...(options.phone ? { phone: `+9769911${String(1000 + counter).slice(-4)}`, phoneConfirmed: true } : {}) }, now);
  if (options.locale) await db.updateTable("users").set({ locale: options.locale }).where("id", "=", user.id).execute();
  return user;
}

const outboxTo = (recipient: string) => db.selectFrom("outbox_messages").selectAll().where("recipient", "=", recipient).orderBy("id").execute();

beforeAll(async () => {
  const [first] = await buyableVariants(db, now);
  const row = await db.selectFrom("variants").select("product_id").where("id", "=", first!.id).executeTakeFirstOrThrow();
  variant = { ...first!, productId: row.product_id };
});

afterAll(async () => {
  await whenDeliveryIdle(db);
  await database.cleanup();
});

describe("price opinions", () => {
  const send = (userId: number, contact: string, amount = variant.price - 1000) =>
    requests.sendPriceOpinion(db, now, userId, { productId: variant.productId, variantId: variant.id, amount, contact, note: "ok" });

  it("is sent only from the account's own confirmed e-mail or phone, below the price", async () => {
    const user = await newUser();
    expect(await send(user.id, "someone@else.mn")).toEqual({ ok: false, error: "requests:errors.ownContactOnly" });
    expect(await send(user.id, user.email!, variant.price)).toEqual({ ok: false, error: "requests:errors.amountNotBelowPrice" });
    const unconfirmed = await newUser({ confirmed: false });
    expect(await send(unconfirmed.id, unconfirmed.email!)).toEqual({ ok: false, error: "requests:errors.ownContactOnly" });
    expect((await send(user.id, user.email!.toUpperCase())).ok).toBe(true);
  });

  it("keeps one open request per shopper and product under 20 parallel posts", async () => {
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 20 }, () => send(user.id, user.email!)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const open = await db.selectFrom("price_opinions").select("id").where("user_id", "=", user.id).where("state", "=", "open").execute();
    expect(open).toHaveLength(1);
  });

  it("accepted: a one-use coupon for that shopper and product, its message in the outbox in the shopper's language, answered once", async () => {
    const user = await newUser({ locale: "en" });
    const sent = await send(user.id, user.email!, variant.price - 5000);
    if (!sent.ok) throw new Error(sent.error);
    const staff = await newUser();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => requests.answerPriceOpinion(db, now, staff.id, i % 2 ? { intent: "accept", id: sent.value.id } : { intent: "decline", id: sent.value.id, reason: "No" }, origin)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const opinion = await db.selectFrom("price_opinions").selectAll().where("id", "=", sent.value.id).executeTakeFirstOrThrow();
    expect(opinion.state).not.toBe("open");
    const messages = await outboxTo(user.email!);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toMatch(/^Your price opinion/);
    if (opinion.state === "accepted") {
      const coupon = await db.selectFrom("coupons").selectAll().where("id", "=", opinion.coupon_id!).executeTakeFirstOrThrow();
      const rule = ruleOf(coupon);
      expect(rule).toMatchObject({ usageLimit: 1, perUserLimit: 1, ownerUserId: user.id, eligibleProductIds: [variant.productId], discountType: "amount", discountValue: 5000, signedInOnly: true });
      expect(messages[0]!.body_text).toContain(coupon.code);
      const listed = await requests.userPriceOpinions(db, user.id);
      expect(listed[0]!.coupon?.code).toBe(coupon.code);
    } else {
      expect(opinion.decline_reason).toBe("No");
    }
  });
});

describe("back in stock", () => {
  it("a guest counts only once confirmed; parallel restocks tell each subscriber once, in their language", async () => {
    await setStock(db, variant.id, 0);
    const base = { productId: variant.productId, variantId: variant.id, clientIp: "10.0.0.1", origin };
    const shopper = await newUser({ locale: "en" });
    expect(await requests.subscribeToStockAlert(db, now, { ...base, userId: shopper.id, locale: "mn" })).toEqual({ ok: true, value: { state: "active" } });
    expect(await requests.subscribeToStockAlert(db, now, { ...base, userId: shopper.id, locale: "mn" })).toEqual({ ok: true, value: { state: "active" } });

    const guest = `guest${Date.now()}@example.mn`;
    expect(await requests.subscribeToStockAlert(db, now, { ...base, userId: null, email: guest, locale: "mn" })).toEqual({ ok: true, value: { state: "pending" } });
    const confirmation = (await outboxTo(guest))[0]!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(confirmation.body_text)![1]!;
    const unconfirmed = `late${Date.now()}@example.mn`;
    await requests.subscribeToStockAlert(db, now, { ...base, userId: null, email: unconfirmed, locale: "mn" });
    expect((await requests.confirmStockAlert(db, now, token, origin)).ok).toBe(true);
    expect((await requests.confirmStockAlert(db, now, token, origin)).ok).toBe(false);

    const sku = (await db.selectFrom("variants").select("sku").where("id", "=", variant.id).executeTakeFirstOrThrow()).sku;
    const restocks = await Promise.all(Array.from({ length: 10 }, () => requests.restockVariant(db, now, { intent: "restock", sku, quantity: 2 }, origin)));
    const told = restocks.reduce((sum, r) => sum + (r.ok ? r.value.notified : 0), 0);
    expect(told).toBe(2);
    const toShopper = (await outboxTo(shopper.email!)).filter((m) => m.subject.startsWith("Back in stock"));
    expect(toShopper).toHaveLength(1);
    expect((await outboxTo(guest)).filter((m) => m.subject.startsWith("Дахин нөөцөд"))).toHaveLength(1);
    expect(await outboxTo(unconfirmed)).toHaveLength(1);
    expect(await db.selectFrom("stock_alerts").select("state").where("variant_id", "=", variant.id).where("state", "=", "active").execute()).toHaveLength(0);
    expect(await requests.subscribeToStockAlert(db, now, { ...base, userId: shopper.id, locale: "mn" })).toEqual({ ok: false, error: "requests:errors.inStock" });
  });
});
