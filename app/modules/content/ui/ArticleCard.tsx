import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { useShopFormat } from "~/ui/use-shop-format";
import type { ArticleSummaryView, TagChip } from "../view-models";

export function TagChips({ tags, kind = "article" }: { tags: TagChip[]; kind?: "article" | "news" }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-chips">
      {tags.map((tag) => (
        <li key={tag.code}>
          <Link to={kind === "news" ? `/news?tag=${encodeURIComponent(tag.code)}` : `/articles/tags/${tag.code}`} className="tag-chip">
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The byline: author, date and reading time. */
export function ArticleByline({ article, linkAuthor = true }: { article: ArticleSummaryView; linkAuthor?: boolean }) {
  const { t } = useTranslation("content");
  const format = useShopFormat();
  return (
    <p className="article-byline">
      {linkAuthor ? (
        <Link to={`/authors/${article.authorId}`} rel="author">
          {article.authorName}
        </Link>
      ) : (
        <span>{article.authorName}</span>
      )}
      {article.publishedAt ? (
        <>
          {" · "}
          <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
        </>
      ) : null}
      {" · "}
      <span data-testid="reading-time">{t("readingTime", { count: article.readingMinutes })}</span>
      {article.status === "draft" ? (
        <>
          {" · "}
          <span className="article-draft-badge">{t("status.draft")}</span>
        </>
      ) : null}
    </p>
  );
}

export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummaryView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="article-card">
      {article.coverUrl ? (
        <Link to={article.path} tabIndex={-1} aria-hidden="true" className="article-card-cover">
          <img src={article.coverUrl} alt="" width={1200} height={675} loading="lazy" decoding="async" />
        </Link>
      ) : null}
      <div className="article-card-body">
        <Heading className="article-card-title">
          <Link to={article.path}>{article.title}</Link>
        </Heading>
        <ArticleByline article={article} />
        {article.summary ? <p className="article-card-summary">{article.summary}</p> : null}
        <TagChips tags={article.tags} kind={article.kind} />
      </div>
    </article>
  );
}

export function ArticleList({ articles, headingLevel = 2 }: { articles: ArticleSummaryView[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
