import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BRAND_STATUS, BrandDetail, pageNumber } from "~/modules/brands";
import { brandPage } from "~/modules/brands/index.server";
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
        title: `${data.page.brand.name} · ${data.siteName}`,
        description: data.page.brand.story,
        path: data.page.products.page > 1 ? `/brands/${data.page.brand.code}?page=${data.page.products.page}` : `/brands/${data.page.brand.code}`,
        image: data.page.brand.logo,
      })
    : [];

export const links = () => [{ rel: "stylesheet", href: showcaseStylesHref }];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const result = await brandPage(context, params.code ?? "", { page, locale: context.locale, now: context.now });
  if (!result.ok) throw data(null, { status: BRAND_STATUS[result.error] });
  const t = await i18next.getFixedT(context.locale);
  return { page: result.value, siteName: t("site.name") };
}

export default function BrandRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <ShowcaseBreadcrumbs
        crumbs={[
          { label: t("showcase:brands.title"), path: "/brands" },
          { label: page.brand.name, path: `/brands/${page.brand.code}` },
        ]}
      />
      <BrandDetail page={page} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
