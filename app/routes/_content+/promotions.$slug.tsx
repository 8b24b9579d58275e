import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageNumber } from "~/modules/brands";
import { ShowcaseBreadcrumbs } from "~/modules/pages";
import { PROMOTION_STATUS, PromotionDetail } from "~/modules/promotions";
import { promotionPage } from "~/modules/promotions/index.server";
import i18next from "~/platform/i18next.server";
import showcaseStylesHref from "~/styles/showcase.css";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.page.promotion.title} · ${data.siteName}`,
        description: data.page.promotion.summary,
        path: data.page.products.page > 1 ? `/promotions/${data.page.promotion.slug}?page=${data.page.products.page}` : `/promotions/${data.page.promotion.slug}`,
        image: data.page.promotion.image,
      })
    : [];

export const links = () => [{ rel: "stylesheet", href: showcaseStylesHref }];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
// A promotion starting or ending changes no table: the cache's time limit (sale windows) covers it.
export const headers = anonymousPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const result = await promotionPage(context, params.slug ?? "", { page, locale: context.locale, now: context.now });
  if (!result.ok) throw data(null, { status: PROMOTION_STATUS[result.error] });
  const t = await i18next.getFixedT(context.locale);
  return { page: result.value, siteName: t("site.name") };
}

export default function PromotionRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <ShowcaseBreadcrumbs
        crumbs={[
          { label: t("showcase:promotions.title"), path: "/promotions" },
          { label: page.promotion.title, path: `/promotions/${page.promotion.slug}` },
        ]}
      />
      <PromotionDetail page={page} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
