import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyableVariants, setStock } from "../support/stock";
import { args, get, outcome, post } from "../support/route-requests";

/**
 * Coupons and vouchers used in the store (/staff/counter) against a real migrated database
 * (SQLite, and PostgreSQL in the postgres run): a single-use coupon is used once, whether twice in
 * a row or by 50 at once; 50 parallel takes of 1,000 from a 10,000 voucher leave exactly 10 and
 * a balance of 0; the same form key twice uses nothing more; bad input and a customer write
 * nothing; look-ups are limited per staff member; and a use at the counter counts toward the
 * coupon's per-user limit at the online checkout, as an online use does.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(20);

const { shopDb } = await import("../../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { insertCoupon, countUserRedemptions } = await import("~/modules/coupons/queries.server");
const { userCouponList } = await import("~/modules/coupons/index.server");
const { startSession } = await import("~/platform/session.server");
const counter = await import("~/modules/counter/index.server");
const cart = await import("~/modules/cart/cart.server");
const checkout = await import("~/modules/checkout/checkout.server");
const adjustments = await import("~/modules/checkout/adjustments.server");
const { CheckoutAddressSchema } = await import("~/modules/checkout/forms");
const route = await import("~/routes/_staff+/staff.counter");
const layout = await import("~/routes/_staff+/staff");
const me = await import("~/routes/_api+/api.users.me");

const db = shopDb();
const now = new Date();
let seq = 0;
let staff: { id: number; cookie: string };
let shopper: { id: number; cookie: string };

const cookieOf = (setCookie: string) => setCookie.split(";", 1)[0]!;
const key = () => randomBytes(16).toString("hex");
const code = (prefix: string) => `${prefix}-${++seq}-${randomBytes(3).toString("hex")}`.toUpperCase();

async function person(role: "customer" | "staff" | "admin", name: string) {
  const user = await insertUser(db, { email: `counter-${++seq}-${randomBytes(3).toString("hex")}@example.mn`, name }, now);
  await db.updateTable("users").set({ role, phone: `+9769911${String(1000 + seq).slice(-4)}` }).where("id", "=", user.id).execute();
  const { cookie } = await startSession(db, user.id, { userAgent: "vitest", ip: "" }, now);
  return { id: user.id, cookie: cookieOf(cookie) };
}

async function coupon(values: Partial<Parameters<typeof insertCoupon>[1]> = {}) {
  return insertCoupon(db, { code: code("CNT"), kind: "coupon", title_mn: "Кассын купон", title_en: "Counter coupon", discount_type: "amount", discount_value: 5_000, created_at: now.toISOString(), ...values });
}

const usesOf = async (couponId: number) => db.selectFrom("counter_coupon_uses").selectAll().where("coupon_id", "=", couponId).execute();
const reload = async (couponId: number) => db.selectFrom("coupons").selectAll().where("id", "=", couponId).executeTakeFirstOrThrow();

function act(cookie: string | null, fields: Record<string, string>, search = "") {
  return outcome<{ intent: string; error?: string; values?: Record<string, string>; result?: { error?: Record<string, string[] | null> } }>(() =>
    route.action(args(post(`/staff/counter${search}`, cookie, fields))),
  );
}

function page(cookie: string, search = "") {
  return outcome<Awaited<ReturnType<typeof route.loader>> extends { data: infer D } ? D : never>(() => route.loader(args(get(`/staff/counter${search}`, cookie))));
}

beforeAll(async () => {
  staff = await person("staff", "Сүрэн Кассчин");
  shopper = await person("customer", "Болд Батбаяр");
});

afterAll(async () => {
  const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");
  await whenDeliveryIdle(db);
  await database.cleanup();
});

describe("looking a code up", () => {
  it("finds the coupon by its code typed loosely and shows it by id, with its owner partly masked", async () => {
    const c = await coupon({ usage_limit: 1, owner_user_id: shopper.id });
    const typed = ` ${c.code.toLowerCase().slice(0, 6)} ${c.code.toLowerCase().slice(6)} `;
    const found = await act(staff.cookie, { intent: "lookup", code: typed });
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe(`/staff/counter?id=${c.id}`);
    const shown = await page(staff.cookie, `?id=${c.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.coupon).toMatchObject({ id: c.id, code: c.code, kind: "coupon", state: "usable", refusal: null, usageLimit: 1, usedCount: 0 });
    expect(shown.body.coupon!.owner!.name).toBe("Болд Батбаяр");
    expect(shown.body.coupon!.owner!.contact).toMatch(/^•••• \d{4}$/);
    expect(shown.body.requestKey).toMatch(/^[0-9a-f]{32}$/);
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it.each([
    ["", 400, "counter:errors.codeRequired"],
    ["ab", 400, "counter:errors.codeInvalid"],
    ["1234", 400, "counter:errors.promoOnline"],
    ["NO-SUCH-CODE-HERE", 404, "counter:errors.notFound"],
  ])("answers %j with %i", async (typed, status, error) => {
    const answer = await act(staff.cookie, { intent: "lookup", code: typed });
    expect(answer.status).toBe(status);
    expect(answer.body.result?.error?.code).toEqual([error]);
  });

  it("limits look-ups per staff member: the 61st in a minute is a 429, another member is not held up", async () => {
    const busy = await person("staff", "Хурдан");
    const answers = [];
    for (let i = 0; i < counter.COUNTER_LOOKUPS_PER_MINUTE + 1; i++) answers.push((await act(busy.cookie, { intent: "lookup", code: "NO-SUCH-CODE-HERE" })).status);
    expect(answers.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await act(staff.cookie, { intent: "lookup", code: "NO-SUCH-CODE-HERE" })).status).toBe(404);
  });
});

describe("using a coupon at the counter", () => {
  it("uses a single-use coupon once: the second use is refused and nothing more is written", async () => {
    const c = await coupon({ usage_limit: 1, owner_user_id: shopper.id });
    const first = await act(staff.cookie, { intent: "use", couponId: String(c.id), requestKey: key() }, `?id=${c.id}`);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`/staff/counter?id=${c.id}`);
    const second = await act(staff.cookie, { intent: "use", couponId: String(c.id), requestKey: key() }, `?id=${c.id}`);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe("counter:errors.limitReached");
    expect((await reload(c.id)).used_count).toBe(1);
    const uses = await usesOf(c.id);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ staff_user_id: staff.id, user_id: shopper.id, amount: 0 });
    const shown = await page(staff.cookie, `?id=${c.id}`);
    expect(shown.body.coupon).toMatchObject({ state: "usedUp", refusal: "counter:errors.limitReached" });
    expect(shown.body.requestKey).toBeNull();
    expect(shown.body.log.map((line) => line.code)).toContain(c.code);
  });

  it("the same form sent twice uses the coupon once and answers 'already done'", async () => {
    const c = await coupon({ usage_limit: 5 });
    const form = { intent: "use", couponId: String(c.id), requestKey: key() };
    expect((await act(staff.cookie, form)).status).toBe(302);
    const again = await act(staff.cookie, form);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("counter:errors.alreadyDone");
    expect((await reload(c.id)).used_count).toBe(1);
    expect(await usesOf(c.id)).toHaveLength(1);
  });

  it("50 parallel uses of a single-use coupon: exactly one succeeds", async () => {
    const c = await coupon({ usage_limit: 1 });
    const results = await Promise.all(Array.from({ length: 50 }, () => counter.redeemAtCounter(db, staff.id, { couponId: c.id, requestKey: key(), amount: null }, now)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // Refused by the counter rules on fresh counts, or by the guarded update when it lost the race.
    for (const r of results) if (!r.ok) expect(["counter:errors.limitReached", "counter:errors.unavailable"]).toContain(r.error);
    expect((await reload(c.id)).used_count).toBe(1);
    expect(await usesOf(c.id)).toHaveLength(1);
  });

  it("refuses what the counter cannot honour, writing nothing", async () => {
    const cases = [
      [await coupon({ disabled: 1 }), "counter:errors.disabled"],
      [await coupon({ starts_at: new Date(now.getTime() + 86_400_000).toISOString() }), "counter:errors.notStarted"],
      [await coupon({ ends_at: new Date(now.getTime() - 1_000).toISOString() }), "counter:errors.expired"],
      [await coupon({ first_order_only: 1, owner_user_id: shopper.id }), "counter:errors.onlineOnly"],
      [await coupon({ per_user_limit: 1 }), "counter:errors.shopperUnknown"],
    ] as const;
    for (const [c, error] of cases) {
      const answer = await act(staff.cookie, { intent: "use", couponId: String(c.id), requestKey: key() });
      expect([answer.status, answer.body.error]).toEqual([409, error]);
      expect((await reload(c.id)).used_count).toBe(0);
      expect(await usesOf(c.id)).toHaveLength(0);
    }
  });
});

describe("taking from a voucher at the counter", () => {
  it("takes the amount and the balance drops; more than the balance is refused with the balance named", async () => {
    const v = await coupon({ kind: "voucher", voucher_balance: 10_000, discount_value: 10_000 });
    const took = await act(staff.cookie, { intent: "take", couponId: String(v.id), requestKey: key(), amount: "3 000₮" });
    expect(took.status).toBe(302);
    expect((await reload(v.id)).voucher_balance).toBe(7_000);
    const over = await act(staff.cookie, { intent: "take", couponId: String(v.id), requestKey: key(), amount: "7001" });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe("counter:errors.amountAboveBalance");
    expect(over.body.values?.max).toMatch(/7[,\s\u00a0]?000/);
    for (const amount of ["0", "-5", "abc", "5e3", "x".repeat(50)]) {
      expect((await act(staff.cookie, { intent: "take", couponId: String(v.id), requestKey: key(), amount })).status).toBe(400);
    }
    expect((await reload(v.id)).voucher_balance).toBe(7_000);
    expect((await usesOf(v.id)).map((u) => u.amount)).toEqual([3_000]);
  });

  it("50 parallel takes of 1,000 from a 10,000 balance: exactly 10 succeed, the balance ends at 0, never below", async () => {
    const v = await coupon({ kind: "voucher", voucher_balance: 10_000, discount_value: 10_000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => counter.redeemAtCounter(db, staff.id, { couponId: v.id, requestKey: key(), amount: 1_000 }, now)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const after = await reload(v.id);
    expect(after.voucher_balance).toBe(0);
    expect(after.used_count).toBe(10);
    const uses = await usesOf(v.id);
    expect(uses).toHaveLength(10);
    expect(uses.reduce((sum, u) => sum + u.amount, 0)).toBe(10_000);
  });
});

describe("who may use the counter", () => {
  it("a customer gets 403 from the page, its actions and the back office frame; nobody is sent to sign in", async () => {
    const c = await coupon();
    expect((await page(shopper.cookie)).status).toBe(403);
    expect((await act(shopper.cookie, { intent: "use", couponId: String(c.id), requestKey: key() })).status).toBe(403);
    expect((await outcome(() => layout.loader(args(get("/staff/counter", shopper.cookie))))).status).toBe(403);
    expect((await act(null, { intent: "lookup", code: c.code })).status).toBe(302);
    expect(await usesOf(c.id)).toHaveLength(0);
  });

  it("refuses a cross-site post before anything else", async () => {
    const c = await coupon();
    const request = new Request("http://127.0.0.1:3999/staff/counter", {
      method: "POST",
      body: new URLSearchParams({ intent: "use", couponId: String(c.id), requestKey: key() }),
      headers: { Cookie: staff.cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await outcome(() => route.action(args(request)))).status).toBe(403);
    expect(await usesOf(c.id)).toHaveLength(0);
  });

  it("/api/users/me answers who is signed in and their role, never cached; 401 for nobody", async () => {
    const answer = (await me.loader(args(get("/api/users/me", staff.cookie)))) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({ id: staff.id, name: "Сүрэн Кассчин", role: "staff", locale: "mn" });
    const nobody = (await me.loader(args(get("/api/users/me")))) as Response;
    expect(nobody.status).toBe(401);
    expect(nobody.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("a counter use counts toward the coupon's per-user limit", () => {
  it("the owner's use at the counter shows as used on the account and is refused at the online checkout", async () => {
    const c = await coupon({ per_user_limit: 1, owner_user_id: shopper.id });
    expect(await countUserRedemptions(db, c.id, shopper.id)).toBe(0);
    expect((await counter.redeemAtCounter(db, staff.id, { couponId: c.id, requestKey: key(), amount: null }, now)).ok).toBe(true);
    expect(await countUserRedemptions(db, c.id, shopper.id)).toBe(1);
    // The account lists it as used.
    const list = await userCouponList(db, shopper.id, "all", now);
    expect(list.coupons.find((x) => x.id === c.id)?.state).toBe("used");
    // A second use at the counter: this shopper has used it.
    expect(await counter.redeemAtCounter(db, staff.id, { couponId: c.id, requestKey: key(), amount: null }, now)).toMatchObject({ ok: false, error: "counter:errors.alreadyUsed" });

    // The online checkout refuses it for the same shopper.
    const variant = (await buyableVariants(db, now)).find((v) => v.price >= 10_000)!;
    await setStock(db, variant.id, 100);
    const owner = { userId: shopper.id, cartToken: null as string | null };
    const added = await cart.addToCart(db, owner, { variantId: variant.id, quantity: 1 }, "mn", now);
    expect(added.ok).toBe(true);
    const gate = await checkout.gateStep(db, owner, "address");
    if (!gate.ok) throw new Error("no cart");
    const slotDay = new Date(now.getTime() + 8 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const form = CheckoutAddressSchema.parse({ deliveryType: "pickup", pickupLocationId: "1", pickupSlot: `${slotDay}T13:00-15:00`, receiverName: "Бат", receiverPhone: "99112233", ageConfirmed: "on", email: "buyer@example.mn" });
    const saved = await checkout.saveAddressStep(db, gate.order, null, form, now);
    expect(saved).toEqual({ ok: true });
    const pay = await checkout.gateStep(db, owner, "payment");
    if (!pay.ok) throw new Error("not at payment");
    expect(await adjustments.applyCode(db, pay.order, { userId: shopper.id, ip: "10.9.0.1" }, c.code, now)).toMatchObject({ ok: false, errorKey: "checkout:errors.coupon_alreadyUsed" });
  });
});
