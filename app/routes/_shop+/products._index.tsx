import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadListing } from "~/web/listing-loader.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { ListingView } from "~/modules/catalog";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import { listingSeo } from "~/web/listing-seo.server";
import { seoMeta } from "~/ui/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(matches, data.seo) : []);

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const listing = await loadListing(request, context, null);
  return { ...listing, seo: await listingSeo(listing, context.locale, "/products") };
}

export default function AllProducts() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <ListingView data={data} heading={t("catalog.allProducts")} />;
}

export { RouteErrorBoundary as ErrorBoundary };
