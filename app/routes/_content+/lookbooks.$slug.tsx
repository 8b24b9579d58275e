import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LOOKBOOK_STATUS, LookbookDetail } from "~/modules/lookbooks";
import { lookbookPage } from "~/modules/lookbooks/index.server";
import { ShowcaseBreadcrumbs } from "~/modules/pages";
import i18next from "~/platform/i18next.server";
import showcaseStylesHref from "~/styles/showcase.css";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.page.lookbook.title} · ${data.siteName}`,
        description: data.page.lookbook.summary,
        path: `/lookbooks/${data.page.lookbook.slug}`,
        image: data.page.lookbook.image,
      })
    : [];

export const links = () => [{ rel: "stylesheet", href: showcaseStylesHref }];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const result = await lookbookPage(context, params.slug ?? "", { locale: context.locale, now: context.now });
  if (!result.ok) throw data(null, { status: LOOKBOOK_STATUS[result.error] });
  const t = await i18next.getFixedT(context.locale);
  return { page: result.value, siteName: t("site.name") };
}

export default function LookbookRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <ShowcaseBreadcrumbs
        crumbs={[
          { label: t("showcase:lookbooks.title"), path: "/lookbooks" },
          { label: page.lookbook.title, path: `/lookbooks/${page.lookbook.slug}` },
        ]}
      />
      <LookbookDetail page={page} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
