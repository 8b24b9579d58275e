// Starts a session directly in the e2e database and answers its signed cookie, for browser tests
// that need a signed-in shopper without signing in through /login (tests/e2e/support/sessions.ts).
// Called through the fixture service (tests/setup/e2e-fixtures.ts), which runs with the e2e
// server's DATABASE_PATH and SESSION_SECRET: the cookie is made by the shop's own startSession, so it is
// exactly what a sign-in would set. tsx resolves the `~` imports of the app's modules through
// tsconfig.json's paths. The database is in WAL mode, so this second writer can run beside the server.
//
// Input: {"email"?: string, "phone"?: string, "name"?: string, "locale"?: string,
//         "userAgent"?: string, "ip"?: string}
// An existing account with that e-mail or phone (the demo staff, admin, customer) is reused;
// otherwise one is created as a sign-up by code would (the contact confirmed).
// Answers {"userId": number, "cookie": "<Set-Cookie value>"}.
import type { DB } from "../../app/db/client.server";
import { shopNow } from "../../app/kernel/clock.server";
import { findUserByContact, insertUser } from "../../app/modules/accounts/queries/users.server";
import { startSession } from "../../app/platform/session.server";

interface Input {
  email?: string;
  phone?: string;
  name?: string;
  locale?: string;
  userAgent?: string;
  ip?: string;
}

export async function createSession(db: DB, input: Input) {
  const kind = input.email ? "email" : input.phone ? "phone" : null;
  const value = input.email?.trim().toLowerCase() ?? input.phone?.trim();
  if (!kind || !value) throw new Error("e2e-session needs an e-mail or a phone");

  const now = shopNow();
  const user =
    (await findUserByContact(db, kind, value)) ??
    (await insertUser(
      db,
      kind === "email"
        ? { email: value, emailConfirmed: true, name: input.name, locale: input.locale ?? "mn" }
        : { phone: value, phoneConfirmed: true, name: input.name, locale: input.locale ?? "mn" },
      now,
    ));
  const { cookie } = await startSession(db, user.id, { userAgent: input.userAgent ?? "e2e-session", ip: input.ip ?? "" }, now);
  return { userId: user.id, cookie };
}
