import { randomInt, randomUUID } from "node:crypto";
import { z } from "zod";
import { qrPngBase64 } from "../qr.server";
import { findQpayEntryByPaymentId } from "./queries.server";
import { basicCredentials, issueTokens, tokenStore, validToken } from "./qpay-tokens.server";
import {
  bearerToken,
  describeIssues,
  entryData,
  errorReply,
  findEntry,
  formatSandboxAmount,
  insertEntry,
  json,
  nowIso,
  readJsonObject,
  SANDBOX_MERCHANT_NAME,
  sendGetCallback,
  subPath,
  transition,
  type BookEntry,
  type SandboxContext,
} from "./common.server";

/**
 * The QPay simulator: the merchant API v2 under /sandbox/qpay/v2 (Basic sign-in, bearer tokens,
 * invoices, payment check, cancel, refund) and a 'bank app' page (/sandbox/qpay/bank/{invoice})
 * where the shopper pays or declines an invoice, as a bank app would after scanning the QR.
 */

export { revokeSandboxQpayTokens } from "./qpay-tokens.server";

export const QPAY_SANDBOX_USERNAME = "SANDBOX_MERCHANT";
export const QPAY_SANDBOX_PASSWORD = "sandbox-qpay-password";
export const QPAY_SANDBOX_INVOICE_CODE = "SANDBOX_INVOICE";
export const QPAY_API_PREFIX = "/sandbox/qpay/v2";


/** Bank apps the invoice offers (QPay's `urls`). */
export const SANDBOX_BANK_APPS = [
  { app: "khanbank", name: "Khan bank", description: "Хаан банк", color: "#00704a", initials: "KB" },
  { app: "golomtbank", name: "Golomt bank", description: "Голомт банк", color: "#1d3f8f", initials: "GB" },
  { app: "tdbbank", name: "TDB online", description: "Худалдаа хөгжлийн банк", color: "#0b4f8a", initials: "TDB" },
] as const;

type InvoiceState = "open" | "paid" | "canceled" | "refunded";
type PaymentStatus = "NEW" | "FAILED" | "PAID" | "REFUNDED";

interface SandboxQpayPayment {
  payment_id: string;
  payment_status: PaymentStatus;
  payment_amount: number;
  payment_date: string;
  payment_wallet: string;
}

interface InvoiceData {
  invoice_code: string;
  invoice_receiver_code: string;
  invoice_description: string;
  qr_text: string;
  payments: SandboxQpayPayment[];
}

// --- the API -------------------------------------------------------------------------------

const amountInput = z
  .union([z.number(), z.string().regex(/^\d+(\.0+)?$/, "must be a number")])
  .transform((value) => Number(value))
  .pipe(z.number().int("must be whole tugrik").positive().max(1_000_000_000_000));

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "must be an http(s) URL");

const InvoiceSchema = z.object({
  invoice_code: z.string().min(1).max(45),
  sender_invoice_no: z.string().min(1).max(45),
  invoice_receiver_code: z.string().min(1).max(45),
  invoice_description: z.string().min(1).max(255),
  amount: amountInput,
  callback_url: httpUrl,
});

const CheckSchema = z.object({
  object_type: z.literal("INVOICE"),
  object_id: z.string().min(1).max(64),
  offset: z.object({ page_number: z.number().int().min(1), page_limit: z.number().int().min(1).max(100) }).optional(),
});

const money = (amount: number) => amount.toFixed(2);

function invoiceStatus(state: string): string {
  if (state === "open") return "OPEN";
  if (state === "canceled") return "CANCELED";
  return "CLOSED";
}

function bankLink(origin: string, invoiceId: string, app?: string): string {
  return `${origin}/sandbox/qpay/bank/${invoiceId}${app ? `?app=${app}` : ""}`;
}

function logo(initials: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="40" font-family="sans-serif" font-size="${initials.length > 2 ? 18 : 24}" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The merchant API. Server to server: Basic for the token, bearer tokens for the rest. */
export async function handleQpayApi(request: Request, ctx: SandboxContext): Promise<Response> {
  const segments = subPath(request, QPAY_API_PREFIX);
  if (!segments) return errorReply(404, "NOT_FOUND", "No such endpoint");
  const method = request.method.toUpperCase();
  const path = segments.join("/");
  const origin = new URL(request.url).origin;

  if (path === "auth/token") {
    if (method !== "POST") return errorReply(405, "METHOD_NOT_ALLOWED", "Use POST", { Allow: "POST" });
    const credentials = basicCredentials(request);
    if (credentials?.username !== QPAY_SANDBOX_USERNAME || credentials.password !== QPAY_SANDBOX_PASSWORD) {
      return errorReply(401, "AUTHENTICATION_FAILED", "Wrong client id or secret (HTTP Basic)", { "WWW-Authenticate": 'Basic realm="qpay sandbox"' });
    }
    return json(issueTokens());
  }

  if (path === "auth/refresh") {
    if (method !== "POST") return errorReply(405, "METHOD_NOT_ALLOWED", "Use POST", { Allow: "POST" });
    const refresh = bearerToken(request);
    if (!validToken(refresh, "refresh")) return errorReply(401, "REFRESH_TOKEN_INVALID", "The refresh token is unknown or expired");
    tokenStore().delete(refresh!);
    return json(issueTokens());
  }

  if (!validToken(bearerToken(request), "access")) {
    return errorReply(401, "NO_CREDENTIALS", "Missing, unknown or expired access token", { "WWW-Authenticate": 'Bearer realm="qpay sandbox"' });
  }

  if (path === "invoice") {
    if (method !== "POST") return errorReply(405, "METHOD_NOT_ALLOWED", "Use POST", { Allow: "POST" });
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const parsed = InvoiceSchema.safeParse(body.value);
    if (!parsed.success) return errorReply(400, "INVALID_REQUEST", describeIssues(parsed.error.issues));
    const input = parsed.data;
    if (input.invoice_code !== QPAY_SANDBOX_INVOICE_CODE) return errorReply(400, "INVOICE_CODE_INVALID", "Unknown invoice_code");
    const invoiceId = randomUUID();
    const qrText = bankLink(origin, invoiceId);
    await insertEntry(ctx, {
      id: invoiceId,
      kind: "qpay",
      amount: input.amount,
      state: "open",
      reference: input.sender_invoice_no,
      callbackUrl: input.callback_url,
      returnUrl: null,
      data: {
        invoice_code: input.invoice_code,
        invoice_receiver_code: input.invoice_receiver_code,
        invoice_description: input.invoice_description,
        qr_text: qrText,
        payments: [],
      } satisfies InvoiceData,
    });
    return json({
      invoice_id: invoiceId,
      qr_text: qrText,
      qr_image: await qrPngBase64(qrText),
      qPay_shortUrl: bankLink(origin, invoiceId),
      urls: SANDBOX_BANK_APPS.map((bank) => ({
        name: bank.name,
        description: bank.description,
        logo: logo(bank.initials, bank.color),
        link: bankLink(origin, invoiceId, bank.app),
      })),
    });
  }

  if (segments[0] === "invoice" && segments.length === 2) {
    const entry = await findEntry(ctx, "qpay", segments[1]!);
    if (!entry) return errorReply(404, "INVOICE_NOTFOUND", "No such invoice");
    if (method === "GET") return json(invoiceJson(entry));
    if (method === "DELETE") {
      if (entry.state === "paid" || entry.state === "refunded") return errorReply(400, "INVOICE_PAID", "A paid invoice cannot be canceled");
      await transition(ctx, entry, ["open"], "canceled");
      return json({ invoice_id: entry.id, invoice_status: "CANCELED" });
    }
    return errorReply(405, "METHOD_NOT_ALLOWED", "Use GET or DELETE", { Allow: "GET, DELETE" });
  }

  if (path === "payment/check") {
    if (method !== "POST") return errorReply(405, "METHOD_NOT_ALLOWED", "Use POST", { Allow: "POST" });
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const parsed = CheckSchema.safeParse(body.value);
    if (!parsed.success) return errorReply(400, "INVALID_REQUEST", describeIssues(parsed.error.issues));
    const entry = await findEntry(ctx, "qpay", parsed.data.object_id);
    if (!entry) return errorReply(404, "INVOICE_NOTFOUND", "No such invoice");
    const payments = entryData<InvoiceData>(entry).payments ?? [];
    const { page_number, page_limit } = parsed.data.offset ?? { page_number: 1, page_limit: 100 };
    const page = payments.slice((page_number - 1) * page_limit, page_number * page_limit);
    return json({
      count: payments.length,
      paid_amount: payments.filter((p) => p.payment_status === "PAID").reduce((sum, p) => sum + p.payment_amount, 0),
      rows: page.map((p) => ({
        payment_id: p.payment_id,
        payment_status: p.payment_status,
        payment_amount: money(p.payment_amount),
        trx_fee: "0.00",
        payment_currency: "MNT",
        payment_wallet: p.payment_wallet,
        payment_type: "P2P",
        payment_date: p.payment_date,
        next_payment_date: null,
        next_payment_datetime: null,
        card_transactions: [],
        p2p_transactions: [],
      })),
    });
  }

  if (segments[0] === "payment" && segments[1] === "refund" && segments.length === 3) {
    if (method !== "DELETE") return errorReply(405, "METHOD_NOT_ALLOWED", "Use DELETE", { Allow: "DELETE" });
    const paymentId = segments[2]!;
    if (!/^\d{1,20}$/.test(paymentId)) return errorReply(404, "PAYMENT_NOTFOUND", "No such payment");
    const entry = await findQpayEntryByPaymentId(ctx.db, paymentId);
    const payments = entry ? (entryData<InvoiceData>(entry).payments ?? []) : [];
    const payment = payments.find((p) => p.payment_id === paymentId);
    if (!entry || !payment) return errorReply(404, "PAYMENT_NOTFOUND", "No such payment");
    if (payment.payment_status === "REFUNDED") return json({ payment_id: paymentId, payment_status: "REFUNDED" });
    if (payment.payment_status !== "PAID") return errorReply(400, "PAYMENT_NOT_PAID", "Only a paid payment can be refunded");
    const updated = payments.map((p) => (p.payment_id === paymentId ? { ...p, payment_status: "REFUNDED" as const } : p));
    const stillPaid = updated.some((p) => p.payment_status === "PAID");
    await transition(ctx, entry, [entry.state], stillPaid ? entry.state : "refunded", { payments: updated });
    return json({ payment_id: paymentId, payment_status: "REFUNDED" });
  }

  return errorReply(404, "NOT_FOUND", "No such endpoint");
}

function invoiceJson(entry: BookEntry) {
  const data = entryData<InvoiceData>(entry);
  return {
    invoice_id: entry.id,
    invoice_status: invoiceStatus(entry.state),
    invoice_code: data.invoice_code,
    sender_invoice_no: entry.reference,
    invoice_receiver_code: data.invoice_receiver_code,
    invoice_description: data.invoice_description,
    invoice_currency: "MNT",
    total_amount: money(entry.amount),
    gross_amount: money(entry.amount),
    callback_url: entry.callback_url,
    created_date: entry.created_at,
  };
}

// --- the bank app page -----------------------------------------------------------------------

export interface QpayBankView {
  invoiceId: string;
  state: InvoiceState;
  merchant: string;
  amountText: string;
  description: string;
  receiverCode: string;
  bankName: string;
  orderUrl: string | null;
}

function appFor(app: string | null) {
  return SANDBOX_BANK_APPS.find((bank) => bank.app === app) ?? null;
}

/** The shop's order page, derived from the callback URL's origin and the receiver code (the order number). */
function orderUrl(entry: BookEntry, receiverCode: string | undefined): string | null {
  if (!receiverCode || !entry.callback_url) return null;
  try {
    return `${new URL(entry.callback_url).origin}/orders/${encodeURIComponent(receiverCode)}`;
  } catch {
    return null;
  }
}

export async function qpayBankPage(ctx: SandboxContext, invoiceId: string, app: string | null): Promise<QpayBankView | null> {
  const entry = await findEntry(ctx, "qpay", invoiceId);
  if (!entry) return null;
  const data = entryData<InvoiceData>(entry);
  return {
    invoiceId: entry.id,
    state: entry.state as InvoiceState,
    merchant: SANDBOX_MERCHANT_NAME,
    amountText: formatSandboxAmount(entry.amount),
    description: data.invoice_description ?? "",
    receiverCode: data.invoice_receiver_code ?? "",
    bankName: appFor(app)?.name ?? "QPay",
    orderUrl: orderUrl(entry, data.invoice_receiver_code),
  };
}

export type QpayBankResult = {
  outcome: "paid" | "declined" | "already_paid" | "canceled";
  orderUrl: string | null;
  /** Whether the shop's callback answered 2xx (paid only). */
  notified?: boolean;
};

/**
 * Pay: one PAID payment for the whole amount, then QPay's bare GET to the callback URL with
 * `qpay_payment_id` appended. Decline: a FAILED attempt; the invoice stays open and unpaid.
 * Null when there is no such invoice.
 */
export async function submitQpayBankPayment(
  ctx: SandboxContext,
  invoiceId: string,
  intent: "pay" | "decline",
  app: string | null,
): Promise<QpayBankResult | null> {
  const entry = await findEntry(ctx, "qpay", invoiceId);
  if (!entry) return null;
  const data = entryData<InvoiceData>(entry);
  const link = orderUrl(entry, data.invoice_receiver_code);
  if (entry.state === "canceled") return { outcome: "canceled", orderUrl: link };
  if (entry.state !== "open") return { outcome: "already_paid", orderUrl: link };

  const payment: SandboxQpayPayment = {
    payment_id: String(randomInt(100_000_000_000, 999_999_999_999)),
    payment_status: intent === "pay" ? "PAID" : "FAILED",
    payment_amount: entry.amount,
    payment_date: nowIso(ctx),
    payment_wallet: appFor(app)?.name ?? "QPay",
  };
  const payments = [...(data.payments ?? []), payment];
  const changed = await transition(ctx, entry, ["open"], intent === "pay" ? "paid" : "open", { payments });
  if (!changed) {
    const now = await findEntry(ctx, "qpay", invoiceId);
    return { outcome: now?.state === "canceled" ? "canceled" : "already_paid", orderUrl: link };
  }
  if (intent === "decline") return { outcome: "declined", orderUrl: link };

  let notified = false;
  if (entry.callback_url) {
    try {
      const callback = new URL(entry.callback_url);
      callback.searchParams.set("qpay_payment_id", payment.payment_id);
      notified = await sendGetCallback(callback.toString());
    } catch {
      notified = false;
    }
  }
  return { outcome: "paid", orderUrl: link, notified };
}
