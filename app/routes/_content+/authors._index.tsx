import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { authorList } from "~/modules/content/index.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import contentStylesHref from "~/styles/content.css";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, { title: `${data.title} · ${data.siteName}`, description: data.intro, path: "/authors" }) : [];

export const links = () => [{ rel: "stylesheet", href: contentStylesHref }];

export const headers = anonymousPageHeaders;

/** /authors: everyone who writes for the shop. */
export async function loader({ context }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(context.locale);
  return { authors: await authorList(context.db, context.locale), title: t("content:authors.title"), intro: t("content:authors.intro"), siteName: t("common:site.name") };
}

export default function AuthorsRoute() {
  const { authors, title, intro } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <section className="content-page" aria-labelledby="authors-title">
      <h1 id="authors-title">{title}</h1>
      <p className="content-intro">{intro}</p>
      {authors.length === 0 ? (
        <p>{t("authors.empty")}</p>
      ) : (
        <ul className="author-list">
          {authors.map((author) => (
            <li key={author.id} className="author-card">
              <h2>
                <Link to={`/authors/${author.id}`}>{author.name}</Link>
              </h2>
              <p className="muted">{t("authors.published", { count: author.publishedCount })}</p>
              {author.bio ? <p>{author.bio}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/articles">{t("discover.articles")}</Link> · <Link to="/news">{t("discover.news")}</Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
