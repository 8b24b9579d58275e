import type { StatusTable } from "~/kernel/result";

/** Why the cart refused a change: each code is the message's i18n key (common.json, cart.errors). */
export type CartErrorCode =
  | "cart.errors.quantityRequired"
  | "cart.errors.outOfStock"
  | "cart.errors.quantityNotAvailable"
  | "cart.errors.temporarilyUnavailable"
  | "cart.errors.lineNotFound"
  | "cart.errors.variantNotFound";

/**
 * The HTTP status of a refused cart change, for callers that answer with data (the enhanced
 * forms): the request itself was wrong (400), the item or line does not exist (404), or the
 * stock or the item's state does not allow it now (409).
 */
export const cartStatus: StatusTable<CartErrorCode> = {
  "cart.errors.quantityRequired": 400,
  "cart.errors.variantNotFound": 404,
  "cart.errors.lineNotFound": 404,
  "cart.errors.outOfStock": 409,
  "cart.errors.quantityNotAvailable": 409,
  "cart.errors.temporarilyUnavailable": 409,
};
