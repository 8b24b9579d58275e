import type { ContactStateFilter, ContactTopic } from "./domain/contact";

export interface ContactMessageSummary {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  topic: ContactTopic;
  state: ContactStateFilter;
  excerpt: string;
  createdAt: string;
  signedIn: boolean;
}

export interface ContactMessageView extends Omit<ContactMessageSummary, "excerpt"> {
  message: string;
  locale: string;
  replies: { id: number; body: string; createdAt: string; staffName: string | null }[];
}

export interface ContactMessagePage {
  messages: ContactMessageSummary[];
  state: ContactStateFilter | null;
  page: number;
  pages: number;
  total: number;
}

export interface StoreLocationView {
  id: number;
  name: string;
  address: string;
  opensAt: string;
  closesAt: string;
}

/** What the contact form starts with: a signed-in shopper's own contacts (and only those may be sent). */
export interface ContactDefaults {
  name: string;
  email: string;
  phone: string;
  /** Whether the contacts are the account's: the fields are then read-only. */
  locked: boolean;
}
