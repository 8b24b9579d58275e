import { describe, expect, it } from "vitest";
import {
  classifyCode,
  couponListState,
  couponWindow,
  evaluateCoupon,
  isCouponCode,
  visibleCodeError,
  type CodeClass,
  type CouponContext,
  type CouponError,
  type CouponEvaluation,
  type CouponRule,
} from "./coupon-rules";

describe("isCouponCode (what staff may name a coupon or voucher)", () => {
  it.each<[string, boolean]>([
    ["WELCOME10", true],
    ["12345", true],
    ["12-34", true],
    ["1234", false],
    ["ABC", false],
    ["A".repeat(33), false],
  ])("%s -> %s", (code, expected) => {
    expect(isCouponCode(code)).toBe(expected);
  });

  it("every code staff may name a coupon is looked up as a coupon at checkout, never as a promo code", () => {
    for (const code of ["12345", "123456", "WINE5000", "SINGLE-USE", "0000-1"]) {
      expect(isCouponCode(code)).toBe(true);
      expect(classifyCode(code)).toEqual({ ok: true, kind: "coupon", code });
    }
  });
});

describe("classifyCode", () => {
  it.each<[string, string | null | undefined, CodeClass]>([
    ["4 digits", "1234", { ok: true, kind: "promo", code: "1234" }],
    ["4 digits padded", " 1234 ", { ok: true, kind: "promo", code: "1234" }],
    ["4 digits with an inner space", "12 34", { ok: true, kind: "promo", code: "1234" }],
    ["leading zeros kept", "0007", { ok: true, kind: "promo", code: "0007" }],
    ["full-width digits", "１２３４", { ok: true, kind: "promo", code: "1234" }],
    // docs/features.md: exactly 4 digits is a promo code, anything else a coupon or voucher. Other digit
    // counts are checked as coupon codes (never answered with a promo-code sentence).
    ["3 digits: a coupon code, too short to exist", "123", { ok: false, error: "code.invalidFormat" }],
    ["3 digits padded", " 777 ", { ok: false, error: "code.invalidFormat" }],
    ["5 digits: looked up as a coupon", "12345", { ok: true, kind: "coupon", code: "12345" }],
    ["6 full-width digits: looked up as a coupon", "１２３４５６", { ok: true, kind: "coupon", code: "123456" }],
    ["1 digit", "7", { ok: false, error: "code.invalidFormat" }],
    ["coupon code", "SUMMER-2026", { ok: true, kind: "coupon", code: "SUMMER-2026" }],
    ["lower case is raised", "summer-2026", { ok: true, kind: "coupon", code: "SUMMER-2026" }],
    ["inner spaces removed", " wine 2026 ", { ok: true, kind: "coupon", code: "WINE2026" }],
    ["4 characters", "AB12", { ok: true, kind: "coupon", code: "AB12" }],
    ["32 characters", "A".repeat(32), { ok: true, kind: "coupon", code: "A".repeat(32) }],
    ["digits with a dash are a coupon", "12-34", { ok: true, kind: "coupon", code: "12-34" }],
    ["too short", "abc", { ok: false, error: "code.invalidFormat" }],
    ["33 characters", "A".repeat(33), { ok: false, error: "code.invalidFormat" }],
    ["punctuation", "SALE!", { ok: false, error: "code.invalidFormat" }],
    ["underscore", "WINE_2026", { ok: false, error: "code.invalidFormat" }],
    ["Cyrillic", "ХЯМДРАЛ", { ok: false, error: "code.invalidFormat" }],
    ["SQL-ish", "' OR 1=1 --", { ok: false, error: "code.invalidFormat" }],
    ["empty", "", { ok: false, error: "code.required" }],
    ["blank", "   ", { ok: false, error: "code.required" }],
    ["null", null, { ok: false, error: "code.required" }],
    ["undefined", undefined, { ok: false, error: "code.required" }],
  ])("%s", (_, input, expected) => {
    expect(classifyCode(input)).toEqual(expected);
  });
});

const NOW = new Date("2026-11-22T06:00:00.000Z");

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  kind: "coupon",
  discountType: "percent",
  discountValue: 10,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perUserLimit: null,
  firstOrderOnly: false,
  signedInOnly: false,
  eligibleTaxonIds: null,
  eligibleProductIds: null,
  voucherBalance: null,
  disabled: false,
  ownerUserId: null,
  ...over,
});

// Product 1: red wine (taxons 10 "Wine" > 11 "Red"), 2: vodka (20 "Spirits"), 3: glasses (30 "Accessories").
const LINES: CouponContext["lines"] = [
  { productId: 1, taxonIds: [10, 11], lineTotal: 90_000 },
  { productId: 2, taxonIds: [20], lineTotal: 45_005 },
  { productId: 3, taxonIds: [30], lineTotal: 12_500 },
];
const ITEMS_TOTAL = 147_505;

const ctx = (over: Partial<CouponContext> = {}): CouponContext => ({
  now: NOW,
  userId: 7,
  lines: LINES,
  deliveryTotal: 5_000,
  usedTotal: 0,
  usedByUser: 0,
  userPlacedOrders: 0,
  ...over,
});

describe("evaluateCoupon", () => {
  it.each<[string, Partial<CouponRule>, Partial<CouponContext>, CouponEvaluation]>([
    // discounts
    ["10% of everything, rounded down", {}, {}, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }], // 14,750.5
    ["percent rounding down a single line", {}, { lines: [{ productId: 2, taxonIds: [20], lineTotal: 45_009 }] }, { ok: true, discount: 4_500, eligibleTotal: 45_009 }],
    ["100%", { discountValue: 100 }, {}, { ok: true, discount: ITEMS_TOTAL, eligibleTotal: ITEMS_TOTAL }],
    ["1% of a small total", { discountValue: 1 }, { lines: [{ productId: 3, taxonIds: [30], lineTotal: 99 }] }, { ok: true, discount: 0, eligibleTotal: 99 }],
    ["fixed amount", { discountType: "amount", discountValue: 20_000 }, {}, { ok: true, discount: 20_000, eligibleTotal: ITEMS_TOTAL }],
    [
      "fixed amount capped at the eligible total",
      { discountType: "amount", discountValue: 20_000, eligibleProductIds: [3] },
      {},
      { ok: true, discount: 12_500, eligibleTotal: 12_500 },
    ],
    ["fixed amount never covers delivery", { discountType: "amount", discountValue: 500_000 }, {}, { ok: true, discount: ITEMS_TOTAL, eligibleTotal: ITEMS_TOTAL }],
    ["promo kind works like a coupon", { kind: "promo", discountType: "amount", discountValue: 5_000 }, {}, { ok: true, discount: 5_000, eligibleTotal: ITEMS_TOTAL }],
    // vouchers
    ["voucher with a partial balance", { kind: "voucher", discountType: "amount", voucherBalance: 30_000 }, {}, { ok: true, discount: 30_000, eligibleTotal: ITEMS_TOTAL }],
    [
      "voucher balance above the order: covers items and delivery",
      { kind: "voucher", discountType: "amount", voucherBalance: 1_000_000 },
      {},
      { ok: true, discount: ITEMS_TOTAL + 5_000, eligibleTotal: ITEMS_TOTAL },
    ],
    [
      "voucher balance exactly the order",
      { kind: "voucher", discountType: "amount", voucherBalance: ITEMS_TOTAL + 5_000 },
      {},
      { ok: true, discount: ITEMS_TOTAL + 5_000, eligibleTotal: ITEMS_TOTAL },
    ],
    ["voucher spent", { kind: "voucher", discountType: "amount", voucherBalance: 0 }, {}, { ok: false, error: "voucher.empty" }],
    ["voucher without a balance", { kind: "voucher", discountType: "amount", voucherBalance: null }, {}, { ok: false, error: "voucher.empty" }],
    ["voucher ignores the discount value", { kind: "voucher", discountType: "amount", discountValue: 999, voucherBalance: 1_000 }, {}, { ok: true, discount: 1_000, eligibleTotal: ITEMS_TOTAL }],
    // eligibility
    ["by taxon (a parent taxon)", { eligibleTaxonIds: [10] }, {}, { ok: true, discount: 9_000, eligibleTotal: 90_000 }],
    ["by taxon, several lines", { eligibleTaxonIds: [11, 20] }, {}, { ok: true, discount: 13_500, eligibleTotal: 135_005 }],
    ["by product", { eligibleProductIds: [2] }, {}, { ok: true, discount: 4_500, eligibleTotal: 45_005 }],
    ["product and taxon lists add up", { eligibleProductIds: [3], eligibleTaxonIds: [20] }, {}, { ok: true, discount: 5_750, eligibleTotal: 57_505 }],
    ["a line matching both lists counts once", { eligibleProductIds: [1], eligibleTaxonIds: [10] }, {}, { ok: true, discount: 9_000, eligibleTotal: 90_000 }],
    ["no line in the taxon", { eligibleTaxonIds: [99] }, {}, { ok: false, error: "coupon.notEligible" }],
    ["no line is the product", { eligibleProductIds: [99] }, {}, { ok: false, error: "coupon.notEligible" }],
    ["an empty list matches nothing", { eligibleProductIds: [] }, {}, { ok: false, error: "coupon.notEligible" }],
    ["empty cart", {}, { lines: [] }, { ok: false, error: "coupon.notEligible" }],
    // minimum order (items of ALL lines)
    ["minimum exactly met", { minOrder: ITEMS_TOTAL }, {}, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    ["minimum missed by 1", { minOrder: ITEMS_TOTAL + 1 }, {}, { ok: false, error: "coupon.minimumNotMet", minOrder: ITEMS_TOTAL + 1 }],
    ["delivery does not count toward the minimum", { minOrder: ITEMS_TOTAL + 5_000 }, {}, { ok: false, error: "coupon.minimumNotMet", minOrder: ITEMS_TOTAL + 5_000 }],
    [
      "minimum counts all lines, not only eligible ones",
      { minOrder: 100_000, eligibleProductIds: [3] },
      {},
      { ok: true, discount: 1_250, eligibleTotal: 12_500 },
    ],
    ["not eligible is reported before the minimum", { minOrder: 1_000_000, eligibleProductIds: [99] }, {}, { ok: false, error: "coupon.notEligible" }],
    // window: start inclusive, end exclusive
    ["starts in 1 ms", { startsAt: "2026-11-22T06:00:00.001Z" }, {}, { ok: false, error: "coupon.notStarted" }],
    ["starts right now", { startsAt: "2026-11-22T06:00:00.000Z" }, {}, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    ["ends in 1 ms", { endsAt: "2026-11-22T06:00:00.001Z" }, {}, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    ["ends right now", { endsAt: "2026-11-22T06:00:00.000Z" }, {}, { ok: false, error: "coupon.expired" }],
    ["ended yesterday", { endsAt: "2026-11-21T06:00:00Z" }, {}, { ok: false, error: "coupon.expired" }],
    ["an offset date", { endsAt: "2026-11-22T14:00:00+08:00" }, {}, { ok: false, error: "coupon.expired" }],
    ["inside both ends", { startsAt: "2026-11-01T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }, {}, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    // who
    ["signed-in only, guest", { signedInOnly: true }, { userId: null }, { ok: false, error: "coupon.signInRequired" }],
    ["signed-in only, signed in", { signedInOnly: true }, {}, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    ["owner's coupon, owner", { ownerUserId: 7 }, {}, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    ["owner's coupon, someone else", { ownerUserId: 8 }, {}, { ok: false, error: "coupon.notYours" }],
    ["owner's coupon, guest", { ownerUserId: 7 }, { userId: null }, { ok: false, error: "coupon.signInRequired" }],
    ["a guest may use an open coupon", {}, { userId: null }, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    // limits
    ["total limit: last use left", { usageLimit: 100 }, { usedTotal: 99 }, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    ["total limit reached", { usageLimit: 100 }, { usedTotal: 100 }, { ok: false, error: "coupon.limitReached" }],
    ["total limit overshot", { usageLimit: 100 }, { usedTotal: 101 }, { ok: false, error: "coupon.limitReached" }],
    ["total limit 0", { usageLimit: 0 }, {}, { ok: false, error: "coupon.limitReached" }],
    ["per-user limit: last use left", { perUserLimit: 2 }, { usedByUser: 1 }, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    ["per-user limit reached", { perUserLimit: 2 }, { usedByUser: 2 }, { ok: false, error: "coupon.alreadyUsed" }],
    ["per-user limit, guest", { perUserLimit: 1 }, { userId: null }, { ok: false, error: "coupon.signInRequired" }],
    ["total limit before per-user limit", { usageLimit: 5, perUserLimit: 1 }, { usedTotal: 5, usedByUser: 1 }, { ok: false, error: "coupon.limitReached" }],
    // first order
    ["first order, none placed", { firstOrderOnly: true }, { userPlacedOrders: 0 }, { ok: true, discount: 14_750, eligibleTotal: ITEMS_TOTAL }],
    ["first order, one placed", { firstOrderOnly: true }, { userPlacedOrders: 1 }, { ok: false, error: "coupon.firstOrderOnly" }],
    ["first order, guest", { firstOrderOnly: true }, { userId: null }, { ok: false, error: "coupon.signInRequired" }],
    // order of checks
    ["disabled beats everything", { disabled: true, endsAt: "2026-01-01T00:00:00Z", usageLimit: 0 }, { userId: null }, { ok: false, error: "coupon.disabled" }],
    ["window before sign-in", { endsAt: "2026-01-01T00:00:00Z", signedInOnly: true }, { userId: null }, { ok: false, error: "coupon.expired" }],
    ["sign-in before owner", { signedInOnly: true, ownerUserId: 8 }, { userId: null }, { ok: false, error: "coupon.signInRequired" }],
    ["owner before limits", { ownerUserId: 8, usageLimit: 0 }, {}, { ok: false, error: "coupon.notYours" }],
    ["limits before first order", { perUserLimit: 1, firstOrderOnly: true }, { usedByUser: 1, userPlacedOrders: 3 }, { ok: false, error: "coupon.alreadyUsed" }],
    ["first order before eligibility", { firstOrderOnly: true, eligibleProductIds: [99] }, { userPlacedOrders: 1 }, { ok: false, error: "coupon.firstOrderOnly" }],
    ["minimum before an empty voucher", { kind: "voucher", voucherBalance: 0, minOrder: 1_000_000 }, {}, { ok: false, error: "coupon.minimumNotMet", minOrder: 1_000_000 }],
  ])("%s", (_, over, context, expected) => {
    expect(evaluateCoupon(rule(over), ctx(context))).toEqual(expected);
  });

  it("discount never exceeds the eligible total (+ delivery for vouchers)", () => {
    for (const discountValue of [1, 33, 99, 100]) {
      for (const lineTotal of [0, 1, 99, 12_345, 999_999]) {
        const lines = [{ productId: 1, taxonIds: [10], lineTotal }];
        const percent = evaluateCoupon(rule({ discountValue }), ctx({ lines }));
        const amount = evaluateCoupon(rule({ discountType: "amount", discountValue: discountValue * 1_000 }), ctx({ lines }));
        const voucher = evaluateCoupon(rule({ kind: "voucher", discountType: "amount", voucherBalance: discountValue * 1_000 }), ctx({ lines }));
        if (!percent.ok || !amount.ok || !voucher.ok) throw new Error("refused");
        expect(percent.discount).toBeLessThanOrEqual(lineTotal);
        expect(amount.discount).toBeLessThanOrEqual(lineTotal);
        expect(voucher.discount).toBeLessThanOrEqual(lineTotal + 5_000);
      }
    }
  });

  it.each<[string, Partial<CouponRule>, Partial<CouponContext>]>([
    ["percent 0", { discountValue: 0 }, {}],
    ["percent 101", { discountValue: 101 }, {}],
    ["fractional percent", { discountValue: 12.5 }, {}],
    ["fractional amount", { discountType: "amount", discountValue: 1_000.5 }, {}],
    ["negative minimum", { minOrder: -1 }, {}],
    ["fractional voucher balance", { kind: "voucher", voucherBalance: 10.5 }, {}],
    ["unparsable start", { startsAt: "next week" }, {}],
    ["fractional line total", {}, { lines: [{ productId: 1, taxonIds: [], lineTotal: 1.5 }] }],
    ["negative delivery", {}, { deliveryTotal: -1 }],
    ["invalid now", {}, { now: new Date("nope") }],
  ])("rejects %s", (_, over, context) => {
    expect(() => evaluateCoupon(rule(over), ctx(context))).toThrow(RangeError);
  });
});

describe("couponWindow", () => {
  it.each<[string | null, string | null, "notStarted" | "open" | "over"]>([
    [null, null, "open"],
    ["2026-11-22T06:00:00.000Z", null, "open"],
    ["2026-11-22T06:00:00.001Z", null, "notStarted"],
    [null, "2026-11-22T06:00:00.001Z", "open"],
    [null, "2026-11-22T06:00:00.000Z", "over"],
  ])("%s .. %s -> %s", (startsAt, endsAt, expected) => {
    expect(couponWindow({ startsAt, endsAt }, NOW)).toBe(expected);
  });
});

describe("couponListState", () => {
  it.each<[string, Partial<CouponRule>, number, "active" | "used" | "expired"]>([
    ["open coupon", {}, 0, "active"],
    ["not started yet is still listed as active", { startsAt: "2026-12-01T00:00:00Z" }, 0, "active"],
    ["used once of twice", { perUserLimit: 2 }, 1, "active"],
    ["used up to the per-user limit", { perUserLimit: 2 }, 2, "used"],
    ["no per-user limit: never used up", {}, 50, "active"],
    ["voucher with balance", { kind: "voucher", voucherBalance: 5_000 }, 3, "active"],
    ["voucher spent", { kind: "voucher", voucherBalance: 0 }, 3, "used"],
    ["window over", { endsAt: "2026-11-22T06:00:00.000Z" }, 0, "expired"],
    ["last moment of the window", { endsAt: "2026-11-22T06:00:00.001Z" }, 0, "active"],
    ["used wins over expired", { perUserLimit: 1, endsAt: "2026-01-01T00:00:00Z" }, 1, "used"],
    ["disabled is no longer usable", { disabled: true }, 0, "expired"],
  ])("%s", (_, over, usedByUser, expected) => {
    expect(couponListState(rule(over), usedByUser, NOW)).toBe(expected);
  });
});

describe("visibleCodeError", () => {
  it.each<[string, CouponError | "coupon.notFound", { signedIn: boolean; recentFailures: number }, number | undefined, string]>([
    ["signed in, first failure: specific", "coupon.expired", { signedIn: true, recentFailures: 0 }, undefined, "coupon.expired"],
    ["signed in, 2 failures: specific", "coupon.notFound", { signedIn: true, recentFailures: 2 }, undefined, "coupon.notFound"],
    ["signed in, 3 failures: uniform", "coupon.notFound", { signedIn: true, recentFailures: 3 }, undefined, "code.invalid"],
    ["signed in, many failures: uniform", "coupon.minimumNotMet", { signedIn: true, recentFailures: 40 }, undefined, "code.invalid"],
    ["guest, not found: uniform", "coupon.notFound", { signedIn: false, recentFailures: 0 }, undefined, "code.invalid"],
    ["guest, expired: uniform", "coupon.expired", { signedIn: false, recentFailures: 0 }, undefined, "code.invalid"],
    ["guest, limit reached: uniform", "coupon.limitReached", { signedIn: false, recentFailures: 0 }, undefined, "code.invalid"],
    ["guest, sign-in required: uniform", "coupon.signInRequired", { signedIn: false, recentFailures: 0 }, undefined, "code.invalid"],
    ["custom threshold 5, 4 failures", "voucher.empty", { signedIn: true, recentFailures: 4 }, 5, "voucher.empty"],
    ["custom threshold 5, 5 failures", "voucher.empty", { signedIn: true, recentFailures: 5 }, 5, "code.invalid"],
    ["threshold 0: always uniform", "coupon.expired", { signedIn: true, recentFailures: 0 }, 0, "code.invalid"],
  ])("%s", (_, error, who, uniformAfter, expected) => {
    expect(visibleCodeError(error, who, uniformAfter)).toBe(expected);
  });
});
