import { HOUR_MS, MINUTE_MS } from "~/kernel/dates";

/**
 * One-time code rules: 6 digits, 10 minutes, 5 wrong tries kill it. The numbers are the
 * issue's contract.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * MINUTE_MS;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * How many codes may be sent within an hour. Each limit is keyed on what it protects, so that
 * nobody reaches a limit that stands between somebody else and their code:
 * - per address (the phone or e-mail the code goes to): 5, against flooding one person;
 * - per user asking from their account (confirming a new e-mail or phone): 10, so one account
 *   cannot send codes to a long list of other people's numbers. Codes someone else can make
 *   the shop send for an account (sign-in, password reset, social link) do not count here,
 *   or a stranger could use up the owner's allowance;
 * - per client IP: 100, only a ceiling against one machine spraying many addresses. An office
 *   or a mobile carrier's NAT puts many shoppers behind one address, so this is twenty times
 *   the per-address limit (the old 5 an hour let one visitor lock out everyone behind it).
 */
export const CODES_PER_HOUR_PER_DESTINATION = 5;
export const CODES_PER_HOUR_PER_USER = 10;
export const CODES_PER_HOUR_PER_IP = 100;
export const RATE_WINDOW_MS = HOUR_MS;

export type CodePurposeName = "login" | "password_reset" | "confirm_email" | "confirm_phone" | "link_identity";

/** Codes only the signed-in owner of the account can ask for: these count per user (see above). */
export const OWNER_REQUESTED_PURPOSES = ["confirm_email", "confirm_phone"] as const satisfies readonly CodePurposeName[];

export function countsAgainstRequester(purpose: CodePurposeName): boolean {
  return (OWNER_REQUESTED_PURPOSES as readonly CodePurposeName[]).includes(purpose);
}

/**
 * What a wrong guess means, given the attempts spent on the code counting this one: the
 * guess that uses the last try says so at once, rather than inviting a sixth that cannot work.
 */
export function wrongGuessOutcome(attemptsSpent: number): "code.invalid" | "code.tooManyAttempts" {
  return attemptsSpent >= CODE_MAX_ATTEMPTS ? "code.tooManyAttempts" : "code.invalid";
}

export type CodeCheck = "ok" | "code.expired" | "code.used" | "code.tooManyAttempts";

export interface CodeState {
  expiresAt: string;
  consumedAt: string | null;
  attempts: number;
}

/** Whether a stored code can still be tried at `now` (before its hash is compared). */
export function codeUsable(code: CodeState, now: Date): CodeCheck {
  if (code.consumedAt) return "code.used";
  if (code.attempts >= CODE_MAX_ATTEMPTS) return "code.tooManyAttempts";
  if (Date.parse(code.expiresAt) <= now.getTime()) return "code.expired";
  return "ok";
}

/** A typed code, tolerant of spaces and dashes a phone keyboard or a copy adds. */
export function normaliseTypedCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(digits) ? digits : null;
}

export function codeExpiry(now: Date): string {
  return new Date(now.getTime() + CODE_TTL_MS).toISOString();
}
