import { randomInt } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import { catalogStatus, isValidPermalink, parseListingQuery, type ListingData } from "~/modules/catalog";
import { listingPage, type CatalogReader } from "~/modules/catalog/index.server";
import type { Lng } from "~/i18n";
import i18next from "~/platform/i18next.server";

/** The loader body shared by /products, /t/{permalink} and /search. */
export async function loadListing(request: Request, context: CatalogReader & { now: Date; locale: Lng }, taxonPermalink: string | null): Promise<ListingData> {
  if (taxonPermalink !== null && !isValidPermalink(taxonPermalink)) {
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const locale = context.locale;
  const t = await i18next.getFixedT(locale);
  const query = parseListingQuery(url.searchParams);
  // "Random" chosen from the sort menu (a GET form) carries no seed: each visit gets its own,
  // kept in the address so the next pages and a shared link show the same order.
  if (query.sort === "random" && !url.searchParams.has("seed")) {
    url.searchParams.set("seed", String(randomInt(1, 2 ** 31)));
    url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const page = await listingPage(context, {
    now: context.now,
    locale,
    query,
    taxonPermalink,
    allProductsLabel: t("catalog.allProducts"),
  });
  if (!page.ok) throw data(null, { status: catalogStatus[page.error] });
  return { ...page.value, query, locale, siteName: t("site.name") };
}

