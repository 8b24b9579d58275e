import { inTransaction } from "~/db/transactions.server";
import { sql, type Selectable } from "kysely";
import type { DB } from "~/db/client.server";
import type { CodePurpose, MessageChannel, VerificationCodeTable } from "~/db/schema";
import { OWNER_REQUESTED_PURPOSES } from "../domain/verification-codes";

export type VerificationCodeRow = Selectable<VerificationCodeTable>;

export interface NewCode {
  purpose: CodePurpose;
  channel: MessageChannel;
  destination: string;
  codeHash: string;
  userId: number | null;
  payload: string | null;
  ip: string;
  expiresAt: string;
}

export interface IssueLimits {
  windowStart: string;
  perDestination: number;
  perIp: number;
  /** Set when the code counts against the account that asks for it (its owner-requested codes). */
  perUser: { userId: number; limit: number } | null;
}

/**
 * Inserts a code only while the destination, the asking user and the IP address are under
 * their hourly limits. Count and insert are one statement, so parallel requests cannot slip
 * past a limit. Returns the new row id, or null when a limit is reached.
 */
export async function insertCodeWithinLimits(db: DB, code: NewCode, limits: IssueLimits, now: Date): Promise<number | null> {
  const stamp = now.toISOString();
  // One statement on SQLite, whose writers run one at a time; PostgreSQL runs it SERIALIZABLE
  // (inTransaction), so of two requests that both counted under the limit one is run again.
  const result = await inTransaction(db, (trx) =>
    sql<{ id: number }>`
    insert into verification_codes (purpose, channel, destination, code_hash, user_id, payload, attempts, ip, created_at, expires_at)
    select cast(${code.purpose} as text), cast(${code.channel} as text), cast(${code.destination} as text), cast(${code.codeHash} as text),
      cast(${code.userId} as integer), cast(${code.payload} as text), 0, cast(${code.ip} as text), cast(${stamp} as text), cast(${code.expiresAt} as text)
    where (select count(*) from verification_codes where destination = ${code.destination} and created_at > ${limits.windowStart}) < ${limits.perDestination}
      and (${code.ip} = '' or (select count(*) from verification_codes where ip = ${code.ip} and created_at > ${limits.windowStart}) < ${limits.perIp})
      and ${perUserCondition(limits)}
    returning id`.execute(trx),
  );
  return result.rows[0]?.id ?? null;
}

function perUserCondition(limits: IssueLimits) {
  if (!limits.perUser) return sql`1 = 1`;
  const purposes = sql.join(OWNER_REQUESTED_PURPOSES.map((purpose) => sql`${purpose}`));
  return sql`(select count(*) from verification_codes
    where user_id = ${limits.perUser.userId} and purpose in (${purposes}) and created_at > ${limits.windowStart}) < ${limits.perUser.limit}`;
}

/** The newest code for this purpose and destination that has not been used up. */
export function findLatestOpenCode(db: DB, purpose: CodePurpose, destination: string): Promise<VerificationCodeRow | undefined> {
  return db
    .selectFrom("verification_codes")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("destination", "=", destination)
    .where("consumed_at", "is", null)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Spends one attempt before the code is compared, so at most `maxAttempts` comparisons are
 * ever made, however many guesses arrive at once. Returns the attempts spent counting this
 * one, or null when the code is dead.
 */
export async function spendAttempt(db: DB, id: number, maxAttempts: number, now: Date): Promise<number | null> {
  const row = await db
    .updateTable("verification_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .where("attempts", "<", maxAttempts)
    .where("expires_at", ">", now.toISOString())
    .returning("attempts")
    .executeTakeFirst();
  return row ? row.attempts : null;
}

/** Marks a code used. Exactly one caller wins; the others get false. */
export async function consumeCode(db: DB, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("verification_codes")
    .set({ consumed_at: now.toISOString() })
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A newer code replaces the older ones still open for the same purpose and destination. */
export async function retireOlderCodes(db: DB, purpose: CodePurpose, destination: string, keepId: number, now: Date): Promise<void> {
  await db
    .updateTable("verification_codes")
    .set({ consumed_at: now.toISOString() })
    .where("purpose", "=", purpose)
    .where("destination", "=", destination)
    .where("consumed_at", "is", null)
    .where("id", "!=", keepId)
    .execute();
}

/** Old rows have no further use once outside every window. */
export async function pruneAuthLedgers(db: DB, before: string): Promise<void> {
  await db.deleteFrom("rate_limit_hits").where("created_at", "<", before).execute();
  await db.deleteFrom("verification_codes").where("created_at", "<", before).where((eb) => eb.or([eb("consumed_at", "is not", null), eb("expires_at", "<", before)])).execute();
  await db.deleteFrom("sessions").where((eb) => eb.or([eb("expires_at", "<", before), eb("revoked_at", "<", before)])).execute();
}
