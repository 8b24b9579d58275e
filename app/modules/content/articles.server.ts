import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { isUniqueViolation } from "~/db/record-errors.server";
import { readingMinutes, renderMarkdown } from "~/kernel/markdown.server";
import { fail, ok, type Result } from "~/kernel/result";
import {
  ARTICLES_PER_PAGE,
  FOLLOWING_FEED_SIZE,
  RELATED_ARTICLES_SHOWN,
  canEditArticle,
  canSeeArticle,
  isSlug,
  pageCount,
  pathOf,
  publishedAtAfterSave,
  slugFromTitle,
  type ArticleKind,
  type ArticleStatus,
  type Viewer,
} from "./domain/articles";
import type { ArticleEditorInput } from "./forms";
import * as q from "./queries.server";
import type { SaveArticleError } from "./status";
import { articleImageUrl, type ArticleDetailView, type ArticleEditorView, type ArticleListView, type ArticleSummaryView, type AuthorView, type TagChip, type TagInfoView } from "./view-models";
import { localized } from "~/kernel/localized";

/** Articles and news: lists, the detail page, the editor's save (issue 17). */

type Lang = "mn" | "en";
const lang = (locale: string): Lang => (locale === "en" ? "en" : "mn");

interface SummaryRow {
  id: number;
  kind: ArticleKind;
  slug: string;
  author_id: number;
  title_mn: string;
  title_en: string;
  summary_mn: string;
  summary_en: string;
  reading_minutes: number;
  cover_file: string | null;
  status: ArticleStatus;
  published_at: string | null;
  updated_at: string;
  author_name_mn: string;
  author_name_en: string;
}

function summaryView(row: SummaryRow, tags: TagChip[], locale: string): ArticleSummaryView {
  const l = lang(locale);
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    path: pathOf(row.kind, row.slug),
    title: localized(row, "title", l),
    summary: localized(row, "summary", l),
    authorId: row.author_id,
    authorName: localized(row, "author_name", l),
    status: row.status,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    readingMinutes: row.reading_minutes,
    coverUrl: row.cover_file ? articleImageUrl(row.cover_file) : null,
    tags,
  };
}

async function summaries(db: DB, rows: readonly SummaryRow[], locale: string): Promise<ArticleSummaryView[]> {
  const tagRows = await q.tagsOf(
    db,
    rows.map((row) => row.id),
  );
  const l = lang(locale);
  return rows.map((row) =>
    summaryView(
      row,
      tagRows.filter((tag) => tag.article_id === row.id).map((tag) => ({ code: tag.code, name: localized(tag, "name", l) })),
      locale,
    ),
  );
}

/** The viewer as the content rules see them: staff or not, and the author they write as. */
export async function contentViewer(db: DB, user: { id: number; role: string } | null): Promise<Viewer | null> {
  if (!user) return null;
  return { userId: user.id, isStaff: user.role === "staff" || user.role === "admin", authorId: await q.authorIdOfUser(db, user.id) };
}

export async function articleList(db: DB, args: { kind: ArticleKind; page: number; tag?: string | null; authorId?: number | null; locale: string; perPage?: number }): Promise<ArticleListView> {
  const perPage = args.perPage ?? ARTICLES_PER_PAGE;
  const { rows, total } = await q.listPublished(db, { kind: args.kind, tag: args.tag ?? null, authorId: args.authorId ?? null }, (args.page - 1) * perPage, perPage);
  return { items: await summaries(db, rows, args.locale), page: args.page, pages: pageCount(total, perPage), total };
}

export interface ArticlePage {
  article: ArticleDetailView;
  canEdit: boolean;
  productIds: number[];
  related: ArticleSummaryView[];
}

/** The detail page, or null when there is no such article or the viewer may not see it (a draft). */
export async function articlePage(db: DB, args: { kind: ArticleKind; slug: string; viewer: Viewer | null; locale: string }): Promise<ArticlePage | null> {
  const row = await q.findArticleBySlug(db, args.kind, args.slug);
  if (!row) return null;
  const access = { status: row.status, authorId: row.author_id };
  if (!canSeeArticle(access, args.viewer)) return null;
  const [summary] = await summaries(db, [row], args.locale);
  const related = await q.relatedArticles(db, row, summary!.tags.map((tag) => tag.code), RELATED_ARTICLES_SHOWN);
  return {
    article: { ...summary!, bodyHtml: localized(row, "body_html", lang(args.locale)), createdAt: row.created_at },
    canEdit: canEditArticle(access, args.viewer),
    productIds: await q.productIdsOf(db, row.id),
    related: await summaries(db, related, args.locale),
  };
}

export async function tagInfo(db: DB, code: string, locale: string): Promise<TagInfoView | null> {
  const tag = await q.findTag(db, code);
  if (!tag) return null;
  const l = lang(locale);
  return { code: tag.code, name: localized(tag, "name", l), description: localized(tag, "description", l) };
}

export async function tagChips(db: DB, locale: string): Promise<TagChip[]> {
  const l = lang(locale);
  return (await q.allTags(db)).map((tag) => ({ code: tag.code, name: localized(tag, "name", l) }));
}

// ---- authors and follows ---------------------------------------------------------------------

export async function authorList(db: DB, locale: string): Promise<AuthorView[]> {
  const l = lang(locale);
  return (await q.listAuthors(db)).map((row) => ({
    id: row.id,
    name: localized(row, "name", l),
    bio: localized(row, "bio", l),
    publishedCount: Number(row.published_count ?? 0),
  }));
}

export interface AuthorProfile {
  author: AuthorView;
  articles: ArticleSummaryView[];
  news: ArticleSummaryView[];
  followers: number;
  following: boolean;
}

export async function authorProfile(db: DB, args: { authorId: number; userId: number | null; locale: string }): Promise<AuthorProfile | null> {
  const row = await q.findAuthor(db, args.authorId);
  if (!row) return null;
  const l = lang(args.locale);
  const articles = await articleList(db, { kind: "article", page: 1, authorId: row.id, locale: args.locale, perPage: 50 });
  const news = await articleList(db, { kind: "news", page: 1, authorId: row.id, locale: args.locale, perPage: 50 });
  return {
    author: { id: row.id, name: localized(row, "name", l), bio: localized(row, "bio", l), publishedCount: articles.total + news.total },
    articles: articles.items,
    news: news.items,
    followers: await q.followerCount(db, row.id),
    following: args.userId !== null && (await q.isFollowing(db, args.userId, row.id)),
  };
}

export async function isFollowingAuthor(db: DB, userId: number | null, authorId: number): Promise<boolean> {
  return userId !== null && q.isFollowing(db, userId, authorId);
}

/** Follow or unfollow; following twice is following once (the primary key keeps one row). */
export async function setFollow(db: DB, now: Date, args: { userId: number; authorId: number; follow: boolean }): Promise<Result<{ following: boolean }, "content:errors.authorNotFound">> {
  if (!(await q.findAuthor(db, args.authorId))) return fail("content:errors.authorNotFound");
  if (args.follow) await q.insertFollow(db, args.userId, args.authorId, now);
  else await q.deleteFollow(db, args.userId, args.authorId);
  return ok({ following: args.follow });
}

/** /account/articles: the author's own (drafts too) and what the followed authors published. */
export async function accountArticles(db: DB, viewer: Viewer, locale: string): Promise<{ mine: ArticleSummaryView[] | null; following: ArticleSummaryView[] }> {
  const mine = viewer.authorId !== null ? await summaries(db, await q.articlesOfAuthor(db, viewer.authorId), locale) : null;
  return { mine, following: await summaries(db, await q.followingFeed(db, viewer.userId, FOLLOWING_FEED_SIZE), locale) };
}

export async function staffContentList(db: DB, filter: { kind: ArticleKind | null; status: ArticleStatus | null }, locale: string): Promise<ArticleSummaryView[]> {
  return summaries(db, await q.staffArticles(db, filter), locale);
}

// ---- the editor ------------------------------------------------------------------------------

export async function editorView(db: DB, args: { articleId: number | null; kind: ArticleKind; viewer: Viewer; locale: string }): Promise<Result<ArticleEditorView, "content:errors.notFound" | "content:errors.forbidden">> {
  const l = lang(args.locale);
  const authors = args.viewer.isStaff ? (await q.listAuthors(db)).map((a) => ({ id: a.id, name: localized(a, "name", l) })) : null;
  const tags = await tagChips(db, args.locale);
  if (args.articleId === null) {
    if (!args.viewer.isStaff && args.viewer.authorId === null) return fail("content:errors.forbidden");
    const authorId = args.viewer.authorId ?? authors?.[0]?.id ?? null;
    return ok({
      articleId: null,
      coverUrl: null,
      authors,
      tags,
      values: { kind: args.kind, slug: "", titleMn: "", titleEn: "", summaryMn: "", summaryEn: "", bodyMn: "", bodyEn: "", tags: "", products: "", status: "draft", authorId: authorId ? String(authorId) : "" },
    });
  }
  const row = await q.findArticleById(db, args.articleId);
  if (!row) return fail("content:errors.notFound");
  if (!canEditArticle({ status: row.status, authorId: row.author_id }, args.viewer)) return fail("content:errors.forbidden");
  const tagRows = await q.tagsOf(db, [row.id]);
  return ok({
    articleId: row.id,
    coverUrl: row.cover_file ? articleImageUrl(row.cover_file) : null,
    authors,
    tags,
    values: {
      kind: row.kind,
      slug: row.slug,
      titleMn: row.title_mn,
      titleEn: row.title_en,
      summaryMn: row.summary_mn,
      summaryEn: row.summary_en,
      bodyMn: row.body_mn,
      bodyEn: row.body_en,
      tags: tagRows.map((tag) => tag.code).join(", "),
      products: (await q.productSlugsOf(db, row.id)).join(", "),
      status: row.status,
      authorId: String(row.author_id),
    },
  });
}

/** The article an edit route is about, for its guard: null when there is none. */
export async function articleAccessById(db: DB, id: number) {
  const row = await q.findArticleById(db, id);
  return row ? { id: row.id, kind: row.kind, slug: row.slug, status: row.status, authorId: row.author_id, coverFile: row.cover_file } : null;
}

export function previewHtml(input: Pick<ArticleEditorInput, "bodyMn" | "bodyEn">): { mn: string; en: string } {
  return { mn: renderMarkdown(input.bodyMn), en: renderMarkdown(input.bodyEn) };
}

/**
 * Creates (articleId null) or updates an article. The viewer must be staff or the article's
 * author; an author always writes as themselves. New tags are created with their code as name
 * (staff name and describe them later); related products must exist. The slug is the given one
 * or made from the English title; the unique index decides between two saves racing for one.
 */
export async function saveArticle(
  db: DB,
  now: Date,
  args: { viewer: Viewer; articleId: number | null; input: ArticleEditorInput; coverFile: string | null },
): Promise<Result<{ id: number; kind: ArticleKind; slug: string; path: string; previousCover: string | null }, SaveArticleError>> {
  const { viewer, input } = args;
  const existing = args.articleId === null ? null : await q.findArticleById(db, args.articleId);
  if (args.articleId !== null && !existing) return fail("content:errors.notFound");
  if (existing ? !canEditArticle({ status: existing.status, authorId: existing.author_id }, viewer) : !viewer.isStaff && viewer.authorId === null) {
    return fail("content:errors.forbidden");
  }
  let authorId: number;
  if (viewer.isStaff) {
    authorId = input.authorId ?? existing?.author_id ?? viewer.authorId ?? 0;
    if (!(await q.findAuthor(db, authorId))) return fail("content:errors.authorNotFound");
  } else {
    authorId = existing?.author_id ?? viewer.authorId!;
  }
  const slug = input.slug ?? existing?.slug ?? slugFromTitle(input.titleEn);
  if (!isSlug(slug)) return fail("content:errors.slugFormat");
  const owner = await q.slugOwner(db, slug);
  if (owner && owner.id !== existing?.id) return fail("content:errors.slugTaken");
  const products = await q.productIdsBySlug(db, input.products);
  if (products.size !== input.products.length) {
    return fail("content:errors.unknownProducts", { slugs: input.products.filter((slug) => !products.has(slug)).join(", ") });
  }
  const values: q.ArticleValues = {
    kind: input.kind,
    slug,
    author_id: authorId,
    title_mn: input.titleMn,
    title_en: input.titleEn,
    summary_mn: input.summaryMn,
    summary_en: input.summaryEn,
    body_mn: input.bodyMn,
    body_en: input.bodyEn,
    body_html_mn: renderMarkdown(input.bodyMn),
    body_html_en: renderMarkdown(input.bodyEn),
    // One column for both languages: the Mongolian text, the shop's default, sets it.
    reading_minutes: readingMinutes(input.bodyMn),
    status: input.status,
    published_at: publishedAtAfterSave(input.status, existing?.published_at ?? null, now),
  };
  try {
    const id = await inTransaction(db, async (trx) => {
      let articleId: number;
      if (existing) {
        await q.updateArticle(trx, existing.id, args.coverFile ? { ...values, cover_file: args.coverFile } : values, now);
        articleId = existing.id;
      } else {
        articleId = (await q.insertArticle(trx, { ...values, cover_file: args.coverFile, created_by: viewer.userId }, now)).id;
      }
      const known = await q.existingTagCodes(trx, input.tags);
      await q.insertMissingTags(
        trx,
        input.tags.filter((code) => !known.has(code)).map((code) => ({ code, name_mn: code, name_en: code })),
      );
      await q.replaceArticleTags(trx, articleId, input.tags);
      await q.replaceArticleProducts(
        trx,
        articleId,
        input.products.map((slug) => products.get(slug)!),
      );
      return articleId;
    });
    return ok({ id, kind: input.kind, slug, path: pathOf(input.kind, slug), previousCover: args.coverFile && existing ? existing.cover_file : null });
  } catch (error) {
    if (isUniqueViolation(error)) return fail("content:errors.slugTaken");
    throw error;
  }
}
