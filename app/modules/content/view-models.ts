import type { ArticleKind, ArticleStatus } from "./domain/articles";

/** What the content pages show, already in the page's language. */
export interface TagChip {
  code: string;
  name: string;
}

export interface ArticleSummaryView {
  id: number;
  kind: ArticleKind;
  slug: string;
  /** `/articles/{slug}` or `/news/{slug}`. */
  path: string;
  title: string;
  summary: string;
  authorId: number;
  authorName: string;
  status: ArticleStatus;
  publishedAt: string | null;
  updatedAt: string;
  readingMinutes: number;
  coverUrl: string | null;
  tags: TagChip[];
}

export interface ArticleDetailView extends ArticleSummaryView {
  /** Sanitised when saved (app/kernel/markdown.server.ts). */
  bodyHtml: string;
  createdAt: string;
}

export interface ArticleListView {
  items: ArticleSummaryView[];
  page: number;
  pages: number;
  total: number;
}

export interface AuthorView {
  id: number;
  name: string;
  bio: string;
  publishedCount: number;
}

export interface TagInfoView {
  code: string;
  name: string;
  description: string;
}

/** The editor's starting values: the form's field names. */
export interface ArticleEditorValues {
  kind: ArticleKind;
  slug: string;
  titleMn: string;
  titleEn: string;
  summaryMn: string;
  summaryEn: string;
  bodyMn: string;
  bodyEn: string;
  tags: string;
  products: string;
  status: ArticleStatus;
  authorId: string;
}

export interface ArticleEditorView {
  articleId: number | null;
  values: ArticleEditorValues;
  coverUrl: string | null;
  /** Staff pick the byline; an author writes as themselves. */
  authors: Array<{ id: number; name: string }> | null;
  tags: TagChip[];
}

/** What the editor's action answers besides the form's own reply: a preview or the snippet of an uploaded image. */
export interface EditorExtras {
  previewHtml?: { mn: string; en: string };
  imageSnippet?: string;
}

export function articleImageUrl(file: string): string {
  return `/media/articles/${file}`;
}
