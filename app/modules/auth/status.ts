import type { StatusTable } from "~/kernel/result";
import type { ContactChangeError } from "./contact-change.server";
import type { ChangePasswordError, PasswordSignInError } from "./sign-in.server";

/**
 * What a route answers for each of the auth use cases' error codes: the text (a full i18n key)
 * and the HTTP status. The use cases keep their short codes (`rateLimited`, `code.invalid`):
 * they are the tested contract of sign-in, and a code error's text depends on the channel the
 * code went by (code-messages.ts, docs/decisions/010-code-error-messages.md).
 */
export type PasswordError = PasswordSignInError | ChangePasswordError;

export const PASSWORD_ERROR_KEY: Record<PasswordError, string> = {
  badCredentials: "auth:errors.badCredentials",
  rateLimited: "auth:errors.tooManyAttempts",
  currentRequired: "auth:errors.passwordRequired",
  wrongPassword: "auth:errors.wrongPassword",
};

export const PASSWORD_STATUS: StatusTable<PasswordError> = {
  badCredentials: 400,
  rateLimited: 429,
  currentRequired: 400,
  wrongPassword: 400,
};

/** "Send a new code" for a contact: the address may have been taken by another account meanwhile. */
export const CONTACT_RESEND_STATUS: StatusTable<ContactChangeError> = {
  // The address came from the flow cookie, so it parsed once; answered like a taken one.
  invalid: 409,
  taken: 409,
  rateLimited: 429,
};

export const CONTACT_RESEND_KEY: Record<ContactChangeError, string> = {
  invalid: "auth:errors.contactTaken",
  taken: "auth:errors.contactTaken",
  rateLimited: "auth:errors.tooManyCodes",
};
