import { sql, type Transaction } from "kysely";
import type { DB } from "./client.server";
import type { Database } from "./schema";
import { isPostgres } from "./dialect";

/** How often a PostgreSQL transaction that lost a serialisation race is run again before giving up. */
const MAX_ATTEMPTS = 30;

export interface TransactionOptions {
  /**
   * Keys naming every shared row the work reads to decide and then changes (one variant's
   * stock, one coupon, one wallet): on PostgreSQL, work naming the same key takes turns (an
   * advisory lock held from before BEGIN to after COMMIT), and the transaction runs at READ
   * COMMITTED, where each statement sees what the previous holder committed. Under a hot row
   * (everyone buying one product) this queues instead of aborting and rerunning most of the
   * transactions as SERIALIZABLE would. The caller's guarded updates and unique keys cover the
   * rest (its own order's lock_version, the idempotency key). Ignored on SQLite, where writers
   * already take turns.
   */
  queueOn?: readonly string[];
}

/**
 * Runs `work` in one transaction with the guarantees the shop's rules were written against:
 * as if no other transaction ran at the same time. SQLite gives that by running writers one
 * after another (`begin immediate`). PostgreSQL runs them side by side at SERIALIZABLE and
 * aborts one of two that would contradict each other (SQLSTATE 40001) or deadlock (40P01);
 * that one is run again from the start, after a short random pause, so a losing transaction
 * never answers the shopper with an error. `work` must therefore only touch the database (no
 * e-mail, no payment call, no change to memory that survives a rollback), which the house
 * rules ask anyway (docs/decisions/021-placing-an-order-in-one-transaction.md, 034).
 */
export async function inTransaction<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  // Already inside one (a query helper called from a use case's transaction): it is part of that.
  if (db.isTransaction) return work(db as Transaction<Database>);
  if (!isPostgres(db)) return db.transaction().execute(work);
  const keys = [...new Set(options.queueOn ?? [])].sort();
  if (keys.length === 0) return serializable(db, work);
  // Session locks taken in one order (no deadlock between two holders), before BEGIN.
  return db.connection().execute(async (connection) => {
    for (const key of keys) await sql`select pg_advisory_lock(hashtextextended(${key}, 0))`.execute(connection);
    try {
      return await withRetries(() => connection.transaction().setIsolationLevel("read committed").execute(work));
    } finally {
      for (const key of keys.reverse()) await sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(connection);
    }
  });
}

function serializable<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return withRetries(() => db.transaction().setIsolationLevel("serializable").execute(work));
}

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isSerialisationFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
      await pause(Math.random() * Math.min(250, 5 * 2 ** attempt));
    }
  }
}

export function isSerialisationFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "40001" || code === "40P01";
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
