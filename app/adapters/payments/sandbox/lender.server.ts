import { z } from "zod";
import { findSandboxEntriesInState } from "./queries.server";
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
  sendSignedCallback,
  subPath,
  transition,
  type BookEntry,
  type SandboxContext,
} from "./common.server";

/**
 * The instalment lender simulator: its JSON API under /sandbox/lender/api, a list of open
 * applications (/sandbox/lender) and a review page (/sandbox/lender/review/{id}) where a tester
 * approves or declines; the decision is sent to the shop as a signed callback.
 */

export const LENDER_SANDBOX_TOKEN = "sandbox-lender-token";
export const LENDER_API_PREFIX = "/sandbox/lender/api";

type ApplicationState = "pending" | "approved" | "declined" | "withdrawn";

interface ApplicationData {
  down_payment: number;
  applicant: { name: string; phone: string; email: string | null };
  reason: string;
}

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "must be an http(s) URL");

const ApplySchema = z.object({
  order_number: z.string().min(1).max(64),
  amount: z.number().int().positive().max(1_000_000_000_000),
  down_payment: z.number().int().nonnegative().max(1_000_000_000_000),
  applicant: z.object({
    name: z.string().trim().min(1).max(200),
    phone: z.string().trim().min(1).max(32),
    email: z.string().max(254).nullish(),
  }),
  callback_url: httpUrl,
});

function applicationJson(entry: BookEntry) {
  const data = entryData<ApplicationData>(entry);
  return {
    id: entry.id,
    state: entry.state,
    ...(data.reason ? { reason: data.reason } : {}),
    order_number: entry.reference,
    amount: entry.amount,
    down_payment: data.down_payment ?? 0,
    created_at: entry.created_at,
    updated_at: entry.updated_at,
  };
}

/** The lender's API. Server to server: a bearer token, no browser checks. */
export async function handleLenderApi(request: Request, ctx: SandboxContext): Promise<Response> {
  const segments = subPath(request, LENDER_API_PREFIX);
  if (!segments) return errorReply(404, "not_found", "No such endpoint");
  if (bearerToken(request) !== LENDER_SANDBOX_TOKEN) {
    return errorReply(401, "unauthorized", "Missing or wrong token (Authorization: Bearer <token>)", { "WWW-Authenticate": 'Bearer realm="lender sandbox"' });
  }
  const method = request.method.toUpperCase();
  const [collection, id, operation, ...rest] = segments;
  if (collection !== "applications" || rest.length > 0) return errorReply(404, "not_found", "No such endpoint");

  if (id === undefined) {
    if (method !== "POST") return errorReply(405, "method_not_allowed", "Use POST to apply", { Allow: "POST" });
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const parsed = ApplySchema.safeParse(body.value);
    if (!parsed.success) return errorReply(400, "invalid_request", describeIssues(parsed.error.issues));
    const input = parsed.data;
    // One open application per order: a retried apply gets the first one back.
    const existing = await findEntryByReference(ctx, "lender", input.order_number);
    if (existing && existing.state === "pending" && existing.amount === input.amount) return json(applicationJson(existing), 200);
    const entry = await insertEntry(ctx, {
      id: `app_${randomHex(12)}`,
      kind: "lender",
      amount: input.amount,
      state: "pending",
      reference: input.order_number,
      callbackUrl: input.callback_url,
      returnUrl: null,
      data: { down_payment: input.down_payment, applicant: { ...input.applicant, email: input.applicant.email ?? null } } satisfies Partial<ApplicationData>,
    });
    return json(applicationJson(entry), 201);
  }

  const entry = await findEntry(ctx, "lender", id);
  if (!entry) return errorReply(404, "not_found", `No application ${id}`);
  if (operation === undefined) {
    if (method !== "GET") return errorReply(405, "method_not_allowed", "Use GET to read an application", { Allow: "GET" });
    return json(applicationJson(entry));
  }
  if (operation === "withdraw") {
    if (method !== "POST") return errorReply(405, "method_not_allowed", "Use POST to withdraw", { Allow: "POST" });
    // Idempotent: an open (or approved, not yet paid out) application is withdrawn; others stay as they are.
    await transition(ctx, entry, ["pending", "approved"], "withdrawn");
    return json(applicationJson((await findEntry(ctx, "lender", id))!));
  }
  return errorReply(404, "not_found", "No such endpoint");
}

// --- pages -----------------------------------------------------------------------------------

export interface LenderApplicationView {
  id: string;
  state: ApplicationState;
  orderNumber: string;
  amountText: string;
  downPaymentText: string;
  applicantName: string;
  applicantPhone: string;
  applicantEmail: string | null;
  reason: string | null;
  createdAt: string;
}

function view(entry: BookEntry): LenderApplicationView {
  const data = entryData<ApplicationData>(entry);
  return {
    id: entry.id,
    state: entry.state as ApplicationState,
    orderNumber: entry.reference,
    amountText: formatSandboxAmount(entry.amount),
    downPaymentText: formatSandboxAmount(data.down_payment ?? 0),
    applicantName: data.applicant?.name ?? "",
    applicantPhone: data.applicant?.phone ?? "",
    applicantEmail: data.applicant?.email ?? null,
    reason: data.reason || null,
    createdAt: entry.created_at,
  };
}

/** Applications waiting for a decision, newest first. */
export async function pendingLenderApplications(ctx: SandboxContext, limit = 50): Promise<LenderApplicationView[]> {
  const rows = await findSandboxEntriesInState(ctx.db, "lender", "pending", limit);
  return rows.map(view);
}

export async function lenderApplicationPage(ctx: SandboxContext, id: string): Promise<LenderApplicationView | null> {
  const entry = await findEntry(ctx, "lender", id);
  return entry ? view(entry) : null;
}

export type LenderDecisionResult = { outcome: "approved" | "declined"; notified: boolean } | { outcome: "already_decided"; state: ApplicationState };

/** Approve or decline an open application, then tell the shop (signed callback). Null when unknown. */
export async function decideLenderApplication(
  ctx: SandboxContext,
  id: string,
  decision: "approve" | "decline",
  reason: string | null,
): Promise<LenderDecisionResult | null> {
  const entry = await findEntry(ctx, "lender", id);
  if (!entry) return null;
  const state = decision === "approve" ? "approved" : "declined";
  const patch = decision === "decline" && reason ? { reason: reason.slice(0, 200) } : {};
  if (!(await transition(ctx, entry, ["pending"], state, patch))) {
    const now = await findEntry(ctx, "lender", id);
    return { outcome: "already_decided", state: (now?.state ?? entry.state) as ApplicationState };
  }
  const notified = entry.callback_url ? await sendSignedCallback(entry.callback_url, { id: entry.id, state }, LENDER_SANDBOX_TOKEN) : false;
  return { outcome: state, notified };
}
