import { randomInt } from "node:crypto";
import { queueCodeMessage } from "~/adapters/messages/index.server";
import type { DB } from "~/db/client.server";
import {
  consumeCode,
  findLatestOpenCode,
  insertCodeWithinLimits,
  retireOlderCodes,
  spendAttempt,
  type VerificationCodeRow,
} from "./queries/verification-codes.server";
import type { CodePurpose } from "~/db/schema";
import type { Identifier } from "~/kernel/identifiers";
import {
  CODE_MAX_ATTEMPTS,
  CODES_PER_HOUR_PER_DESTINATION,
  CODES_PER_HOUR_PER_IP,
  CODES_PER_HOUR_PER_USER,
  RATE_WINDOW_MS,
  codeExpiry,
  codeUsable,
  countsAgainstRequester,
  normaliseTypedCode,
  wrongGuessOutcome,
} from "./domain/verification-codes";
import { sessionSecrets } from "~/config/env.server";
import { hmacSha256, signedByAny } from "~/kernel/signing.server";

/** Codes are stored as an HMAC under the server secret: a leaked table does not give them away. */
function hashCode(purpose: CodePurpose, destination: string, code: string, secret = sessionSecrets()[0]!): string {
  return hmacSha256(secret, `${purpose}\n${destination}\n${code}`).toString("hex");
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export interface IssueCodeInput {
  purpose: CodePurpose;
  identifier: Identifier;
  ip: string;
  locale: "mn" | "en";
  userId?: number | null;
  payload?: unknown;
  /** False when the code must be recorded (for the limits and equal timing) but not sent. */
  deliver?: boolean;
}

export type IssueCodeResult = { ok: true } | { ok: false; error: "code.rateLimited" };

/**
 * Creates a code and queues its message. The same work happens whether or not an account
 * exists for the destination (the caller decides only `deliver`), so neither the answer nor
 * its timing tells an attacker which addresses have accounts.
 */
export async function issueCode(db: DB, input: IssueCodeInput, now: Date): Promise<IssueCodeResult> {
  const code = generateCode();
  const destination = input.identifier.value;
  const id = await insertCodeWithinLimits(
    db,
    {
      purpose: input.purpose,
      channel: input.identifier.kind === "email" ? "email" : "sms",
      destination,
      codeHash: hashCode(input.purpose, destination, code),
      userId: input.userId ?? null,
      payload: input.payload === undefined ? null : JSON.stringify(input.payload),
      ip: input.ip,
      expiresAt: codeExpiry(now),
    },
    {
      windowStart: new Date(now.getTime() - RATE_WINDOW_MS).toISOString(),
      perDestination: CODES_PER_HOUR_PER_DESTINATION,
      perIp: CODES_PER_HOUR_PER_IP,
      perUser: input.userId != null && countsAgainstRequester(input.purpose) ? { userId: input.userId, limit: CODES_PER_HOUR_PER_USER } : null,
    },
    now,
  );
  if (id === null) return { ok: false, error: "code.rateLimited" };
  await retireOlderCodes(db, input.purpose, destination, id, now);
  if (input.deliver !== false) {
    await queueCodeMessage(
      db,
      { channel: input.identifier.kind === "email" ? "email" : "sms", destination, code, purpose: input.purpose, locale: input.locale },
      now,
    );
  }
  return { ok: true };
}

export type VerifyCodeResult =
  | { ok: true; code: VerificationCodeRow }
  | { ok: false; error: "code.invalid" | "code.expired" | "code.tooManyAttempts" | "code.missing" };

/**
 * Checks a typed code. Every check spends one attempt first (a guarded UPDATE), so five
 * wrong guesses kill the code even when they arrive at once, and the one right guess is
 * consumed by exactly one request. The errors and the texts they get are in
 * docs/decisions/010-code-error-messages.md.
 */
export async function verifyCode(
  db: DB,
  purpose: CodePurpose,
  destination: string,
  typed: string,
  now: Date,
): Promise<VerifyCodeResult> {
  const code = normaliseTypedCode(typed);
  const row = await findLatestOpenCode(db, purpose, destination);
  if (!row) return { ok: false, error: "code.missing" };
  const usable = codeUsable({ expiresAt: row.expires_at, consumedAt: row.consumed_at, attempts: row.attempts }, now);
  if (usable === "code.expired" || usable === "code.tooManyAttempts") return { ok: false, error: usable };
  if (usable === "code.used") return { ok: false, error: "code.missing" };
  const spent = await spendAttempt(db, row.id, CODE_MAX_ATTEMPTS, now);
  if (spent === null) {
    const expired = Date.parse(row.expires_at) <= now.getTime();
    return { ok: false, error: expired ? "code.expired" : "code.tooManyAttempts" };
  }
  if (code === null || !matches(row, code)) return { ok: false, error: wrongGuessOutcome(spent) };
  if (!(await consumeCode(db, row.id, now))) return { ok: false, error: "code.missing" };
  return { ok: true, code: row };
}

function matches(row: VerificationCodeRow, code: string): boolean {
  // Any configured secret may have made the hash, so a secret rotation does not void codes in flight.
  return signedByAny(Buffer.from(row.code_hash, "hex"), sessionSecrets(), (secret) => Buffer.from(hashCode(row.purpose, row.destination, code, secret), "hex"));
}
