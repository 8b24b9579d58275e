import { z } from "zod";
import { parseIdentifier } from "~/kernel/identifiers";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./domain/passwords";
import { EMAIL_INVALID, PHONE_INVALID, emailField, phoneField } from "~/modules/accounts";

/**
 * The sign-in, sign-up and password forms. Messages are translation keys (auth namespace), the
 * wording of storefront-spec.md §5 Validation rules: 'Enter e-mail or phone', the e-mail and phone
 * format errors (shared with every other form through contact-fields), 'Password is required',
 * confirmation mismatch.
 */
const IDENTIFIER_ERRORS = {
  "identifier.required": "auth:errors.identifierRequired",
  "email.invalid": EMAIL_INVALID,
  "phone.invalid": PHONE_INVALID,
} as const;

export const identifierField = z
  .string({ required_error: "auth:errors.identifierRequired" })
  .max(254, EMAIL_INVALID)
  .transform((value, ctx) => {
    const parsed = parseIdentifier(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: IDENTIFIER_ERRORS[parsed.error] });
      return z.NEVER;
    }
    return parsed.identifier;
  });

const redirectTo = z.string().max(2048).optional();

export const RequestCodeSchema = z.object({ identifier: identifierField, redirectTo });

export const codeField = z
  .string({ required_error: "auth:errors.codeRequired" })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "auth:errors.codeFormat"));

export const VerifyCodeSchema = z.object({ code: codeField });

/**
 * "Send a new code" posts no fields: its reply carries only a notice for the whole form
 * ('A new code is on its way', or why not), so nothing is checked (checking the code form
 * would add 'Enter the code', and a reply that resets the form drops the notice).
 */
export const ResendCodeSchema = z.object({});

const passwordField = z
  .string({ required_error: "auth:errors.passwordRequired" })
  .min(PASSWORD_MIN_LENGTH, "auth:errors.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "auth:errors.passwordTooLong");

export const PasswordSignInSchema = z.object({
  identifier: identifierField,
  password: z.string({ required_error: "auth:errors.passwordRequired" }).max(PASSWORD_MAX_LENGTH, "auth:errors.badCredentials"),
  redirectTo,
});

function confirmationMatches<T extends { password: string; confirmation: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmation) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmation"], message: "auth:errors.confirmationMismatch" });
  }
}

export const ResetPasswordSchema = z
  .object({
    code: codeField,
    password: passwordField,
    confirmation: z.string({ required_error: "auth:errors.confirmationRequired" }),
  })
  .superRefine(confirmationMatches);

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    password: passwordField,
    confirmation: z.string({ required_error: "auth:errors.confirmationRequired" }),
    signOutOthers: z.literal("on").optional(),
  })
  .superRefine(confirmationMatches);

/** /account/contact?kind=…: the new (or current) address a confirmation code goes to. */
export const ContactValueSchemas = {
  email: z.object({ value: emailField }),
  phone: z.object({ value: phoneField }),
} as const;

export const GrantRoleSchema = z.object({
  userId: z.coerce.number().int().positive(),
  role: z.enum(["customer", "staff"]),
});
