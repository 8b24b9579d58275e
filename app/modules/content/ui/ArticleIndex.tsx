import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/ui/i18n";
import type { ArticleListView, TagChip } from "../view-models";
import { ArticleList } from "./ArticleCard";
import { Pager } from "~/ui/Pager";

/** A paged list page of articles or news: heading, intro, topic chips, cards, pager. */
export function ArticleIndex({
  title,
  intro,
  list,
  tags,
  currentTag,
  tagHref,
  allHref,
  allLabel,
  pageHref,
  empty,
  children,
}: {
  title: string;
  intro: string;
  list: ArticleListView;
  tags: TagChip[];
  currentTag: string | null;
  tagHref: (code: string) => string;
  allHref: string;
  allLabel: string;
  pageHref: (page: number) => string;
  empty: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("content");
  return (
    <section className="content-page" aria-labelledby="content-page-title">
      <h1 id="content-page-title">{title}</h1>
      {intro ? <p className="content-intro">{intro}</p> : null}
      {children}
      {tags.length > 0 ? (
        <nav aria-label={t("articles.byTags")}>
          <ul className="tag-chips">
            <li>
              <Link to={allHref} className="tag-chip" aria-current={currentTag === null ? "page" : undefined}>
                {allLabel}
              </Link>
            </li>
            {tags.map((tag) => (
              <li key={tag.code}>
                <Link to={tagHref(tag.code)} className="tag-chip" aria-current={currentTag === tag.code ? "page" : undefined}>
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.items.length === 0 ? <p>{empty}</p> : <ArticleList articles={list.items} />}
      <Pager page={list.page} pageCount={list.pages} hrefFor={pageHref} />
      <p className="content-intro">
        <Link to="/authors">{t("authors.all")}</Link>
      </p>
    </section>
  );
}
