import { data, type AppLoadContext } from "@remix-run/node";
import { siteConfig } from "~/config/site";
import { productCards } from "~/modules/browsing/index.server";
import { isBookmarked } from "~/modules/bookmarks/index.server";
import { articleDiscussion } from "~/modules/comments/index.server";
import { pathOf, type ArticleKind } from "~/modules/content";
import { articlePage, contentViewer, editorView, isFollowingAuthor } from "~/modules/content/index.server";
import { getCurrentUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { siteOrigin } from "~/web/site-origin.server";
import { articleEditorAction } from "~/web/article-editor.server";

/**
 * The body of /articles/{slug} and /news/{slug}: the article as the viewer may see it (a draft
 * is a 404 to anyone but its author and staff), its related products as shoppable cards, the
 * discussion and bookmark state, and with `?edit=1` the editor for its author or staff.
 */
export async function articlePageLoader(request: Request, context: AppLoadContext, kind: ArticleKind, slug: string | undefined) {
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) throw new Response("Not found", { status: 404 });
  const user = await getCurrentUser(request, context);
  const viewer = await contentViewer(context.db, user);
  const locale = context.locale;
  const page = await articlePage(context.db, { kind, slug, viewer, locale });
  if (!page) throw new Response("Not found", { status: 404 });
  const { article } = page;
  const path = pathOf(kind, article.slug);
  const url = new URL(request.url);
  const editing = page.canEdit && viewer !== null && url.searchParams.get("edit") === "1";
  const editor = editing ? await editorView(context.db, { articleId: article.id, kind, viewer, locale }) : null;
  const t = await i18next.getFixedT(locale);
  const origin = siteOrigin(request);
  const products = await productCards(context, page.productIds, locale, context.now);
  const discussion = await articleDiscussion(context.db, { articleId: article.id, viewerId: user?.id ?? null, viewerIsStaff: viewer?.isStaff ?? false, now: context.now });
  const bookmarked = await isBookmarked(context.db, { userId: user?.id ?? null, itemId: article.id, type: kind });
  const following = await isFollowingAuthor(context.db, user?.id ?? null, article.authorId);
  const absolute = (p: string) => new URL(p, origin).toString();
  const listPath = kind === "news" ? "/news" : "/articles";
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": kind === "news" ? "NewsArticle" : "Article",
      headline: article.title,
      description: article.summary || undefined,
      author: { "@type": "Person", name: article.authorName, url: absolute(`/authors/${article.authorId}`) },
      datePublished: article.publishedAt ?? undefined,
      dateModified: article.updatedAt,
      image: article.coverUrl ? [absolute(article.coverUrl)] : undefined,
      inLanguage: locale,
      mainEntityOfPage: absolute(path),
      publisher: { "@type": "Organization", name: siteConfig.name[locale === "en" ? "en" : "mn"], url: origin },
      keywords: article.tags.map((tag) => tag.name).join(", ") || undefined,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: t("content:home"), item: absolute("/") },
        { "@type": "ListItem", position: 2, name: kind === "news" ? t("content:news.title") : t("content:articles.title"), item: absolute(listPath) },
        { "@type": "ListItem", position: 3, name: article.title, item: absolute(path) },
      ],
    },
  ];
  return data(
    {
      ...page,
      path,
      editing,
      editor: editor?.ok ? editor.value : null,
      products,
      discussion,
      bookmarked,
      following,
      signedIn: user !== null,
      siteName: t("site.name"),
      jsonLd,
    },
    // The editor and drafts are one person's page: never kept by the page cache.
    editing || article.status === "draft" ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

export async function articlePageAction(request: Request, context: AppLoadContext, kind: ArticleKind, slug: string | undefined) {
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) throw new Response("Not found", { status: 404 });
  const user = await getCurrentUser(request, context);
  const viewer = await contentViewer(context.db, user);
  const page = await articlePage(context.db, { kind, slug, viewer, locale: context.locale });
  if (!page) throw new Response("Not found", { status: 404 });
  if (!page.canEdit) throw new Response("Forbidden", { status: user ? 403 : 401 });
  return articleEditorAction(request, context, { articleId: page.article.id });
}
