import type { CounterCouponState } from "./rules";
import type { CounterUseError } from "./status";
import type { CouponView } from "~/modules/coupons";

/**
 * A coupon or voucher as the counter shows it (camelCase; never a database row): the account's
 * view of a coupon, with the counter's own state, owner and limits.
 */
export interface CounterCouponView
  extends Pick<CouponView, "id" | "code" | "kind" | "title" | "discountType" | "discountValue" | "voucherBalance" | "minOrder" | "startsAt" | "lastUsableAt" | "firstOrderOnly"> {
  /** The shopper it was issued to: name and a partly masked e-mail or phone. */
  owner: { name: string; contact: string } | null;
  usedCount: number;
  usageLimit: number | null;
  perUserLimit: number | null;
  /** The owner's uses, online and at the counter (0 without an owner). */
  usedByOwner: number;
  /** Only some products or categories (the cashier checks the basket). */
  limitedProducts: boolean;
  signedInOnly: boolean;
  state: CounterCouponState;
  /** Why it cannot be used now, or null when it can. */
  refusal: CounterUseError | null;
}

/** One line of today's counter log. */
export interface CounterUseLine {
  id: number;
  at: string;
  staff: string;
  code: string;
  kind: "coupon" | "voucher" | "promo";
  amount: number;
}
