import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadListing } from "~/web/listing-loader.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { ListingView } from "~/modules/catalog";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.breadcrumbs[0]?.label} · ${data.siteName}` : "" },
];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadListing(request, context, null);

export default function AllProducts() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <ListingView data={data} heading={t("catalog.allProducts")} />;
}

export { RouteErrorBoundary as ErrorBoundary };
