import { z } from "zod";
import { inTransaction } from "~/db/transactions.server";
import type { DB } from "~/db/client.server";
import type { User } from "~/db/schema";
import { findIdentity, insertIdentity } from "./queries/user-identities.server";
import { findUserByEmail, findUserById, insertUser, markEmailConfirmed } from "~/modules/accounts/index.server";
import type { Lng } from "~/i18n";
import { issueCode, verifyCode } from "./codes.server";
import type { CodeError } from "./sign-in.server";
import type { SocialProfile } from "./social-providers.server";

/**
 * What a verified social profile means for the shop's accounts (sign in, link, sign up, or
 * ask the owner of a matching e-mail for a code), and the /auth/link step that takes that code.
 * The OAuth2 round trip that produces the profile is in app/web/social-login.server.ts.
 */

/** The pending "confirm with a code" step of /auth/link (kept in a signed cookie by app/web/social-login.server.ts). */
export interface LinkFlow {
  destination: string;
  provider: string;
  subject: string;
  redirectTo: string | null;
}

export type AccountOutcome =
  | { kind: "signedIn"; user: User; created: boolean }
  | { kind: "linked"; user: User }
  | { kind: "alreadyLinked"; user: User }
  | { kind: "identityTaken" }
  | { kind: "confirmByCode"; userId: number; destination: string }
  | { kind: "rateLimited" };

/* ------------------------------------------------------------------ accounts */

/**
 * Attaches an identity to a user. UNIQUE(provider, subject) settles a race: the loser reads
 * who won.
 */
async function linkIdentity(
  db: DB,
  identity: { userId: number; provider: string; subject: string; email: string | null },
  now: Date,
): Promise<"linked" | "already" | "taken"> {
  const existing = await findIdentity(db, identity.provider, identity.subject);
  if (existing) return existing.user_id === identity.userId ? "already" : "taken";
  try {
    await insertIdentity(db, identity, now);
    return "linked";
  } catch (error) {
    const raced = await findIdentity(db, identity.provider, identity.subject);
    if (!raced) throw error;
    return raced.user_id === identity.userId ? "already" : "taken";
  }
}

export interface ResolveOptions {
  /** The signed-in user who started the flow: the identity is linked to them. */
  linkTo: User | null;
  locale: Lng;
  ip: string;
}

/**
 * Decides what a verified social profile means for the shop:
 * - a known identity signs its user in (or, for a signed-in user, must be theirs);
 * - a signed-in user gets the identity linked;
 * - a provider-verified e-mail of an existing account asks for a code sent to that account;
 * - anything else becomes a new account (e-mail kept only when the provider verified it).
 */
export async function resolveSocialAccount(
  db: DB,
  provider: string,
  profile: SocialProfile,
  options: ResolveOptions,
  now: Date,
): Promise<AccountOutcome> {
  const verifiedEmail = profile.emailVerified ? profile.email : null;
  const known = await findIdentity(db, provider, profile.subject);
  if (known) {
    if (options.linkTo) return known.user_id === options.linkTo.id ? { kind: "alreadyLinked", user: options.linkTo } : { kind: "identityTaken" };
    const user = await findUserById(db, known.user_id);
    if (user) return { kind: "signedIn", user, created: false };
  }

  if (options.linkTo) {
    const linked = await linkIdentity(db, { userId: options.linkTo.id, provider, subject: profile.subject, email: verifiedEmail }, now);
    if (linked === "taken") return { kind: "identityTaken" };
    return { kind: linked === "linked" ? "linked" : "alreadyLinked", user: options.linkTo };
  }

  if (verifiedEmail) {
    const owner = await findUserByEmail(db, verifiedEmail);
    if (owner) return askOwnerForCode(db, owner, provider, profile.subject, verifiedEmail, options, now);
  }

  try {
    const user = await inTransaction(db, async (trx) => {
      const created = await insertUser(trx, { email: verifiedEmail, emailConfirmed: verifiedEmail !== null, name: profile.name, locale: options.locale }, now);
      await insertIdentity(trx, { userId: created.id, provider, subject: profile.subject, email: verifiedEmail }, now);
      return created;
    });
    return { kind: "signedIn", user, created: true };
  } catch (error) {
    // Lost a race: either the same identity or an account with this e-mail was created meanwhile.
    const raced = await findIdentity(db, provider, profile.subject);
    const racedUser = raced ? await findUserById(db, raced.user_id) : undefined;
    if (racedUser) return { kind: "signedIn", user: racedUser, created: false };
    const owner = verifiedEmail ? await findUserByEmail(db, verifiedEmail) : undefined;
    if (owner && verifiedEmail) return askOwnerForCode(db, owner, provider, profile.subject, verifiedEmail, options, now);
    throw error;
  }
}

async function askOwnerForCode(
  db: DB,
  owner: User,
  provider: string,
  subject: string,
  email: string,
  options: ResolveOptions,
  now: Date,
): Promise<AccountOutcome> {
  // The code goes to the address on the account, which is the one the provider vouched for.
  const destination = owner.email ?? email;
  const issued = await issueCode(
    db,
    {
      purpose: "link_identity",
      identifier: { kind: "email", value: destination },
      ip: options.ip,
      locale: options.locale,
      userId: owner.id,
      payload: { provider, subject, email },
    },
    now,
  );
  if (!issued.ok) return { kind: "rateLimited" };
  return { kind: "confirmByCode", userId: owner.id, destination };
}

/* ------------------------------------------------------------------ /auth/link */

/**
 * "Send a new code" on /auth/link: a fresh code to the same account for the same identity,
 * and the step's cookie renewed to last as long as the new code. Null when the account has
 * gone (the shopper starts again) or a code limit is reached; the route renews the cookie.
 */
export async function resendLinkCode(
  db: DB,
  flow: LinkFlow,
  options: { locale: Lng; ip: string },
  now: Date,
): Promise<{ ok: true } | { ok: false; error: "gone" | "rateLimited" }> {
  const owner = await findUserByEmail(db, flow.destination);
  if (!owner) return { ok: false, error: "gone" };
  const asked = await askOwnerForCode(db, owner, flow.provider, flow.subject, flow.destination, { ...options, linkTo: null }, now);
  if (asked.kind !== "confirmByCode") return { ok: false, error: "rateLimited" };
  return { ok: true };
}

const LinkPayload = z.object({ provider: z.string(), subject: z.string(), email: z.string() });

export type ConfirmLinkResult = { ok: true; user: User } | { ok: false; error: CodeError | "identityTaken" };

/**
 * Checks the code sent to the account's address; a right code proves the mailbox, so the
 * identity is linked to that account (and its address counts as confirmed).
 */
export async function confirmLinkByCode(db: DB, flow: LinkFlow, typedCode: string, now: Date): Promise<ConfirmLinkResult> {
  const checked = await verifyCode(db, "link_identity", flow.destination, typedCode, now);
  if (!checked.ok) return checked;
  const payload = LinkPayload.safeParse(JSON.parse(checked.code.payload ?? "null"));
  const userId = checked.code.user_id;
  // The code belongs to whichever link was asked for last; it must be this browser's.
  if (!payload.success || userId === null || payload.data.provider !== flow.provider || payload.data.subject !== flow.subject) {
    return { ok: false, error: "code.missing" };
  }
  const user = await findUserById(db, userId);
  if (!user) return { ok: false, error: "code.missing" };
  const linked = await linkIdentity(db, { userId, provider: flow.provider, subject: flow.subject, email: payload.data.email }, now);
  if (linked === "taken") return { ok: false, error: "identityTaken" };
  if (!user.email_confirmed_at && user.email === flow.destination) {
    await markEmailConfirmed(db, user.id, now);
  }
  return { ok: true, user };
}
