import { sql } from "kysely";
import type { DB } from "./client.server";
import { isPostgres } from "./dialect";

/**
 * The revision of what public pages show (migration 0012): moves on every write to the
 * catalogue, prices, stock and the other tables the pages read, from any app server.
 */
export async function readPageRevision(db: DB): Promise<number> {
  if (isPostgres(db)) {
    // A fresh sequence reports last_value 1 with is_called false; either way the number only has to change.
    const { rows } = await sql<{ last_value: number | string; is_called: boolean }>`select last_value, is_called from page_revision`.execute(db);
    const row = rows[0]!;
    return row.is_called ? Number(row.last_value) : 0;
  }
  const { rows } = await sql<{ revision: number }>`select revision from page_revision where id = 1`.execute(db);
  return rows[0]?.revision ?? 0;
}
