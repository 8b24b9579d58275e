import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { paymentProvider } from "~/adapters/payments/index.server";
import { handleBookingCallback } from "~/modules/hotels/index.server";

/**
 * The payment providers' server-to-server notices about booking payments (card, QPay). Only a
 * hint: the hotels module asks the provider before it marks anything paid, so repeats and late
 * arrivals are harmless. QPay may call with GET.
 */
async function handle(request: Request, context: AppLoadContext, method: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  let status = 404;
  try {
    if (method === "card" || method === "qpay") {
      const provider = paymentProvider(method, url.origin);
      if (provider) {
        const parsed = await provider.parseCallback(request.clone());
        status = await handleBookingCallback(context.db, method, { providerRef: parsed?.providerRef ?? null, paymentId: Number(url.searchParams.get("payment")) }, url.origin, context.now);
      }
    }
  } catch (error) {
    console.error(`[hotels] ${method} callback failed`, error);
    status = 503;
  }
  return new Response(status === 200 ? "SUCCESS" : "", { status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}

export function loader({ request, params, context }: LoaderFunctionArgs) {
  if (params.method !== "qpay") return new Response("", { status: 405 });
  return handle(request, context, params.method);
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return handle(request, context, params.method);
}
