import { describe, expect, it } from "vitest";
import { classifyCode } from "./domain/coupon-rules";
import { CreateCouponSchema } from "./forms";

/**
 * The back office names codes by the checkout's rule (docs/features.md): exactly 4 digits is a promo code,
 * anything else a coupon or voucher. So a promo code must be 4 digits, and a coupon or voucher may
 * be any 4-32 of A-Z, 0-9 and '-' except exactly 4 digits (which checkout reads as a promo code and
 * would never find); every name staff may give is classified at checkout as its own kind.
 */
const fields = (kind: string, code: string) => ({
  kind,
  code,
  titleMn: "Туршилт",
  titleEn: "Test",
  ...(kind === "voucher" ? { voucherBalance: "10000" } : { discountType: "amount", value: "1000" }),
});

const codeErrors = (kind: string, code: string) => {
  const parsed = CreateCouponSchema.safeParse(fields(kind, code));
  return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === "code").map((issue) => issue.message);
};

describe("CreateCouponSchema: a code's name follows the checkout's rule", () => {
  it.each<[string, string, string[]]>([
    ["promo", "7777", []],
    ["promo", " 20 26 ", []],
    ["promo", "777", ["wallet:errors.promoCodeFormat"]],
    ["promo", "12345", ["wallet:errors.promoCodeFormat"]],
    ["promo", "AB12", ["wallet:errors.promoCodeFormat"]],
    ["coupon", "WELCOME10", []],
    ["coupon", "12345", []],
    ["voucher", "123456", []],
    ["coupon", "1234", ["wallet:errors.couponCodeFormat"]],
    ["voucher", "0007", ["wallet:errors.couponCodeFormat"]],
    ["coupon", "AB", ["wallet:errors.couponCodeFormat"]],
    ["coupon", "SALE!", ["wallet:errors.couponCodeFormat"]],
  ])("%s %j -> %j", (kind, code, expected) => {
    expect(codeErrors(kind, code)).toEqual(expected);
  });

  it.each(["7777", "2026", "12345", "WELCOME10", "GIFT-VOUCHER", "0000-1"])("%s is read at checkout as the kind staff may give it", (code) => {
    const asPromo = codeErrors("promo", code).length === 0;
    const asCoupon = codeErrors("coupon", code).length === 0;
    expect(asPromo !== asCoupon).toBe(true);
    expect(classifyCode(code)).toEqual({ ok: true, kind: asPromo ? "promo" : "coupon", code });
  });
});
