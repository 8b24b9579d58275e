import type { StatusTable } from "~/kernel/result";
import type { CounterRefusal, TakeRefusal } from "./rules";

/**
 * The counter's answers as full i18n keys of the `counter` namespace, and the HTTP status the
 * route answers each with (docs/decisions/032-one-result-shape.md).
 */
export type CounterLookupError =
  | "counter:errors.codeRequired"
  | "counter:errors.codeInvalid"
  | "counter:errors.promoOnline"
  | "counter:errors.notFound"
  | "counter:errors.tooManyLookups";

export type CounterUseError =
  | "counter:errors.notFound"
  | "counter:errors.disabled"
  | "counter:errors.notStarted"
  | "counter:errors.expired"
  | "counter:errors.limitReached"
  | "counter:errors.voucherEmpty"
  | "counter:errors.onlineOnly"
  | "counter:errors.shopperUnknown"
  | "counter:errors.alreadyUsed"
  | "counter:errors.amountRequired"
  | "counter:errors.amountAboveBalance"
  | "counter:errors.notAVoucher"
  | "counter:errors.alreadyDone"
  | "counter:errors.unavailable";

export type CounterError = CounterLookupError | CounterUseError;

export const COUNTER_STATUS: StatusTable<CounterError> = {
  "counter:errors.codeRequired": 400,
  "counter:errors.codeInvalid": 400,
  "counter:errors.promoOnline": 400,
  "counter:errors.notFound": 404,
  "counter:errors.tooManyLookups": 429,
  "counter:errors.disabled": 409,
  "counter:errors.notStarted": 409,
  "counter:errors.expired": 409,
  "counter:errors.limitReached": 409,
  "counter:errors.voucherEmpty": 409,
  "counter:errors.onlineOnly": 409,
  "counter:errors.shopperUnknown": 409,
  "counter:errors.alreadyUsed": 409,
  "counter:errors.amountRequired": 400,
  "counter:errors.amountAboveBalance": 400,
  "counter:errors.notAVoucher": 400,
  "counter:errors.alreadyDone": 409,
  "counter:errors.unavailable": 409,
};

const REFUSAL_KEY: Record<CounterRefusal | TakeRefusal, CounterUseError> = {
  "coupon.disabled": "counter:errors.disabled",
  "coupon.notStarted": "counter:errors.notStarted",
  "coupon.expired": "counter:errors.expired",
  "coupon.limitReached": "counter:errors.limitReached",
  "voucher.empty": "counter:errors.voucherEmpty",
  "counter.onlineOnly": "counter:errors.onlineOnly",
  "counter.shopperUnknown": "counter:errors.shopperUnknown",
  "coupon.alreadyUsed": "counter:errors.alreadyUsed",
  "counter.amountRequired": "counter:errors.amountRequired",
  "counter.amountAboveBalance": "counter:errors.amountAboveBalance",
  "counter.notAVoucher": "counter:errors.notAVoucher",
};

/** A rule's refusal as the message key staff read. */
export function refusalKey(refusal: CounterRefusal | TakeRefusal): CounterUseError {
  return REFUSAL_KEY[refusal];
}
