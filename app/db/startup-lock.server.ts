import { sql } from "kysely";
import type { DB } from "./client.server";
import { isPostgres } from "./dialect";

/** Any fixed number: the key of the one advisory lock the shop takes (pg_advisory_lock). */
const STARTUP_LOCK_KEY = 727_001;

/**
 * Runs the start-up work (migrate, seed an empty catalogue, index) while holding PostgreSQL's
 * advisory lock, so app servers started together do it one after another: the first does it,
 * the others find it done. The lock belongs to a connection, so the work runs on that one
 * connection. SQLite is one server's file; nothing to coordinate.
 */
export async function withStartupLock<T>(db: DB, work: (db: DB) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
