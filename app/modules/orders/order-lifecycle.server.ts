import type { Transaction } from "kysely";
import { inTransaction } from "~/db/transactions.server";
import { queueMessage } from "~/adapters/messages/index.server";
import { renderOrderEmail } from "./order-emails";
import { orderLineDetails } from "./queries/order-lists.server";
import { orderLineOptions } from "./order-view.server";
import { variantOptionsText } from "~/modules/catalog";
import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import {
  findCashbackLines,
  findOrderById,
  insertOrderEvent,
  insertPayment,
  movePayment,
  productIdsOfVariants,
  returnStock,
  snapshotLineOptions,
  updateOrderGuarded,
  type OrderRecord,
  type OrderUpdate,
} from "./queries/order-records.server";
import type { Database } from "~/db/schema";
import { findUserById } from "~/modules/accounts/index.server";
import {
  transition,
  type Actor,
  type Effect,
  type OrderEvent,
  type OrderSnapshot,
  type OrderState,
  type OrderTransitionError,
  type PaymentMethod,
} from "./domain/order-states";
import { HOUR_MS, formatShopDateTime } from "~/kernel/dates";
import type { SearchIndex } from "~/modules/search";
import { syncProducts } from "~/modules/search/index.server";
import { env } from "~/config/env.server";
import { creditCashback, refundOrderCredit, reverseCashback } from "~/modules/wallet/index.server";
import { releaseRedemption } from "~/modules/coupons/index.server";
import { cashbackEarned } from "~/modules/wallet";
import { issueOrderTicketsInTx, voidOrderTicketsInTx } from "~/modules/counter/index.server";
import { queueOrderStatusPushInTx } from "~/modules/push/index.server";

/**
 * Moves placed orders through the state machine of app/modules/orders/domain/order-states.ts.
 *
 * One event = one transaction: read the order, ask the domain, write the new state with a
 * guarded UPDATE (state + lock_version), carry out the effects that are database work (stock
 * back, a bank transfer or the lender's part recorded, the history row). The effects that talk
 * to the outside world (payment providers, the lender, e-mail) run after the commit: a slow
 * provider never holds the database, and a provider failure never undoes a state change that
 * already happened (it is logged, and the order page offers what is left to do).
 *
 * This module never calls a payment provider: the effects that do (start, void and refund a
 * payment, the lender's application) are run by the payments module, whose `applyOrderEvent`
 * is the one entry every caller uses when an event may touch money
 * (docs/decisions/022-order-state-machine.md).
 */

export type LifecycleError = OrderTransitionError | "order.notFound" | "order.changedConcurrently";

export interface EventContext {
  actor: Actor;
  now: Date;
  /** The signed-in user who caused it (shopper or staff). */
  userId?: number | null;
  reason?: string;
  amount?: number;
  paymentMethod?: PaymentMethod;
  /** The shop's origin, for provider callback/return URLs and links in e-mails. */
  origin?: string;
  note?: string;
  /** Stock changes reach the search index after the transaction commits. */
  searchIndex: SearchIndex;
}

export type EventResult = { ok: true; order: OrderRecord; effects: Effect[] } | { ok: false; error: LifecycleError };

export function snapshotOf(order: OrderRecord): OrderSnapshot {
  return {
    state: order.state as OrderState,
    itemCount: order.item_count,
    total: order.total,
    paidTotal: order.paid_total,
    paymentMethod: order.payment_method,
    downPayment: order.down_payment,
    deliveryType: order.delivery_type,
    paymentDueAt: order.payment_due_at ? new Date(order.payment_due_at) : null,
    deliveredAt: order.delivered_at ? new Date(order.delivered_at) : null,
    eReceipt: order.e_receipt,
  };
}

const STOCK_REASON: Partial<Record<OrderEvent, "cancel" | "expire" | "return">> = {
  cancel: "cancel",
  loan_declined: "cancel",
  bank_transfer_deadline_passed: "expire",
  payment_deadline_passed: "expire",
  return: "return",
};

/** Hours an overdue instalment down payment may still be paid before the order expires. */
export const OVERDUE_GRACE_HOURS = 48;

/**
 * Applies one event inside the caller's transaction. Returns the outside effects still to run
 * (runOutsideEffects) and the variant ids whose stock changed (for the search index).
 */
export async function applyOrderEventInTx(
  trx: Transaction<Database>,
  order: OrderRecord,
  event: OrderEvent,
  context: EventContext,
  extraPatch: OrderUpdate = {},
): Promise<EventResult & { stockVariants?: number[] }> {
  const result = transition(snapshotOf(order), event, {
    now: context.now,
    actor: context.actor,
    reason: context.reason,
    amount: context.amount,
    paymentMethod: context.paymentMethod,
  });
  if (!result.ok) return { ok: false, error: result.error };
  const stamp = context.now.toISOString();
  const patch: OrderUpdate = { ...extraPatch };
  if (result.patch.paymentMethod) patch.payment_method = result.patch.paymentMethod;
  if (result.patch.paidTotal !== undefined) patch.paid_total = result.patch.paidTotal;
  if (result.patch.deliveredAt) patch.delivered_at = result.patch.deliveredAt.toISOString();
  if (result.patch.canceledAt) patch.canceled_at = result.patch.canceledAt.toISOString();
  if (result.patch.cancelReason) patch.cancel_reason = result.patch.cancelReason.slice(0, 500);
  if (result.patch.returnedAt) patch.returned_at = result.patch.returnedAt.toISOString();
  if (result.patch.eReceipt) patch.e_receipt = result.patch.eReceipt;
  if (event === "instalment_overdue") patch.payment_due_at = new Date(context.now.getTime() + OVERDUE_GRACE_HOURS * HOUR_MS).toISOString();
  if (result.state === "completed") patch.completed_at = stamp;
  if (event === "deliver" && order.user_id !== null && order.cashback_earned === 0) {
    const earned = await cashbackOf(trx, order);
    if (earned > 0 && (await creditCashback(trx, order, earned, context.now))) patch.cashback_earned = earned;
  }

  const moved = await updateOrderGuarded(trx, { orderId: order.id, fromState: order.state, lockVersion: order.lock_version, toState: result.state, patch, now: context.now });
  if (!moved) return { ok: false, error: "order.changedConcurrently" };
  // The order keeps naming the variants bought (size, colour) whatever the catalogue does later.
  if (event === "place") await snapshotLineOptions(trx, order.id);
  // E-tickets exist exactly when the payment does: issued in this transaction (docs/decisions/053).
  if (result.state === "paid" && order.state !== "paid") await issueOrderTicketsInTx(trx, order, context.now, shopOrigin(context));
  // Paid, shipped, delivered reach the shopper's linked devices by push, after the commit (decision 058).
  if (order.user_id !== null && result.state !== order.state) {
    await queueOrderStatusPushInTx(trx, { userId: order.user_id, orderNumber: order.number, state: result.state, locale: order.locale }, context.now);
  }

  let stockVariants: number[] = [];
  const outside: Effect[] = [];
  for (const effect of result.effects) {
    if (effect.type === "return_stock") {
      stockVariants = await returnStock(trx, order.id, STOCK_REASON[event] ?? "cancel", context.now);
      // Its valid tickets are void; a used one stays used.
      await voidOrderTicketsInTx(trx, order.id, context.now);
      // Store credit comes back on cancel, expiry and return; a code's use only on cancel and expiry.
      await refundOrderCredit(trx, order, context.now);
      if (event !== "return") await releaseRedemption(trx, order.id, context.now);
      if (event === "return" && order.cashback_earned > 0) await reverseCashback(trx, order, order.cashback_earned, context.now);
    } else if (effect.type === "record_payment" && (event === "bank_transfer_received" || event === "loan_approved")) {
      // Money seen outside a provider flow: the transfer on the shop's account, the lender's payout.
      const payment = await insertPayment(trx, {
        orderId: order.id,
        method: event === "loan_approved" ? "lender" : "bank_transfer",
        purpose: event === "loan_approved" ? "loan" : "full",
        amount: effect.amount,
        now: context.now,
      });
      await movePayment(trx, payment.id, ["pending"], "completed", context.now);
    } else if (effect.type === "record_payment" || effect.type === "take_stock" || effect.type === "capture_payment") {
      // record_payment (provider flow): the payments service completed the record in this transaction.
      // take_stock: placeOrder takes the stock itself, in its own transaction.
      // capture_payment: the card gateway captures on approval (sale), nothing left to do.
    } else {
      outside.push(effect);
    }
  }
  await insertOrderEvent(trx, {
    order_id: order.id,
    event,
    from_state: order.state,
    to_state: result.state,
    actor: context.actor,
    user_id: context.userId ?? null,
    note: (context.reason ?? context.note ?? null)?.slice(0, 500) ?? null,
    created_at: stamp,
  });
  const updated = { ...order, ...(patch as Partial<OrderRecord>), state: result.state, lock_version: order.lock_version + 1, updated_at: stamp };
  return { ok: true, order: updated, effects: outside, stockVariants };
}

/** Cashback a delivered order earns: each line's variant rate; store credit spent does not earn again. */
async function cashbackOf(trx: Transaction<Database>, order: OrderRecord): Promise<number> {
  const lines = await findCashbackLines(trx, order.id);
  const paid = order.total + order.store_credit_total;
  const paidShare = paid > 0 ? order.total / paid : 0;
  return cashbackEarned(
    lines.map((l) => ({ unitPrice: l.unit_price, quantity: l.quantity, cashbackPercent: l.cashback_percent })),
    paidShare,
  );
}

/**
 * Reads, applies and commits one event; retries once when another request changed the order in
 * between. The outside effects are left to the caller (the payments module's applyOrderEvent).
 */
export async function commitOrderEvent(db: DB, orderId: number, event: OrderEvent, context: EventContext): Promise<EventResult & { stockVariants?: number[] }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const applied = await inTransaction(db, async (trx) => {
      const order = await findOrderById(trx, orderId);
      if (!order) return { ok: false, error: "order.notFound" } as const;
      return applyOrderEventInTx(trx, order, event, context);
    });
    if (!applied.ok && applied.error === "order.changedConcurrently" && attempt === 0) continue;
    return applied;
  }
  return { ok: false, error: "order.changedConcurrently" };
}

/** Runs one effect that talks to a payment provider or the lender: the payments module's part. */
export type PaymentEffectRunner = (order: OrderRecord, effect: Effect, origin: string) => Promise<void>;

/** Outside effects and the search index, after the transaction committed. Never throws. */
export async function afterCommit(
  db: DB,
  order: OrderRecord,
  effects: Effect[],
  stockVariants: number[],
  context: EventContext,
  runPaymentEffect: PaymentEffectRunner,
): Promise<void> {
  if (stockVariants.length > 0) await syncStock(db, context.searchIndex, stockVariants);
  await runOutsideEffects(db, order, effects, context, runPaymentEffect);
}

export async function syncStock(db: DB, searchIndex: SearchIndex, variantIds: number[]): Promise<void> {
  try {
    await syncProducts(db, searchIndex, await productIdsOfVariants(db, variantIds));
  } catch (error) {
    console.error("[orders] search index not updated after a stock change", error);
  }
}

export function shopOrigin(context: Pick<EventContext, "origin">): string {
  return (env().PUBLIC_URL?.replace(/\/+$/, "") ?? context.origin ?? `http://127.0.0.1:${env().PORT}`).replace(/\/+$/, "");
}

/** The order's page as a link for e-mails: guests get the token that opens it. */
export function orderPageUrl(order: Pick<OrderRecord, "number" | "token" | "user_id">, origin: string): string {
  const base = `${origin}/orders/${encodeURIComponent(order.number)}`;
  return order.user_id === null ? `${base}?token=${encodeURIComponent(order.token)}` : base;
}

/** The effects in the domain's order: e-mail here, everything that talks to a provider through `runPaymentEffect`. */
export async function runOutsideEffects(db: DB, order: OrderRecord, effects: Effect[], context: EventContext, runPaymentEffect: PaymentEffectRunner): Promise<void> {
  const origin = shopOrigin(context);
  for (const effect of effects) {
    try {
      if (effect.type === "notify_shopper") await notifyShopper(db, order, effect.template, origin, context.now);
      else await runPaymentEffect(order, effect, origin);
    } catch (error) {
      console.error(`[orders] ${effect.type} for order ${order.number} failed`, error);
    }
  }
}

async function notifyShopper(db: DB, order: OrderRecord, template: Parameters<typeof renderOrderEmail>[0], origin: string, now: Date) {
  let recipient = order.email;
  if (!recipient && order.user_id !== null) recipient = (await findUserById(db, order.user_id))?.email ?? null;
  if (!recipient) return;
  const locale = order.locale === "en" ? "en" : "mn";
  const bank = siteConfig.payments.bankTransfer;
  const lines =
    template === "order_placed"
      ? (await orderLineDetails(db, order.id)).map((row) => ({
          name: locale === "en" ? row.name_en || row.name_mn : row.name_mn || row.name_en,
          options: variantOptionsText(orderLineOptions(row), locale),
          quantity: row.quantity,
          lineTotal: row.unit_price * row.quantity,
        }))
      : undefined;
  const email = renderOrderEmail(template, locale, {
    number: order.number,
    total: order.total,
    lines,
    orderUrl: orderPageUrl(order, origin),
    cancelReason: order.cancel_reason,
    bankTransfer:
      order.payment_method === "bank_transfer" && order.payment_due_at
        ? {
            bank: bank.bank[locale],
            account: bank.account,
            accountName: bank.accountName[locale],
            amount: Math.max(0, order.total - order.paid_total),
            deadline: formatShopDateTime(order.payment_due_at, locale, siteConfig.timeZone),
          }
        : null,
  });
  await queueMessage(db, { channel: "email", recipient, subject: email.subject, text: email.text, html: email.html }, now);
}
