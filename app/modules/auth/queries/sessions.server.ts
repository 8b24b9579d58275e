import type { DB } from "~/db/client.server";
import type { Selectable } from "kysely";
import type { SessionTable, User } from "~/db/schema";

export type SessionRow = Selectable<SessionTable>;

export async function insertSession(
  db: DB,
  row: { id: string; userId: number; expiresAt: string; userAgent: string; ip: string },
  now: Date,
): Promise<void> {
  const stamp = now.toISOString();
  await db
    .insertInto("sessions")
    .values({
      id: row.id,
      user_id: row.userId,
      created_at: stamp,
      last_seen_at: stamp,
      expires_at: row.expiresAt,
      revoked_at: null,
      revoked_reason: null,
      user_agent: row.userAgent.slice(0, 255),
      ip: row.ip.slice(0, 64),
    })
    .execute();
}

export async function findSessionWithUser(db: DB, id: string): Promise<{ session: SessionRow; user: User } | undefined> {
  const session = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!session) return undefined;
  const user = await db.selectFrom("users").selectAll().where("id", "=", session.user_id).executeTakeFirst();
  return user ? { session, user } : undefined;
}

export async function touchSession(db: DB, id: string, now: Date): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).where("revoked_at", "is", null).execute();
}

export async function revokeSessionRow(db: DB, id: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now.toISOString(), revoked_reason: reason })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}

/** Revokes every live session of a user except `keepId` (password change: 'sign out other devices'). */
export async function revokeUserSessions(db: DB, userId: number, reason: string, now: Date, keepId?: string): Promise<number> {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: now.toISOString(), revoked_reason: reason })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (keepId) query = query.where("id", "!=", keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listUserSessions(db: DB, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_seen_at", "desc")
    .execute();
}
