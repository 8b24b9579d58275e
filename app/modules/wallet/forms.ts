import { z } from "zod";
import { PARTNER_PROGRAM_IDS, partnerProgram } from "~/config/partner-cards";

/**
 * The wallet's forms: recharge by gift card or bank transfer, the back office's
 * recharge confirmation and gift-card issue, and partner cards. Messages are keys in the
 * `wallet` namespace; the action validates with it on the server and the page shows the reply (decision 039).
 */

/** Money typed by a person: digits, optionally grouped with spaces, commas or dots, optionally with ₮. */
export function parseTypedAmount(value: string): number | null {
  const cleaned = value.normalize("NFKC").replace(/[\s,.'₮]/g, "").replace(/^MNT|MNT$/i, "");
  if (!/^\d{1,12}$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return Number.isSafeInteger(amount) ? amount : null;
}

function requiredAmount(options: { min: number; max: number }) {
  return z
    .string({ required_error: "wallet:errors.amountRequired" })
    .max(40, "wallet:errors.amountFormat")
    .transform((value, ctx) => {
      const amount = parseTypedAmount(value);
      if (amount === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "wallet:errors.amountFormat" });
        return z.NEVER;
      }
      if (amount < options.min) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "wallet:errors.amountTooSmall" });
        return z.NEVER;
      }
      if (amount > options.max) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "wallet:errors.amountTooLarge" });
        return z.NEVER;
      }
      return amount;
    });
}

/** An empty field (conform sends it as missing) is "no amount": null. */
function optionalAmount(options: { min: number; max: number }) {
  return requiredAmount(options)
    .optional()
    .transform((value) => value ?? null);
}

/** Bounds of amounts typed in the wallet forms (MNT). */
export const RECHARGE_MIN = 1_000;
export const RECHARGE_MAX = 50_000_000;
export const GIFT_CARD_MIN = 1_000;
export const GIFT_CARD_MAX = 10_000_000;

export const GiftCardRedeemSchema = z.object({
  intent: z.literal("giftcard"),
  number: z
    .string({ required_error: "wallet:errors.giftCardNumberRequired" })
    .max(40, "wallet:errors.giftCardNumberFormat")
    .transform((value, ctx) => {
      const digits = value.normalize("NFKC").replace(/[\s-]/g, "");
      if (!/^\d{16}$/.test(digits)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "wallet:errors.giftCardNumberFormat" });
        return z.NEVER;
      }
      return digits;
    }),
  secret: z.string({ required_error: "wallet:errors.giftCardSecretRequired" }).trim().min(1, "wallet:errors.giftCardSecretRequired").max(64, "wallet:errors.giftCardIncorrect"),
});

export const BankRechargeSchema = z.object({
  intent: z.literal("bank"),
  amount: optionalAmount({ min: RECHARGE_MIN, max: RECHARGE_MAX }),
});

export const ConfirmRechargeSchema = z.object({
  intent: z.literal("confirm"),
  rechargeId: z.number({ message: "wallet:errors.rechargeNotFound" }).int().positive().max(Number.MAX_SAFE_INTEGER),
  amount: requiredAmount({ min: 1, max: RECHARGE_MAX }),
});

export const IssueGiftCardSchema = z.object({
  intent: z.literal("issue"),
  amount: requiredAmount({ min: GIFT_CARD_MIN, max: GIFT_CARD_MAX }),
});

export const PartnerCardSchema = z
  .object({
    intent: z.literal("add"),
    program: z.enum(PARTNER_PROGRAM_IDS, { message: "wallet:errors.programRequired" }),
    cardNumber: z
      .string({ required_error: "wallet:errors.cardNumberRequired" })
      .max(40, "wallet:errors.cardNumberFormat")
      .transform((value) => value.normalize("NFKC").replace(/[\s-]/g, "")),
  })
  .superRefine((value, ctx) => {
    const program = partnerProgram(value.program);
    if (!program) return;
    const { min, max } = program.digits;
    if (value.cardNumber === "") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["cardNumber"], message: "wallet:errors.cardNumberRequired" });
    } else if (!/^\d+$/.test(value.cardNumber) || value.cardNumber.length < min || value.cardNumber.length > max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["cardNumber"], message: "wallet:errors.cardNumberFormat" });
    }
  });

export const RemovePartnerCardSchema = z.object({
  intent: z.literal("delete"),
  id: z.number({ message: "wallet:errors.cardNotFound" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

export type PartnerCardInput = z.output<typeof PartnerCardSchema>;
