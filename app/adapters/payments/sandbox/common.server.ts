import { randomBytes } from "node:crypto";
import type { DB } from "~/db/client.server";
import type { SandboxPaymentTable } from "~/db/schema";
import { paymentSandboxEnabled } from "~/config/env.server";
import { shopNow } from "~/kernel/clock.server";
import { DEFAULT_TIMEOUT_MS } from "../http.server";
import { SIGNATURE_HEADER, signBody } from "../signature.server";
import { findSandboxEntry, findSandboxEntryByReference, insertSandboxEntry, updateSandboxEntryState } from "./queries.server";

/**
 * What the three payment simulators share: their books (table sandbox_payments), JSON replies,
 * and the callbacks they send to the shop. The simulators are plain `(request) => Response`
 * handlers and page functions, so the Remix routes stay thin and tests can mount them on a
 * bare node:http server.
 */

export type SandboxKind = SandboxPaymentTable["kind"];
export type BookEntry = Omit<SandboxPaymentTable, "data"> & { data: string };

export interface SandboxContext {
  db: DB;
  now?: () => Date;
}

/** The merchant name the simulators show on their pages. */
export const SANDBOX_MERCHANT_NAME = "Хар Сувд";

/** Every sandbox route starts here: off (production without PAYMENT_SANDBOX) means 404. */
export function requireSandbox(): void {
  if (!paymentSandboxEnabled()) throw new Response("Not found", { status: 404 });
}

export function nowIso(ctx: SandboxContext): string {
  // Without a request's `now` (a timer), the shop's one clock (docs/decisions/031-one-clock.md).
  return (ctx.now?.() ?? shopNow()).toISOString();
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function errorReply(status: number, error: string, message: string, headers: Record<string, string> = {}): Response {
  return json({ error, message }, status, headers);
}

/** The JSON body as an object, or a 400 reply saying what is wrong with it. */
export async function readJsonObject(request: Request): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: errorReply(400, "invalid_json", "The request body could not be read") };
  }
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
    return { ok: false, response: errorReply(400, "invalid_json", "The request body must be a JSON object") };
  } catch {
    return { ok: false, response: errorReply(400, "invalid_json", "The request body is not valid JSON") };
  }
}

/** Zod issues as one readable line: `amount: Expected number, received string; currency: ...`. */
export function describeIssues(issues: { path: (string | number)[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match ? match[1]! : null;
}

/** The path below `prefix` (e.g. "/sandbox/card/api"), split into segments; null when outside it. */
export function subPath(request: Request, prefix: string): string[] | null {
  const path = new URL(request.url).pathname;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return null;
  return path
    .slice(prefix.length)
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** `123,000 ₮`, as the simulators print amounts. */
export function formatSandboxAmount(amount: number): string {
  return `${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ₮`;
}

// --- the books ---------------------------------------------------------------------------

export async function insertEntry(
  ctx: SandboxContext,
  entry: { id: string; kind: SandboxKind; amount: number; state: string; reference: string; callbackUrl: string | null; returnUrl: string | null; data: object },
): Promise<BookEntry> {
  const at = nowIso(ctx);
  const row = {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    state: entry.state,
    reference: entry.reference,
    callback_url: entry.callbackUrl,
    return_url: entry.returnUrl,
    data: JSON.stringify(entry.data),
    created_at: at,
    updated_at: at,
  };
  await insertSandboxEntry(ctx.db, row);
  return row;
}

export async function findEntry(ctx: SandboxContext, kind: SandboxKind, id: string): Promise<BookEntry | undefined> {
  if (id.length > 64) return undefined;
  return findSandboxEntry(ctx.db, kind, id);
}

export async function findEntryByReference(ctx: SandboxContext, kind: SandboxKind, reference: string): Promise<BookEntry | undefined> {
  return findSandboxEntryByReference(ctx.db, kind, reference);
}

export function entryData<T extends object>(entry: BookEntry): Partial<T> {
  try {
    const parsed = JSON.parse(entry.data) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

/**
 * Moves an entry from one of `from` to `to` in one guarded statement (two clicks or a late
 * timer racing a click change it once). True when this call made the change.
 */
export async function transition(
  ctx: SandboxContext,
  entry: BookEntry,
  from: readonly string[],
  to: string,
  dataPatch: object = {},
): Promise<boolean> {
  const data = JSON.stringify({ ...entryData(entry), ...dataPatch });
  return updateSandboxEntryState(ctx.db, entry, { from, to, data, at: nowIso(ctx) });
}

// --- callbacks to the shop ---------------------------------------------------------------

/**
 * POSTs a signed JSON callback. Never throws: a shop that is down or answers an error is logged
 * and the simulator carries on (the shop asks for the status anyway).
 */
export async function sendSignedCallback(url: string, payload: object, secret: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<boolean> {
  const body = JSON.stringify(payload);
  return deliver(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signBody(body, secret) },
    body,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: "manual",
  });
}

/** A bare GET, as QPay calls the merchant. Never throws. */
export async function sendGetCallback(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<boolean> {
  return deliver(url, { method: "GET", signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
}

async function deliver(url: string, init: RequestInit): Promise<boolean> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status <= 299) return true;
    console.warn(`[payment sandbox] callback ${init.method} ${url} answered ${response.status}`);
    return false;
  } catch (error) {
    console.warn(`[payment sandbox] callback ${init.method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
