import type { DB } from "~/db/client.server";
import { findUserByEmail, insertUser } from "~/modules/accounts/index.server";
import { hashPassword } from "~/modules/auth/index.server";

/**
 * The demo's back-office accounts, for development and tests only (the README lists them).
 * Production never gets them unless an operator sets SEED_DEMO_USERS explicitly.
 */
export const DEMO_USERS = [
  { email: "admin@kharsuvd.mn", password: "demo-admin-2026", role: "admin", name: "Demo Admin" },
  { email: "staff@kharsuvd.mn", password: "demo-staff-2026", role: "staff", name: "Demo Staff" },
] as const;

export async function seedDemoUsers(db: DB, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_USERS) {
    if (await findUserByEmail(db, demo.email)) continue;
    await insertUser(
      db,
      { email: demo.email, emailConfirmed: true, name: demo.name, role: demo.role, passwordHash: await hashPassword(demo.password) },
      now,
    );
    created.push(demo.email);
  }
  return created;
}
