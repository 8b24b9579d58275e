import type { DB } from "./client.server";

/**
 * Leases: a background job that must run on one app server at a time holds a row in job_leases
 * (docs/decisions/036-shared-background-work.md). A row rather than an advisory lock: it reads
 * the same on SQLite and PostgreSQL, is not tied to one pooled connection, and a server that
 * dies simply stops renewing it, so another takes over once it expires.
 */

export interface LeaseRequest {
  /** The job, e.g. "order-sweeps". */
  name: string;
  /** Who asks: one id per process, made once when it starts. */
  holder: string;
  now: Date;
  /** How long the lease lasts from `now` unless renewed. */
  ttlMs: number;
}

/**
 * Takes the lease, or renews it when `holder` already has it; true when `holder` holds it now.
 * One statement: the insert wins on a free name; on a taken one the update only happens while
 * the lease has expired or is already ours. PostgreSQL makes a racing insert wait for the row
 * the other one wrote and evaluates the WHERE on that row, SQLite runs one writer at a time, so
 * of any number of holders asking at once exactly one gets a row back.
 */
export async function takeLease(db: DB, lease: LeaseRequest): Promise<boolean> {
  const expiresAt = new Date(lease.now.getTime() + lease.ttlMs).toISOString();
  const taken = await db
    .insertInto("job_leases")
    .values({ name: lease.name, holder: lease.holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet((eb) => ({ holder: eb.ref("excluded.holder"), expires_at: eb.ref("excluded.expires_at") }))
        .where((eb) => eb.or([eb("job_leases.expires_at", "<=", lease.now.toISOString()), eb("job_leases.holder", "=", eb.ref("excluded.holder"))])),
    )
    .returning("holder")
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives the lease up (a stopping server), so another may take it at once; a no-op unless `holder` has it. */
export async function releaseLease(db: DB, lease: { name: string; holder: string }): Promise<void> {
  await db.deleteFrom("job_leases").where("name", "=", lease.name).where("holder", "=", lease.holder).execute();
}
