import type { NewsletterStateFilter } from "./domain/newsletter";

export interface SubscriberView {
  id: number;
  email: string;
  locale: string;
  state: NewsletterStateFilter;
  source: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberPage {
  subscribers: SubscriberView[];
  state: NewsletterStateFilter | null;
  page: number;
  pages: number;
  total: number;
}
