import type { StatusTable } from "~/kernel/result";

/** The codes of price opinions and back-in-stock (full `requests:` i18n keys) and the HTTP status of each (decision 032). */
export type PriceOpinionError =
  | "requests:errors.variantNotFound"
  | "requests:errors.amountInvalid"
  | "requests:errors.amountNotBelowPrice"
  | "requests:errors.ownContactOnly"
  | "requests:errors.alreadyOpen"
  | "requests:errors.tooManyOpinions";

export type AnswerOpinionError = "requests:errors.opinionNotFound" | "requests:errors.alreadyAnswered";

export type StockAlertError =
  | "requests:errors.variantNotFound"
  | "requests:errors.inStock"
  | "requests:errors.noContact"
  | "auth:errors.emailRequired"
  | "requests:errors.tooManyAlerts"
  | "requests:errors.confirmLinkDead";

export type RestockError = "requests:errors.skuNotFound";

export const REQUESTS_STATUS: StatusTable<PriceOpinionError | AnswerOpinionError | StockAlertError | RestockError> = {
  "requests:errors.variantNotFound": 404,
  "requests:errors.amountInvalid": 400,
  "requests:errors.amountNotBelowPrice": 400,
  "requests:errors.ownContactOnly": 400,
  "requests:errors.alreadyOpen": 409,
  "requests:errors.tooManyOpinions": 429,
  "requests:errors.opinionNotFound": 404,
  "requests:errors.alreadyAnswered": 409,
  "requests:errors.inStock": 409,
  "requests:errors.noContact": 400,
  "auth:errors.emailRequired": 400,
  "requests:errors.tooManyAlerts": 429,
  "requests:errors.confirmLinkDead": 410,
  "requests:errors.skuNotFound": 404,
};
