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

function listPath(tag: string | null, page: number): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/news?${query}` : "/news";
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.title}${data.list.page > 1 ? ` (${data.list.page})` : ""} · ${data.siteName}`,
        description: data.intro,
        path: listPath(data.tag?.code ?? null, data.list.page),
        image: data.list.items[0]?.coverUrl ?? null,
      })
    : [];

export const links = () => [{ rel: "stylesheet", href: contentStylesHref }];

export const headers = anonymousPageHeaders;

/** /news?tag=&page=: published news, newest first, optionally one topic's. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  const tagParam = params.get("tag");
  const tag = tagParam && isTagCode(tagParam) ? await tagInfo(context.db, tagParam, context.locale) : null;
  if (tagParam && !tag) throw data(null, { status: 404 });
  const list = await articleList(context.db, { kind: "news", page, tag: tag?.code ?? null, locale: context.locale });
  if (page > list.pages) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return {
    list,
    tag,
    tags: await tagChips(context.db, context.locale),
    title: tag ? t("content:news.filteredBy", { name: tag.name }) : t("content:news.title"),
    intro: tag?.description || t("content:news.intro"),
    siteName: t("common:site.name"),
  };
}

export default function NewsIndexRoute() {
  const { list, tag, tags, title, intro } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleIndex
      title={title}
      intro={intro}
      list={list}
      tags={tags}
      currentTag={tag?.code ?? null}
      tagHref={(code) => listPath(code, 1)}
      allHref="/news"
      allLabel={t("news.allTags")}
      pageHref={(page) => listPath(tag?.code ?? null, page)}
      empty={t("news.empty")}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
