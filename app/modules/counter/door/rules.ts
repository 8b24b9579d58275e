import { couponWindow, type CouponRule } from "~/modules/coupons";

/**
 * What staff may do with a coupon or voucher at the counter (docs/decisions/054-qr-reading-at-the-counter.md).
 * Pure: no I/O, no clock (`now` is passed in). A counter sale has no online cart, so the rules that
 * read a cart (eligible products, minimum order) are the cashier's business: shown, not checked.
 * The rest are checked as checkout checks them, in this order (the first failure wins):
 *  1. disabled                                        -> coupon.disabled
 *  2. window: now < startsAt                          -> coupon.notStarted
 *             now >= endsAt                           -> coupon.expired
 *  3. usedTotal >= usageLimit                         -> coupon.limitReached
 *  4. a voucher with no balance                       -> voucher.empty
 *  5. firstOrderOnly (a rule of the first online order: a counter sale is none) -> counter.onlineOnly
 *  6. signedInOnly or perUserLimit, and no owner (the shopper cannot be counted) -> counter.shopperUnknown
 *  7. perUserLimit and the owner's uses (online and at the counter) reached  -> coupon.alreadyUsed
 * Promo codes (exactly 4 digits) are public codes for the online shop and are not looked up here.
 */

export type CounterRefusal =
  | "coupon.disabled"
  | "coupon.notStarted"
  | "coupon.expired"
  | "coupon.limitReached"
  | "voucher.empty"
  | "counter.onlineOnly"
  | "counter.shopperUnknown"
  | "coupon.alreadyUsed";

/** The state staff read, in words (counter:states.*). */
export type CounterCouponState = "usable" | "disabled" | "notStarted" | "expired" | "usedUp" | "usedByShopper" | "onlineOnly" | "shopperUnknown";

export interface CounterFacts {
  now: Date;
  /** Uses recorded so far (all shoppers, online and at the counter): the coupon's used_count. */
  usedTotal: number;
  /** The owner's uses (online and at the counter); 0 when the coupon has no owner. */
  usedByOwner: number;
}

export type CounterVerdict = { ok: true } | { ok: false; error: CounterRefusal };

export function counterVerdict(rule: CouponRule, facts: CounterFacts): CounterVerdict {
  if (rule.disabled) return { ok: false, error: "coupon.disabled" };
  const window = couponWindow(rule, facts.now);
  if (window === "notStarted") return { ok: false, error: "coupon.notStarted" };
  if (window === "over") return { ok: false, error: "coupon.expired" };
  if (rule.usageLimit !== null && facts.usedTotal >= rule.usageLimit) return { ok: false, error: "coupon.limitReached" };
  if (rule.kind === "voucher" && (rule.voucherBalance ?? 0) <= 0) return { ok: false, error: "voucher.empty" };
  if (rule.firstOrderOnly) return { ok: false, error: "counter.onlineOnly" };
  if ((rule.signedInOnly || rule.perUserLimit !== null) && rule.ownerUserId === null) return { ok: false, error: "counter.shopperUnknown" };
  if (rule.perUserLimit !== null && facts.usedByOwner >= rule.perUserLimit) return { ok: false, error: "coupon.alreadyUsed" };
  return { ok: true };
}

const STATE_OF: Record<CounterRefusal, CounterCouponState> = {
  "coupon.disabled": "disabled",
  "coupon.notStarted": "notStarted",
  "coupon.expired": "expired",
  "coupon.limitReached": "usedUp",
  "voucher.empty": "usedUp",
  "counter.onlineOnly": "onlineOnly",
  "counter.shopperUnknown": "shopperUnknown",
  "coupon.alreadyUsed": "usedByShopper",
};

export function counterState(verdict: CounterVerdict): CounterCouponState {
  return verdict.ok ? "usable" : STATE_OF[verdict.error];
}

export type TakeRefusal = "counter.amountRequired" | "counter.amountAboveBalance" | "counter.notAVoucher";

/**
 * How much a counter use takes: a coupon takes one use and no money (an amount is refused: the
 * form was not the coupon's); a voucher takes a whole tugrik amount of 1..balance from its
 * balance. `max` is what the message names when the amount is more than the balance.
 */
export function counterTake(
  rule: Pick<CouponRule, "kind" | "voucherBalance">,
  amount: number | null,
): { ok: true; amount: number } | { ok: false; error: TakeRefusal; max?: number } {
  if (rule.kind !== "voucher") return amount === null ? { ok: true, amount: 0 } : { ok: false, error: "counter.notAVoucher" };
  const balance = rule.voucherBalance ?? 0;
  if (amount === null || !Number.isSafeInteger(amount) || amount < 1) return { ok: false, error: "counter.amountRequired" };
  if (amount > balance) return { ok: false, error: "counter.amountAboveBalance", max: balance };
  return { ok: true, amount };
}

