import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { findOrderForViewer } from "~/web/order-access.server";

import { refreshPayment } from "~/modules/payments/index.server";
import { findPayment } from "~/modules/orders/index.server";
import { redirectWithToast } from "~/platform/toast.server";

/**
 * Where a payment provider sends the shopper back (`?payment=`). The redirect is not proof of
 * payment: the payment is re-checked with the provider, then the order page tells the truth
 * (and keeps checking while a late callback is still on its way).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const found = await findOrderForViewer(context, request, params.number ?? "");
  if (!found.ok) throw data(null, { status: 404 });
  const orderPage = `/orders/${found.order.number}`;
  const id = Number(new URL(request.url).searchParams.get("payment"));
  const payment = Number.isSafeInteger(id) && id > 0 ? await findPayment(context.db, id) : undefined;
  if (!payment || payment.order_id !== found.order.id) return redirect(orderPage);
  let outcome: Awaited<ReturnType<typeof refreshPayment>> = "pending";
  try {
    outcome = await refreshPayment(context.db, context.searchIndex, payment.id, new URL(request.url).origin, context.now);
  } catch (error) {
    console.error(`[payments] re-check of payment ${payment.id} failed`, error);
  }
  if (outcome === "paid") return redirectWithToast(orderPage, { kind: "success", key: "checkout:toast.paid" });
  if (outcome === "failed") return redirectWithToast(orderPage, { kind: "warning", key: "checkout:toast.paymentFailed" });
  return redirect(orderPage);
}
