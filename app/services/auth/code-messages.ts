import type { CodeError } from "./sign-in.server";

/** The spec's code messages: 'wrong e-mail code', 'wrong SMS code', and what ends a code. */
export function codeErrorKey(error: CodeError, kind: "email" | "phone"): string {
  switch (error) {
    case "code.invalid":
      return kind === "email" ? "auth:errors.wrongEmailCode" : "auth:errors.wrongSmsCode";
    case "code.expired":
      return "auth:errors.codeExpired";
    case "code.tooManyAttempts":
      return "auth:errors.codeDead";
    case "code.missing":
      return "auth:errors.codeMissing";
  }
}
