import type { Generated } from "kysely";

/** The microsite's tours and events and their quote requests (migration 0022_brand_events). Part of the Database interface (app/db/schema.ts). */
export type BrandEventKind = "tour" | "tasting";
export type BrandQuoteState = "new" | "answered" | "closed";

export interface BrandEventTable {
  id: Generated<number>;
  slug: string;
  kind: BrandEventKind;
  /** UTC ISO-8601 instants; shown in Ulaanbaatar time. */
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** Integer tugrik per person; 0 is free. */
  price_per_person: number;
  /** Microsite language codes, comma-separated: `mn,en,ru`. */
  guide_languages: string;
  published: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An event's words in one microsite language; mn is always there, others fall back to it. */
export interface BrandEventTextTable {
  event_id: number;
  lang: string;
  title: string;
  place: string;
  summary: Generated<string>;
}

export interface BrandQuoteRequestTable {
  id: Generated<number>;
  /** Null: a private tour, not one of the listed events. */
  event_id: number | null;
  group_size: number;
  /** `YYYY-MM-DD`, a calendar day in Ulaanbaatar. */
  date_wanted: string;
  guide_language: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: Generated<string>;
  /** The microsite language the request was made in; the answer's e-mail is written in it. */
  locale: string;
  state: Generated<BrandQuoteState>;
  answer_price: number | null;
  answer_message: string | null;
  answered_at: string | null;
  staff_user_id: number | null;
  closed_at: string | null;
  created_at: string;
  client_ip: Generated<string>;
}

export interface BrandEventTables {
  brand_events: BrandEventTable;
  brand_event_texts: BrandEventTextTable;
  brand_quote_requests: BrandQuoteRequestTable;
}
