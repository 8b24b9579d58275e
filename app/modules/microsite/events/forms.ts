import { z } from "zod";
import { parseCalendarDate } from "~/kernel/dates";
import { normaliseEmail } from "~/kernel/identifiers";
import {
  EVENT_LANGUAGES,
  GROUP_SIZE_MAX,
  normaliseVisitorPhone,
  QUOTE_ANSWER_MAX,
  QUOTE_MESSAGE_MAX,
  QUOTE_NAME_MAX,
  QUOTE_PRICE_MAX,
} from "./domain/events";

/**
 * The tours and events forms (one zod schema per form, checked in the action; decision 039).
 * The visitor's form speaks the microsite's languages (`brandEvents:` keys, five languages); the
 * staff's form is a shop page (`quotes:` keys, mn and en). What needs the event or the clock
 * (places, offered languages, dates from today) is the domain's judgeQuoteRequest.
 */

const optionalText = (max: number, message: string) => z.string().max(max, message).optional();

export const QuoteRequestSchema = z
  .object({
    groupSize: z
      .string({ required_error: "brandEvents:errors.groupSize" })
      .trim()
      .regex(/^\d{1,3}$/, "brandEvents:errors.groupSize")
      .transform(Number)
      .refine((size) => size >= 1 && size <= GROUP_SIZE_MAX, "brandEvents:errors.groupSize"),
    dateWanted: z
      .string({ required_error: "brandEvents:errors.dateInvalid" })
      .trim()
      .refine((value) => parseCalendarDate(value) !== null, "brandEvents:errors.dateInvalid"),
    guideLanguage: z.enum(EVENT_LANGUAGES, { errorMap: () => ({ message: "brandEvents:errors.languageRequired" }) }),
    name: z.string({ required_error: "brandEvents:errors.nameRequired" }).trim().min(1, "brandEvents:errors.nameRequired").max(QUOTE_NAME_MAX, "brandEvents:errors.nameTooLong"),
    email: optionalText(254, "brandEvents:errors.emailInvalid").transform((value, ctx) => {
      if (value === undefined) return undefined;
      const email = normaliseEmail(value);
      if (!email) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "brandEvents:errors.emailInvalid" });
        return z.NEVER;
      }
      return email;
    }),
    phone: optionalText(32, "brandEvents:errors.phoneInvalid").transform((value, ctx) => {
      if (value === undefined) return undefined;
      const phone = normaliseVisitorPhone(value);
      if (!phone) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "brandEvents:errors.phoneInvalid" });
        return z.NEVER;
      }
      return phone;
    }),
    message: z
      .string()
      .trim()
      .max(QUOTE_MESSAGE_MAX, "brandEvents:errors.messageTooLong")
      .optional()
      .transform((value) => value ?? ""),
  })
  .superRefine((value, ctx) => {
    if (value.email === undefined && value.phone === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["email"], message: "brandEvents:errors.emailOrPhone" });
  });
export type QuoteRequestInput = z.infer<typeof QuoteRequestSchema>;

const id = z.string({ required_error: "quotes:errors.notFound" }).regex(/^\d{1,12}$/, "quotes:errors.notFound").transform(Number);

export const StaffQuoteSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("answer"),
    id,
    // `450 000`, `450,000` and `450000` are one price: whole tugrik, no fractions.
    price: z
      .string({ required_error: "quotes:errors.priceInvalid" })
      .transform((value) => value.replace(/[\s,_'’]/g, "").replace(/₮$/, ""))
      .pipe(z.string().regex(/^\d{1,10}$/, "quotes:errors.priceInvalid"))
      .transform(Number)
      .refine((price) => price <= QUOTE_PRICE_MAX, "quotes:errors.priceInvalid"),
    message: z.string({ required_error: "quotes:errors.messageRequired" }).trim().min(1, "quotes:errors.messageRequired").max(QUOTE_ANSWER_MAX, "quotes:errors.messageTooLong"),
  }),
  z.object({ intent: z.literal("close"), id }),
]);
export type StaffQuoteInput = z.infer<typeof StaffQuoteSchema>;
