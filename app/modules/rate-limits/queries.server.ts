import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { bucketOf, bucketsToRecord, prefixEnd, windowStart, type RatePlan, type RateRule } from "~/kernel/rate-limits";

/** The hits an admitted attempt recorded, to give back when it turns out not to count. */
export interface Reservation {
  ids: number[];
}

function underLimit(rule: RateRule, since: string) {
  if (rule.kind === "count") {
    return sql`(select count(*) from rate_limit_hits where bucket = ${rule.bucket} and created_at > ${since}) < ${rule.limit}`;
  }
  return sql`(exists (select 1 from rate_limit_hits where bucket = ${bucketOf(rule)} and created_at > ${since})
    or (select count(distinct bucket) from rate_limit_hits where bucket >= ${rule.prefix} and bucket < ${prefixEnd(rule.prefix)} and created_at > ${since}) < ${rule.limit})`;
}

/**
 * Admits an attempt when every rule of the plan is under its limit, recording one hit per
 * bucket. Checking and recording are one INSERT … SELECT in one transaction (SQLite: one writer
 * at a time; PostgreSQL: SERIALIZABLE, the loser of a race run again), so parallel attempts
 * cannot all pass a limit they reach together, and the
 * hit is held while the attempt runs (a slow secret check included).
 * Returns null when a limit is reached; nothing is recorded then.
 */
export async function reserveAttempt(db: DB, plan: RatePlan, now: Date): Promise<Reservation | null> {
  const buckets = bucketsToRecord(plan);
  if (buckets.length === 0) return { ids: [] };
  const since = windowStart(plan, now);
  const rows = sql.join(buckets.map((bucket) => sql`select cast(${bucket} as text) as bucket`), sql` union all `);
  const result = await inTransaction(db, (trx) =>
    sql<{ id: number }>`
    insert into rate_limit_hits (bucket, created_at)
    select r.bucket, cast(${now.toISOString()} as text) from (${rows}) as r
    where ${sql.join(plan.rules.map((rule) => underLimit(rule, since)), sql` and `)}
    returning id`.execute(trx),
  );
  return result.rows.length === buckets.length ? { ids: result.rows.map((row) => row.id) } : null;
}

/** Gives the hits back: the attempt succeeded, and the limits count only failures. */
export async function releaseAttempt(db: DB, reservation: Reservation): Promise<void> {
  if (reservation.ids.length === 0) return;
  await db.deleteFrom("rate_limit_hits").where("id", "in", reservation.ids).execute();
}

/** Records one hit in a rate-limit bucket if the bucket is under `limit` since `windowStart`. */
export async function hitRateLimit(db: DB, bucket: string, limit: number, windowStart: string, now: Date): Promise<boolean> {
  const result = await inTransaction(db, (trx) =>
    sql<{ id: number }>`
    insert into rate_limit_hits (bucket, created_at)
    select cast(${bucket} as text), cast(${now.toISOString()} as text)
    where (select count(*) from rate_limit_hits where bucket = ${bucket} and created_at > ${windowStart}) < ${limit}
    returning id`.execute(trx),
  );
  return result.rows.length === 1;
}
