import { HOUR_MS, MINUTE_MS } from "~/kernel/dates";

/**
 * The push outbox's rules (pure): when a failed push is tried again and what a push service's
 * answer means. RFC 8030: 201 is accepted; 404 and 410 say the subscription is gone for good (it
 * is deleted, with its waiting messages); 413 (payload too large), 400 and the other 4xx will
 * not change by trying again; 429, 5xx and no answer at all are tried again later.
 */

/** Attempt n + 1 waits this long after attempt n failed: 1 min, 5 min, 30 min, 2 h; then no more. */
export const RETRY_DELAYS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When the next attempt may start after `attempts` failed ones, or null when none is left. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

export type PushAnswer = "sent" | "gone" | "rejected" | "retry";

/** What the push service's HTTP status (null: no answer, a network error or timeout) means for the message. */
export function classifyAnswer(status: number | null): PushAnswer {
  if (status === null) return "retry";
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "rejected";
}
