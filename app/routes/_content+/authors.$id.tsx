import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleList, FollowForm, FollowSchema } from "~/modules/content";
import { authorProfile, setFollow } from "~/modules/content/index.server";
import { readFormData, requireIdParam } from "~/platform/form-body.server";
import { getCurrentUser, requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import contentStylesHref from "~/styles/content.css";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, { title: `${data.profile.author.name} · ${data.siteName}`, description: data.profile.author.bio, path: `/authors/${data.profile.author.id}`, type: "website" })
    : [];

export const links = () => [{ rel: "stylesheet", href: contentStylesHref }];

// The follow button differs only for signed-in visitors, whose pages the cache never shares.
export const headers = anonymousPageHeaders;

/** /authors/{id}: the author, their published articles and news, and follow / unfollow. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = requireIdParam(params.id);
  const user = await getCurrentUser(request, context);
  const profile = await authorProfile(context.db, { authorId: id, userId: user?.id ?? null, locale: context.locale });
  if (!profile) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return { profile, signedIn: user !== null, siteName: t("common:site.name") };
}

/** Follow or unfollow: a real form post; following twice is following once. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const id = requireIdParam(params.id);
  const user = await requireUser(request, context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: FollowSchema });
  if (submission.status !== "success") throw data(null, { status: 400 });
  const result = await setFollow(context.db, context.now, { userId: user.id, authorId: id, follow: submission.value.intent === "follow" });
  if (!result.ok) throw data(null, { status: 404 });
  const profile = await authorProfile(context.db, { authorId: id, userId: user.id, locale: context.locale });
  return redirectWithToast(safeRedirectPath(submission.value.returnTo, `/authors/${id}`), {
    kind: "success",
    key: result.value.following ? "content:toast.followed" : "content:toast.unfollowed",
    values: { name: profile?.author.name ?? "" },
  });
}

export default function AuthorRoute() {
  const { profile, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const { author } = profile;
  return (
    <section className="content-page" aria-labelledby="author-title">
      <p className="back-link">
        <Link to="/authors">← {t("authors.all")}</Link>
      </p>
      <header className="author-header">
        <h1 id="author-title">{author.name}</h1>
        <p className="muted">
          {t("authors.published", { count: author.publishedCount })} · <span data-testid="follower-count">{t("authors.followers", { count: profile.followers })}</span>
        </p>
        {author.bio ? <p>{author.bio}</p> : null}
        <FollowForm authorId={author.id} authorName={author.name} following={profile.following} signedIn={signedIn} returnTo={`/authors/${author.id}`} />
      </header>
      <section className="content-section" aria-labelledby="author-articles-title">
        <h2 id="author-articles-title">{t("authors.articles")}</h2>
        {profile.articles.length === 0 ? <p>{t("authors.none")}</p> : <ArticleList articles={profile.articles} headingLevel={3} />}
      </section>
      {profile.news.length > 0 ? (
        <section className="content-section" aria-labelledby="author-news-title">
          <h2 id="author-news-title">{t("authors.news")}</h2>
          <ArticleList articles={profile.news} headingLevel={3} />
        </section>
      ) : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
