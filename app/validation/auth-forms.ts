import { z } from "zod";
import { parseIdentifier } from "~/domain/accounts/identifiers";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/accounts/passwords";

/**
 * The sign-in, sign-up and password forms. Messages are translation keys (auth namespace),
 * the spec's section 5 wording: 'Enter e-mail or phone', the e-mail and phone format errors,
 * 'Password is required', confirmation mismatch.
 */
const IDENTIFIER_ERRORS = {
  "identifier.required": "auth:errors.identifierRequired",
  "email.invalid": "auth:errors.emailInvalid",
  "phone.invalid": "auth:errors.phoneInvalid",
} as const;

export const identifierField = z
  .string({ required_error: "auth:errors.identifierRequired" })
  .max(254, "auth:errors.emailInvalid")
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

export const ContactChangeSchema = z.object({
  kind: z.enum(["email", "phone"]),
  value: z.string({ required_error: "auth:errors.identifierRequired" }).max(254),
});

export const GrantRoleSchema = z.object({
  userId: z.coerce.number().int().positive(),
  role: z.enum(["customer", "staff"]),
});
