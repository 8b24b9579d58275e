import type { StatusTable } from "~/kernel/result";

/** The push module's error codes (i18n keys in the `push` namespace) and the HTTP status a route answers each with. */
export type PushErrorCode =
  | "push:errors.off"
  | "push:errors.badSubscription"
  | "push:errors.endpointNotAllowed"
  | "push:errors.tooManyDevices"
  | "push:errors.deviceNotFound"
  | "push:errors.taxonRequired"
  | "push:errors.urlInvalid"
  | "push:errors.noRecipients";

export const PUSH_STATUS = {
  "push:errors.off": 503,
  "push:errors.badSubscription": 400,
  "push:errors.endpointNotAllowed": 400,
  "push:errors.tooManyDevices": 409,
  "push:errors.deviceNotFound": 404,
  "push:errors.taxonRequired": 400,
  "push:errors.urlInvalid": 400,
  "push:errors.noRecipients": 409,
} satisfies StatusTable<PushErrorCode>;
