import { siteConfig } from "~/config/site";
import { db } from "~/db/client.server";
import { findAllTaxons, findFeaturedBrands } from "~/db/queries/catalog.server";
import {
  countListing,
  facetCounts,
  findBadges,
  findListing,
  findNearestInPrice,
  type ListingFilters,
  type ListingRow,
} from "~/db/queries/listing.server";
import { buildBreadcrumbs, pageInfo, permalinkChain, stockLabel, type ListingSort } from "~/domain/catalog";
import type { ListingQuery } from "~/domain/listing-query";
import type { ProductSummary } from "./catalog-types";

const { limits } = siteConfig;

export async function summarize(rows: ListingRow[], locale: string): Promise<ProductSummary[]> {
  const badges = await findBadges(
    db(),
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: locale === "en" ? row.name_en : row.name_mn,
    image: row.image,
    brandName: locale === "en" ? row.brand_name_latin : row.brand_name,
    price: row.price,
    sellingPrice: row.selling_price,
    salePercent: row.sale_percent,
    stock: stockLabel(row.total_on_hand, limits.lowStockThreshold),
    badges: badges
      .filter((b) => b.product_id === row.id)
      .map((b) => ({ code: b.code, name: locale === "en" ? b.name_en : b.name_mn, color: b.color })),
    averageRating: row.average_rating,
    totalReviews: row.total_reviews,
  }));
}

export async function productBlock(
  args: { now: Date; locale: string; filters: ListingFilters; sort: ListingSort; limit: number },
): Promise<ProductSummary[]> {
  const rows = await findListing(db(), { ...args, offset: 0 });
  return summarize(rows, args.locale);
}

export async function nearestInPriceBlock(args: {
  now: Date;
  locale: string;
  filters: ListingFilters;
  price: number;
  limit: number;
}): Promise<ProductSummary[]> {
  return summarize(await findNearestInPrice(db(), args), args.locale);
}

export interface CategoryOption {
  permalink: string;
  name: string;
  count: number;
}

export class CategoryNotFound extends Error {}

/** A listing page: /products, /t/{permalink} and /search share it. */
export async function listingPage(args: {
  now: Date;
  locale: string;
  query: ListingQuery;
  taxonPermalink: string | null;
  allProductsLabel: string;
}) {
  const { now, locale, query, taxonPermalink } = args;
  const taxons = await findAllTaxons(db());
  const byPermalink = new Map(taxons.map((t) => [t.permalink, t]));
  const current = taxonPermalink ? byPermalink.get(taxonPermalink) : undefined;
  if (taxonPermalink && !current) throw new CategoryNotFound(taxonPermalink);

  const filters: ListingFilters = {
    taxonPermalink,
    q: query.q,
    brands: query.brands,
    countries: query.countries,
    types: query.types,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    onSale: query.onSale,
  };

  const [total, facets] = await Promise.all([countListing(db(), { now, filters }), facetCounts(db(), { now, filters })]);
  const paging = pageInfo(query.page, total, limits.pageSize);
  const rows = await findListing(db(), {
    now,
    locale,
    filters,
    sort: query.sort,
    limit: limits.pageSize,
    offset: paging.offset,
  });

  const label = (t: { name: string; translation_en: string }) => (locale === "en" ? t.translation_en : t.name);
  const countUnder = (permalink: string) =>
    facets.taxons
      .filter((f) => f.permalink === permalink || f.permalink.startsWith(`${permalink}/`))
      .reduce((sum, f) => sum + f.count, 0);
  const childTaxons = taxons.filter((t) => (current ? t.parent_id === current.id : t.depth === 0));
  const categories: CategoryOption[] = childTaxons
    .map((t) => ({ permalink: t.permalink, name: label(t), count: countUnder(t.permalink) }))
    .filter((c) => c.count > 0)
    .slice(0, limits.taxonBucketsPerLevel);

  const chain = current
    ? permalinkChain(current.permalink)
        .map((p) => byPermalink.get(p))
        .filter((t): t is NonNullable<typeof t> => Boolean(t))
    : [];
  const parent = current?.parent_id ? taxons.find((t) => t.id === current.parent_id) : undefined;

  return {
    title: current ? label(current) : null,
    breadcrumbs: buildBreadcrumbs(chain, locale, args.allProductsLabel),
    parent: parent ? { permalink: parent.permalink, name: label(parent) } : null,
    categories,
    products: await summarize(rows, locale),
    total,
    page: paging.page,
    pageCount: paging.pageCount,
    facets: {
      brands: facets.brands.map((b) => ({ code: b.code, name: locale === "en" ? b.name_latin : b.name, count: b.count })),
      countries: facets.countries.map((c) => ({ code: c.code, name: locale === "en" ? c.name_en : c.name_mn, count: c.count })),
      types: facets.types,
      price: facets.price,
    },
  };
}

export async function homePage(args: { now: Date; locale: string }) {
  const { now, locale } = args;
  const taxons = await findAllTaxons(db());
  const [newArrivals, deals, brands] = await Promise.all([
    productBlock({ now, locale, filters: {}, sort: "date_desc", limit: limits.newArrivals }),
    productBlock({ now, locale, filters: { onSale: true }, sort: "sale_desc", limit: limits.deals }),
    findFeaturedBrands(db()),
  ]);
  return {
    categories: taxons
      .filter((t) => t.depth === 0)
      .map((t) => ({ permalink: t.permalink, name: locale === "en" ? t.translation_en : t.name })),
    newArrivals,
    deals,
    brands: brands.map((b) => ({
      code: b.code,
      name: locale === "en" ? b.name_latin : b.name,
      nameLatin: b.name_latin,
      logo: b.logo,
      story: locale === "en" ? b.story_en : b.story_mn,
      isLocal: b.is_local === 1,
    })),
  };
}
