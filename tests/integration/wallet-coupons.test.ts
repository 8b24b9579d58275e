import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyableVariants } from "./support/stock";
import { args, get, outcome, post } from "./support/route-requests";

/**
 * Store credit and codes against a real migrated and seeded SQLite file: the ledger model
 * (fast-check: random top-ups, spends, refunds and cancellations never make a balance negative
 * and the balances always equal the sum of the ledger), gift cards credited once under 500
 * parallel redemptions, a single-use code used once under 100 parallel placings, the
 * payment step's code and wallet with placing, cancelling and the caps, and the gift-card and
 * code limits stopping a guesser without locking out the card's holder or a shared address.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(60);

const { shopDb: openDb, shopSearchIndex } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { insertCoupon } = await import("~/modules/coupons/queries.server");
const { findWalletBalances, ledgerSums, postWalletEntry } = await import("~/modules/wallet/queries/wallet.server");
const { findOrderById } = await import("~/modules/orders/queries/order-records.server");
const cart = await import("~/modules/cart/cart.server");
const checkout = { ...(await import("~/modules/checkout/checkout.server")), ...(await import("~/modules/checkout/place-order.server")) };
const adjustments = await import("~/modules/checkout/adjustments.server");
const wallet = await import("~/modules/wallet/wallet.server");
const { applyOrderEvent } = await import("~/modules/payments/order-events.server");
const { CheckoutAddressSchema } = await import("~/modules/checkout/forms");
const { GIFT_CARD_FAILING_USERS_PER_CARD, GIFT_CARD_FAILURES_PER_USER, GIFT_CARD_FAILURES_PER_USER_AND_CARD } = await import("~/modules/wallet/domain/gift-card-attempts");
const { CODE_REFUSALS_PER_CART, CODE_REFUSALS_PER_IP, CODE_REFUSALS_PER_USER } = await import("~/modules/coupons/domain/code-attempts");
const { startSession } = await import("~/platform/session.server");
const { readToast } = await import("~/platform/toast.server");
const paymentRoute = await import("~/routes/_checkout+/checkout.payment");

const db = openDb();
const searchIndex = shopSearchIndex();
/** 10:00 in Ulaanbaatar. */
const now = new Date("2026-11-24T02:00:00Z");
let variant: { id: number; price: number };
let counter = 0;

async function newUser(): Promise<number> {
  counter += 1;
  return (await insertUser(db, { email: `wallet${counter}-${Date.now()}@example.mn`, name: "Wallet" }, now)).id;
}

async function credit(userId: number, kind: "topup" | "cashback", amount: number) {
  await db.transaction().execute((trx) => postWalletEntry(trx, { userId, kind, reason: "adjustment", amount, now }));
}

async function setStock(variantId: number, units: number) {
  const first = await db.selectFrom("stock_items").select("id").where("variant_id", "=", variantId).orderBy("id").executeTakeFirstOrThrow();
  await db.updateTable("stock_items").set({ count_on_hand: 0 }).where("variant_id", "=", variantId).execute();
  await db.updateTable("stock_items").set({ count_on_hand: units }).where("id", "=", first.id).execute();
}

/** A user's order at the payment step with `quantity` of the variant. */
async function atPaymentStep(userId: number | null, quantity = 1) {
  const owner = { userId, cartToken: null as string | null };
  const added = await cart.addToCart(db, owner, { variantId: variant.id, quantity }, "mn", now);
  if (!added.ok) throw new Error(added.error);
  if (userId === null) owner.cartToken = added.value.newCartToken;
  const gate = await checkout.gateStep(db, owner, "address");
  if (!gate.ok) throw new Error("no cart");
  const form = CheckoutAddressSchema.parse({
    deliveryType: "pickup",
    pickupLocationId: "1",
    pickupSlot: "2026-11-24T13:00-15:00",
    receiverName: "Бат",
    receiverPhone: "99112233",
    ageConfirmed: "on",
    email: "buyer@example.mn",
  });
  expect(await checkout.saveAddressStep(db, gate.order, null, form, now)).toEqual({ ok: true });
  const pay = await checkout.gateStep(db, owner, "payment");
  if (!pay.ok) throw new Error("not at payment");
  return { owner, order: pay.order };
}

/** A secret that is certainly not this card's. */
function wrongSecret(secret: string): string {
  return secret === "00000000" ? "11111111" : "00000000";
}

async function reload(orderId: number) {
  return (await findOrderById(db, orderId))!;
}

function place(owner: { userId: number | null; cartToken: string | null }, total: number, method?: "bank_transfer") {
  return checkout.placeOrder(db, owner, { paymentMethod: method, placeKey: `k-${Math.random().toString(36).slice(2)}-${Date.now()}`, expectedTotal: total }, { locale: "mn", now, origin: "http://127.0.0.1:1", userId: owner.userId, searchIndex });
}

beforeAll(async () => {
  variant = (await buyableVariants(db, now)).find((v) => v.price >= 25_000 && v.price <= 60_000)!;
  await setStock(variant.id, 100_000);
});

afterAll(async () => {
  const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");
  await whenDeliveryIdle(db);
  await database.cleanup();
});

describe("the ledger", () => {
  it("never goes below zero and always equals the sum of its entries (random sequences)", async () => {
    const op = fc.oneof(
      fc.record({ type: fc.constant("credit" as const), kind: fc.constantFrom("topup" as const, "cashback" as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ type: fc.constant("debit" as const), kind: fc.constantFrom("topup" as const, "cashback" as const), amount: fc.integer({ min: 1, max: 80_000 }) }),
      fc.record({ type: fc.constant("refund" as const), index: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        const userId = await newUser();
        const model = { topup: 0, cashback: 0 };
        const debits: { kind: "topup" | "cashback"; amount: number; key: string }[] = [];
        for (const [i, o] of ops.entries()) {
          await db.transaction().execute(async (trx) => {
            if (o.type === "credit") {
              const r = await postWalletEntry(trx, { userId, kind: o.kind, reason: "adjustment", amount: o.amount, now });
              expect(r.ok).toBe(true);
              model[o.kind] += o.amount;
            } else if (o.type === "debit") {
              const r = await postWalletEntry(trx, { userId, kind: o.kind, reason: "order_spend", amount: -o.amount, now });
              expect(r.ok).toBe(model[o.kind] >= o.amount);
              if (r.ok) {
                model[o.kind] -= o.amount;
                debits.push({ kind: o.kind, amount: o.amount, key: `refund-${userId}-${i}` });
              }
            } else if (debits.length > 0) {
              // A cancellation gives a spend back, once: the second try is a duplicate.
              const d = debits[o.index % debits.length]!;
              const first = await postWalletEntry(trx, { userId, kind: d.kind, reason: "order_refund", amount: d.amount, idempotencyKey: d.key, now });
              const again = await postWalletEntry(trx, { userId, kind: d.kind, reason: "order_refund", amount: d.amount, idempotencyKey: d.key, now });
              if (first.ok) model[d.kind] += d.amount;
              expect(again).toEqual({ ok: false, reason: "duplicate" });
            }
          });
          const balances = await findWalletBalances(db, userId);
          expect(balances.topup).toBeGreaterThanOrEqual(0);
          expect(balances.cashback).toBeGreaterThanOrEqual(0);
        }
        expect(await findWalletBalances(db, userId)).toEqual(model);
        expect(await ledgerSums(db, userId)).toEqual(model);
      }),
      { numRuns: 40 },
    );
  });
});

describe("gift cards", () => {
  it("500 parallel redemptions of one card credit it exactly once", async () => {
    const card = await wallet.issueGiftCard(db, { amount: 25_000, staffId: null, now });
    const users = await Promise.all(Array.from({ length: 50 }, () => newUser()));
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => wallet.redeemGiftCard(db, users[i % users.length]!, { number: card.number, secret: card.secret }, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.ok ? [] : [r.error]));
    expect(refusals).toHaveLength(499);
    expect(refusals.filter((e) => !["wallet.giftCardUsed", "wallet.tooManyAttempts"].includes(e))).toEqual([]);
    const credited = await db.selectFrom("wallet_entries").select(["user_id", "amount"]).where("gift_card_id", "=", (await db.selectFrom("gift_cards").select("id").where("number", "=", card.number).executeTakeFirstOrThrow()).id).execute();
    expect(credited).toHaveLength(1);
    expect(credited[0]!.amount).toBe(25_000);
  }, 30_000); // 500 scrypt checks on 2 busy cores: a harness limit, not a speed claim

  it("a wrong secret and a wrong number get the same message, and failures are limited per user over all cards", async () => {
    const card = await wallet.issueGiftCard(db, { amount: 10_000, staffId: null, now });
    const userId = await newUser();
    expect(await wallet.redeemGiftCard(db, userId, { number: card.number, secret: wrongSecret(card.secret) }, now)).toEqual({ ok: false, error: "wallet.giftCardIncorrect" });
    expect(await wallet.redeemGiftCard(db, userId, { number: "9496999999999999", secret: card.secret }, now)).toEqual({ ok: false, error: "wallet.giftCardIncorrect" });
    expect(await wallet.redeemGiftCard(db, userId, { number: card.number.replace(/(\d{4})/g, "$1 ").trim(), secret: card.secret }, now)).toMatchObject({ ok: true, amount: 10_000 });
    // The redemption and the right secret for the now used card do not count as failures.
    expect(await wallet.redeemGiftCard(db, userId, { number: card.number, secret: card.secret }, now)).toEqual({ ok: false, error: "wallet.giftCardUsed" });
    for (let i = 2; i < GIFT_CARD_FAILURES_PER_USER; i++) {
      expect(await wallet.redeemGiftCard(db, userId, { number: `94968888000000${String(i).padStart(2, "0")}`, secret: "12345678" }, now)).toEqual({ ok: false, error: "wallet.giftCardIncorrect" });
    }
    expect(await wallet.redeemGiftCard(db, userId, { number: "9496777700000000", secret: "12345678" }, now)).toEqual({ ok: false, error: "wallet.tooManyAttempts" });
  });

  it("someone who knows a card's number cannot freeze it: their wrong secrets stop them, the holder still redeems it", async () => {
    const card = await wallet.issueGiftCard(db, { amount: 15_000, staffId: null, now });
    const attacker = await newUser();
    for (let i = 0; i < GIFT_CARD_FAILURES_PER_USER_AND_CARD; i++) {
      expect(await wallet.redeemGiftCard(db, attacker, { number: card.number, secret: String(10_000_000 + i) }, now)).toEqual({ ok: false, error: "wallet.giftCardIncorrect" });
    }
    expect(await wallet.redeemGiftCard(db, attacker, { number: card.number, secret: card.secret }, now)).toEqual({ ok: false, error: "wallet.tooManyAttempts" });
    const holder = await newUser();
    expect(await wallet.redeemGiftCard(db, holder, { number: card.number, secret: card.secret }, now)).toMatchObject({ ok: true, amount: 15_000 });
  });

  it("a card's ceiling counts people: ten users failing on it stop an eleventh, while those counted keep their own tries", async () => {
    const card = await wallet.issueGiftCard(db, { amount: 5_000, staffId: null, now });
    const guessers = await Promise.all(Array.from({ length: GIFT_CARD_FAILING_USERS_PER_CARD }, () => newUser()));
    for (const guesser of guessers) await wallet.redeemGiftCard(db, guesser, { number: card.number, secret: wrongSecret(card.secret) }, now);
    const eleventh = await newUser();
    expect(await wallet.redeemGiftCard(db, eleventh, { number: card.number, secret: card.secret }, now)).toEqual({ ok: false, error: "wallet.tooManyAttempts" });
    expect(await wallet.redeemGiftCard(db, guessers[0]!, { number: card.number, secret: card.secret }, now)).toMatchObject({ ok: true, amount: 5_000 });
    // An hour later the card's counters are empty again.
    const later = new Date(now.getTime() + 3_600_000);
    expect(await wallet.redeemGiftCard(db, eleventh, { number: card.number, secret: card.secret }, later)).toEqual({ ok: false, error: "wallet.giftCardUsed" });
  });
});

describe("codes on the payment step", () => {
  it("a single-use code is used once under 100 parallel placings; the others are refused and keep their stock", async () => {
    await insertCoupon(db, { code: "ONCE-ONLY", kind: "coupon", title_mn: "Нэг удаа", title_en: "Once", discount_type: "amount", discount_value: 5_000, usage_limit: 1, created_at: now.toISOString() });
    const buyers = [];
    for (let i = 0; i < 100; i++) {
      const { owner, order } = await atPaymentStep(await newUser());
      const applied = await adjustments.applyCode(db, order, { userId: owner.userId, ip: `10.9.${i}.1` }, "once-only", now);
      expect(applied).toMatchObject({ ok: true, discount: 5_000 });
      buyers.push({ owner, total: (await reload(order.id)).total });
    }
    const results = await Promise.all(buyers.map((b) => place(b.owner, b.total, "bank_transfer")));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.flatMap((r) => (r.ok ? [] : [r.error]))).toEqual(Array(99).fill("checkout:errors.couponUnavailable"));
    const coupon = await db.selectFrom("coupons").selectAll().where("code", "=", "ONCE-ONLY").executeTakeFirstOrThrow();
    expect(coupon.used_count).toBe(1);
    expect(await db.selectFrom("coupon_redemptions").select("id").where("coupon_id", "=", coupon.id).execute()).toHaveLength(1);

    // Cancelling the order gives the use back.
    const winner = results.find((r) => r.ok);
    if (!winner?.ok) throw new Error("no winner");
    await applyOrderEvent(db, winner.order.id, "cancel", { actor: "shopper", now, searchIndex, reason: "test" });
    expect((await db.selectFrom("coupons").select("used_count").where("id", "=", coupon.id).executeTakeFirstOrThrow()).used_count).toBe(0);
  });

  it("promo codes are exactly 4 digits; guests and repeated failures get one uniform message", async () => {
    await insertCoupon(db, { code: "4321", kind: "promo", title_mn: "Промо", title_en: "Promo", discount_type: "percent", discount_value: 10, created_at: now.toISOString() });
    const { owner, order } = await atPaymentStep(await newUser());
    // Anything but exactly 4 digits is a coupon or voucher code: 3 and 5 digits are checked as coupons.
    expect(await adjustments.applyCode(db, order, { userId: owner.userId, ip: "10.8.0.1" }, "123", now)).toMatchObject({ ok: false, errorKey: "checkout:errors.code_invalidFormat" });
    expect(await adjustments.applyCode(db, order, { userId: owner.userId, ip: "10.8.0.1" }, "12345", now)).toMatchObject({ ok: false, errorKey: "checkout:errors.coupon_notFound" });
    expect(await adjustments.applyCode(db, order, { userId: owner.userId, ip: "10.8.0.1" }, "9999", now)).toMatchObject({ ok: false, errorKey: "checkout:errors.coupon_notFound" });
    for (let i = 0; i < 3; i++) await adjustments.applyCode(db, order, { userId: owner.userId, ip: "10.8.0.1" }, `NOPE-${i}`, now);
    expect(await adjustments.applyCode(db, order, { userId: owner.userId, ip: "10.8.0.1" }, "9998", now)).toMatchObject({ ok: false, errorKey: "checkout:errors.code_invalid" });
    const applied = await adjustments.applyCode(db, order, { userId: owner.userId, ip: "10.8.0.1" }, " 4321 ", now);
    expect(applied).toMatchObject({ ok: true, kind: "promo", code: "4321", discount: Math.floor((await reload(order.id)).item_total * 0.1) });

    const guest = await atPaymentStep(null);
    expect(await adjustments.applyCode(db, guest.order, { userId: null, ip: "10.8.0.2" }, "9997", now)).toMatchObject({ ok: false, errorKey: "checkout:errors.code_invalid" });
  });

  it("the applied code says what it was (promo code, coupon, voucher); a code of 3 or 5 digits is a coupon's", async () => {
    const base = { title_mn: "Код", title_en: "Code", discount_type: "amount" as const, discount_value: 1_000, created_at: now.toISOString() };
    await insertCoupon(db, { ...base, code: "6161", kind: "promo" });
    await insertCoupon(db, { ...base, code: "24680", kind: "coupon" });
    await insertCoupon(db, { ...base, code: "KIND-VOUCHER", kind: "voucher", voucher_balance: 2_000 });
    const { owner, order } = await atPaymentStep(await newUser());
    const who = { userId: owner.userId, ip: "10.8.1.1" };
    expect(await adjustments.applyCode(db, order, who, "6161", now)).toEqual({ ok: true, kind: "promo", code: "6161", discount: 1_000 });
    expect(await adjustments.applyCode(db, await reload(order.id), who, " 24680 ", now)).toEqual({ ok: true, kind: "coupon", code: "24680", discount: 1_000 });
    expect(await adjustments.applyCode(db, await reload(order.id), who, "kind-voucher", now)).toEqual({ ok: true, kind: "voucher", code: "KIND-VOUCHER", discount: 2_000 });
    // A 3-digit code never reads as a malformed promo code: it is refused as a coupon or voucher code.
    const refused = await adjustments.applyCode(db, await reload(order.id), who, "616", now);
    expect(refused).toEqual({ ok: false, errorKey: "checkout:errors.code_invalidFormat" });
  });

  it("through the payment step's action: a refusal answers one message and the typed code; an applied code's toast names its kind", async () => {
    await insertCoupon(db, { code: "6262", kind: "promo", title_mn: "Промо", title_en: "Promo", discount_type: "amount", discount_value: 3_000, created_at: now.toISOString() });
    const userId = await newUser();
    await atPaymentStep(userId);
    const cookie = (await startSession(db, userId, { userAgent: "vitest", ip: "" }, new Date())).cookie.split(";", 1)[0]!;
    const answer = (code: string) => outcome<{ intent: string; error: string; typed?: string }>(() => paymentRoute.action(args(post("/checkout/payment", cookie, { intent: "coupon", code }))));

    for (const [typed, error] of [
      ["123", "checkout:errors.code_invalidFormat"],
      [" 12345 ", "checkout:errors.coupon_notFound"],
    ] as const) {
      const refused = await answer(typed);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ intent: "coupon", error, typed });
    }

    const applied = await answer("6262");
    expect(applied.status).toBe(302);
    const toastCookie = applied.headers.getSetCookie().find((line) => line.startsWith("__toast="))!.split(";", 1)[0]!;
    const { toast } = await readToast(get("/checkout/payment", toastCookie));
    expect(toast).toMatchObject({ kind: "success", key: "checkout:toast.codeApplied_promo", values: { code: "6262", amount: "3,000₮" } });
  });

  it("a shopper guessing codes behind a shared address is stopped; another shopper there still applies a code", async () => {
    await insertCoupon(db, { code: "5150", kind: "promo", title_mn: "Промо", title_en: "Promo", discount_type: "amount", discount_value: 1_000, created_at: now.toISOString() });
    const office = "10.6.0.1";
    const guesser = await atPaymentStep(await newUser());
    for (let i = 0; i < CODE_REFUSALS_PER_USER; i++) {
      expect(await adjustments.applyCode(db, guesser.order, { userId: guesser.owner.userId, ip: office }, String(6000 + i), now)).toMatchObject({ ok: false });
    }
    expect(await adjustments.applyCode(db, guesser.order, { userId: guesser.owner.userId, ip: office }, "5150", now)).toEqual({ ok: false, errorKey: "checkout:errors.code_tooManyAttempts" });
    const colleague = await atPaymentStep(await newUser());
    expect(await adjustments.applyCode(db, colleague.order, { userId: colleague.owner.userId, ip: office }, "5150", now)).toMatchObject({ ok: true, discount: 1_000 });
  });

  it("codes that apply never count: one shopper may apply and remove a code again and again", async () => {
    await insertCoupon(db, { code: "5151", kind: "promo", title_mn: "Промо", title_en: "Promo", discount_type: "amount", discount_value: 1_000, created_at: now.toISOString() });
    const { owner, order } = await atPaymentStep(await newUser());
    for (let i = 0; i < CODE_REFUSALS_PER_USER + 5; i++) {
      expect(await adjustments.applyCode(db, order, { userId: owner.userId, ip: "10.6.0.2" }, "5151", now)).toMatchObject({ ok: true });
      await adjustments.removeCode(db, await reload(order.id), now);
    }
  });

  it("guests starting fresh carts on one address meet the ceiling of 100 refusals an hour", async () => {
    const ip = "10.6.0.3";
    let refusedCart = -1;
    for (let cartNo = 0; cartNo <= CODE_REFUSALS_PER_IP / CODE_REFUSALS_PER_CART && refusedCart < 0; cartNo++) {
      const guest = await atPaymentStep(null);
      for (let i = 0; i < CODE_REFUSALS_PER_CART; i++) {
        const result = await adjustments.applyCode(db, guest.order, { userId: null, ip }, String(7000 + i), now);
        if (!result.ok && result.errorKey === "checkout:errors.code_tooManyAttempts") {
          refusedCart = cartNo;
          break;
        }
      }
    }
    expect(refusedCart).toBe(CODE_REFUSALS_PER_IP / CODE_REFUSALS_PER_CART);
  });

  it("the minimum order names the amount", async () => {
    await insertCoupon(db, { code: "BIG-SPENDER", kind: "coupon", title_mn: "Их", title_en: "Big", discount_type: "amount", discount_value: 1_000, min_order: 10_000_000, created_at: now.toISOString() });
    const { owner, order } = await atPaymentStep(await newUser());
    expect(await adjustments.applyCode(db, order, { userId: owner.userId, ip: "10.7.0.1" }, "BIG-SPENDER", now)).toEqual({
      ok: false,
      errorKey: "checkout:errors.coupon_minimumNotMet",
      values: { amount: 10_000_000 },
    });
  });
});

describe("store credit on the payment step", () => {
  it("names the limit that applies above the maximum: the wallet's balance or the 50% cashback cap", async () => {
    const small = await newUser();
    await credit(small, "topup", 5_000);
    const atSmall = await atPaymentStep(small);
    expect(adjustments.purchaseValue(atSmall.order)).toBeGreaterThan(5_000);
    expect(await adjustments.applyWallet(db, atSmall.order, small, "5001", now)).toEqual({
      ok: false,
      errorKey: "checkout:errors.wallet_aboveMax",
      values: { max: 5_000, min: 1_000 },
    });

    const cashbackOnly = await newUser();
    await credit(cashbackOnly, "cashback", 1_000_000);
    const atCap = await atPaymentStep(cashbackOnly);
    const half = Math.floor(adjustments.purchaseValue(atCap.order) / 2);
    expect(await adjustments.applyWallet(db, atCap.order, cashbackOnly, String(half + 1), now)).toEqual({
      ok: false,
      errorKey: "checkout:errors.wallet_aboveCashbackCap",
      values: { max: half, min: 1_000, cashback: half, percent: 50 },
    });
  });

  it("caps cashback at 50%, lets top-up cover the rest, places with nothing left to pay, and gives it all back on cancel", async () => {
    const userId = await newUser();
    await credit(userId, "cashback", 1_000_000);
    await credit(userId, "topup", 1_000_000);
    const { owner, order } = await atPaymentStep(userId);
    const purchase = adjustments.purchaseValue(order);
    expect(purchase).toBeGreaterThan(20_000);
    const tooMuch = await adjustments.applyWallet(db, order, userId, String(purchase + 1), now);
    // The wallet holds more than the order: the order total is the limit, not the wallet.
    expect(tooMuch).toEqual({ ok: false, errorKey: "checkout:errors.wallet_aboveOrderTotal", values: { max: purchase, min: 1_000 } });
    expect(await adjustments.applyWallet(db, order, userId, String(purchase), now)).toEqual({ ok: true, amount: purchase });
    const withCredit = await reload(order.id);
    expect(withCredit).toMatchObject({ store_credit_cashback: Math.floor(purchase / 2), store_credit_topup: purchase - Math.floor(purchase / 2), total: 0 });

    const placed = await place(owner, 0);
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.order).toMatchObject({ state: "paid", payment_method: null });
    expect(await findWalletBalances(db, userId)).toEqual({ cashback: 1_000_000 - Math.floor(purchase / 2), topup: 1_000_000 - (purchase - Math.floor(purchase / 2)) });

    await applyOrderEvent(db, placed.order.id, "cancel", { actor: "shopper", now, searchIndex, reason: "changed my mind" });
    await applyOrderEvent(db, placed.order.id, "cancel", { actor: "shopper", now, searchIndex, reason: "again" });
    expect(await findWalletBalances(db, userId)).toEqual({ cashback: 1_000_000, topup: 1_000_000 });
    expect(await ledgerSums(db, userId)).toEqual({ cashback: 1_000_000, topup: 1_000_000 });
  });

  it("50 parallel spends over one balance never overdraw it, and an order whose credit is gone is refused", async () => {
    const userId = await newUser();
    await credit(userId, "topup", 100_000);
    const { order } = await atPaymentStep(userId);
    const planned = await adjustments.applyWallet(db, order, userId, "20000", now);
    expect(planned.ok).toBe(true);
    // Meanwhile the balance is spent elsewhere in 50 parallel debits of 5,000.
    const debits = await Promise.all(
      Array.from({ length: 50 }, () => db.transaction().execute((trx) => postWalletEntry(trx, { userId, kind: "topup", reason: "order_spend", amount: -5_000, now }))),
    );
    expect(debits.filter((d) => d.ok)).toHaveLength(20);
    expect(await findWalletBalances(db, userId)).toEqual({ topup: 0, cashback: 0 });
    const fresh = await reload(order.id);
    expect(await place({ userId, cartToken: null }, fresh.total, "bank_transfer")).toEqual({ ok: false, error: "checkout:errors.walletChanged" });
    expect(await ledgerSums(db, userId)).toEqual({ topup: 0, cashback: 0 });
  });

  it("the wallet is refused at 20,000 and offered at 20,001", async () => {
    const userId = await newUser();
    await credit(userId, "topup", 50_000);
    const { order } = await atPaymentStep(userId);
    const at = (purchase: number) => ({ ...order, item_total: purchase, ship_total: 0, adjustment_total: 0 });
    expect(await adjustments.applyWallet(db, at(20_000), userId, "5000", now)).toMatchObject({ ok: false, errorKey: "checkout:errors.wallet_notAllowed" });
    expect(await adjustments.applyWallet(db, at(20_001), userId, "5000", now)).toEqual({ ok: true, amount: 5_000 });
  });
});

describe("cashback", () => {
  it("is credited when the order is delivered and taken back on return", async () => {
    const userId = await newUser();
    const { owner, order } = await atPaymentStep(userId);
    const placed = await place(owner, order.total, "bank_transfer");
    if (!placed.ok) throw new Error(placed.error);
    const staff = { actor: "staff" as const, now, searchIndex };
    for (const event of ["bank_transfer_received", "confirm", "ready_to_deliver", "deliver"] as const) {
      expect((await applyOrderEvent(db, placed.order.id, event, staff)).ok).toBe(true);
    }
    const delivered = await reload(placed.order.id);
    const percent = (await db.selectFrom("variants").select("cashback_percent").where("id", "=", variant.id).executeTakeFirstOrThrow()).cashback_percent;
    expect(delivered.cashback_earned).toBe(Math.floor((delivered.item_total * percent) / 100));
    expect((await findWalletBalances(db, userId)).cashback).toBe(delivered.cashback_earned);
    expect((await applyOrderEvent(db, placed.order.id, "return", { actor: "staff", now, searchIndex })).ok).toBe(true);
    expect((await findWalletBalances(db, userId)).cashback).toBe(0);
  });
});
