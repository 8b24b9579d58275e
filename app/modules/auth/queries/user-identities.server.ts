import type { DB } from "~/db/client.server";

/** Social sign-in identities: one row per provider + subject, never matched by e-mail. */
export function findIdentity(db: DB, provider: string, subject: string) {
  return db
    .selectFrom("user_identities")
    .select(["user_id"])
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: DB,
  identity: { userId: number; provider: string; subject: string; email: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto("user_identities")
    .values({ user_id: identity.userId, provider: identity.provider, subject: identity.subject, email: identity.email, created_at: now.toISOString() })
    .execute();
}
