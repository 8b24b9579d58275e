import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { handleLenderCallback, handlePaymentCallback } from "~/modules/payments/index.server";

/**
 * Server-to-server notifications from the payment providers (card gateway, QPay, lender).
 * A callback only says "look again": the services re-check with the provider and settle
 * idempotently, so repeats and late arrivals are harmless. QPay may call with GET.
 */
async function handle(request: Request, context: AppLoadContext, method: string | undefined): Promise<Response> {
  const origin = new URL(request.url).origin;
  const now = context.now;
  let status = 404;
  try {
    if (method === "card" || method === "qpay") status = await handlePaymentCallback(context.db, context.searchIndex, method, request, origin, now);
    else if (method === "lender") status = await handleLenderCallback(context.db, context.searchIndex, request, origin, now);
  } catch (error) {
    console.error(`[payments] ${method} callback failed`, error);
    status = 503; // the provider retries later
  }
  return new Response(status === 200 ? "SUCCESS" : "", { status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return handle(request, context, params.method);
}

export function loader({ request, params, context }: LoaderFunctionArgs) {
  if (params.method !== "qpay") return new Response("", { status: 405 });
  return handle(request, context, params.method);
}
