import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/ui/i18n";
import type { ArticleDetailView, ArticleSummaryView } from "../view-models";
import { ArticleByline, ArticleList, TagChips } from "./ArticleCard";

/**
 * An article or news item: title, byline, tags, cover, the body (HTML sanitised when saved),
 * then the slots the page fills: related products, follow, bookmark, discussion.
 */
export function ArticleDetail({
  article,
  editHref,
  follow,
  bookmark,
  products,
  related,
  discussion,
}: {
  article: ArticleDetailView;
  editHref: string | null;
  follow: ReactNode;
  bookmark: ReactNode;
  products: ReactNode;
  related: ArticleSummaryView[];
  discussion: ReactNode;
}) {
  const { t } = useTranslation("content");
  const listPath = article.kind === "news" ? "/news" : "/articles";
  return (
    <article className="article-page">
      <nav className="breadcrumbs" aria-label={t("breadcrumbs")}>
        <ol>
          <li>
            <Link to="/">{t("home")}</Link>
          </li>
          <li>
            <Link to={listPath}>{article.kind === "news" ? t("news.title") : t("articles.title")}</Link>
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <header className="article-header">
        <h1>{article.title}</h1>
        {article.summary ? <p className="article-lead">{article.summary}</p> : null}
        <ArticleByline article={article} />
        <TagChips tags={article.tags} kind={article.kind} />
        <div className="article-actions">
          {follow}
          {bookmark}
          {editHref ? (
            <Link to={editHref} className="button button-secondary button-small">
              {t("editor.edit")}
            </Link>
          ) : null}
        </div>
      </header>
      {article.coverUrl ? <img className="article-cover" src={article.coverUrl} alt="" width={1200} height={675} fetchPriority="high" /> : null}
      {/* Rendered from markdown and sanitised by sanitize-html when saved (docs/decisions/045-content-markdown.md). */}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      {products}
      {related.length > 0 ? (
        <section className="article-related" aria-labelledby="related-articles-title">
          <h2 id="related-articles-title">{article.kind === "news" ? t("relatedNews") : t("relatedArticles")}</h2>
          <ArticleList articles={related} headingLevel={3} />
        </section>
      ) : null}
      {discussion}
    </article>
  );
}
