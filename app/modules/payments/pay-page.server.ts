import { qrSvg } from "~/adapters/payments/qr.server";
import type { QrDetails } from "~/adapters/payments/payment-provider";
import type { DB } from "~/db/client.server";
import { findOrderById, findOrderPayments, type OrderRecord } from "~/modules/orders/index.server";
import { orderErrorKey, type OrderTransitionError } from "~/modules/orders";
import { afterPlacingRedirect } from "~/modules/checkout/index.server";
import { applyOrderEvent } from "~/modules/orders/index.server";
import { refreshPayment } from "./payments.server";
import type { SearchIndex } from "~/modules/search";

export type QpayPageView =
  | { kind: "qpay"; amount: number; qrSvg: string; links: QrDetails["links"] }
  | { kind: "failed" | "overdue"; amount: number; qrSvg?: undefined; links?: undefined }
  | { kind: "done" };

function owed(order: OrderRecord): number {
  const target = order.payment_method === "instalment" ? (order.down_payment ?? 0) : order.total;
  return Math.max(0, target - order.paid_total);
}

/** The QPay page's content, after asking QPay once more whether the invoice is paid. */
export async function qpayPageView(db: DB, searchIndex: SearchIndex, order: OrderRecord, origin: string, now: Date): Promise<QpayPageView> {
  if (order.state === "payment_failed") return { kind: "failed", amount: owed(order) };
  if (order.state === "overdue") return { kind: "overdue", amount: owed(order) };
  if (order.state !== "payment_pending") return { kind: "done" };
  const open = (await findOrderPayments(db, order.id)).filter((p) => p.method === "qpay" && p.state === "pending" && p.provider_data).at(-1);
  if (!open) return { kind: "done" };
  try {
    if ((await refreshPayment(db, searchIndex, open.id, origin, now)) !== "pending") return { kind: "done" };
  } catch (error) {
    console.error(`[payments] QPay re-check of payment ${open.id} failed`, error);
  }
  const qr = JSON.parse(open.provider_data ?? "{}") as QrDetails;
  return { kind: "qpay", amount: open.amount, qrSvg: await qrSvg(qr.text ?? ""), links: (qr.links ?? []).filter((l) => /^(https?|[a-z][a-z0-9+.-]*):/i.test(l.link)) };
}

export type RetryResult = { ok: true; url: string; external: boolean } | { ok: false; errorKey: string };

/** "Pay again": a new payment for what is still owed, with the order's method. */
export async function retryOrderPayment(db: DB, order: OrderRecord, context: { userId: number | null; origin: string; now: Date; searchIndex: SearchIndex }): Promise<RetryResult> {
  const result = await applyOrderEvent(db, order.id, "retry_payment", { actor: "shopper", now: context.now, origin: context.origin, userId: context.userId, searchIndex: context.searchIndex });
  if (!result.ok) {
    const key = result.error.startsWith("order.") && result.error !== "order.notFound" && result.error !== "order.changedConcurrently"
      ? orderErrorKey(result.error as OrderTransitionError)
      : `errors.${result.error.slice("order.".length)}`;
    return { ok: false, errorKey: key };
  }
  const fresh = (await findOrderById(db, order.id)) ?? order;
  const target = await afterPlacingRedirect(db, fresh);
  return { ok: true, ...target };
}
