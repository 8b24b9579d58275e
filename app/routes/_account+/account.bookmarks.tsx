import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookmarkList } from "~/modules/bookmarks";
import { userBookmarks } from "~/modules/bookmarks/index.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import commentsStylesHref from "~/styles/comments.css";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: commentsStylesHref }];

/** /account/bookmarks: the articles and news the shopper bookmarked, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const bookmarks = await userBookmarks(context.db, user.id, context.locale);
  return data({ title: pageTitle(t, t("comments:account.title")), bookmarks }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountBookmarks() {
  const { t } = useTranslation();
  const { bookmarks } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel" aria-labelledby="bookmarks-title">
      <h1 id="bookmarks-title">{t("comments:account.title")}</h1>
      <p className="bookmark-intro">{t("comments:account.intro")}</p>
      {bookmarks.length === 0 ? (
        <div className="empty-state">
          <p>{t("comments:account.empty")}</p>
          <Link className="button" to="/articles">
            {t("comments:account.browse")}
          </Link>
        </div>
      ) : (
        <BookmarkList bookmarks={bookmarks} returnTo="/account/bookmarks" />
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
