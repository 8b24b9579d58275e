import type { ListingData } from "~/modules/catalog";
import type { Lng } from "~/i18n";
import i18next from "~/platform/i18next.server";

/** What a listing page's head says to search engines and link previews (seoMeta). */
export interface ListingSeo {
  title: string;
  description: string;
  /** The canonical path: the listing without filters or sort; the page number kept past page 1. */
  path: string;
}

export async function listingSeo(listing: ListingData, locale: Lng, pathname: string): Promise<ListingSeo> {
  const t = await i18next.getFixedT(locale);
  const category = listing.title;
  const description = category
    ? t("seo:listing.categoryDescription", { category, count: listing.total, site: listing.siteName })
    : t("seo:listing.allDescription", { count: listing.total, site: listing.siteName });
  const heading = category ?? listing.breadcrumbs[0]?.label ?? "";
  const page = listing.query.page > 1 ? listing.query.page : null;
  return {
    title: `${heading}${page ? ` · ${t("seo:listing.pageSuffix", { page })}` : ""} · ${listing.siteName}`,
    description,
    path: page ? `${pathname}?page=${page}` : pathname,
  };
}
