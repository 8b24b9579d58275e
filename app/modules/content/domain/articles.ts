import { toLatin } from "~/kernel/transliteration";

/** Articles and news (issue 17): addresses, who sees and edits what, paging. Pure rules. */
export const ARTICLE_KINDS = ["article", "news"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_STATUSES = ["draft", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TAG_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TAG_CODE_MAX = 60;
export const TAGS_PER_ARTICLE_MAX = 10;
export const RELATED_PRODUCTS_MAX = 12;
export const RELATED_ARTICLES_SHOWN = 4;
export const ARTICLES_PER_PAGE = 12;
export const FOLLOWING_FEED_SIZE = 20;

export function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

/** The address of a new article from its English (or any) title: Cyrillic transliterated, the rest folded to a-z0-9 and dashes. */
export function slugFromTitle(title: string): string {
  return toLatin(title)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/g, "");
}

/** A comma (or space) separated list as typed, trimmed, lower-cased, duplicates dropped, in order. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  for (const item of text.split(/[,\s]+/)) {
    const code = item.trim().toLowerCase();
    if (code) seen.add(code);
  }
  return [...seen];
}

export function isTagCode(value: string): boolean {
  return value.length <= TAG_CODE_MAX && TAG_CODE_PATTERN.test(value);
}

/** Who is looking: an account's id and role, and the author it writes as (authors.user_id), if any. */
export interface Viewer {
  userId: number;
  isStaff: boolean;
  authorId: number | null;
}

export interface ArticleAccess {
  status: ArticleStatus;
  authorId: number;
}

/** Staff edit everything; an author edits only their own. */
export function canEditArticle(article: ArticleAccess, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return viewer.isStaff || (viewer.authorId !== null && viewer.authorId === article.authorId);
}

/** A published article is for everyone; a draft only for its author and staff (everyone else gets a 404). */
export function canSeeArticle(article: ArticleAccess, viewer: Viewer | null): boolean {
  return article.status === "published" || canEditArticle(article, viewer);
}

/** Whether the viewer may open the editor at all (staff, or an account linked to an author). */
export function canWrite(viewer: Viewer | null): boolean {
  return Boolean(viewer && (viewer.isStaff || viewer.authorId !== null));
}

/** Publishing sets the date once; unpublishing keeps it so that publishing again does not move the article to the top. */
export function publishedAtAfterSave(status: ArticleStatus, previous: string | null, now: Date): string | null {
  if (status === "published") return previous ?? now.toISOString();
  return previous;
}

/** `?page=` as typed: a whole number from 1, anything else is the first page. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageCount(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function pathOf(kind: ArticleKind, slug: string): string {
  return kind === "news" ? `/news/${slug}` : `/articles/${slug}`;
}
