// Tours and events with quote requests (issue 19): what routes and components may use. The
// microsite's door (index.ts) re-exports this file.
export {
  asQuoteState,
  EVENT_LANGUAGES,
  GROUP_SIZE_MAX,
  PRIVATE_TOUR_GROUP_MAX,
  QUOTE_ANSWER_MAX,
  QUOTE_ERROR_FIELD,
  QUOTE_PRICE_MAX,
  QUOTE_STATES,
  type EventKind,
  type EventLanguage,
  type EventPhase,
  type QuoteRuleError,
  type QuoteState,
} from "./events/domain/events";
export { QuoteRequestSchema, StaffQuoteSchema, type QuoteRequestInput, type StaffQuoteInput } from "./events/forms";
export { QUOTE_STATUS, quoteErrorField, type QuoteRequestError, type StaffQuoteError } from "./events/status";
export type { EventCardView, EventPageView, EventsPageView, QuoteFormSetup, QuotePageView, QuoteSummaryView, QuoteView } from "./events/views";
export { EventCard, EventDetails, EventFacts } from "./ui/events/EventCards";
export { QuoteConfirmation, QuoteRequestForm } from "./ui/events/QuoteRequestForm";
