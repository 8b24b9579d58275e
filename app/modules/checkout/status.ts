import type { StatusTable } from "~/kernel/result";

/**
 * The checkout's error codes and the HTTP status a route answers each with
 * (docs/decisions/032-one-result-shape.md).
 *
 * Every code is a full message key: placing answers "checkout:errors.totalChanged" and the like,
 * which `PLACE_STATUS` maps to a status; the payment step's code and store-credit forms answer
 * keys built from the coupons' and the wallet's domain errors ("checkout:errors.code_tooManyAttempts"),
 * whose status `adjustmentStatus` gives.
 */

export type PlaceError =
  | "checkout:errors.addressFirst"
  | "checkout:errors.cartEmpty"
  | "checkout:errors.paymentMethodUnavailable"
  | "checkout:errors.downPaymentMethodRequired"
  | "checkout:errors.totalChanged"
  | "checkout:errors.outOfStock"
  | "checkout:errors.couponUnavailable"
  | "checkout:errors.walletChanged"
  | "checkout:errors.slotUnavailable"
  | "checkout:errors.expressClosed"
  | "checkout:errors.changedConcurrently";

/** A form the shopper can fix is 400; anything that changed under them (stock, prices, the code, the slot) is 409. */
export const PLACE_STATUS = {
  "checkout:errors.addressFirst": 409,
  "checkout:errors.cartEmpty": 409,
  "checkout:errors.paymentMethodUnavailable": 400,
  "checkout:errors.downPaymentMethodRequired": 400,
  "checkout:errors.totalChanged": 409,
  "checkout:errors.outOfStock": 409,
  "checkout:errors.couponUnavailable": 409,
  "checkout:errors.walletChanged": 409,
  "checkout:errors.slotUnavailable": 409,
  "checkout:errors.expressClosed": 409,
  "checkout:errors.changedConcurrently": 409,
} satisfies StatusTable<PlaceError>;

/** The payment step's "choose another time": a missing choice is the shopper's to fix; a slot gone meanwhile is 409. */
export const SLOT_CHANGE_STATUS = {
  "checkout:errors.slotRequired": 400,
  "checkout:errors.slotUnavailable": 409,
} satisfies StatusTable<"checkout:errors.slotRequired" | "checkout:errors.slotUnavailable">;

/** The payment step's code and store-credit forms: full i18n keys in the `checkout` namespace. */
export type AdjustmentErrorCode = `checkout:errors.${string}`;

const ADJUSTMENT_STATUS: Partial<StatusTable<AdjustmentErrorCode>> = {
  // Too many wrong codes in a row: the shopper waits (docs/decisions/026-coupon-codes.md).
  "checkout:errors.code_tooManyAttempts": 429,
  "checkout:errors.wallet_signIn": 401,
};

/** 400 unless the table says otherwise: every other refusal is about what the shopper typed. */
export function adjustmentStatus(code: AdjustmentErrorCode): 400 | 401 | 429 {
  return (ADJUSTMENT_STATUS[code] as 401 | 429 | undefined) ?? 400;
}
