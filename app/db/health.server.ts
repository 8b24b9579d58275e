import { sql } from "kysely";
import type { DB } from "./client.server";

/** True when the database answers a trivial read (the container's liveness check). */
export async function databaseAnswers(db: DB): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
