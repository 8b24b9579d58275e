import type { EventKind, EventLanguage, EventPhase, QuoteState } from "./domain/events";

/** What the microsite's events pages and the staff's quote pages render (camelCase; never rows). */

export interface EventCardView {
  slug: string;
  kind: EventKind;
  phase: EventPhase;
  title: string;
  place: string;
  summary: string;
  /** The language the event's words are written in: the page's, or mn when they fell back (for `lang=`). */
  textLang: string;
  startsAt: string;
  endsAt: string;
  /** Written on the server in the page's language, in Ulaanbaatar time: `вторник, 24 ноября 2026 г.`. */
  dateLabel: string;
  /** `18:30–21:00`, or the end's date too when the event runs past midnight. */
  timeLabel: string;
  /** The card's calendar tile: `24` and `нояб.` */
  tile: { day: string; month: string };
  capacity: number;
  pricePerPerson: number;
  guideLanguages: EventLanguage[];
}

export interface EventsPageView {
  upcoming: EventCardView[];
  past: EventCardView[];
  /** The private tour's request form: today (Ulaanbaatar) as the earliest date, and the group limit. */
  privateTour: QuoteFormSetup;
}

/** What a request form needs to know: its limits, its default and the languages it offers. */
export interface QuoteFormSetup {
  groupMax: number;
  dateMin: string;
  dateMax: string;
  dateDefault: string;
  languages: EventLanguage[];
}

export interface EventPageView {
  event: EventCardView;
  /** Null when the event takes no requests (under way or past). */
  form: QuoteFormSetup | null;
}

export interface QuoteSummaryView {
  id: number;
  eventSlug: string | null;
  /** In the staff's language (mn or en, else mn); null for a private tour. */
  eventTitle: string | null;
  eventStartsAt: string | null;
  groupSize: number;
  dateWanted: string;
  guideLanguage: string;
  name: string;
  email: string | null;
  phone: string | null;
  locale: string;
  state: QuoteState;
  createdAt: string;
  excerpt: string;
}

export interface QuoteView extends Omit<QuoteSummaryView, "excerpt"> {
  message: string;
  eventKind: EventKind | null;
  eventCapacity: number | null;
  eventPricePerPerson: number | null;
  /** The event's price for the whole group, a starting point for the answer. */
  suggestedPrice: number | null;
  answerPrice: number | null;
  answerMessage: string | null;
  answeredAt: string | null;
  staffName: string | null;
  closedAt: string | null;
  clientIp: string;
  /** How the answer reaches the requester. */
  answerBy: "email" | "sms";
}

export interface QuotePageView {
  quotes: QuoteSummaryView[];
  state: QuoteState | null;
  page: number;
  pages: number;
  total: number;
}
