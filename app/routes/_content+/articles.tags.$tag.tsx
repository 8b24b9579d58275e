import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleIndex, isTagCode, parsePage } from "~/modules/content";
import { articleList, tagChips, tagInfo } from "~/modules/content/index.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import contentStylesHref from "~/styles/content.css";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.title} · ${data.siteName}`,
        description: data.tag.description,
        path: `/articles/tags/${data.tag.code}${data.list.page > 1 ? `?page=${data.list.page}` : ""}`,
        image: data.list.items[0]?.coverUrl ?? null,
      })
    : [];

export const links = () => [{ rel: "stylesheet", href: contentStylesHref }];

export const headers = anonymousPageHeaders;

/** /articles/tags/{tag}: the topic's name and description ('tag_info') and its articles, paged. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = params.tag ?? "";
  const tag = isTagCode(code) ? await tagInfo(context.db, code, context.locale) : null;
  if (!tag) throw data(null, { status: 404 });
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const list = await articleList(context.db, { kind: "article", page, tag: tag.code, locale: context.locale });
  if (page > list.pages) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return { list, tag, tags: await tagChips(context.db, context.locale), title: t("content:tags.title", { name: tag.name }), siteName: t("common:site.name") };
}

export default function ArticleTagRoute() {
  const { list, tag, tags, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleIndex
      title={title}
      intro={tag.description}
      list={list}
      tags={tags}
      currentTag={tag.code}
      tagHref={(code) => `/articles/tags/${code}`}
      allHref="/articles"
      allLabel={t("articles.allTags")}
      pageHref={(page) => `/articles/tags/${tag.code}${page > 1 ? `?page=${page}` : ""}`}
      empty={t("articles.empty")}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
