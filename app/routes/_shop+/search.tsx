import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { loadListing } from "~/web/listing-loader.server";
import { getCurrentUser } from "~/platform/guards.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { ListingView } from "~/modules/catalog";
import { NoResultsHelp, RecentSearches, SuggestionList, type NoResultsHelpData } from "~/modules/search";
import { recentSearchesFor, recordSearch } from "~/web/recent-searches.server";
import { closeSearches, recordSearchEvent, resultsPageSuggestions } from "~/modules/search/index.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? (data.query.q ? `“${data.query.q}” · ${data.siteName}` : data.siteName) : "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [listing, user] = await Promise.all([loadListing(request, context, null), getCurrentUser(request, context)]);
  const q = listing.query.q;
  const now = context.now;
  const [recent, suggestions, cookies] = await Promise.all([
    recentSearchesFor(request, context.db, user),
    resultsPageSuggestions(context.searchIndex, q, listing.locale, now),
    q && listing.query.page === 1 ? recordSearch(context.db, request, user, q, now) : Promise.resolve([]),
  ]);
  if (q && listing.query.page === 1) await recordSearchEvent(context.db, q, listing.total, listing.locale, now);
  const noResults = q && listing.total === 0 ? await noResultsHelp(request, context, q) : null;
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return data({ ...listing, recent, suggestions, noResults }, { headers });
}

/** A search that found nothing: near spellings of its words, and the top categories (in the page's language). */
async function noResultsHelp(request: Request, context: LoaderFunctionArgs["context"], q: string): Promise<NoResultsHelpData> {
  const url = new URL(request.url);
  const browse = new URL("/products", url);
  const lng = url.searchParams.get("lng");
  if (lng) browse.searchParams.set("lng", lng);
  const [searches, catalogue] = await Promise.all([
    closeSearches(context.searchIndex, q),
    loadListing(new Request(browse, { headers: request.headers }), context, null),
  ]);
  return { searches, categories: catalogue.categories.slice(0, 8) };
}

// Results depend on the shopper's cookie (recent searches), so no shared cache may keep them.
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
};

export default function SearchResults() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const heading = data.query.q ? t("search.resultsFor", { q: data.query.q }) : t("search.title");
  return (
    <>
      {data.query.q ? null : <RecentSearches searches={data.recent} />}
      <ListingView
        data={data}
        heading={heading}
        aside={
          <>
            {data.approximate ? <p className="search-approximate">{t("search.approximate", { q: data.query.q })}</p> : null}
            {data.noResults ? <NoResultsHelp help={data.noResults} /> : null}
            <SuggestionList suggestions={data.suggestions} q={data.query.q} />
          </>
        }
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
