import type { CounterCouponState } from "./rules";
import type { CounterUseError } from "./status";

/** A coupon or voucher as the counter shows it (camelCase; never a database row). */
export interface CounterCouponView {
  id: number;
  code: string;
  kind: "coupon" | "voucher" | "promo";
  title: { mn: string; en: string };
  discountType: "percent" | "amount";
  discountValue: number;
  voucherBalance: number | null;
  minOrder: number;
  /** ISO UTC, inclusive; null = from the start. */
  startsAt: string | null;
  /** The last usable instant (the stored end is exclusive); null = no end. */
  lastUsableAt: string | null;
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
  firstOrderOnly: boolean;
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
