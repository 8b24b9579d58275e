import type { StatusTable } from "~/kernel/result";

/** The contact form's codes (full `contact:` i18n keys) and the HTTP status of each (decision 032). */
export type ContactError = "contact:errors.ownContactOnly" | "contact:errors.tooManyMessages";
export type StaffContactError = "contact:errors.messageNotFound" | "contact:errors.alreadyClosed";

export const CONTACT_STATUS: StatusTable<ContactError | StaffContactError> = {
  "contact:errors.ownContactOnly": 400,
  "contact:errors.tooManyMessages": 429,
  "contact:errors.messageNotFound": 404,
  "contact:errors.alreadyClosed": 409,
};
