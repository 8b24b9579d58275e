import type { StatusTable } from "~/kernel/result";

/** The newsletter's codes (full `contact:` i18n keys) and the HTTP status of each (decision 032). */
export type SubscribeError = "contact:errors.subscribeEmail" | "contact:errors.tooManySubscribes";
export type ConfirmSubscriptionError = "contact:errors.linkDead";
export type UnsubscribeError = "contact:errors.unsubscribeLinkBad";

export const NEWSLETTER_STATUS: StatusTable<SubscribeError | ConfirmSubscriptionError | UnsubscribeError> = {
  "contact:errors.subscribeEmail": 400,
  "contact:errors.tooManySubscribes": 429,
  "contact:errors.linkDead": 410,
  "contact:errors.unsubscribeLinkBad": 400,
};
