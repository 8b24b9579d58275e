import { lenderProvider, paymentProvider } from "~/adapters/payments/index.server";
import type { ProviderMethod } from "~/adapters/payments/payment-provider";
import type { DB } from "~/db/client.server";
import type { PaymentRecordState } from "~/db/schema";
import { findUserById } from "~/modules/accounts/index.server";
import type { Effect, OrderEvent } from "~/modules/orders";
import {
  afterCommit,
  commitOrderEvent,
  findLoanApplication,
  findOrderPayments,
  findPayment,
  insertLoanApplication,
  insertPayment,
  moveLoanApplication,
  movePayment,
  setPaymentStarted,
  type EventContext,
  type EventResult,
  type OrderRecord,
  type PaymentRecord,
} from "~/modules/orders/index.server";
import type { SearchIndex } from "~/modules/search";

/**
 * Every order event that may touch money goes through here: the orders module applies the event
 * in its transaction and answers the effects still to run; this module runs the ones that talk
 * to a payment provider or the lender (start, void, refund, the loan application), the orders
 * module the rest (e-mail, the search index). Placing, staff buttons, a shopper's cancel, "pay
 * again", the sweeps and the provider callbacks all call `applyOrderEvent` (or, inside their own
 * transaction, `afterOrderEvent`), so no caller forgets a refund
 * (docs/decisions/022-order-state-machine.md).
 */

const OPEN: PaymentRecordState[] = ["pending", "processing"];

type Applied = Extract<EventResult, { ok: true }> & { stockVariants?: number[] };

/** Applies one event and runs its outside effects (payments, lender, e-mail, search index). */
export async function applyOrderEvent(db: DB, orderId: number, event: OrderEvent, context: EventContext): Promise<EventResult> {
  const applied = await commitOrderEvent(db, orderId, event, context);
  if (!applied.ok) return applied;
  await afterOrderEvent(db, applied, context);
  return applied;
}

/** The outside effects of an event applied inside a caller's own transaction (placing, settling a payment), after its commit. */
export async function afterOrderEvent(db: DB, applied: Applied, context: EventContext, stockVariants = applied.stockVariants ?? []): Promise<void> {
  await afterCommit(db, applied.order, applied.effects, stockVariants, context, (order, effect, origin) => runPaymentEffect(db, context.searchIndex, order, effect, origin, context.now));
}

async function runPaymentEffect(db: DB, searchIndex: SearchIndex, order: OrderRecord, effect: Effect, origin: string, now: Date): Promise<void> {
  switch (effect.type) {
    case "start_payment":
      if (effect.method === "bank_transfer") break;
      await startPaymentRecord(db, searchIndex, order, effect.method === "instalment" ? (order.down_payment_method ?? "qpay") : effect.method, effect.amount, effect.method === "instalment" ? "down_payment" : "full", origin, now);
      break;
    case "void_payment":
      await voidOpenPayments(db, order.id, origin, now);
      break;
    case "refund_payment":
      await refundPayments(db, order.id, origin, now);
      break;
    case "request_loan_application":
      await requestLoan(db, order, effect.amount, origin, now);
      break;
    case "withdraw_loan_application":
      await withdrawLoan(db, order.id, origin, now);
      break;
    default:
      break;
  }
}

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
