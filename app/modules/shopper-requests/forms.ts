import { z } from "zod";
import { OPINION_AMOUNT_MAX, OPINION_NOTE_MAX } from "./domain/price-opinion";

/**
 * The forms of price opinions, back-in-stock and the staff's answers and restock (one zod
 * schema per form, checked in the action; decision 039). Messages are `requests:` keys.
 */

const id = (message: string) => z.string({ required_error: message }).regex(/^\d{1,12}$/, message).transform(Number);

/** Whole tugrik as people type them: '45000', '45,000', '45 000' or '45000₮'. */
export function parseTugrik(value: string): number | null {
  const cleaned = value.normalize("NFKC").replace(/[\s,₮]/g, "");
  if (!/^\d{1,12}$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount > 0 && amount <= OPINION_AMOUNT_MAX ? amount : null;
}

export const PriceOpinionSchema = z.object({
  productId: id("requests:errors.amountInvalid"),
  variantId: id("requests:errors.amountInvalid"),
  amount: z
    .string({ required_error: "requests:errors.amountRequired" })
    .max(40, "requests:errors.amountInvalid")
    .transform((value, ctx) => {
      const amount = parseTugrik(value);
      if (amount === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "requests:errors.amountInvalid" });
        return z.NEVER;
      }
      return amount;
    }),
  note: z.string().trim().max(OPINION_NOTE_MAX, "requests:errors.noteTooLong").optional(),
  contact: z.string({ required_error: "requests:errors.ownContactOnly" }).trim().max(254, "requests:errors.ownContactOnly"),
});
export type PriceOpinionInput = z.infer<typeof PriceOpinionSchema>;

export const StockAlertSchema = z.object({
  intent: z.literal("subscribe"),
  variantId: id("requests:errors.variantNotFound"),
  productId: id("requests:errors.variantNotFound"),
  /** Guests only; a signed-in shopper's alert goes to the account's own contact. */
  email: z.string().trim().max(254, "auth:errors.emailInvalid").email("auth:errors.emailInvalid").optional(),
});
export type StockAlertInput = z.infer<typeof StockAlertSchema>;

export const ConfirmAlertSchema = z.object({
  intent: z.literal("confirm"),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "requests:errors.confirmLinkDead"),
});

export const ANSWER_REASON_MAX = 300;

export const AnswerOpinionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), id: id("requests:errors.opinionNotFound") }),
  z.object({
    intent: z.literal("decline"),
    id: id("requests:errors.opinionNotFound"),
    reason: z.string({ required_error: "requests:errors.reasonRequired" }).trim().min(1, "requests:errors.reasonRequired").max(ANSWER_REASON_MAX, "requests:errors.reasonTooLong"),
  }),
]);
export type AnswerOpinionInput = z.infer<typeof AnswerOpinionSchema>;

export const RESTOCK_MAX = 10_000;

export const RestockSchema = z.object({
  intent: z.literal("restock"),
  sku: z.string({ required_error: "requests:errors.skuNotFound" }).trim().min(1, "requests:errors.skuNotFound").max(64, "requests:errors.skuNotFound"),
  quantity: z
    .string({ required_error: "requests:errors.quantityInvalid" })
    .regex(/^\d{1,5}$/, "requests:errors.quantityInvalid")
    .transform(Number)
    .refine((n) => n >= 1 && n <= RESTOCK_MAX, "requests:errors.quantityInvalid"),
});
export type RestockInput = z.infer<typeof RestockSchema>;
