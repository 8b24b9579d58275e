// Tours and events with quote requests (issue 19), server side: the microsite's server door
// (index.server.ts) re-exports this file.
export { micrositeEvent, micrositeEvents, requestQuote, type QuoteRequest } from "./events/events.server";
export { handleQuoteRequest, staffQuoteRequest, staffQuoteRequests } from "./events/quotes.server";
