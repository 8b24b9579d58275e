import type { PageSlug } from "./domain/page-slugs";

export interface StoreLocationView {
  code: string;
  name: string;
  address: string;
  opens: string;
  closes: string;
}

export interface PageView {
  slug: PageSlug;
  title: string;
  summary: string;
  /** Sanitised HTML (renderMarkdown). */
  html: string;
  /** The about page's shops; empty elsewhere. */
  locations: StoreLocationView[];
  /** The other pages, for the side list. */
  others: { slug: PageSlug; title: string }[];
}
