import { lenderProvider, paymentProvider } from "~/adapters/payments/index.server";
import { inTransaction } from "~/db/transactions.server";
import type { ProviderMethod } from "~/adapters/payments/payment-provider";
import type { DB } from "~/db/client.server";
import {
  applyOrderEventInTx,
  findLoanApplication,
  findLoanApplicationByRef,
  findOrderById,
  findPayment,
  findPaymentByProviderRef,
  moveLoanApplication,
  movePayment,
  type EventContext,
  type PaymentRecord,
} from "~/modules/orders/index.server";
import type { PaymentRecordState } from "~/db/schema";
import { afterOrderEvent, applyOrderEvent } from "./order-events.server";
import type { SearchIndex } from "~/modules/search";

/**
 * Payments of placed orders: start a payment with its provider, and settle it.
 *
 * Settling always asks the provider (`status`) — a callback, a shopper coming back from the
 * hosted page and the order page's refresh all end in `refreshPayment`, which is idempotent:
 * the payment record moves pending -> completed with a guarded UPDATE in the same transaction
 * as the order's `payment_succeeded`, so a callback delivered twice (or racing the return
 * page) records the money once (docs/decisions/023-payment-callbacks-are-hints.md).
 */

const OPEN: PaymentRecordState[] = ["pending", "processing"];

export type RefreshOutcome = "paid" | "pending" | "failed" | "canceled" | "unknown";

/** Asks the provider how the payment stands and settles it. Safe to call any number of times. */
export async function refreshPayment(db: DB, searchIndex: SearchIndex, paymentId: number, origin: string, now: Date): Promise<RefreshOutcome> {
  const payment = await findPayment(db, paymentId);
  if (!payment) return "unknown";
  if (payment.state === "completed" || payment.state === "refunded") return "paid";
  if (payment.state === "failed") return "failed";
  if (payment.state === "void") return "canceled";
  if (!payment.provider_ref || (payment.method !== "card" && payment.method !== "qpay")) return "pending";
  const provider = paymentProvider(payment.method, origin);
  if (!provider) return "pending";
  const status = await provider.status(payment.provider_ref);
  const context: EventContext = { actor: "payment", now, origin, searchIndex };
  if (status.status === "pending") return "pending";
  if (status.status === "canceled") {
    await movePayment(db, payment.id, OPEN, "void", now);
    return "canceled";
  }
  if (status.status === "failed") {
    const moved = await movePayment(db, payment.id, OPEN, "failed", now, { failure_code: status.code.slice(0, 64) });
    if (moved) {
      const order = await findOrderById(db, payment.order_id);
      if (order?.state === "payment_pending") await applyOrderEvent(db, order.id, "payment_failed", context);
    }
    return "failed";
  }

  const amount = Math.min(status.amount, payment.amount);
  const settled = await inTransaction(db, async (trx) => {
    if (!(await movePayment(trx, payment.id, OPEN, "completed", now))) return { kind: "seen" as const };
    const order = await findOrderById(trx, payment.order_id);
    if (!order) return { kind: "seen" as const };
    const applied = await applyOrderEventInTx(trx, order, "payment_succeeded", { ...context, amount });
    // The order moved on without this money (canceled or expired meanwhile): keep the record, refund after commit.
    return applied.ok ? { kind: "applied" as const, applied } : { kind: "orphan" as const, order };
  });
  if (settled.kind === "applied") {
    await afterOrderEvent(db, settled.applied, context);
  } else if (settled.kind === "orphan") {
    console.warn(`[payments] payment ${payment.id} completed for order ${settled.order.number} in state ${settled.order.state}: refunding`);
    try {
      await provider.refund(payment.provider_ref, payment.amount);
      await movePayment(db, payment.id, ["completed"], "refunded", now, { refunded_amount: payment.amount });
    } catch (error) {
      console.error(`[payments] refund of payment ${payment.id} failed; staff must refund it`, error);
    }
  }
  return "paid";
}

/**
 * What a provider's callback said, read from the request by the callback route with the
 * provider's own `parseCallback` (app/routes/_api+/payments.$method.callback.ts): the provider's
 * reference when the callback is authentic (null when it is not), and our payment id from the
 * callback URL's `?payment=` (NaN or 0 when absent).
 */
export interface PaymentCallback {
  providerRef: string | null;
  paymentId: number;
}

/**
 * A provider's callback. Answers what the provider should hear: 200 when handled (also for a
 * repeat), 400 when it is not authentic, 404 when the payment is unknown.
 */
export async function handlePaymentCallback(db: DB, searchIndex: SearchIndex, method: ProviderMethod, callback: PaymentCallback, origin: string, now: Date): Promise<number> {
  let payment: PaymentRecord | undefined;
  if (callback.providerRef !== null) payment = await findPaymentByProviderRef(db, method, callback.providerRef);
  else if (method === "qpay") {
    // QPay's callback is not signed: our own payment id from the callback URL says which one to re-check.
    const id = callback.paymentId;
    if (Number.isSafeInteger(id) && id > 0) payment = await findPayment(db, id);
    if (payment?.method !== "qpay") payment = undefined;
  } else {
    return 400;
  }
  if (!payment) return 404;
  await refreshPayment(db, searchIndex, payment.id, origin, now);
  return 200;
}

/** The lender's decision: re-checked with the lender, then the order moves (approved -> paid, declined -> canceled). */
export async function refreshLoan(db: DB, searchIndex: SearchIndex, orderId: number, origin: string, now: Date): Promise<"approved" | "declined" | "pending" | "unknown"> {
  const application = await findLoanApplication(db, orderId);
  if (!application?.provider_ref) return "unknown";
  if (application.state === "approved" || application.state === "declined") return application.state;
  const lender = lenderProvider(origin);
  if (!lender) return "pending";
  const status = await lender.status(application.provider_ref);
  if (status.status === "pending") return "pending";
  if (!(await moveLoanApplication(db, application.id, ["sent"], status.status, now))) return "pending";
  await applyOrderEvent(db, orderId, status.status === "approved" ? "loan_approved" : "loan_declined", { actor: "payment", now, origin, searchIndex });
  return status.status;
}

/**
 * The lender's callback, its reference read by the callback route with the lender's
 * `parseCallback` (null when the callback is not authentic): 200 handled, 400 not authentic,
 * 404 unknown application.
 */
export async function handleLenderCallback(db: DB, searchIndex: SearchIndex, providerRef: string | null, origin: string, now: Date): Promise<number> {
  if (providerRef === null) return 400;
  const application = await findLoanApplicationByRef(db, providerRef);
  if (!application) return 404;
  await refreshLoan(db, searchIndex, application.order_id, origin, now);
  return 200;
}
