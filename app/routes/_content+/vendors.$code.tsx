import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ShowcaseBreadcrumbs } from "~/modules/pages";
import { VENDOR_STATUS, VendorDetail } from "~/modules/vendors";
import { vendorPage } from "~/modules/vendors/index.server";
import i18next from "~/platform/i18next.server";
import showcaseStylesHref from "~/styles/showcase.css";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.page.vendor.name} · ${data.siteName}`,
        description: data.page.vendor.description,
        path: `/vendors/${data.page.vendor.code}`,
        image: data.page.vendor.logo,
      })
    : [];

export const links = () => [{ rel: "stylesheet", href: showcaseStylesHref }];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const result = await vendorPage(context, params.code ?? "", { locale: context.locale, now: context.now });
  if (!result.ok) throw data(null, { status: VENDOR_STATUS[result.error] });
  const t = await i18next.getFixedT(context.locale);
  return { page: result.value, siteName: t("site.name") };
}

export default function VendorRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <ShowcaseBreadcrumbs
        crumbs={[
          { label: t("showcase:vendors.title"), path: "/vendors" },
          { label: page.vendor.name, path: `/vendors/${page.vendor.code}` },
        ]}
      />
      <VendorDetail page={page} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
