import type { StatusTable } from "~/kernel/result";
import { QUOTE_ERROR_FIELD, type QuoteField, type QuoteRuleError } from "./domain/events";

/** The tours and events codes (full i18n keys) and the HTTP status of each (decision 032). */
export type QuoteRequestError = QuoteRuleError | "brandEvents:errors.eventNotFound" | "brandEvents:errors.tooManyRequests";
export type StaffQuoteError = "quotes:errors.notFound" | "quotes:errors.alreadyAnswered" | "quotes:errors.alreadyClosed";

export const QUOTE_STATUS: StatusTable<QuoteRequestError | StaffQuoteError> = {
  "brandEvents:errors.eventClosed": 409,
  "brandEvents:errors.groupTooLarge": 400,
  "brandEvents:errors.languageNotOffered": 400,
  "brandEvents:errors.datePast": 400,
  "brandEvents:errors.dateTooFar": 400,
  "brandEvents:errors.eventNotFound": 404,
  "brandEvents:errors.tooManyRequests": 429,
  "quotes:errors.notFound": 404,
  "quotes:errors.alreadyAnswered": 409,
  "quotes:errors.alreadyClosed": 409,
};

/** The form field a refusal belongs to ("" = the whole form: a limit reached, an event gone). */
export function quoteErrorField(error: QuoteRequestError): QuoteField {
  return (QUOTE_ERROR_FIELD as Partial<Record<QuoteRequestError, QuoteField>>)[error] ?? "";
}
