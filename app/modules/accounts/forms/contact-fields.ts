import { z } from "zod";
import { normaliseEmail, normalisePhone } from "~/kernel/identifiers";

/**
 * The e-mail and phone fields every form shares (sign-in, password reset, contact confirmation, the
 * guest's e-mail at checkout), so a bad address reads the same wherever it is typed.
 * storefront-spec.md §5 Validation rules: 'Email address is required' and a wrong-format message; a
 * phone is required and can be incorrect (examples are 8-digit numbers). The keys live in the auth
 * namespace, which every page has.
 */
export const EMAIL_REQUIRED = "auth:errors.emailRequired";
export const EMAIL_INVALID = "auth:errors.emailInvalid";
export const PHONE_REQUIRED = "auth:errors.phoneRequired";
export const PHONE_INVALID = "auth:errors.phoneInvalid";

/** An e-mail address, trimmed and lower-cased (the form the shop stores and compares). */
export const emailField = z
  .string({ required_error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .transform((value, ctx) => {
    const email = normaliseEmail(value);
    if (email === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: EMAIL_INVALID });
      return z.NEVER;
    }
    return email;
  });

/** A Mongolian mobile number, stored as +976XXXXXXXX. */
export const phoneField = z
  .string({ required_error: PHONE_REQUIRED })
  .trim()
  .min(1, PHONE_REQUIRED)
  .max(40, PHONE_INVALID)
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });
