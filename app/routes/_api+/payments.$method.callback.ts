import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { lenderProvider, paymentProvider } from "~/adapters/payments/index.server";
import { handleLenderCallback, handlePaymentCallback } from "~/modules/payments/index.server";

/**
 * Server-to-server notifications from the payment providers (card gateway, QPay, lender).
 * A callback only says "look again": the services re-check with the provider and settle
 * idempotently, so repeats and late arrivals are harmless. QPay may call with GET.
 *
 * The request is read here, with the provider's own `parseCallback` (signatures, body shapes),
 * so the payments module gets plain values (its use cases never take a Request). A provider that
 * is not configured answers 404 before anything is read.
 */
async function handle(request: Request, context: AppLoadContext, method: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  const origin = url.origin;
  const now = context.now;
  let status = 404;
  try {
    if (method === "card" || method === "qpay") {
      const provider = paymentProvider(method, origin);
      if (provider) {
        const parsed = await provider.parseCallback(request.clone());
        const callback = { providerRef: parsed?.providerRef ?? null, paymentId: Number(url.searchParams.get("payment")) };
        status = await handlePaymentCallback(context.db, context.searchIndex, method, callback, origin, now);
      }
    } else if (method === "lender") {
      const lender = lenderProvider(origin);
      if (lender) {
        const parsed = await lender.parseCallback(request.clone());
        status = await handleLenderCallback(context.db, context.searchIndex, parsed?.providerRef ?? null, origin, now);
      }
    }
  } catch (error) {
    console.error(`[payments] ${method} callback failed`, error);
    status = 503; // the provider retries later
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
