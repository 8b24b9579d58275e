import type { Generated } from "kysely";

/** Newsletter subscribers and contact messages (migration 0020_messages). Part of the Database interface (app/db/schema.ts). */
export type NewsletterState = "pending" | "active" | "unsubscribed";
export type NewsletterSource = "footer" | "page" | "account";
export type ContactState = "new" | "answered" | "closed";

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Normalised (trimmed, lower-case): one row per address. */
  email: string;
  locale: string;
  state: NewsletterState;
  /** SHA-256 of the confirmation token; null once confirmed. */
  confirm_token_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  user_id: number | null;
  source: NewsletterSource;
}

export interface ContactFormTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  topic: string;
  message: string;
  locale: string;
  state: Generated<ContactState>;
  created_at: string;
}

export interface ContactReplyTable {
  id: Generated<number>;
  contact_form_id: number;
  staff_user_id: number | null;
  body: string;
  created_at: string;
}

export interface MessageTables {
  newsletter_subscribers: NewsletterSubscriberTable;
  contact_forms: ContactFormTable;
  contact_replies: ContactReplyTable;
}
