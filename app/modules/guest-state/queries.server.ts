import type { DB } from "~/db/client.server";

/** The row a guest's state moves to when it would not fit its cookie. */
export async function findGuestStateRow(db: DB, token: string): Promise<string | null> {
  const row = await db.selectFrom("guest_states").select("state").where("token", "=", token).executeTakeFirst();
  return row?.state ?? null;
}

export async function saveGuestStateRow(db: DB, token: string, state: string, now: Date): Promise<void> {
  await db
    .insertInto("guest_states")
    .values({ token, state, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("token").doUpdateSet({ state, updated_at: now.toISOString() }))
    .execute();
}

export async function deleteGuestStateRow(db: DB, token: string): Promise<void> {
  await db.deleteFrom("guest_states").where("token", "=", token).execute();
}

/** Rows no browser has written for `days` days: their cookies have long expired. */
export async function deleteStaleGuestStateRows(db: DB, before: Date): Promise<number> {
  const result = await db.deleteFrom("guest_states").where("updated_at", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
