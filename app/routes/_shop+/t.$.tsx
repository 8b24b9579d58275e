import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadListing } from "~/web/listing-loader.server";
import { useLoaderData } from "@remix-run/react";
import { ListingView } from "~/modules/catalog";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import { listingSeo } from "~/web/listing-seo.server";
import { JsonLd, seoMeta } from "~/ui/seo";
import { breadcrumbJsonLd } from "~/web/structured-data.server";
import { siteOrigin } from "~/web/site-origin.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(matches, data.seo) : []);

/** Category pages: /t/{taxon permalink path}. */
// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const listing = await loadListing(request, context, params["*"] ?? "");
  const site = { origin: siteOrigin(request), locale: context.locale };
  const jsonLd = breadcrumbJsonLd(site, listing.breadcrumbs.map((crumb) => ({ name: crumb.label, path: crumb.href })));
  return { ...listing, seo: await listingSeo(listing, context.locale, new URL(request.url).pathname), jsonLd };
}

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={data.jsonLd} />
      <ListingView data={data} heading={data.title ?? ""} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
