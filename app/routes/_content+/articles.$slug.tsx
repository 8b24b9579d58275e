import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ArticlePage } from "~/modules/content";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { articlePageAction, articlePageLoader } from "~/web/article-page.server";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import contentStylesHref from "~/styles/content.css";
import commentsStylesHref from "~/styles/comments.css";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.article.title} · ${data.siteName}`,
        description: data.article.summary,
        path: data.path,
        image: data.article.coverUrl,
        type: "article",
        noindex: data.editing || data.article.status === "draft",
      })
    : [];

export const links = () => [
  { rel: "stylesheet", href: contentStylesHref },
  { rel: "stylesheet", href: commentsStylesHref },
];

// A published article is the same for every visitor without a session (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

/** /articles/{slug}: an article; `?edit=1` is its editor for its author and staff (POST saves). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return articlePageLoader(request, context, "article", params.slug);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return articlePageAction(request, context, "article", params.slug);
}

export default function ArticleRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <ArticlePage page={page} editorAnswer={answer} />;
}

export { RouteErrorBoundary as ErrorBoundary };
