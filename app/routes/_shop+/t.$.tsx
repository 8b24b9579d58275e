import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListingView } from "~/modules/catalog/ui/ListingView";
import { loadListing } from "~/modules/catalog/listing-loader.server";

/** Category pages: /t/{taxon permalink path}. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadListing(request, params["*"] ?? "");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · ${data.siteName}` : "" }];

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  return <ListingView data={data} heading={data.title ?? ""} />;
}
