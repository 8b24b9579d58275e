import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleByline } from "~/modules/content";
import { accountArticles, contentViewer } from "~/modules/content/index.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import contentStylesHref from "~/styles/content.css";
import { ArticleList } from "~/modules/content";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

/** /account/articles: an author's own articles and news (drafts too), and what followed authors published. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const viewer = (await contentViewer(context.db, user))!;
  const t = await i18next.getFixedT(request);
  const lists = await accountArticles(context.db, viewer, context.locale);
  return { title: pageTitle(t, t("content:mine.title")), ...lists, isStaff: viewer.isStaff };
}

export default function AccountArticles() {
  const { mine, following } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <section className="account-panel" aria-labelledby="my-articles-title">
      <h1 id="my-articles-title">{t("mine.title")}</h1>
      {mine ? (
        <section className="content-section" aria-labelledby="mine-title">
          <h2 id="mine-title">{t("mine.mine")}</h2>
          <p className="article-actions">
            <Link to="/staff/content/new?kind=article" className="button button-small">
              {t("mine.writeNew")}
            </Link>
            <Link to="/staff/content/new?kind=news" className="button button-secondary button-small">
              {t("mine.writeNews")}
            </Link>
          </p>
          {mine.length === 0 ? (
            <p>{t("mine.noneMine")}</p>
          ) : (
            <table className="content-table">
              <tbody>
                {mine.map((article) => (
                  <tr key={article.id}>
                    <td>
                      <Link to={article.path}>{article.title}</Link>
                      <ArticleByline article={article} linkAuthor={false} />
                    </td>
                    <td>{t(`kinds.${article.kind}`)}</td>
                    <td>
                      <Link to={`${article.path}?edit=1`}>{t("mine.edit")}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
      <section className="content-section" aria-labelledby="following-title">
        <h2 id="following-title">{t("mine.following")}</h2>
        {following.length === 0 ? (
          <p>
            {t("mine.noneFollowing")} <Link to="/authors">{t("mine.findAuthors")}</Link>
          </p>
        ) : (
          <ArticleList articles={following} headingLevel={3} />
        )}
      </section>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
