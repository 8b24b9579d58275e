import { qrSvg } from "~/adapters/payments/qr.server";
import type { QrDetails } from "~/adapters/payments/payment-provider";
import type { DB } from "~/db/client.server";
import { findOrderById, findOrderPayments, type OrderRecord } from "~/modules/orders/index.server";
import { fail, ok, type Result } from "~/kernel/result";
import { orderErrorCode, type OrderErrorCode } from "~/modules/orders";
import { applyOrderEvent } from "./order-events.server";
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

/** "Pay again": a new payment for what is still owed, with the order's method. */
export async function retryOrderPayment(
  db: DB,
  order: OrderRecord,
  context: { userId: number | null; origin: string; now: Date; searchIndex: SearchIndex },
): Promise<Result<{ url: string; external: boolean }, OrderErrorCode>> {
  const result = await applyOrderEvent(db, order.id, "retry_payment", { actor: "shopper", now: context.now, origin: context.origin, userId: context.userId, searchIndex: context.searchIndex });
  if (!result.ok) return fail(orderErrorCode(result.error));
  const fresh = (await findOrderById(db, order.id)) ?? order;
  return ok(await afterPlacingRedirect(db, fresh));
}

/** Where the shopper goes once the order is placed: the card page, our QPay page, or the order (bank transfer, or a payment that could not start). */
export async function afterPlacingRedirect(db: DB, order: OrderRecord): Promise<{ url: string; external: boolean }> {
  const orderPage = `/orders/${order.number}`;
  if (order.state !== "payment_pending") return { url: orderPage, external: false };
  const open = (await findOrderPayments(db, order.id)).filter((p) => p.state === "pending" && p.provider_ref);
  const latest = open.at(-1);
  if (!latest) return { url: orderPage, external: false };
  if (latest.method === "card" && latest.redirect_url) return { url: latest.redirect_url, external: true };
  if (latest.method === "qpay") return { url: `${orderPage}/pay`, external: false };
  return { url: orderPage, external: false };
}

