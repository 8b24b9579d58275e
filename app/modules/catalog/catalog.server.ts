import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { findAllTaxons, findFeaturedBrands, firstVariantIds } from "./queries/catalog.server";
import { findBadgeLabels, findBrandNames, findCountryNames } from "./queries/catalog-labels.server";
import { buildBreadcrumbs, pageInfo, permalinkChain, stockLabel, type ListingSort } from "./domain/catalog";
import type { ListingQuery } from "./domain/listing-query";
import type { SearchFilters, SearchHit, SearchIndex, SearchSort } from "~/modules/search";
import type { ListingPage, ProductSummary } from "./view-models";
import { fail, ok, type Result } from "~/kernel/result";
import type { CatalogErrorCode } from "./status";
import { localized } from "~/kernel/localized";

const { limits } = siteConfig;

/** What the catalogue reads: the request context gives both (app/platform/context.server.ts). */
export interface CatalogReader {
  db: DB;
  searchIndex: SearchIndex;
}
const LABEL_CACHE_MS = 5 * 60_000;

let labelCache: { at: number; value: Promise<Labels> } | undefined;

interface Labels {
  brands: Map<string, { name: string; name_latin: string }>;
  countries: Map<string, { mn: string; en: string }>;
  badges: Map<string, { mn: string; en: string; color: string }>;
}

/** Facet keys are codes; their names change rarely, so they are read every few minutes. */
function labels(db: DB, now: Date): Promise<Labels> {
  if (!labelCache || now.getTime() - labelCache.at > LABEL_CACHE_MS) {
    const value = Promise.all([findBrandNames(db), findCountryNames(db), findBadgeLabels(db)]).then(([brands, countries, badges]) => ({
      brands: new Map(brands.map((b) => [b.code, b])),
      countries: new Map(countries.map((c) => [c.code, { mn: c.value_mn, en: c.value_en }])),
      badges: new Map(badges.map((b) => [b.code, { mn: b.name_mn, en: b.name_en, color: b.color }])),
    }));
    value.catch(() => (labelCache = undefined));
    labelCache = { at: now.getTime(), value };
  }
  return labelCache.value;
}

export function toSearchSort(sort: ListingSort): SearchSort | undefined {
  return sort === "relevance" ? undefined : sort;
}

export async function summarize(ctx: CatalogReader, hits: SearchHit[], locale: string, now: Date): Promise<ProductSummary[]> {
  const [{ badges }, firsts] = await Promise.all([labels(ctx.db, now), firstVariantIds(ctx.db, hits.map((h) => h.id))]);
  const en = locale === "en";
  return hits.map((hit) => ({
    id: hit.id,
    slug: hit.slug,
    name: en ? hit.name.en : hit.name.mn,
    image: hit.image,
    brandName: en ? hit.brand.name_latin : hit.brand.name,
    price: hit.price,
    sellingPrice: hit.selling_price,
    salePercent: hit.sale_percent,
    stock: stockLabel(hit.total_on_hand, limits.lowStockThreshold),
    badges: hit.badges
      .map((code) => ({ code, label: badges.get(code) }))
      .filter((b) => b.label !== undefined)
      .map((b) => ({ code: b.code, name: en ? b.label!.en : b.label!.mn, color: b.label!.color })),
    averageRating: hit.average_rating,
    totalReviews: hit.total_reviews,
    quickAdd:
      firsts.get(hit.id)?.only && hit.total_on_hand > 0 && hit.selling_price > 1 && hit.available_on <= now.toISOString()
        ? { variantId: firsts.get(hit.id)!.variantId, maxQuantity: hit.total_on_hand }
        : null,
    variantId: firsts.get(hit.id)?.variantId ?? 0,
  }));
}

/** A block of products (home rails, same series): the listing rule always applies. */
export async function productBlock(ctx: CatalogReader, args: {
  now: Date;
  locale: string;
  filters: SearchFilters;
  sort?: SearchSort;
  limit: number;
}): Promise<ProductSummary[]> {
  const result = await ctx.searchIndex.search({
    filters: args.filters,
    sort: args.sort,
    locale: args.locale,
    pageSize: args.limit,
    now: args.now,
    facets: false,
  });
  return summarize(ctx, result.hits, args.locale, args.now);
}

export async function similarBlock(ctx: CatalogReader, args: { productId: number; now: Date; locale: string; limit: number }): Promise<ProductSummary[]> {
  const hits = await ctx.searchIndex.moreLikeThis(args.productId, { locale: args.locale, limit: args.limit, now: args.now });
  return summarize(ctx, hits, args.locale, args.now);
}

/** A listing page: /products, /t/{permalink} and /search share it. */
export async function listingPage(ctx: CatalogReader, args: {
  now: Date;
  locale: string;
  query: ListingQuery;
  taxonPermalink: string | null;
  allProductsLabel: string;
}): Promise<Result<ListingPage, CatalogErrorCode>> {
  const { now, locale, query, taxonPermalink } = args;
  const en = locale === "en";
  const taxons = await findAllTaxons(ctx.db);
  const byPermalink = new Map(taxons.map((t) => [t.permalink, t]));
  const current = taxonPermalink ? byPermalink.get(taxonPermalink) : undefined;
  if (taxonPermalink && !current) return fail("errors.notFound");

  const [result, names] = await Promise.all([
    ctx.searchIndex.search({
      q: query.q,
      filters: {
        taxon: taxonPermalink,
        brands: query.brands,
        countries: query.countries,
        types: query.types,
        priceMin: query.priceMin,
        priceMax: query.priceMax,
        onSale: query.onSale,
      },
      sort: toSearchSort(query.sort),
      seed: query.seed,
      locale,
      page: query.page,
      pageSize: limits.pageSize,
      facets: true,
      now,
    }),
    labels(ctx.db, now),
  ]);
  const paging = pageInfo(query.page, result.total, limits.pageSize);
  const facets = result.facets!;
  const label = (t: { name: string; translation_en: string }) => (en ? t.translation_en : t.name);

  // The category facet drills down: the children of the current category (or the roots).
  const childLevel = current ? current.depth + 1 : 0;
  const categories = childLevel <= 4
    ? facets.levels[childLevel as 0 | 1 | 2 | 3 | 4]
        .map((bucket) => ({ taxon: byPermalink.get(bucket.key), count: bucket.count }))
        .filter((c) => c.taxon !== undefined)
        .sort((a, b) => a.taxon!.position - b.taxon!.position)
        .map((c) => ({ permalink: c.taxon!.permalink, name: label(c.taxon!), count: c.count }))
    : [];

  const chain = current
    ? permalinkChain(current.permalink)
        .map((p) => byPermalink.get(p))
        .filter((t): t is NonNullable<typeof t> => Boolean(t))
    : [];
  const parent = current?.parent_id ? taxons.find((t) => t.id === current.parent_id) : undefined;

  return ok({
    title: current ? label(current) : null,
    breadcrumbs: buildBreadcrumbs(chain, locale, args.allProductsLabel),
    parent: parent ? { permalink: parent.permalink, name: label(parent) } : null,
    categories,
    products: await summarize(ctx, result.hits, locale, now),
    total: result.total,
    approximate: Boolean(result.approximate),
    page: paging.page,
    pageCount: paging.pageCount,
    facets: {
      brands: facets.brand.map((b) => {
        const brand = names.brands.get(b.key);
        return { code: b.key, name: brand ? (en ? brand.name_latin : brand.name) : b.key, count: b.count };
      }),
      countries: facets.country.map((c) => {
        const country = names.countries.get(c.key);
        return { code: c.key, name: country ? (en ? country.en : country.mn) : c.key.toUpperCase(), count: c.count };
      }),
      types: facets.type.map((t) => ({ code: t.key, count: t.count })),
      priceRanges: facets.price.filter((p) => p.count > 0),
      price: facets.priceBounds,
    },
  });
}

export async function homePage(ctx: CatalogReader, args: { now: Date; locale: string }) {
  const { now, locale } = args;
  const taxons = await findAllTaxons(ctx.db);
  const [newArrivals, deals, brands] = await Promise.all([
    productBlock(ctx, { now, locale, filters: {}, sort: "date_desc", limit: limits.newArrivals }),
    productBlock(ctx, { now, locale, filters: { onSale: true }, sort: "sale_desc", limit: limits.deals }),
    findFeaturedBrands(ctx.db),
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
      logo: b.logo,
      story: localized(b, "story", locale),
      isLocal: b.is_local === 1,
    })),
  };
}
