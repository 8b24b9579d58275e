import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleIndex, parsePage } from "~/modules/content";
import { articleList, tagChips } from "~/modules/content/index.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import contentStylesHref from "~/styles/content.css";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.title}${data.list.page > 1 ? ` (${data.list.page})` : ""} · ${data.siteName}`,
        description: data.intro,
        path: data.list.page > 1 ? `/articles?page=${data.list.page}` : "/articles",
        image: data.list.items[0]?.coverUrl ?? null,
      })
    : [];

export const links = () => [{ rel: "stylesheet", href: contentStylesHref }];

export const headers = anonymousPageHeaders;

/** /articles?page=: published articles, newest first, with the topics as chips. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const list = await articleList(context.db, { kind: "article", page, locale: context.locale });
  if (page > list.pages) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return { list, tags: await tagChips(context.db, context.locale), title: t("content:articles.title"), intro: t("content:articles.intro"), siteName: t("common:site.name") };
}

export default function ArticlesIndexRoute() {
  const { list, tags, title, intro } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleIndex
      title={title}
      intro={intro}
      list={list}
      tags={tags}
      currentTag={null}
      tagHref={(code) => `/articles/tags/${code}`}
      allHref="/articles"
      allLabel={t("articles.allTags")}
      pageHref={(page) => (page > 1 ? `/articles?page=${page}` : "/articles")}
      empty={t("articles.empty")}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
