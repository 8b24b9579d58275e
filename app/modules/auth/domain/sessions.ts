import { MINUTE_MS } from "~/kernel/dates";

/** When a database session stops being valid: revoked, idle too long, or past its absolute end. */
export type SessionState = "active" | "revoked" | "idle" | "expired";

export interface SessionTimes {
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export function sessionState(session: SessionTimes, idleMs: number, now: Date): SessionState {
  if (session.revokedAt) return "revoked";
  if (Date.parse(session.expiresAt) <= now.getTime()) return "expired";
  if (Date.parse(session.lastSeenAt) + idleMs <= now.getTime()) return "idle";
  return "active";
}

/** last_seen_at is written at most once a minute, so reading pages costs no write each time. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

export function sessionNeedsTouch(lastSeenAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastSeenAt) >= SESSION_TOUCH_INTERVAL_MS;
}
