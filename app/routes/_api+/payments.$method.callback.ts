import { shopNow } from "~/kernel/clock.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/client.server";
import { handleLenderCallback, handlePaymentCallback } from "~/modules/payments/payments.server";

/**
 * Server-to-server notifications from the payment providers (card gateway, QPay, lender).
 * A callback only says "look again": the services re-check with the provider and settle
 * idempotently, so repeats and late arrivals are harmless. QPay may call with GET.
 */
async function handle(request: Request, method: string | undefined): Promise<Response> {
  const origin = new URL(request.url).origin;
  const now = shopNow();
  let status = 404;
  try {
    if (method === "card" || method === "qpay") status = await handlePaymentCallback(db(), method, request, origin, now);
    else if (method === "lender") status = await handleLenderCallback(db(), request, origin, now);
  } catch (error) {
    console.error(`[payments] ${method} callback failed`, error);
    status = 503; // the provider retries later
  }
  return new Response(status === 200 ? "SUCCESS" : "", { status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}

export function action({ request, params }: ActionFunctionArgs) {
  return handle(request, params.method);
}

export function loader({ request, params }: LoaderFunctionArgs) {
  if (params.method !== "qpay") return new Response("", { status: 405 });
  return handle(request, params.method);
}
