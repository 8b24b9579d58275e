import { z } from "zod";
import { DEFAULT_TIMEOUT_MS, invalidResponse, joinUrl, rejected, requestJson, type HttpReply } from "./http.server";
import type { PaymentProvider, ProviderStatus, StartedPayment, StartPaymentInput } from "./payment-provider";
import { PaymentProviderError } from "./payment-provider";
import { shopNow } from "~/kernel/clock.server";

/**
 * QPay merchant API v2 (https://merchant.qpay.mn/v2).
 *
 *   POST   /v2/auth/token            Basic username:password -> {access_token, expires_in, refresh_token, refresh_expires_in}
 *   POST   /v2/auth/refresh          Bearer refresh_token    -> the same
 *   POST   /v2/invoice               {invoice_code, sender_invoice_no, invoice_receiver_code, invoice_description, amount, callback_url}
 *                                    -> {invoice_id, qr_text, qr_image, qPay_shortUrl, urls}
 *   GET    /v2/invoice/{id}          -> {invoice_status, total_amount, ...}
 *   DELETE /v2/invoice/{id}          cancels an unpaid invoice
 *   POST   /v2/payment/check         {object_type: "INVOICE", object_id, offset} -> {count, paid_amount, rows}
 *   DELETE /v2/payment/refund/{pid}  refunds one payment
 *
 * QPay writes `expires_in` / `refresh_expires_in` as Unix times in seconds, not durations; a
 * small number is read as a duration in case that ever changes. The access token is kept per
 * provider instance until a minute before it expires; a 401 drops it, then the refresh token is
 * tried, then a fresh Basic sign-in, and the call is repeated once.
 */

export interface QpayOptions {
  /** e.g. https://merchant.qpay.mn (the adapter adds /v2/...). */
  baseUrl: string;
  username: string;
  password: string;
  invoiceCode: string;
  timeoutMs?: number;
}

const PROVIDER = "QPay";
const EXPIRY_LEEWAY_MS = 60_000;

const TokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  refresh_token: z.string().min(1).optional(),
  refresh_expires_in: z.coerce.number().positive().optional(),
});

const InvoiceCreatedSchema = z.object({
  invoice_id: z.string().min(1),
  qr_text: z.string(),
  qr_image: z.string().nullish(),
  qPay_shortUrl: z.string().nullish(),
  urls: z
    .array(z.object({ name: z.string(), description: z.string().nullish(), logo: z.string().nullish(), link: z.string() }))
    .nullish(),
});

const amountSchema = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((value) => Math.round(Number(value)));

const PaymentCheckSchema = z.object({
  count: z.coerce.number().optional(),
  paid_amount: amountSchema.nullish(),
  rows: z
    .array(z.object({ payment_id: z.union([z.string(), z.number()]).transform(String), payment_status: z.string(), payment_amount: amountSchema.nullish() }))
    .default([]),
});

const InvoiceSchema = z.object({
  invoice_status: z.string().nullish(),
  total_amount: amountSchema.nullish(),
  gross_amount: amountSchema.nullish(),
  invoice_amount: amountSchema.nullish(),
  amount: amountSchema.nullish(),
});

interface TokenState {
  access: string;
  accessExpiresAt: number;
  refresh: string | null;
  refreshExpiresAt: number;
}

/** Unix seconds (QPay) or a duration in seconds, as an epoch in milliseconds. */
function expiryMs(value: number, now: number): number {
  return value > 1_000_000_000 ? value * 1000 : now + value * 1000;
}

export function createQpayProvider(options: QpayOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = (path: string) => joinUrl(options.baseUrl, path);
  let token: TokenState | null = null;
  let signingIn: Promise<TokenState> | null = null;

  async function obtainToken(): Promise<TokenState> {
    const now = shopNow().getTime();
    if (token?.refresh && now < token.refreshExpiresAt - EXPIRY_LEEWAY_MS) {
      const refreshed = await tokenCall("v2/auth/refresh", `Bearer ${token.refresh}`, "refresh").catch((error: unknown) => {
        if (error instanceof PaymentProviderError && error.code === "unreachable") throw error;
        return null;
      });
      if (refreshed) return refreshed;
    }
    const basic = Buffer.from(`${options.username}:${options.password}`, "utf8").toString("base64");
    const fresh = await tokenCall("v2/auth/token", `Basic ${basic}`, "sign-in");
    if (!fresh) throw new PaymentProviderError(`${PROVIDER}: sign-in refused (check QPAY_USERNAME / QPAY_PASSWORD)`, "rejected");
    return fresh;
  }

  async function tokenCall(path: string, authorization: string, what: string): Promise<TokenState | null> {
    const reply = await requestJson(PROVIDER, url(path), { method: "POST", headers: { Authorization: authorization }, timeoutMs });
    if (reply.status === 401 || reply.status === 403) return null;
    if (reply.status < 200 || reply.status > 299) throw rejected(PROVIDER, what, reply);
    const parsed = TokenSchema.safeParse(reply.body);
    if (!parsed.success) throw invalidResponse(PROVIDER, what);
    const now = shopNow().getTime();
    return {
      access: parsed.data.access_token,
      accessExpiresAt: expiryMs(parsed.data.expires_in, now),
      refresh: parsed.data.refresh_token ?? null,
      refreshExpiresAt: parsed.data.refresh_expires_in ? expiryMs(parsed.data.refresh_expires_in, now) : 0,
    };
  }

  async function accessToken(): Promise<string> {
    if (token && shopNow().getTime() < token.accessExpiresAt - EXPIRY_LEEWAY_MS) return token.access;
    // Concurrent calls share one sign-in.
    signingIn ??= obtainToken().finally(() => {
      signingIn = null;
    });
    token = await signingIn;
    return token.access;
  }

  async function call(method: string, path: string, what: string, body?: unknown): Promise<HttpReply> {
    for (let attempt = 0; ; attempt++) {
      const access = await accessToken();
      const reply = await requestJson(PROVIDER, url(path), { method, headers: { Authorization: `Bearer ${access}` }, body, timeoutMs });
      if (reply.status !== 401 || attempt > 0) return reply;
      // The token was revoked or expired early: forget it (keeping the refresh token) and retry once.
      if (token?.access === access) token = { ...token, accessExpiresAt: 0 };
    }
  }

  async function check(invoiceId: string) {
    const reply = await call("POST", "v2/payment/check", "payment check", {
      object_type: "INVOICE",
      object_id: invoiceId,
      offset: { page_number: 1, page_limit: 100 },
    });
    if (reply.status < 200 || reply.status > 299) throw rejected(PROVIDER, "payment check", reply);
    const parsed = PaymentCheckSchema.safeParse(reply.body);
    if (!parsed.success) throw invalidResponse(PROVIDER, "payment check");
    return parsed.data;
  }

  /** The invoice, or null when QPay no longer knows it (deleted). */
  async function invoice(invoiceId: string) {
    const reply = await call("GET", `v2/invoice/${encodeURIComponent(invoiceId)}`, "invoice");
    if (reply.status === 404) return null;
    if (reply.status < 200 || reply.status > 299) throw rejected(PROVIDER, "invoice", reply);
    const parsed = InvoiceSchema.safeParse(reply.body);
    if (!parsed.success) throw invalidResponse(PROVIDER, "invoice");
    return parsed.data;
  }

  return {
    method: "qpay",

    async start(input: StartPaymentInput): Promise<StartedPayment> {
      const reply = await call("POST", "v2/invoice", "invoice", {
        invoice_code: options.invoiceCode,
        sender_invoice_no: String(input.paymentId),
        invoice_receiver_code: input.orderNumber.slice(0, 45),
        invoice_description: input.description.slice(0, 255),
        amount: input.amount,
        callback_url: input.callbackUrl,
      });
      if (reply.status < 200 || reply.status > 299) throw rejected(PROVIDER, "invoice", reply);
      const parsed = InvoiceCreatedSchema.safeParse(reply.body);
      if (!parsed.success) throw invalidResponse(PROVIDER, "invoice");
      const created = parsed.data;
      return {
        providerRef: created.invoice_id,
        redirectUrl: null,
        qr: {
          text: created.qr_text,
          imageDataUri: created.qr_image ? `data:image/png;base64,${created.qr_image}` : undefined,
          links: (created.urls ?? []).map((link) => ({
            name: link.name,
            description: link.description ?? undefined,
            logo: link.logo ?? undefined,
            link: link.link,
          })),
          shortUrl: created.qPay_shortUrl ?? undefined,
        },
      };
    },

    /**
     * QPay signs nothing: its callback is a bare GET or POST to the callback URL we gave it,
     * sometimes with `?qpay_payment_id=...` appended. The invoice id is returned when the request
     * names it (`invoice_id` in the query, or `invoice_id` / `object_id` in a JSON or form body);
     * otherwise null, and the shop falls back to its own payment id, which it put in the callback
     * URL's query (e.g. `/payments/qpay/callback?payment=42`). Either way the shop must ask
     * `status()` before believing anything: nothing in the request is trusted.
     */
    async parseCallback(request: Request) {
      const valid = (value: unknown) =>
        typeof value === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(value) ? { providerRef: value } : null;
      const fromQuery = valid(new URL(request.url).searchParams.get("invoice_id"));
      if (fromQuery) return fromQuery;
      if (request.method === "GET" || request.method === "HEAD") return null;
      const type = request.headers.get("Content-Type") ?? "";
      try {
        if (type.includes("application/json")) {
          const body = (await request.json()) as Record<string, unknown> | null;
          return valid(body?.invoice_id) ?? valid(body?.object_id);
        }
        if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
          const form = await request.formData();
          return valid(form.get("invoice_id")) ?? valid(form.get("object_id"));
        }
      } catch {
        return null;
      }
      return null;
    },

    async status(providerRef: string): Promise<ProviderStatus> {
      const checked = await check(providerRef);
      const paidRows = checked.rows.filter((row) => row.payment_status === "PAID");
      const paidSum = paidRows.reduce((sum, row) => sum + (row.payment_amount ?? 0), 0) || (paidRows.length > 0 ? (checked.paid_amount ?? 0) : 0);
      const found = await invoice(providerRef);
      const invoiceStatus = found?.invoice_status?.toUpperCase() ?? null;
      if (paidSum > 0) {
        const due = found ? (found.total_amount ?? found.gross_amount ?? found.invoice_amount ?? found.amount ?? null) : null;
        if (due === null || paidSum >= due) return { status: "paid", amount: paidSum };
        return { status: "pending" };
      }
      if (!found || invoiceStatus === "CANCELED" || invoiceStatus === "CANCELLED" || invoiceStatus === "DELETED" || invoiceStatus === "EXPIRED") {
        return { status: "canceled" };
      }
      // Paid once and refunded since: nothing is paid any more.
      if (checked.rows.some((row) => row.payment_status === "REFUNDED" || row.payment_status === "REFUND")) return { status: "canceled" };
      // NEW or FAILED attempts leave the invoice open: the shopper may still pay it.
      return { status: "pending" };
    },

    async cancel(providerRef: string): Promise<void> {
      const reply = await call("DELETE", `v2/invoice/${encodeURIComponent(providerRef)}`, "invoice cancel");
      if (reply.status >= 200 && reply.status <= 299) return;
      // Already gone, already canceled or already paid: nothing left to abandon.
      if (reply.status === 404) return;
      const error = (reply.body as { error?: unknown } | null)?.error;
      if (typeof error === "string" && /PAID|CANCEL|CLOSED|NOTFOUND|NOT_FOUND/i.test(error)) return;
      throw rejected(PROVIDER, "invoice cancel", reply);
    },

    async refund(providerRef: string, amount: number): Promise<void> {
      if (!Number.isInteger(amount) || amount <= 0) throw new PaymentProviderError(`${PROVIDER}: refund amount must be a positive integer`, "rejected");
      const checked = await check(providerRef);
      const paid = checked.rows.filter((row) => row.payment_status === "PAID");
      if (paid.length === 0) {
        if (checked.rows.some((row) => row.payment_status === "REFUNDED" || row.payment_status === "REFUND")) return; // done before
        throw new PaymentProviderError(`${PROVIDER}: invoice ${providerRef} has no paid payment to refund`, "rejected");
      }
      for (const row of paid) {
        const reply = await call("DELETE", `v2/payment/refund/${encodeURIComponent(row.payment_id)}`, "refund", {});
        if (reply.status < 200 || reply.status > 299) throw rejected(PROVIDER, "refund", reply);
      }
    },
  };
}
