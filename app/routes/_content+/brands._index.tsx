import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandList } from "~/modules/brands";
import { brandList } from "~/modules/brands/index.server";
import { ShowcaseBreadcrumbs } from "~/modules/pages";
import i18next from "~/platform/i18next.server";
import showcaseStylesHref from "~/styles/showcase.css";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, { title: `${data.title} · ${data.siteName}`, description: data.description, path: "/brands" }) : [];

export const links = () => [{ rel: "stylesheet", href: showcaseStylesHref }];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(context.locale);
  const brands = await brandList(context, context.locale, context.now);
  return { brands, title: t("showcase:brands.title"), description: t("showcase:brands.lead"), siteName: t("site.name") };
}

export default function BrandsRoute() {
  const { brands } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <ShowcaseBreadcrumbs crumbs={[{ label: t("showcase:brands.title"), path: "/brands" }]} />
      <BrandList brands={brands} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
