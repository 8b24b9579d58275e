import type { DB } from "~/db/client.server";
import type { Lng } from "~/i18n";
import type { User } from "~/db/schema";
import { findOrCreateUserByContact, findUserByContact, setPasswordHash, upgradePasswordHash } from "~/modules/accounts/index.server";
import { revokeUserSessions } from "./queries/sessions.server";
import { hitRateLimit, releaseAttempt, reserveAttempt } from "~/modules/rate-limits/index.server";
import type { Identifier } from "~/kernel/identifiers";
import { PASSWORD_ATTEMPT_WINDOW_MS, PASSWORD_CHANGE_ATTEMPTS, passwordSignInPlan } from "./domain/passwords";
import { issueCode, verifyCode, type VerifyCodeResult } from "./codes.server";
import { decoyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from "./passwords.server";

/**
 * Sign-in and sign-up use cases. Each returns a result with a stable error code that the route
 * turns into the spec's message; none of them tells whether an account exists.
 */


export function requestLoginCode(db: DB, input: { identifier: Identifier; ip: string; locale: Lng }, now: Date) {
  // A new address becomes an account after its code, so every address gets a code.
  return issueCode(db, { purpose: "login", identifier: input.identifier, ip: input.ip, locale: input.locale }, now);
}

export type CodeError = Exclude<VerifyCodeResult, { ok: true }>["error"];

export async function completeCodeLogin(
  db: DB,
  input: { identifier: Identifier; code: string; locale: Lng },
  now: Date,
): Promise<{ ok: true; user: User; created: boolean } | { ok: false; error: CodeError }> {
  const verified = await verifyCode(db, "login", input.identifier.value, input.code, now);
  if (!verified.ok) return verified;
  const { user, created } = await findOrCreateUserByContact(db, input.identifier.kind, input.identifier.value, input.locale, now);
  return { ok: true, user, created };
}

export type PasswordSignInError = "badCredentials" | "rateLimited";

export async function passwordSignIn(
  db: DB,
  input: { identifier: Identifier; password: string; ip: string },
  now: Date,
): Promise<{ ok: true; user: User } | { ok: false; error: PasswordSignInError }> {
  // Held before the hash is computed, so parallel guesses cannot outrun the limit (or the CPU).
  const reservation = await reserveAttempt(db, passwordSignInPlan(input.identifier.value, input.ip), now);
  if (!reservation) return { ok: false, error: "rateLimited" };
  const user = await findUserByContact(db, input.identifier.kind, input.identifier.value);
  // Without an account or a password the decoy hash is checked, so both cost the same time.
  const hash = user?.password_hash ?? (await decoyPasswordHash());
  const valid = await verifyPassword(input.password, hash);
  if (!user || !user.password_hash || !valid) return { ok: false, error: "badCredentials" };
  await releaseAttempt(db, reservation);
  if (passwordNeedsRehash(user.password_hash)) await upgradePasswordHash(db, user.id, user.password_hash, await hashPassword(input.password));
  return { ok: true, user };
}

export async function requestPasswordReset(db: DB, input: { identifier: Identifier; ip: string; locale: Lng }, now: Date) {
  const user = await findUserByContact(db, input.identifier.kind, input.identifier.value);
  // Recorded either way (limits and timing); sent only to an address that has an account.
  return issueCode(
    db,
    { purpose: "password_reset", identifier: input.identifier, ip: input.ip, locale: input.locale, userId: user?.id ?? null, deliver: Boolean(user) },
    now,
  );
}

export async function completePasswordReset(
  db: DB,
  input: { identifier: Identifier; code: string; password: string },
  now: Date,
): Promise<{ ok: true; user: User } | { ok: false; error: CodeError }> {
  const verified = await verifyCode(db, "password_reset", input.identifier.value, input.code, now);
  if (!verified.ok) return verified;
  const user = verified.code.user_id ? await findUserByContact(db, input.identifier.kind, input.identifier.value) : undefined;
  if (!user || user.id !== verified.code.user_id) return { ok: false, error: "code.invalid" };
  await setPasswordHash(db, user.id, await hashPassword(input.password), now);
  // A reset means the password may have been known to someone else: every session ends.
  await revokeUserSessions(db, user.id, "password_reset", now);
  return { ok: true, user };
}

export type ChangePasswordError = "wrongPassword" | "currentRequired" | "rateLimited";

export async function changePassword(
  db: DB,
  input: { user: User; sessionId: string; currentPassword?: string; password: string; signOutOthers: boolean },
  now: Date,
): Promise<{ ok: true; signedOut: number } | { ok: false; error: ChangePasswordError }> {
  if (input.user.password_hash) {
    if (!input.currentPassword) return { ok: false, error: "currentRequired" };
    const windowStart = new Date(now.getTime() - PASSWORD_ATTEMPT_WINDOW_MS).toISOString();
    if (!(await hitRateLimit(db, `password:change:${input.user.id}`, PASSWORD_CHANGE_ATTEMPTS, windowStart, now))) {
      return { ok: false, error: "rateLimited" };
    }
    if (!(await verifyPassword(input.currentPassword, input.user.password_hash))) return { ok: false, error: "wrongPassword" };
  }
  await setPasswordHash(db, input.user.id, await hashPassword(input.password), now);
  const signedOut = input.signOutOthers ? await revokeUserSessions(db, input.user.id, "password_change", now, input.sessionId) : 0;
  return { ok: true, signedOut };
}
