import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";

/**
 * Sets (or clears, with null) the user's avatar file and answers the file it replaces, read
 * and written in one transaction so two uploads racing each delete only their own predecessor.
 */
export async function swapAvatarFile(db: DB, userId: number, file: string | null, now: Date): Promise<{ found: boolean; previous: string | null }> {
  return inTransaction(db, async (trx) => {
    const current = await trx.selectFrom("users").select("avatar_file").where("id", "=", userId).executeTakeFirst();
    if (!current) return { found: false, previous: null };
    await trx.updateTable("users").set({ avatar_file: file, updated_at: now.toISOString() }).where("id", "=", userId).execute();
    return { found: true, previous: current.avatar_file };
  });
}

export async function findAvatarFile(db: DB, userId: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("avatar_file").where("id", "=", userId).executeTakeFirst();
  return row?.avatar_file ?? null;
}
