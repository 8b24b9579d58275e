import type { Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import {
  countBucketHits,
  countPlacedOrders,
  countUserRedemptions,
  findCouponByCode,
  findCouponById,
  insertRedemption,
  orderLinesForCoupon,
  recordBucketHit,
  releaseRedemption,
  ruleOf,
  takeCouponUse,
  type CouponRow,
} from "~/modules/coupons/index.server";
import { findOrderById, updateCurrentOrderFields, type OrderRecord } from "~/modules/orders/index.server";
import { recomputeOrderTotals } from "~/modules/cart/index.server";
import { releaseAttempt, reserveAttempt } from "~/modules/rate-limits/index.server";
import { findWalletBalances } from "~/modules/wallet/index.server";
import type { Database } from "~/db/schema";
import { HOUR_MS } from "~/kernel/dates";
import type { AdjustmentErrorCode } from "./status";
import { codeAttemptPlan } from "~/modules/coupons";
import { classifyCode, evaluateCoupon, visibleCodeError, type CouponContext } from "~/modules/coupons";
import { planWalletUse, refitWalletUse, walletCaps } from "~/modules/wallet";

/**
 * Discounts and store credit on the payment step (docs/decisions/026-coupon-codes.md). One code
 * field: the server decides whether it is a promo code (exactly 4 digits), a coupon or a voucher.
 * Store credit: how much of the wallet to use, within the caps of app/modules/wallet/domain. Both are kept
 * on the current order and re-checked quietly whenever the payment step is shown (the cart may have
 * changed), and for real in the transaction that places the order.
 *
 * The wallet's "usable only for purchases above 20,000" measures what the order costs before
 * store credit: items + delivery - discounts (docs/decisions/025-wallet-ledger.md).
 */

// ruleOf (a stored coupon as the rules read it) lives in the coupons module.

async function contextFor(db: DB | Transaction<Database>, coupon: CouponRow, order: OrderRecord, now: Date): Promise<CouponContext> {
  const userId = order.user_id;
  return {
    now,
    userId,
    lines: await orderLinesForCoupon(db, order.id),
    deliveryTotal: order.ship_total,
    usedTotal: coupon.used_count,
    usedByUser: userId !== null ? await countUserRedemptions(db, coupon.id, userId) : 0,
    userPlacedOrders: userId !== null ? await countPlacedOrders(db, userId) : 0,
  };
}

/** Purchase value the wallet caps look at: before store credit. */
export function purchaseValue(order: Pick<OrderRecord, "item_total" | "ship_total" | "adjustment_total">): number {
  return Math.max(0, order.item_total + order.ship_total - order.adjustment_total);
}

/** What was applied, named as the shopper should read it: a promo code, a coupon or a voucher (the record's kind). */
export type AppliedCodeKind = CouponRow["kind"];

export type CodeResult =
  | { ok: true; kind: AppliedCodeKind; code: string; discount: number }
  | { ok: false; errorKey: AdjustmentErrorCode; values?: Record<string, string | number> };

/**
 * Applies a typed code to the order. Exactly 4 digits is looked up as a promo code, anything else
 * as a coupon or voucher (docs/features.md; app/modules/coupons/domain/coupon-rules classifies). Attempts are held per user, per cart and per client
 * address before anything is looked up, and only refusals stay counted
 * (app/modules/coupons/domain/code-attempts says why); an anonymous shopper or one with repeated
 * failures gets one uniform message for every refusal.
 */
export async function applyCode(db: DB, order: OrderRecord, who: { userId: number | null; ip: string }, raw: string, now: Date): Promise<CodeResult> {
  const classified = classifyCode(raw);
  if (!classified.ok) return { ok: false, errorKey: `checkout:errors.${classified.error.replace("code.", "code_")}` };
  const windowStart = new Date(now.getTime() - HOUR_MS).toISOString();
  const reservation = await reserveAttempt(db, codeAttemptPlan({ orderId: order.id, userId: who.userId, ip: who.ip }), now);
  if (!reservation) return { ok: false, errorKey: "checkout:errors.code_tooManyAttempts" };
  const failBucket = `codefail:${who.userId !== null ? `user:${who.userId}` : `cart:${order.id}`}`;
  const refuse = async (error: Parameters<typeof visibleCodeError>[0], minOrder?: number): Promise<CodeResult> => {
    const recentFailures = await countBucketHits(db, failBucket, windowStart);
    await recordBucketHit(db, failBucket, now);
    const shown = visibleCodeError(error, { signedIn: who.userId !== null, recentFailures });
    return { ok: false, errorKey: `checkout:errors.${shown.replace(".", "_")}`, values: minOrder !== undefined ? { amount: minOrder } : undefined };
  };
  const coupon = await findCouponByCode(db, classified.code);
  if (!coupon || (classified.kind === "promo") !== (coupon.kind === "promo")) return refuse("coupon.notFound");
  const evaluation = evaluateCoupon(ruleOf(coupon), await contextFor(db, coupon, order, now));
  if (!evaluation.ok) return refuse(evaluation.error, evaluation.minOrder);
  await updateCurrentOrderFields(db, order.id, { coupon_id: coupon.id, coupon_code: coupon.code, adjustment_total: evaluation.discount }, now);
  await refitCredit(db, order.id, now);
  await releaseAttempt(db, reservation);
  return { ok: true, kind: coupon.kind, code: coupon.code, discount: evaluation.discount };
}

export async function removeCode(db: DB, order: OrderRecord, now: Date): Promise<void> {
  await updateCurrentOrderFields(db, order.id, { coupon_id: null, coupon_code: null, adjustment_total: 0 }, now);
  await refitCredit(db, order.id, now);
}

export type WalletResult = { ok: true; amount: number } | { ok: false; errorKey: AdjustmentErrorCode; values?: Record<string, string | number> };

export async function applyWallet(db: DB, order: OrderRecord, userId: number, raw: string, now: Date): Promise<WalletResult> {
  const balances = await findWalletBalances(db, userId);
  const plan = planWalletUse(raw, purchaseValue(order), balances);
  if (!plan.ok) {
    const values: Record<string, number> = { max: plan.max, min: plan.min };
    if (plan.maxCashback !== undefined) values.cashback = plan.maxCashback;
    if (plan.cashbackMaxPercent !== undefined) values.percent = plan.cashbackMaxPercent;
    return { ok: false, errorKey: `checkout:errors.${plan.error.replace(".", "_")}`, values };
  }
  await updateCurrentOrderFields(db, order.id, { store_credit_topup: plan.topup, store_credit_cashback: plan.cashback, store_credit_total: plan.total }, now);
  await recomputeOrderTotals(db, order.id, now);
  return { ok: true, amount: plan.total };
}

export async function removeWallet(db: DB, order: OrderRecord, now: Date): Promise<void> {
  await updateCurrentOrderFields(db, order.id, { store_credit_topup: 0, store_credit_cashback: 0, store_credit_total: 0 }, now);
  await recomputeOrderTotals(db, order.id, now);
}

/** Shrinks the store credit to what the caps allow now (never grows it). */
async function refitCredit(db: DB, orderId: number, now: Date): Promise<boolean> {
  await recomputeOrderTotals(db, orderId, now);
  const order = await findOrderById(db, orderId);
  if (!order) return false;
  if (order.store_credit_total === 0 || order.user_id === null) return false;
  const balances = await findWalletBalances(db, order.user_id);
  const fitted = refitWalletUse({ cashback: order.store_credit_cashback, topup: order.store_credit_topup }, purchaseValue(order), balances);
  if (fitted.total === order.store_credit_total && fitted.cashback === order.store_credit_cashback) return false;
  await updateCurrentOrderFields(db, orderId, { store_credit_topup: fitted.topup, store_credit_cashback: fitted.cashback, store_credit_total: fitted.total }, now);
  await recomputeOrderTotals(db, orderId, now);
  return true;
}

/**
 * The quiet re-check when the payment step is shown: a code that no longer applies is taken off
 * (no error shown), a discount follows the cart, and store credit shrinks to the caps.
 */
export async function requoteAdjustments(db: DB, orderId: number, now: Date): Promise<{ couponDropped: boolean; creditChanged: boolean }> {
  const order = await findOrderById(db, orderId);
  if (!order) return { couponDropped: false, creditChanged: false };
  let couponDropped = false;
  if (order.coupon_id !== null) {
    const coupon = await findCouponById(db, order.coupon_id);
    const evaluation = coupon ? evaluateCoupon(ruleOf(coupon), await contextFor(db, coupon, order, now)) : null;
    if (!evaluation || !evaluation.ok) {
      await updateCurrentOrderFields(db, order.id, { coupon_id: null, coupon_code: null, adjustment_total: 0 }, now);
      couponDropped = true;
    } else if (evaluation.discount !== order.adjustment_total) {
      await updateCurrentOrderFields(db, order.id, { adjustment_total: evaluation.discount }, now);
    }
  } else if (order.adjustment_total !== 0) {
    await updateCurrentOrderFields(db, order.id, { adjustment_total: 0 }, now);
  }
  const creditChanged = await refitCredit(db, order.id, now);
  return { couponDropped, creditChanged };
}

export type HoldResult = { ok: true } | { ok: false; error: "checkout:errors.couponUnavailable" | "checkout:errors.totalChanged" };

/**
 * In the placing transaction: the code is evaluated once more and its use taken with a guarded
 * UPDATE (a single-use code is used once, whatever races for it).
 */
export async function holdCoupon(trx: Transaction<Database>, order: OrderRecord, now: Date): Promise<HoldResult> {
  if (order.coupon_id === null) return order.adjustment_total === 0 ? { ok: true } : { ok: false, error: "checkout:errors.totalChanged" };
  const coupon = await findCouponById(trx, order.coupon_id);
  if (!coupon) return { ok: false, error: "checkout:errors.couponUnavailable" };
  const evaluation = evaluateCoupon(ruleOf(coupon), await contextFor(trx, coupon, order, now));
  if (!evaluation.ok) return { ok: false, error: "checkout:errors.couponUnavailable" };
  if (evaluation.discount !== order.adjustment_total) return { ok: false, error: "checkout:errors.totalChanged" };
  if (!(await takeCouponUse(trx, coupon.id, coupon.kind === "voucher" ? evaluation.discount : null))) return { ok: false, error: "checkout:errors.couponUnavailable" };
  await insertRedemption(trx, { couponId: coupon.id, orderId: order.id, userId: order.user_id, amount: evaluation.discount, now });
  return { ok: true };
}

/** Cancel or expiry: the code's use comes back. */
export function releaseCoupon(trx: Transaction<Database>, orderId: number, now: Date): Promise<boolean> {
  return releaseRedemption(trx, orderId, now);
}

/** What the payment step's store-credit form shows. */
export async function walletPanel(db: DB, order: OrderRecord, userId: number) {
  const balances = await findWalletBalances(db, userId);
  return { balances, caps: walletCaps(purchaseValue(order), balances), applied: { topup: order.store_credit_topup, cashback: order.store_credit_cashback, total: order.store_credit_total } };
}
