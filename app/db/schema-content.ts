/** Articles, news, authors, tags (migration 0017_articles). Part of the Database interface (app/db/schema.ts). */
import type { Generated } from "kysely";

export interface ContentTables {
  authors: AuthorTable;
  articles: ArticleTable;
  tags: TagTable;
  article_tags: ArticleTagTable;
  article_products: ArticleProductTable;
  author_follows: AuthorFollowTable;
}

export type ArticleKind = "article" | "news";
export type ArticleStatus = "draft" | "published";

export interface AuthorTable {
  id: Generated<number>;
  /** The account that writes as this author (the author role); null for a staff-kept byline. */
  user_id: number | null;
  name_mn: string;
  name_en: string;
  bio_mn: Generated<string>;
  bio_en: Generated<string>;
  avatar_file: string | null;
  created_at: string;
}

export interface ArticleTable {
  id: Generated<number>;
  kind: ArticleKind;
  slug: string;
  author_id: number;
  title_mn: string;
  title_en: string;
  summary_mn: Generated<string>;
  summary_en: Generated<string>;
  /** Markdown as written. */
  body_mn: string;
  body_en: string;
  /** The markdown rendered and sanitised when saved (app/kernel/markdown.server.ts). */
  body_html_mn: string;
  body_html_en: string;
  reading_minutes: number;
  cover_file: string | null;
  status: ArticleStatus;
  /** Null while a draft; a published article always has it. */
  published_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface TagTable {
  code: string;
  name_mn: string;
  name_en: string;
  description_mn: Generated<string>;
  description_en: Generated<string>;
}

export interface ArticleTagTable {
  article_id: number;
  tag_code: string;
}

export interface ArticleProductTable {
  article_id: number;
  product_id: number;
  position: number;
}

export interface AuthorFollowTable {
  user_id: number;
  author_id: number;
  created_at: string;
}
