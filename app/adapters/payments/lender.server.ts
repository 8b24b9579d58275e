import { z } from "zod";
import { DEFAULT_TIMEOUT_MS, invalidResponse, joinUrl, rejected, requestJson } from "./http.server";
import type { LenderProvider, LoanApplicationInput, LoanStatus } from "./payment-provider";
import { parseSignedCallback } from "./signature.server";

/**
 * The instalment lender's JSON API (`Authorization: Bearer <token>`).
 *
 *   POST {base}/applications               {order_number, amount, down_payment, applicant: {name, phone, email}, callback_url}
 *                                          -> {id, state: "pending"}
 *   GET  {base}/applications/{id}          -> {id, state: "pending"|"approved"|"declined"|"withdrawn", reason?}
 *   POST {base}/applications/{id}/withdraw (idempotent)
 *
 * Callbacks: POST {id, state} as JSON, signed `X-Signature: sha256=<hex HMAC-SHA256(token, raw body)>`.
 * A withdrawn application reads as declined with reason "withdrawn".
 */

export interface LenderOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

const PROVIDER = "lender";

const ApplicationSchema = z.object({
  id: z.string().min(1),
  state: z.enum(["pending", "approved", "declined", "withdrawn"]),
  reason: z.string().nullish(),
});

export function createLenderProvider(options: LenderOptions): LenderProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers = { Authorization: `Bearer ${options.token}` };
  const applicationPath = (id: string) => `applications/${encodeURIComponent(id)}`;

  async function call(method: string, path: string, what: string, body?: unknown) {
    const reply = await requestJson(PROVIDER, joinUrl(options.baseUrl, path), { method, headers, body, timeoutMs });
    if (reply.status < 200 || reply.status > 299) throw rejected(PROVIDER, what, reply);
    const parsed = ApplicationSchema.safeParse(reply.body);
    if (!parsed.success) throw invalidResponse(PROVIDER, what);
    return parsed.data;
  }

  return {
    async apply(input: LoanApplicationInput) {
      const application = await call("POST", "applications", "apply", {
        order_number: input.orderNumber,
        amount: input.amount,
        down_payment: input.downPayment,
        applicant: { name: input.applicant.name, phone: input.applicant.phone, email: input.applicant.email },
        callback_url: input.callbackUrl,
      });
      return { providerRef: application.id };
    },

    parseCallback(request: Request) {
      return parseSignedCallback(request, options.token);
    },

    async status(providerRef: string): Promise<LoanStatus> {
      const application = await call("GET", applicationPath(providerRef), "status");
      switch (application.state) {
        case "approved":
          return { status: "approved" };
        case "declined":
          return application.reason ? { status: "declined", reason: application.reason } : { status: "declined" };
        case "withdrawn":
          return { status: "declined", reason: "withdrawn" };
        case "pending":
          return { status: "pending" };
      }
    },

    async withdraw(providerRef: string): Promise<void> {
      await call("POST", `${applicationPath(providerRef)}/withdraw`, "withdraw");
    },
  };
}
