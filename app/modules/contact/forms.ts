import { z } from "zod";
import { normaliseEmail, normalisePhone } from "~/kernel/identifiers";
import { EMAIL_INVALID, PHONE_INVALID } from "~/modules/accounts";
import { CONTACT_ANSWER_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_TOPICS } from "./domain/contact";

/** The contact forms (one zod schema per form, checked in the action; decision 039). Messages are full i18n keys. */

export const ContactSchema = z
  .object({
    name: z.string({ required_error: "contact:errors.nameRequired" }).trim().min(1, "contact:errors.nameRequired").max(CONTACT_NAME_MAX, "contact:errors.nameTooLong"),
    email: z
      .string()
      .max(254, EMAIL_INVALID)
      .transform((value, ctx) => {
        const email = normaliseEmail(value);
        if (!email) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: EMAIL_INVALID });
          return z.NEVER;
        }
        return email;
      })
      .optional(),
    phone: z
      .string()
      .max(32, PHONE_INVALID)
      .transform((value, ctx) => {
        const phone = normalisePhone(value);
        if (!phone) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_INVALID });
          return z.NEVER;
        }
        return phone;
      })
      .optional(),
    topic: z.enum(CONTACT_TOPICS, { errorMap: () => ({ message: "contact:errors.topicRequired" }) }),
    message: z
      .string({ required_error: "contact:errors.messageRequired" })
      .trim()
      .min(1, "contact:errors.messageRequired")
      .max(CONTACT_MESSAGE_MAX, "contact:errors.messageTooLong"),
  })
  .superRefine((value, ctx) => {
    if (value.email === undefined && value.phone === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["email"], message: "contact:errors.emailOrPhone" });
  });
export type ContactInput = z.infer<typeof ContactSchema>;

const id = z.string({ required_error: "contact:errors.messageNotFound" }).regex(/^\d{1,12}$/, "contact:errors.messageNotFound").transform(Number);

export const StaffContactSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("answer"),
    id,
    body: z.string({ required_error: "contact:errors.answerRequired" }).trim().min(1, "contact:errors.answerRequired").max(CONTACT_ANSWER_MAX, "contact:errors.answerTooLong"),
  }),
  z.object({ intent: z.literal("close"), id }),
]);
export type StaffContactInput = z.infer<typeof StaffContactSchema>;
