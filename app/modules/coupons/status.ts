import type { StatusTable } from "~/kernel/result";

/**
 * The coupon pages' error codes (full i18n keys of the wallet namespace, where the coupon texts
 * live) and the HTTP status a route answers each with (docs/decisions/032-one-result-shape.md).
 */
export type SendCouponError = "wallet:errors.couponNotFound" | "wallet:errors.noEmail" | "wallet:errors.ownEmailOnly" | "wallet:errors.tooManyEmails";
export type CreateCouponError = "wallet:errors.codeTaken" | "wallet:errors.ownerNotFound";

export const COUPON_STATUS: StatusTable<SendCouponError | CreateCouponError> = {
  "wallet:errors.couponNotFound": 404,
  "wallet:errors.noEmail": 400,
  "wallet:errors.ownEmailOnly": 400,
  "wallet:errors.tooManyEmails": 429,
  "wallet:errors.codeTaken": 409,
  "wallet:errors.ownerNotFound": 400,
};

/** The staff form's field each creation error belongs to. */
export const CREATE_COUPON_FIELD: Record<CreateCouponError, "code" | "ownerEmail"> = {
  "wallet:errors.codeTaken": "code",
  "wallet:errors.ownerNotFound": "ownerEmail",
};
