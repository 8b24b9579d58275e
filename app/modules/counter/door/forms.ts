import { z } from "zod";
import { parseTypedAmount } from "~/modules/wallet";

/**
 * The counter's forms (/staff/counter). Messages are `counter:` keys. Validation runs in the
 * action (docs/decisions/039-forms-in-the-browser.md); the inputs carry required, maxLength and
 * inputmode for the browser.
 */

/** The longest code a person types: coupon codes are 4-32 characters; spaces are taken out. */
export const COUNTER_CODE_MAX = 64;
/** The largest amount a voucher take accepts (more than any voucher holds). */
export const COUNTER_AMOUNT_MAX = 100_000_000;
/** The form's one-time key: 32 hex characters from the loader; anything 16-64 of [A-Za-z0-9_-] is accepted. */
export const REQUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const CounterLookupSchema = z.object({
  intent: z.literal("lookup"),
  code: z.string({ required_error: "counter:errors.codeRequired" }).max(COUNTER_CODE_MAX, "counter:errors.codeInvalid"),
});

const couponId = z
  .string({ required_error: "counter:errors.badRequest" })
  .regex(/^\d{1,10}$/, "counter:errors.badRequest")
  .transform(Number);

const requestKey = z.string({ required_error: "counter:errors.badRequest" }).regex(REQUEST_KEY_PATTERN, "counter:errors.badRequest");

/** "Use" a coupon: one use, no amount. */
export const CounterUseSchema = z.object({ intent: z.literal("use"), couponId, requestKey });

/** "Take from the voucher": a whole tugrik amount (spaces, commas and ₮ are fine). */
export const CounterTakeSchema = z.object({
  intent: z.literal("take"),
  couponId,
  requestKey,
  amount: z
    .string({ required_error: "counter:errors.amountRequired" })
    .max(40, "counter:errors.amountFormat")
    .transform((value, ctx) => {
      const amount = parseTypedAmount(value);
      if (amount === null || amount > COUNTER_AMOUNT_MAX) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "counter:errors.amountFormat" });
        return z.NEVER;
      }
      if (amount < 1) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "counter:errors.amountRequired" });
        return z.NEVER;
      }
      return amount;
    }),
});

export const COUNTER_INTENTS = ["lookup", "use", "take"] as const;
export type CounterIntent = (typeof COUNTER_INTENTS)[number];
