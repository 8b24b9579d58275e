import type { DB } from "~/db/client.server";
import type { User } from "~/db/schema";
import { confirmContact, findUserByContact, setPendingContact } from "~/modules/accounts/index.server";
import { parseIdentifier, type Identifier } from "~/kernel/identifiers";
import { issueCode, verifyCode } from "./codes.server";
import type { Lng } from "~/i18n";
import type { CodeError } from "./sign-in.server";

/**
 * Changing (or confirming) the e-mail or phone of an account: a fresh code goes to the new
 * address, and only the code makes it the account's. Until then it waits as 'pending'.
 */
export type ContactKind = "email" | "phone";

export type ContactChangeError = "invalid" | "taken" | "rateLimited";

export async function requestContactChange(
  db: DB,
  input: { user: User; kind: ContactKind; value: string; ip: string; locale: Lng },
  now: Date,
): Promise<{ ok: true; identifier: Identifier } | { ok: false; error: ContactChangeError }> {
  const parsed = parseIdentifier(input.value);
  if (!parsed.ok || parsed.identifier.kind !== input.kind) return { ok: false, error: "invalid" };
  const identifier = parsed.identifier;
  const owner = await findUserByContact(db, identifier.kind, identifier.value);
  if (owner && owner.id !== input.user.id) return { ok: false, error: "taken" };
  const purpose = input.kind === "email" ? "confirm_email" : "confirm_phone";
  const issued = await issueCode(db, { purpose, identifier, ip: input.ip, locale: input.locale, userId: input.user.id }, now);
  if (!issued.ok) return { ok: false, error: "rateLimited" };
  // Confirming the address the account already has needs no pending value.
  if (owner?.id !== input.user.id) {
    await setPendingContact(db, input.user.id, input.kind, identifier.value);
  }
  return { ok: true, identifier };
}

export async function confirmContactChange(
  db: DB,
  input: { user: User; kind: ContactKind; destination: string; code: string },
  now: Date,
): Promise<{ ok: true } | { ok: false; error: CodeError | "taken" }> {
  const purpose = input.kind === "email" ? "confirm_email" : "confirm_phone";
  const verified = await verifyCode(db, purpose, input.destination, input.code, now);
  if (!verified.ok) return verified;
  if (verified.code.user_id !== input.user.id) return { ok: false, error: "code.invalid" };
  try {
    return (await confirmContact(db, input.user.id, input.kind, input.destination, now)) ? { ok: true } : { ok: false, error: "code.invalid" };
  } catch {
    // The UNIQUE constraint: another account confirmed this address in the meantime.
    return { ok: false, error: "taken" };
  }
}
