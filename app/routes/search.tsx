import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListingView } from "~/components/catalog/ListingView";
import { loadListing } from "~/utils/listing-loader.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadListing(request, null);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `“${data.query.q}” · ${data.siteName}` : "" },
  { name: "robots", content: "noindex" },
];

export default function SearchResults() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const heading = data.query.q ? t("search.resultsFor", { q: data.query.q }) : t("search.title");
  return <ListingView data={data} heading={heading} />;
}
