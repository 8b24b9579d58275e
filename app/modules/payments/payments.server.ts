import { lenderProvider, paymentProvider } from "~/adapters/payments/index.server";
import type { ProviderMethod } from "~/adapters/payments/payment-provider";
import type { DB } from "~/db/client.server";
import {
  findLoanApplication,
  findLoanApplicationByRef,
  findOrderById,
  findPayment,
  findPaymentByProviderRef,
  insertPayment,
  moveLoanApplication,
  movePayment,
  setPaymentStarted,
  type OrderRecord,
  type PaymentRecord,
} from "~/modules/orders/index.server";
import type { PaymentRecordState } from "~/db/schema";
import { afterCommit, applyOrderEvent, applyOrderEventInTx, type EventContext } from "~/modules/orders/index.server";
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

export function callbackUrl(origin: string, method: ProviderMethod | "lender", paymentId?: number): string {
  return `${origin}/payments/${method}/callback${paymentId !== undefined ? `?payment=${paymentId}` : ""}`;
}

/** Creates the payment record and starts it with the provider; a provider failure marks the payment (and the order) failed. */
export async function startPaymentRecord(
  db: DB,
  searchIndex: SearchIndex,
  order: OrderRecord,
  method: ProviderMethod,
  amount: number,
  purpose: "full" | "down_payment",
  origin: string,
  now: Date,
): Promise<PaymentRecord | null> {
  if (amount <= 0) return null;
  const payment = await insertPayment(db, { orderId: order.id, method, purpose, amount, now });
  const provider = paymentProvider(method, origin);
  try {
    if (!provider) throw new Error(`${method} payments are not configured`);
    const started = await provider.start({
      paymentId: payment.id,
      orderNumber: order.number,
      amount,
      description: `${order.number}`,
      callbackUrl: callbackUrl(origin, method, payment.id),
      returnUrl: `${origin}/orders/${encodeURIComponent(order.number)}/paid?payment=${payment.id}`,
      locale: order.locale === "en" ? "en" : "mn",
    });
    await setPaymentStarted(db, payment.id, {
      providerRef: started.providerRef,
      redirectUrl: started.redirectUrl,
      providerData: started.qr ? JSON.stringify(started.qr) : null,
      now,
    });
    return (await findPayment(db, payment.id)) ?? null;
  } catch (error) {
    console.error(`[payments] could not start ${method} payment ${payment.id} for ${order.number}`, error);
    await movePayment(db, payment.id, OPEN, "failed", now, { failure_code: "provider_unavailable" });
    await applyOrderEvent(db, order.id, "payment_failed", { actor: "payment", now, origin, searchIndex });
    return null;
  }
}

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
  const settled = await db.transaction().execute(async (trx) => {
    if (!(await movePayment(trx, payment.id, OPEN, "completed", now))) return { kind: "seen" as const };
    const order = await findOrderById(trx, payment.order_id);
    if (!order) return { kind: "seen" as const };
    const applied = await applyOrderEventInTx(trx, order, "payment_succeeded", { ...context, amount });
    // The order moved on without this money (canceled or expired meanwhile): keep the record, refund after commit.
    return applied.ok ? { kind: "applied" as const, applied } : { kind: "orphan" as const, order };
  });
  if (settled.kind === "applied") {
    await afterCommit(db, settled.applied.order, settled.applied.effects, settled.applied.stockVariants ?? [], context);
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
 * A provider's callback. Answers what the provider should hear: 200 when handled (also for a
 * repeat), 400 when it is not authentic, 404 when the payment is unknown.
 */
export async function handlePaymentCallback(db: DB, searchIndex: SearchIndex, method: ProviderMethod, request: Request, origin: string, now: Date): Promise<number> {
  const provider = paymentProvider(method, origin);
  if (!provider) return 404;
  const parsed = await provider.parseCallback(request.clone());
  let payment: PaymentRecord | undefined;
  if (parsed) payment = await findPaymentByProviderRef(db, method, parsed.providerRef);
  else if (method === "qpay") {
    // QPay's callback is not signed: our own payment id from the callback URL says which one to re-check.
    const id = Number(new URL(request.url).searchParams.get("payment"));
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

export async function handleLenderCallback(db: DB, searchIndex: SearchIndex, request: Request, origin: string, now: Date): Promise<number> {
  const lender = lenderProvider(origin);
  if (!lender) return 404;
  const parsed = await lender.parseCallback(request.clone());
  if (!parsed) return 400;
  const application = await findLoanApplicationByRef(db, parsed.providerRef);
  if (!application) return 404;
  await refreshLoan(db, searchIndex, application.order_id, origin, now);
  return 200;
}
