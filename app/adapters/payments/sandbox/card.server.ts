import { z } from "zod";
import {
  bearerToken,
  describeIssues,
  entryData,
  errorReply,
  findEntry,
  findEntryByReference,
  formatSandboxAmount,
  insertEntry,
  json,
  randomHex,
  readJsonObject,
  SANDBOX_MERCHANT_NAME,
  sendSignedCallback,
  subPath,
  transition,
  type BookEntry,
  type SandboxContext,
} from "./common.server";

/**
 * The card gateway simulator: the JSON API the card adapter speaks (under /sandbox/card/api)
 * and the hosted payment page (/sandbox/card/pay/{id}) a shopper is sent to.
 */

/** The sandbox's fixed credentials: the API key the shop sends and the secret it verifies callbacks with. */
export const CARD_SANDBOX_KEY = "sandbox-card-key";
export const CARD_SANDBOX_SECRET = "sandbox-card-secret";
export const CARD_API_PREFIX = "/sandbox/card/api";

/** Test cards: the first is approved, the second declined with `card_declined`. */
export const TEST_CARD_APPROVED = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const DECLINE_CODE = "card_declined";

type CardState = "pending" | "approved" | "declined" | "canceled" | "refunded";

interface CardData {
  currency: "MNT";
  description: string;
  locale: "mn" | "en";
  decline_code: string;
  refunded_amount: number;
}

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "must be an http(s) URL");

const CreateSchema = z.object({
  amount: z.number().int().positive().max(1_000_000_000_000),
  currency: z.literal("MNT"),
  reference: z.string().min(1).max(128),
  description: z.string().max(500).default(""),
  callback_url: httpUrl,
  return_url: httpUrl,
  locale: z.enum(["mn", "en"]).default("mn"),
});

const RefundSchema = z.object({ amount: z.number().int().positive() });

function paymentJson(entry: BookEntry, origin: string) {
  const data = entryData<CardData>(entry);
  return {
    id: entry.id,
    state: entry.state,
    amount: entry.amount,
    currency: "MNT",
    reference: entry.reference,
    description: data.description ?? "",
    ...(data.decline_code ? { decline_code: data.decline_code } : {}),
    refunded_amount: data.refunded_amount ?? 0,
    hosted_url: `${origin}/sandbox/card/pay/${entry.id}`,
    created_at: entry.created_at,
    updated_at: entry.updated_at,
  };
}

/** The gateway's JSON API. Server to server: a bearer key, no browser checks. */
export async function handleCardApi(request: Request, ctx: SandboxContext): Promise<Response> {
  const segments = subPath(request, CARD_API_PREFIX);
  if (!segments) return errorReply(404, "not_found", "No such endpoint");
  if (bearerToken(request) !== CARD_SANDBOX_KEY) {
    return errorReply(401, "unauthorized", "Missing or wrong API key (Authorization: Bearer <key>)", { "WWW-Authenticate": 'Bearer realm="card sandbox"' });
  }
  const origin = new URL(request.url).origin;
  const method = request.method.toUpperCase();
  const [collection, id, operation, ...rest] = segments;
  if (collection !== "payments" || rest.length > 0) return errorReply(404, "not_found", "No such endpoint");

  if (id === undefined) {
    if (method !== "POST") return errorReply(405, "method_not_allowed", "Use POST to create a payment", { Allow: "POST" });
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const parsed = CreateSchema.safeParse(body.value);
    if (!parsed.success) return errorReply(400, "invalid_request", describeIssues(parsed.error.issues));
    const input = parsed.data;
    // The reference works as an idempotency key: a retried create returns the first payment.
    const existing = await findEntryByReference(ctx, "card", input.reference);
    if (existing) {
      if (existing.amount !== input.amount) return errorReply(409, "duplicate_reference", "A payment with this reference and another amount exists");
      return json(paymentJson(existing, origin), 200);
    }
    const entry = await insertEntry(ctx, {
      id: `pay_${randomHex(12)}`,
      kind: "card",
      amount: input.amount,
      state: "pending",
      reference: input.reference,
      callbackUrl: input.callback_url,
      returnUrl: input.return_url,
      data: { currency: "MNT", description: input.description, locale: input.locale } satisfies Partial<CardData>,
    });
    return json(paymentJson(entry, origin), 201);
  }

  const entry = await findEntry(ctx, "card", id);
  if (!entry) return errorReply(404, "not_found", `No payment ${id}`);

  if (operation === undefined) {
    if (method !== "GET") return errorReply(405, "method_not_allowed", "Use GET to read a payment", { Allow: "GET" });
    return json(paymentJson(entry, origin));
  }
  if (method !== "POST") return errorReply(405, "method_not_allowed", `Use POST to ${operation}`, { Allow: "POST" });

  if (operation === "cancel") {
    // Idempotent: only a pending payment changes; any other is answered as it stands.
    await transition(ctx, entry, ["pending"], "canceled");
    return json(paymentJson((await findEntry(ctx, "card", id))!, origin));
  }

  if (operation === "refund") {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const parsed = RefundSchema.safeParse(body.value);
    if (!parsed.success) return errorReply(400, "invalid_request", describeIssues(parsed.error.issues));
    if (parsed.data.amount > entry.amount) return errorReply(400, "invalid_request", "amount: more than the payment");
    if (entry.state === "approved") {
      await transition(ctx, entry, ["approved"], "refunded", { refunded_amount: parsed.data.amount });
    } else if (entry.state !== "refunded") {
      return errorReply(409, "not_refundable", `A ${entry.state} payment cannot be refunded`);
    }
    return json(paymentJson((await findEntry(ctx, "card", id))!, origin));
  }

  return errorReply(404, "not_found", "No such endpoint");
}

// --- the hosted payment page -------------------------------------------------------------

export interface CardPageView {
  id: string;
  state: CardState;
  finished: boolean;
  merchant: string;
  amountText: string;
  description: string;
  reference: string;
  locale: "mn" | "en";
  returnUrl: string;
}

export async function cardPaymentPage(ctx: SandboxContext, id: string): Promise<CardPageView | null> {
  const entry = await findEntry(ctx, "card", id);
  if (!entry) return null;
  const data = entryData<CardData>(entry);
  return {
    id: entry.id,
    state: entry.state as CardState,
    finished: entry.state !== "pending",
    merchant: SANDBOX_MERCHANT_NAME,
    amountText: formatSandboxAmount(entry.amount),
    description: data.description ?? "",
    reference: entry.reference,
    locale: data.locale === "en" ? "en" : "mn",
    returnUrl: entry.return_url ?? "/",
  };
}

export type CardPageIntent = "pay" | "decline" | "late" | "abandon";

export type CardPageResult = { ok: true; redirectTo: string } | { ok: false; error: "test_card" };

/** Digits only: `4242 4242-4242 4242` reads as 4242424242424242. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * A button on the hosted page. Pay (a test card decides), Decline, Pay with a late callback,
 * or Abandon. A finished payment changes no more: every button just goes back to the shop.
 * Null when there is no such payment.
 */
export async function submitCardPayment(
  ctx: SandboxContext,
  id: string,
  input: { intent: string; cardNumber: string },
  options: { lateCallbackMs: number },
): Promise<CardPageResult | null> {
  const entry = await findEntry(ctx, "card", id);
  if (!entry) return null;
  const back: CardPageResult = { ok: true, redirectTo: entry.return_url ?? "/" };
  if (entry.state !== "pending" || input.intent === "abandon") return back;

  let outcome: "approved" | "declined";
  if (input.intent === "decline") {
    outcome = "declined";
  } else if (input.intent === "pay" || input.intent === "late") {
    const card = normalizeCardNumber(input.cardNumber);
    if (card === TEST_CARD_APPROVED) outcome = "approved";
    else if (card === TEST_CARD_DECLINED) outcome = "declined";
    else return { ok: false, error: "test_card" };
  } else {
    return back;
  }

  if (input.intent === "late") {
    scheduleLateOutcome(ctx, entry.id, outcome, options.lateCallbackMs);
    return back;
  }
  await settle(ctx, entry, outcome);
  return back;
}

async function settle(ctx: SandboxContext, entry: BookEntry, outcome: "approved" | "declined"): Promise<void> {
  const patch = outcome === "declined" ? { decline_code: DECLINE_CODE } : {};
  if (!(await transition(ctx, entry, ["pending"], outcome, patch))) return;
  if (entry.callback_url) {
    await sendSignedCallback(entry.callback_url, { id: entry.id, reference: entry.reference, state: outcome }, CARD_SANDBOX_SECRET);
  }
}

/** 'The callback arrives late': the payment stays pending for `delayMs`, then settles and calls back. */
function scheduleLateOutcome(ctx: SandboxContext, id: string, outcome: "approved" | "declined", delayMs: number): void {
  const timer = setTimeout(() => {
    void (async () => {
      const entry = await findEntry(ctx, "card", id);
      if (entry?.state === "pending") await settle(ctx, entry, outcome);
    })().catch((error: unknown) => {
      console.warn(`[payment sandbox] late card outcome for ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, delayMs);
  timer.unref();
}
