import type { StatusTable } from "~/kernel/result";

/** Why a review action was refused: each code is its message's i18n key (reviews.json), with its HTTP status (decision 032). */
export type ReviewErrorCode =
  | "reviews:errors.badRequest"
  | "reviews:errors.productNotFound"
  | "reviews:errors.vendorNotFound"
  | "reviews:errors.reviewNotFound"
  | "reviews:errors.alreadyReviewed"
  | "reviews:errors.notYours"
  | "reviews:errors.ownReview"
  | "reviews:errors.mustBuyFirst"
  | "reviews:errors.ratingRequired"
  | "reviews:errors.textTooShort"
  | "reviews:errors.textTooLong"
  | "reviews:errors.reasonRequired"
  | "reviews:errors.reasonTooLong"
  | "reviews:errors.tooManyPhotos"
  | "reviews:errors.photoNotImage"
  | "reviews:errors.photoTooLarge"
  | "reviews:errors.bodyTooLarge"
  | "reviews:errors.tooManyReviews"
  | "reviews:errors.tooManyVotes";

export const reviewStatus: StatusTable<ReviewErrorCode> = {
  "reviews:errors.badRequest": 400,
  "reviews:errors.productNotFound": 404,
  "reviews:errors.vendorNotFound": 404,
  "reviews:errors.reviewNotFound": 404,
  "reviews:errors.alreadyReviewed": 409,
  "reviews:errors.notYours": 403,
  "reviews:errors.ownReview": 403,
  "reviews:errors.mustBuyFirst": 403,
  "reviews:errors.ratingRequired": 400,
  "reviews:errors.textTooShort": 400,
  "reviews:errors.textTooLong": 400,
  "reviews:errors.reasonRequired": 400,
  "reviews:errors.reasonTooLong": 400,
  "reviews:errors.tooManyPhotos": 400,
  "reviews:errors.photoNotImage": 422,
  "reviews:errors.photoTooLarge": 413,
  "reviews:errors.bodyTooLarge": 413,
  "reviews:errors.tooManyReviews": 429,
  "reviews:errors.tooManyVotes": 429,
};
