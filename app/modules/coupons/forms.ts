import { z } from "zod";
import { COUPON_KINDS, DISCOUNT_TYPES } from "./domain/coupon-kinds";
import { PROMO_CODE_PATTERN, isCouponCode } from "./domain/coupon-rules";
import { parseTypedAmount } from "~/modules/wallet";

/**
 * Coupon forms: the account's coupon filter and 'send by e-mail', and the back
 * office's create form for coupons, vouchers and promo codes. Messages are `wallet:` keys.
 */

export const COUPON_FILTERS = ["all", "active", "used", "expired"] as const;
export type CouponFilter = (typeof COUPON_FILTERS)[number];

export function parseCouponFilter(value: string | null): CouponFilter {
  return (COUPON_FILTERS as readonly string[]).includes(value ?? "") ? (value as CouponFilter) : "all";
}

/**
 * 'Send by e-mail' has no address field: the coupon goes to the account's own e-mail. A posted
 * `email` (a crafted request) must be that same address, or the request is refused.
 */
export const SendCouponSchema = z.object({
  intent: z.literal("email"),
  email: z.string().trim().max(254).optional(),
});

export const COUPON_MONEY_MAX = 100_000_000;
export const COUPON_COUNT_MAX = 1_000_000;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000 && y <= 2100;
}

function money(message: string) {
  return z
    .string()
    .max(40, message)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return null;
      const amount = parseTypedAmount(value);
      if (amount === null || amount > COUPON_MONEY_MAX) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return amount;
    });
}

function count(message: string) {
  return z
    .string()
    .max(20, message)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return null;
      const n = parseTypedAmount(value);
      if (n === null || n < 1 || n > COUPON_COUNT_MAX) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return n;
    });
}

function date() {
  return z
    .string()
    .max(10, "wallet:errors.dateFormat")
    .optional()
    .refine((value) => value === undefined || value === "" || isCalendarDate(value), "wallet:errors.dateFormat")
    .transform((value) => (value ? value : null));
}

function title(message: string) {
  return z
    .string({ required_error: message })
    .trim()
    .min(1, message)
    .max(200, "wallet:errors.titleTooLong")
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "wallet:errors.titleInvalid");
}

export const CreateCouponSchema = z
  .object({
    kind: z.enum(COUPON_KINDS, { message: "wallet:errors.kindRequired" }),
    code: z
      .string({ required_error: "wallet:errors.codeRequired" })
      .max(64, "wallet:errors.couponCodeFormat")
      .transform((value) => value.normalize("NFKC").replace(/\s+/g, "").toUpperCase()),
    titleMn: title("wallet:errors.titleMnRequired"),
    titleEn: title("wallet:errors.titleEnRequired"),
    discountType: z.enum(DISCOUNT_TYPES, { message: "wallet:errors.discountTypeRequired" }).optional(),
    value: money("wallet:errors.valueFormat"),
    minOrder: money("wallet:errors.minOrderFormat"),
    startsOn: date(),
    endsOn: date(),
    usageLimit: count("wallet:errors.limitFormat"),
    perUserLimit: count("wallet:errors.limitFormat"),
    firstOrderOnly: z.boolean().default(false),
    signedInOnly: z.boolean().default(false),
    ownerEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, "wallet:errors.ownerEmailFormat")
      .email("wallet:errors.ownerEmailFormat")
      .optional()
      .transform((value) => value || null),
    voucherBalance: money("wallet:errors.voucherBalanceFormat"),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (value.code === "") issue("code", "wallet:errors.codeRequired");
    else if (value.kind === "promo") {
      if (!PROMO_CODE_PATTERN.test(value.code)) issue("code", "wallet:errors.promoCodeFormat");
    } else if (!isCouponCode(value.code)) {
      // Exactly 4 digits is read as a promo code at checkout, so a coupon so named would never be found.
      issue("code", "wallet:errors.couponCodeFormat");
    }
    if (value.kind === "voucher") {
      if (value.voucherBalance === null || value.voucherBalance < 1) issue("voucherBalance", "wallet:errors.voucherBalanceRequired");
    } else {
      if (!value.discountType) issue("discountType", "wallet:errors.discountTypeRequired");
      if (value.value === null || value.value < 1) issue("value", "wallet:errors.valueRequired");
      else if (value.discountType === "percent" && value.value > 100) issue("value", "wallet:errors.percentRange");
    }
    if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) issue("endsOn", "wallet:errors.endBeforeStart");
  });

export type CreateCouponInput = z.output<typeof CreateCouponSchema>;
