import { z } from "zod";
import { DEFAULT_TIMEOUT_MS, invalidResponse, joinUrl, rejected, requestJson } from "./http.server";
import type { PaymentProvider, ProviderStatus, StartedPayment, StartPaymentInput } from "./payment-provider";
import { PaymentProviderError } from "./payment-provider";
import { parseSignedCallback } from "./signature.server";

/**
 * The card gateway: a hosted payment page behind a JSON API (`Authorization: Bearer <apiKey>`).
 *
 *   POST {base}/payments              {amount, currency, reference, description, callback_url, return_url, locale}
 *                                     -> {id, state: "pending", hosted_url}
 *   GET  {base}/payments/{id}         -> {id, state, amount, reference, decline_code?}
 *   POST {base}/payments/{id}/cancel  (idempotent)
 *   POST {base}/payments/{id}/refund  {amount} (idempotent)
 *
 * Callbacks: POST {id, reference, state} as JSON to callback_url, signed
 * `X-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>`. Only the id is taken from them.
 */

export interface CardGatewayOptions {
  baseUrl: string;
  apiKey: string;
  /** Signs the callbacks. */
  secret: string;
  timeoutMs?: number;
}

const PROVIDER = "card gateway";

const PaymentSchema = z.object({
  id: z.string().min(1),
  state: z.enum(["pending", "approved", "declined", "canceled", "refunded"]),
  amount: z.number().int().nonnegative().optional(),
  reference: z.string().optional(),
  decline_code: z.string().nullish(),
  hosted_url: z.string().url().optional(),
});

export function createCardGatewayProvider(options: CardGatewayOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers = { Authorization: `Bearer ${options.apiKey}` };
  const url = (path: string) => joinUrl(options.baseUrl, path);
  const paymentPath = (id: string) => `payments/${encodeURIComponent(id)}`;

  async function call(method: string, path: string, what: string, body?: unknown) {
    const reply = await requestJson(PROVIDER, url(path), { method, headers, body, timeoutMs });
    if (reply.status < 200 || reply.status > 299) throw rejected(PROVIDER, what, reply);
    const parsed = PaymentSchema.safeParse(reply.body);
    if (!parsed.success) throw invalidResponse(PROVIDER, what);
    return parsed.data;
  }

  return {
    method: "card",

    async start(input: StartPaymentInput): Promise<StartedPayment> {
      const payment = await call("POST", "payments", "start", {
        amount: input.amount,
        currency: "MNT",
        reference: String(input.paymentId),
        description: input.description,
        callback_url: input.callbackUrl,
        return_url: input.returnUrl,
        locale: input.locale,
      });
      if (!payment.hosted_url) throw invalidResponse(PROVIDER, "start");
      return { providerRef: payment.id, redirectUrl: payment.hosted_url };
    },

    parseCallback(request: Request) {
      return parseSignedCallback(request, options.secret);
    },

    async status(providerRef: string): Promise<ProviderStatus> {
      const payment = await call("GET", paymentPath(providerRef), "status");
      switch (payment.state) {
        case "approved":
          if (payment.amount === undefined) throw invalidResponse(PROVIDER, "status");
          return { status: "paid", amount: payment.amount };
        case "declined":
          return { status: "failed", code: payment.decline_code || "declined" };
        case "canceled":
        case "refunded":
          return { status: "canceled" };
        case "pending":
          return { status: "pending" };
      }
    },

    async cancel(providerRef: string): Promise<void> {
      await call("POST", `${paymentPath(providerRef)}/cancel`, "cancel");
    },

    async refund(providerRef: string, amount: number): Promise<void> {
      if (!Number.isInteger(amount) || amount <= 0) throw new PaymentProviderError(`${PROVIDER}: refund amount must be a positive integer`, "rejected");
      await call("POST", `${paymentPath(providerRef)}/refund`, "refund", { amount });
    },
  };
}
