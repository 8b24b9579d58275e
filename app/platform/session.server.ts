import { createHash, randomBytes } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import type { DB } from "~/db/client.server";
import type { User } from "~/db/schema";
import { findSessionWithUser, insertSession, revokeSessionRow, touchSession } from "~/modules/auth/index.server";
import { sessionNeedsTouch, sessionState } from "~/modules/auth";
import { secureCookies, sessionSecrets, sessionTimeouts } from "~/config/env.server";

/**
 * The session cookie holds one opaque random token and nothing else; the database row (keyed
 * by the token's hash) says who it belongs to and whether it still counts. The cookie is
 * signed with the configured secrets: the first signs, all of them verify (rotation).
 */
const storage = createCookieSessionStorage<{ token: string }>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    secrets: sessionSecrets(),
  },
});

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface LoadedSession {
  id: string;
  user: User;
}

export type SessionLookup =
  | { status: "none" }
  | { status: "active"; session: LoadedSession }
  /** A cookie whose row was revoked or timed out: the caller clears the cookie (auto sign-out). */
  | { status: "ended"; reason: "revoked" | "idle" | "expired" | "unknown" };

export async function readSessionToken(request: Request): Promise<string | null> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const token = session.get("token");
  return typeof token === "string" && token.length >= 32 ? token : null;
}

export async function lookupSession(db: DB, request: Request, now: Date): Promise<SessionLookup> {
  const token = await readSessionToken(request);
  if (!token) return { status: "none" };
  const id = hashSessionToken(token);
  const found = await findSessionWithUser(db, id);
  if (!found) return { status: "ended", reason: "unknown" };
  const state = sessionState(
    { lastSeenAt: found.session.last_seen_at, expiresAt: found.session.expires_at, revokedAt: found.session.revoked_at },
    sessionTimeouts().idleMs,
    now,
  );
  if (state !== "active") {
    if (state !== "revoked") await revokeSessionRow(db, id, state, now);
    return { status: "ended", reason: state };
  }
  if (sessionNeedsTouch(found.session.last_seen_at, now)) await touchSession(db, id, now);
  return { status: "active", session: { id, user: found.user } };
}

/** Starts a fresh session (a new id on every sign-in) and returns its Set-Cookie value. */
export async function startSession(
  db: DB,
  userId: number,
  client: { userAgent: string; ip: string },
  now: Date,
): Promise<{ id: string; cookie: string }> {
  const token = randomBytes(32).toString("base64url");
  const id = hashSessionToken(token);
  const { absoluteMs } = sessionTimeouts();
  const expiresAt = new Date(now.getTime() + absoluteMs);
  await insertSession(db, { id, userId, expiresAt: expiresAt.toISOString(), userAgent: client.userAgent, ip: client.ip }, now);
  const session = await storage.getSession();
  session.set("token", token);
  return { id, cookie: await storage.commitSession(session, { expires: expiresAt }) };
}

export async function endSession(db: DB, sessionId: string | null, reason: string, now: Date): Promise<string> {
  if (sessionId) await revokeSessionRow(db, sessionId, reason, now);
  return clearSessionCookie();
}

export async function clearSessionCookie(): Promise<string> {
  return storage.destroySession(await storage.getSession());
}
