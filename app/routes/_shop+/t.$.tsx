import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadListing } from "~/web/listing-loader.server";
import { useLoaderData } from "@remix-run/react";
import { ListingView } from "~/modules/catalog";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · ${data.siteName}` : "" }];

/** Category pages: /t/{taxon permalink path}. */
// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadListing(request, context, params["*"] ?? "");

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  return <ListingView data={data} heading={data.title ?? ""} />;
}

export { RouteErrorBoundary as ErrorBoundary };
