import type { StatusTable } from "~/kernel/result";
import { cartStatus, type CartErrorCode } from "~/modules/cart";

/** Why a wish-list change was refused: each code is its message's i18n key (wishlist.json). */
export type WishlistErrorCode =
  | "wishlist:errors.listNotFound"
  | "wishlist:errors.wishNotFound"
  | "wishlist:errors.variantNotFound"
  | "wishlist:errors.tooManyLists"
  | "wishlist:errors.tooManyWishes"
  | "wishlist:errors.sameList";

/** The HTTP status of a refused change: another shopper's or a missing id is a 404, a cap a 409. */
export const wishlistStatus: StatusTable<WishlistErrorCode> = {
  "wishlist:errors.listNotFound": 404,
  "wishlist:errors.wishNotFound": 404,
  "wishlist:errors.variantNotFound": 404,
  "wishlist:errors.tooManyLists": 409,
  "wishlist:errors.tooManyWishes": 409,
  "wishlist:errors.sameList": 400,
};

/** The account page's changes: a wish-list refusal, or the cart's when a wish goes to the cart. */
export const wishListManageStatus: StatusTable<WishlistErrorCode | CartErrorCode> = { ...cartStatus, ...wishlistStatus };
