import type { Transaction } from "kysely";
import { queueMessage } from "~/adapters/messages/index.server";
import { renderOrderEmail } from "./order-emails";
import { lenderProvider, paymentProvider } from "~/adapters/payments/index.server";
import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import {
  findLoanApplication,
  findOrderById,
  findOrderPayments,
  insertLoanApplication,
  insertOrderEvent,
  insertPayment,
  movePayment,
  moveLoanApplication,
  productIdsOfVariants,
  returnStock,
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
import { formatShopDateTime } from "~/kernel/dates";
import type { SearchIndex } from "~/modules/search";
import { syncProducts } from "~/modules/search/index.server";
import { env } from "~/config/env.server";
import { startPaymentRecord } from "~/modules/payments/index.server";
import { creditCashback, refundOrderCredit, reverseCashback } from "~/modules/wallet/index.server";
import { releaseCoupon } from "~/modules/checkout/index.server";
import { cashbackEarned } from "~/modules/wallet";

/**
 * Moves placed orders through the state machine of app/modules/orders/domain/order-states.ts.
 *
 * One event = one transaction: read the order, ask the domain, write the new state with a
 * guarded UPDATE (state + lock_version), carry out the effects that are database work (stock
 * back, a bank transfer or the lender's part recorded, the history row). The effects that talk
 * to the outside world (payment providers, the lender, e-mail) run after the commit: a slow
 * provider never holds the database, and a provider failure never undoes a state change that
 * already happened (it is logged, and the order page offers what is left to do).
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
  if (event === "instalment_overdue") patch.payment_due_at = new Date(context.now.getTime() + OVERDUE_GRACE_HOURS * 3_600_000).toISOString();
  if (result.state === "completed") patch.completed_at = stamp;
  if (event === "deliver" && order.user_id !== null && order.cashback_earned === 0) {
    const earned = await cashbackOf(trx, order);
    if (earned > 0 && (await creditCashback(trx, order, earned, context.now))) patch.cashback_earned = earned;
  }

  const moved = await updateOrderGuarded(trx, { orderId: order.id, fromState: order.state, lockVersion: order.lock_version, toState: result.state, patch, now: context.now });
  if (!moved) return { ok: false, error: "order.changedConcurrently" };

  let stockVariants: number[] = [];
  const outside: Effect[] = [];
  for (const effect of result.effects) {
    if (effect.type === "return_stock") {
      stockVariants = await returnStock(trx, order.id, STOCK_REASON[event] ?? "cancel", context.now);
      // Store credit comes back on cancel, expiry and return; a code's use only on cancel and expiry.
      await refundOrderCredit(trx, order, context.now);
      if (event !== "return") await releaseCoupon(trx, order.id, context.now);
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
  const lines = await trx
    .selectFrom("line_items as li")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .select(["li.unit_price", "li.quantity", "v.cashback_percent"])
    .where("li.order_id", "=", order.id)
    .execute();
  const paid = order.total + order.store_credit_total;
  const paidShare = paid > 0 ? order.total / paid : 0;
  return cashbackEarned(
    lines.map((l) => ({ unitPrice: l.unit_price, quantity: l.quantity, cashbackPercent: l.cashback_percent })),
    paidShare,
  );
}

/** Reads, applies and commits one event, then runs its outside effects. Retries once when another request changed the order in between. */
export async function applyOrderEvent(db: DB, orderId: number, event: OrderEvent, context: EventContext): Promise<EventResult> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const applied = await db.transaction().execute(async (trx) => {
      const order = await findOrderById(trx, orderId);
      if (!order) return { ok: false, error: "order.notFound" } as const;
      return applyOrderEventInTx(trx, order, event, context);
    });
    if (!applied.ok && applied.error === "order.changedConcurrently" && attempt === 0) continue;
    if (!applied.ok) return applied;
    await afterCommit(db, applied.order, applied.effects, applied.stockVariants ?? [], context);
    return applied;
  }
  return { ok: false, error: "order.changedConcurrently" };
}

/** Outside effects and the search index, after the transaction committed. Never throws. */
export async function afterCommit(db: DB, order: OrderRecord, effects: Effect[], stockVariants: number[], context: EventContext): Promise<void> {
  if (stockVariants.length > 0) await syncStock(db, context.searchIndex, stockVariants);
  await runOutsideEffects(db, order, effects, context);
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

export async function runOutsideEffects(db: DB, order: OrderRecord, effects: Effect[], context: EventContext): Promise<void> {
  const origin = shopOrigin(context);
  for (const effect of effects) {
    try {
      switch (effect.type) {
        case "notify_shopper":
          await notifyShopper(db, order, effect.template, origin, context.now);
          break;
        case "start_payment":
          if (effect.method === "bank_transfer") break;
          await startPaymentRecord(db, context.searchIndex, order, effect.method === "instalment" ? (order.down_payment_method ?? "qpay") : effect.method, effect.amount, effect.method === "instalment" ? "down_payment" : "full", origin, context.now);
          break;
        case "void_payment":
          await voidOpenPayments(db, order.id, origin, context.now);
          break;
        case "refund_payment":
          await refundPayments(db, order.id, origin, context.now);
          break;
        case "request_loan_application":
          await requestLoan(db, order, effect.amount, origin, context.now);
          break;
        case "withdraw_loan_application":
          await withdrawLoan(db, order.id, origin, context.now);
          break;
        default:
          break;
      }
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
  const email = renderOrderEmail(template, locale, {
    number: order.number,
    total: order.total,
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

async function voidOpenPayments(db: DB, orderId: number, origin: string, now: Date) {
  for (const payment of await findOrderPayments(db, orderId)) {
    if (payment.state !== "pending" && payment.state !== "processing") continue;
    if (payment.provider_ref && (payment.method === "card" || payment.method === "qpay")) {
      await paymentProvider(payment.method, origin)?.cancel(payment.provider_ref);
    }
    await movePayment(db, payment.id, ["pending", "processing"], "void", now);
  }
}

async function refundPayments(db: DB, orderId: number, origin: string, now: Date) {
  for (const payment of await findOrderPayments(db, orderId)) {
    if (payment.state !== "completed") continue;
    if (payment.provider_ref && (payment.method === "card" || payment.method === "qpay")) {
      await paymentProvider(payment.method, origin)?.refund(payment.provider_ref, payment.amount);
    }
    // Bank transfers and the lender's part are paid back by staff from the bank: recorded as refunded here.
    await movePayment(db, payment.id, ["completed"], "refunded", now, { refunded_amount: payment.amount });
  }
}

async function requestLoan(db: DB, order: OrderRecord, amount: number, origin: string, now: Date) {
  const application = await insertLoanApplication(db, order.id, amount, now);
  if (!application) return; // already requested: the spec's rule is one application, sent once
  const lender = lenderProvider(origin);
  if (!lender) throw new Error("instalment lender is not configured");
  const user = order.user_id !== null ? await findUserById(db, order.user_id) : undefined;
  const { providerRef } = await lender.apply({
    orderNumber: order.number,
    amount,
    downPayment: order.down_payment ?? 0,
    applicant: { name: order.receiver_name ?? user?.name ?? "", phone: order.receiver_phone ?? user?.phone ?? "", email: order.email ?? user?.email ?? null },
    callbackUrl: `${origin}/payments/lender/callback`,
  });
  await moveLoanApplication(db, application.id, ["sending"], "sent", now, providerRef);
}

async function withdrawLoan(db: DB, orderId: number, origin: string, now: Date) {
  const application = await findLoanApplication(db, orderId);
  if (!application || (application.state !== "sent" && application.state !== "sending")) return;
  if (application.provider_ref) await lenderProvider(origin)?.withdraw(application.provider_ref);
  await moveLoanApplication(db, application.id, ["sent", "sending"], "withdrawn", now);
}

