/**
 * Coupon, voucher and promo-code rules (storefront-spec.md §3, §5 and §8). Pure: no I/O, no clock reads
 * (`now` is passed in). Money is integer tugrik; a malformed rule or context (fractional or
 * negative money, a percent outside 1..100, an unparsable date) is a programming or data error
 * and throws RangeError. A shopper's refusal is a result with a stable code.
 *
 * Codes a shopper types (docs/features.md, "Wallet, coupons, vouchers, gift cards"): exactly 4 digits is a
 * promo code; anything else is a coupon or voucher code, 4-32 of A-Z, 0-9 and '-',
 * case-insensitive, which the server looks up (the record says coupon or voucher). A code of 3
 * or 5 digits is therefore a coupon code, not a malformed promo code.
 *
 * Validity window: `startsAt` is inclusive, `endsAt` is exclusive: usable when
 * startsAt <= now < endsAt. A coupon ending at 2026-12-01T00:00:00Z is usable through
 * 23:59:59.999 on 30 November (UTC) and expired at exactly midnight. Null means open-ended.
 */

// ---------------------------------------------------------------------------------------------
// Classifying a typed code

export type CodeClass =
  | { ok: true; kind: "promo"; code: string }
  | { ok: true; kind: "coupon"; code: string }
  | { ok: false; error: "code.required" | "code.invalidFormat" };

export const PROMO_CODE_PATTERN = /^\d{4}$/;
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;

/** A coupon or voucher's own code: the coupon pattern, and never exactly 4 digits (that is read as a promo code). */
export function isCouponCode(code: string): boolean {
  return COUPON_CODE_PATTERN.test(code) && !PROMO_CODE_PATTERN.test(code);
}

/**
 * Normalises what the shopper typed (NFKC, so full-width digits count; trim; every inner space
 * removed; upper case) and classifies it. Exactly 4 digits -> "promo". Anything else is a coupon
 * or voucher code: 4-32 of [A-Z0-9-] -> "coupon" (looked up as coupon or voucher, so "12345" is
 * looked up too), else code.invalidFormat, which reads as the coupon's 'Invalid voucher or
 * coupon code' (a 3-digit code lands here: no coupon can be that short). Empty -> code.required.
 */
export function classifyCode(input: string | null | undefined): CodeClass {
  if (typeof input !== "string") return { ok: false, error: "code.required" };
  const code = input.normalize("NFKC").replace(/\s+/g, "").toUpperCase();
  if (code === "") return { ok: false, error: "code.required" };
  if (PROMO_CODE_PATTERN.test(code)) return { ok: true, kind: "promo", code };
  if (COUPON_CODE_PATTERN.test(code)) return { ok: true, kind: "coupon", code };
  return { ok: false, error: "code.invalidFormat" };
}

// ---------------------------------------------------------------------------------------------
// Evaluating a coupon against a cart

export interface CouponRule {
  kind: "coupon" | "voucher" | "promo";
  /** Vouchers: "amount" with a balance (the type is not consulted for vouchers). */
  discountType: "percent" | "amount";
  /** Percent 1..100, or MNT. */
  discountValue: number;
  /** MNT, 0 = none. */
  minOrder: number;
  /** ISO UTC, inclusive. */
  startsAt: string | null;
  /** ISO UTC, exclusive. */
  endsAt: string | null;
  /** Total uses (all shoppers). */
  usageLimit: number | null;
  perUserLimit: number | null;
  firstOrderOnly: boolean;
  signedInOnly: boolean;
  /** null = no restriction by taxon. */
  eligibleTaxonIds: number[] | null;
  /** null = no restriction by product. */
  eligibleProductIds: number[] | null;
  /** Vouchers only: what is left to spend. */
  voucherBalance: number | null;
  disabled: boolean;
  /** A coupon issued to one user. */
  ownerUserId: number | null;
}

export interface CouponContext {
  now: Date;
  userId: number | null;
  /** `taxonIds` should hold the line's taxons AND their ancestors, so a rule on "Wine" covers "Red wine". */
  lines: readonly { productId: number; taxonIds: readonly number[]; lineTotal: number }[];
  deliveryTotal: number;
  /** Uses recorded so far (all users). */
  usedTotal: number;
  /** This user's uses. */
  usedByUser: number;
  userPlacedOrders: number;
}

export type CouponError =
  | "coupon.disabled"
  | "coupon.notStarted"
  | "coupon.expired"
  | "coupon.limitReached"
  | "coupon.alreadyUsed"
  | "coupon.signInRequired"
  | "coupon.notYours"
  | "coupon.firstOrderOnly"
  | "coupon.minimumNotMet"
  | "coupon.notEligible"
  | "voucher.empty";

export type CouponEvaluation = { ok: true; discount: number; eligibleTotal: number } | { ok: false; error: CouponError; minOrder?: number };

function whole(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  return value;
}

function instant(iso: string, name: string): number {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new RangeError(`${name} is not a date: ${iso}`);
  return t;
}

function clock(now: Date): number {
  const t = now.getTime();
  if (Number.isNaN(t)) throw new RangeError("now is an invalid date");
  return t;
}

/** Where `now` falls in the rule's window: before it, inside it (start inclusive) or after it (end exclusive). */
export function couponWindow(rule: Pick<CouponRule, "startsAt" | "endsAt">, now: Date): "notStarted" | "open" | "over" {
  const t = clock(now);
  if (rule.startsAt !== null && t < instant(rule.startsAt, "startsAt")) return "notStarted";
  if (rule.endsAt !== null && t >= instant(rule.endsAt, "endsAt")) return "over";
  return "open";
}

function checkRule(rule: CouponRule): void {
  whole(rule.minOrder, "minOrder");
  whole(rule.discountValue, "discountValue");
  if (rule.kind !== "voucher" && rule.discountType === "percent" && (rule.discountValue < 1 || rule.discountValue > 100)) {
    throw new RangeError(`a percent discount must be 1..100, got ${rule.discountValue}`);
  }
  if (rule.voucherBalance !== null) whole(rule.voucherBalance, "voucherBalance");
  if (rule.usageLimit !== null) whole(rule.usageLimit, "usageLimit");
  if (rule.perUserLimit !== null) whole(rule.perUserLimit, "perUserLimit");
}

function isEligible(rule: CouponRule, line: CouponContext["lines"][number]): boolean {
  const { eligibleProductIds: products, eligibleTaxonIds: taxons } = rule;
  if (products === null && taxons === null) return true;
  if (products !== null && products.includes(line.productId)) return true;
  if (taxons !== null && line.taxonIds.some((id) => taxons.includes(id))) return true;
  return false;
}

/**
 * Checks a coupon, voucher or promo against a cart, in this order (the first failure wins):
 *  1. disabled                                   -> coupon.disabled
 *  2. window: now < startsAt                     -> coupon.notStarted
 *             now >= endsAt                      -> coupon.expired
 *  3. signedInOnly and no user                   -> coupon.signInRequired
 *  4. owner set: no user                         -> coupon.signInRequired
 *                another user                    -> coupon.notYours
 *  5. usedTotal >= usageLimit                    -> coupon.limitReached
 *     perUserLimit set: no user                  -> coupon.signInRequired (a guest's uses cannot be counted)
 *                       usedByUser >= limit      -> coupon.alreadyUsed
 *  6. firstOrderOnly: no user                    -> coupon.signInRequired (a guest's history is unknown)
 *                     userPlacedOrders > 0       -> coupon.firstOrderOnly
 *  7. no eligible line                           -> coupon.notEligible
 *     (no lists = every line; otherwise a line is eligible when its product is in
 *     eligibleProductIds OR one of its taxons is in eligibleTaxonIds: the lists add up; an
 *     empty list matches nothing)
 *  8. items total of ALL lines < minOrder        -> coupon.minimumNotMet (+ minOrder); exactly met passes
 *  9. discount: voucher: balance 0 (or missing)  -> voucher.empty,
 *                        else min(balance, eligibleTotal + deliveryTotal);
 *               percent: floor(eligibleTotal * percent / 100);
 *               amount:  min(value, eligibleTotal).
 * `eligibleTotal` is the items total of the eligible lines (delivery not included).
 */
export function evaluateCoupon(rule: CouponRule, context: CouponContext): CouponEvaluation {
  checkRule(rule);
  const deliveryTotal = whole(context.deliveryTotal, "deliveryTotal");
  whole(context.usedTotal, "usedTotal");
  whole(context.usedByUser, "usedByUser");
  whole(context.userPlacedOrders, "userPlacedOrders");
  let itemsTotal = 0;
  let eligibleTotal = 0;
  let eligibleLines = 0;
  context.lines.forEach((line, index) => {
    const amount = whole(line.lineTotal, `lines[${index}].lineTotal`);
    itemsTotal += amount;
    if (isEligible(rule, line)) {
      eligibleTotal += amount;
      eligibleLines += 1;
    }
  });
  const signedIn = context.userId !== null;

  if (rule.disabled) return { ok: false, error: "coupon.disabled" };
  const window = couponWindow(rule, context.now);
  if (window === "notStarted") return { ok: false, error: "coupon.notStarted" };
  if (window === "over") return { ok: false, error: "coupon.expired" };
  if (rule.signedInOnly && !signedIn) return { ok: false, error: "coupon.signInRequired" };
  if (rule.ownerUserId !== null) {
    if (!signedIn) return { ok: false, error: "coupon.signInRequired" };
    if (context.userId !== rule.ownerUserId) return { ok: false, error: "coupon.notYours" };
  }
  if (rule.usageLimit !== null && context.usedTotal >= rule.usageLimit) return { ok: false, error: "coupon.limitReached" };
  if (rule.perUserLimit !== null) {
    if (!signedIn) return { ok: false, error: "coupon.signInRequired" };
    if (context.usedByUser >= rule.perUserLimit) return { ok: false, error: "coupon.alreadyUsed" };
  }
  if (rule.firstOrderOnly) {
    if (!signedIn) return { ok: false, error: "coupon.signInRequired" };
    if (context.userPlacedOrders > 0) return { ok: false, error: "coupon.firstOrderOnly" };
  }
  if (eligibleLines === 0) return { ok: false, error: "coupon.notEligible" };
  if (itemsTotal < rule.minOrder) return { ok: false, error: "coupon.minimumNotMet", minOrder: rule.minOrder };

  if (rule.kind === "voucher") {
    const balance = rule.voucherBalance ?? 0;
    if (balance === 0) return { ok: false, error: "voucher.empty" };
    return { ok: true, discount: Math.min(balance, eligibleTotal + deliveryTotal), eligibleTotal };
  }
  const discount =
    rule.discountType === "percent" ? Math.floor((eligibleTotal * rule.discountValue) / 100) : Math.min(rule.discountValue, eligibleTotal);
  return { ok: true, discount, eligibleTotal };
}

// ---------------------------------------------------------------------------------------------
// The account's coupon list

/**
 * State shown in the account's coupon list. "used" wins over "expired" (a coupon you used stays
 * "used" after its window ends): used = this user reached the per-user limit, or a voucher has
 * no balance left. "expired" = the window is over (end exclusive), or the coupon was disabled
 * (it can no longer be used either way). Everything else, including a coupon whose window has
 * not started yet, is "active".
 */
export function couponListState(rule: CouponRule, usedByUser: number, now: Date): "active" | "used" | "expired" {
  whole(usedByUser, "usedByUser");
  if (rule.perUserLimit !== null && usedByUser >= rule.perUserLimit) return "used";
  if (rule.kind === "voucher" && (rule.voucherBalance ?? 0) === 0) return "used";
  if (rule.disabled || couponWindow(rule, now) === "over") return "expired";
  return "active";
}

// ---------------------------------------------------------------------------------------------
// Which refusal a shopper sees

/** After this many recent failures even a signed-in shopper gets the uniform message. */
export const UNIFORM_CODE_ERROR_AFTER = 3;

/**
 * Which message a refused code gets. 4-digit codes have only 10,000 values, so an anonymous
 * shopper, or anyone who has already failed `uniformAfter` (default 3) times in the window
 * (`recentFailures >= uniformAfter`), gets the one uniform 'code.invalid' for every refusal (not
 * found, expired, limit, sign-in required...), so probing learns nothing about which codes
 * exist. Signed-in shoppers under the threshold get the specific error. The caller counts the
 * failures (and should count this one after deciding).
 */
export function visibleCodeError(
  error: CouponError | "coupon.notFound",
  who: { signedIn: boolean; recentFailures: number },
  uniformAfter: number = UNIFORM_CODE_ERROR_AFTER,
): CouponError | "coupon.notFound" | "code.invalid" {
  if (!who.signedIn || who.recentFailures >= uniformAfter) return "code.invalid";
  return error;
}
