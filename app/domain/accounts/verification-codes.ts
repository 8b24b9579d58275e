/**
 * One-time code rules: 6 digits, 10 minutes, 5 wrong tries kill it, at most 5 codes an hour
 * per destination and per IP address. The numbers are the contract.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODES_PER_HOUR_PER_DESTINATION = 5;
export const CODES_PER_HOUR_PER_IP = 5;
export const RATE_WINDOW_MS = 60 * 60_000;

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
