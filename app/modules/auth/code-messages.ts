import type { CodeError } from "./sign-in.server";

/**
 * The text each code error gets, the same on every page that takes a code (/login/code,
 * /password/reset/confirm, /account/contact, /auth/link); the reasoning is in
 * docs/decisions/010-code-error-messages.md. `channel` is how the code was sent.
 * - a wrong guess at a live code: the spec's 'wrong e-mail code' / 'wrong SMS code';
 * - no code this could be (never sent, used, replaced by a newer one): the spec's
 *   'wrong verification code', with a hint to ask for a new one;
 * - expired, and killed by its fifth wrong guess: say so, and ask for a new one.
 */
export function codeErrorKey(error: CodeError, channel: "email" | "phone"): string {
  switch (error) {
    case "code.invalid":
      return channel === "email" ? "auth:errors.wrongEmailCode" : "auth:errors.wrongSmsCode";
    case "code.missing":
      return "auth:errors.wrongCode";
    case "code.expired":
      return "auth:errors.codeExpired";
    case "code.tooManyAttempts":
      return "auth:errors.codeDead";
  }
}
