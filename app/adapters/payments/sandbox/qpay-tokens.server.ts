import { randomUUID } from "node:crypto";
import { shopNow } from "~/kernel/clock.server";
import { randomHex } from "./common.server";

/**
 * The QPay simulator's tokens: random strings in a process-wide map (kept across dev rebuilds,
 * lost on restart, when the adapter simply signs in again). Lifetimes as QPay's: an access
 * token for an hour, a refresh token for a day, both reported as Unix times.
 */

const ACCESS_TTL_SECONDS = 60 * 60;
const REFRESH_TTL_SECONDS = 24 * 60 * 60;
const MAX_TOKENS = 10_000;

interface TokenRecord {
  kind: "access" | "refresh";
  expiresAt: number;
}

declare global {
  var __qpaySandboxTokens: Map<string, TokenRecord> | undefined;
}

export function tokenStore(): Map<string, TokenRecord> {
  globalThis.__qpaySandboxTokens ??= new Map();
  return globalThis.__qpaySandboxTokens;
}

/** Forgets issued tokens, as if they expired: "access" keeps refresh tokens working. For tests. */
export function revokeSandboxQpayTokens(which: "access" | "all" = "all"): void {
  const store = tokenStore();
  for (const [token, record] of store) if (which === "all" || record.kind === "access") store.delete(token);
}

export function validToken(token: string | null, kind: TokenRecord["kind"]): boolean {
  if (!token) return false;
  const record = tokenStore().get(token);
  if (!record || record.kind !== kind) return false;
  if (record.expiresAt <= shopNow().getTime()) {
    tokenStore().delete(token);
    return false;
  }
  return true;
}

export function issueTokens() {
  const store = tokenStore();
  const now = shopNow().getTime();
  if (store.size > MAX_TOKENS) {
    for (const [token, record] of store) if (record.expiresAt <= now || store.size > MAX_TOKENS / 2) store.delete(token);
  }
  const access = randomHex(24);
  const refresh = randomHex(24);
  store.set(access, { kind: "access", expiresAt: now + ACCESS_TTL_SECONDS * 1000 });
  store.set(refresh, { kind: "refresh", expiresAt: now + REFRESH_TTL_SECONDS * 1000 });
  const seconds = Math.floor(now / 1000);
  // Like QPay: expires_in and refresh_expires_in are Unix times (seconds).
  return {
    token_type: "bearer",
    access_token: access,
    expires_in: seconds + ACCESS_TTL_SECONDS,
    refresh_token: refresh,
    refresh_expires_in: seconds + REFRESH_TTL_SECONDS,
    scope: "profile email",
    "not-before-policy": "0",
    session_state: randomUUID(),
  };
}

export function basicCredentials(request: Request): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.get("Authorization") ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
