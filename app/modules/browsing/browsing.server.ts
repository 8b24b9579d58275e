import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, type Result } from "~/kernel/result";
import { effectivePrice, type ProductSummary } from "~/modules/catalog";
import { productBlock, summarize, type CatalogReader } from "~/modules/catalog/index.server";
import type { SearchHit } from "~/modules/search";
import { addToCompare, interleave, joinCompare, recommendationSeeds, removeFromCompare } from "./domain/browsing";
import type { BrowsingErrorCode } from "./status";
import {
  deleteViews,
  findAvailableProductIds,
  findCompareIds,
  findCompareProperties,
  findProductCards,
  findProductIdsOfVariants,
  findViewedIds,
  replaceCompare,
  trimViews,
  upsertView,
} from "./queries.server";
import type { CompareTable } from "./view-models";
import type { COMPARE_PROPERTY_KEYS } from "./queries.server";

const { limits } = siteConfig;
/** How many products a recommendation starts from: each is one more-like-this query. */
const RECOMMENDATION_SEEDS = 3;
const RECOMMENDED = 12;


// ---- recently viewed ------------------------------------------------------------------------

/** A signed-in shopper viewed a product: it goes first, the oldest beyond 40 go. */
export async function recordProductView(db: DB, userId: number, productId: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await upsertView(trx, userId, productId, now.toISOString());
    await trimViews(trx, userId, limits.recentlyViewed);
  });
}

export function recentlyViewedIds(db: DB, userId: number): Promise<number[]> {
  return findViewedIds(db, userId, limits.recentlyViewed);
}

export async function clearRecentlyViewed(db: DB, userId: number): Promise<void> {
  await deleteViews(db, userId);
}

/** Cards for these product ids, in this order; ids that are no longer products are skipped. */
export async function productCards(ctx: CatalogReader, ids: readonly number[], locale: string, now: Date): Promise<ProductSummary[]> {
  const rows = await findProductCards(ctx.db, ids, now);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hits: SearchHit[] = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const price = effectivePrice(row.variant, now);
    return [
      {
        id: row.id,
        slug: row.slug,
        sku: row.sku,
        name: { mn: row.name_mn, en: row.name_en },
        image: row.image ?? "",
        product_type: row.product_type,
        brand: { code: row.brand_code, name: row.brand_name, name_latin: row.brand_name_latin },
        price: price.price,
        selling_price: price.selling_price,
        sale_percent: price.sale_percent,
        total_on_hand: row.total_on_hand,
        available_on: row.available_on,
        badges: row.badges,
        average_rating: row.average_rating,
        total_reviews: row.total_reviews,
      },
    ];
  });
  return summarize(ctx, hits, locale, now);
}

/** The product page's block: the history without the product being shown. */
export function recentlyViewedBlock(ctx: CatalogReader, viewed: readonly number[], args: { excludeId: number; locale: string; now: Date; limit: number }) {
  return productCards(ctx, viewed.filter((id) => id !== args.excludeId).slice(0, args.limit), args.locale, args.now);
}

// ---- recommended -----------------------------------------------------------------------------

/**
 * 'Recommended for you': products like the ones recently viewed and wished (more-like-this over
 * the search index), or new arrivals when there is nothing to start from.
 */
export async function recommendedProducts(
  ctx: CatalogReader,
  args: { viewed: readonly number[]; wishedVariantIds: readonly number[]; locale: string; now: Date },
): Promise<ProductSummary[]> {
  const wished = await findProductIdsOfVariants(ctx.db, args.wishedVariantIds.slice(0, RECOMMENDATION_SEEDS));
  const seeds = recommendationSeeds(args.viewed, wished, RECOMMENDATION_SEEDS);
  if (seeds.length > 0) {
    const similar = await Promise.all(seeds.map((id) => ctx.searchIndex.moreLikeThis(id, { locale: args.locale, limit: RECOMMENDED, now: args.now })));
    const hits = new Map(similar.flat().map((hit) => [hit.id, hit]));
    const ids = interleave(
      similar.map((list) => list.map((hit) => hit.id)),
      [...seeds, ...args.viewed],
      RECOMMENDED,
    );
    if (ids.length > 0) return summarize(ctx, ids.map((id) => hits.get(id)!), args.locale, args.now);
  }
  return productBlock(ctx, { now: args.now, locale: args.locale, filters: {}, sort: "date_desc", limit: RECOMMENDED });
}

// ---- compare ---------------------------------------------------------------------------------

export function compareIds(db: DB, userId: number): Promise<number[]> {
  return findCompareIds(db, userId);
}

/** Adds to a list (a guest's or an account's): the product must exist, the list have room. */
export async function nextCompareList(db: DB, list: readonly number[], productId: number, now: Date): Promise<Result<number[], BrowsingErrorCode>> {
  const known = await findAvailableProductIds(db, [productId], now);
  if (!known.has(productId)) return fail("browsing:errors.productNotFound");
  return addToCompare(list, productId, limits.compare);
}

/** A signed-in shopper's add, in one transaction so two tabs never pass the limit together. */
export async function addToAccountCompare(db: DB, userId: number, productId: number, now: Date): Promise<Result<number[], BrowsingErrorCode>> {
  return inTransaction(db, async (trx) => {
    const known = await findAvailableProductIds(trx, [productId], now);
    if (!known.has(productId)) return fail("browsing:errors.productNotFound");
    const next = addToCompare(await findCompareIds(trx, userId), productId, limits.compare);
    if (next.ok) await replaceCompare(trx, userId, next.value);
    return next;
  });
}

export async function removeFromAccountCompare(db: DB, userId: number, productId: number): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    const next = removeFromCompare(await findCompareIds(trx, userId), productId);
    await replaceCompare(trx, userId, next);
    return next;
  });
}

export async function clearAccountCompare(db: DB, userId: number): Promise<void> {
  await replaceCompare(db, userId, []);
}

const rowKeys = {
  size: ["volume", "capacity"],
  abv: ["abv"],
  country: ["country"],
  region: ["region"],
  base: ["grape", "class", "style", "contents"],
  cask: ["cask"],
  age: ["age", "vintage"],
} as const satisfies Record<string, readonly (typeof COMPARE_PROPERTY_KEYS)[number][]>;

/** The compare page: the products side by side, one row per attribute (storefront-spec.md §5). */
export async function compareTable(ctx: CatalogReader, ids: readonly number[], locale: string, now: Date): Promise<CompareTable> {
  const [products, properties] = await Promise.all([productCards(ctx, ids, locale, now), findCompareProperties(ctx.db, ids)]);
  const en = locale === "en";
  const value = (productId: number, keys: readonly string[]) => {
    for (const key of keys) {
      const row = properties.find((p) => p.product_id === productId && p.key === key);
      if (row) return en ? row.value_en : row.value_mn;
    }
    return null;
  };
  return {
    products: products.map((product) => ({
      ...product,
      size: value(product.id, rowKeys.size),
      abv: value(product.id, rowKeys.abv),
      country: value(product.id, rowKeys.country),
      region: value(product.id, rowKeys.region),
      base: value(product.id, rowKeys.base),
      cask: value(product.id, rowKeys.cask),
      age: value(product.id, rowKeys.age),
    })),
  };
}

// ---- sign-in ---------------------------------------------------------------------------------

/**
 * A guest's history and compare list join the account at sign-in: the guest's views are the
 * newest (they happened in this browser just now), the account's compare list keeps its order
 * and takes the guest's products while there is room. Unknown products are dropped.
 */
export async function adoptGuestBrowsing(db: DB, userId: number, guest: { viewed: readonly number[]; compare: readonly number[] }, now: Date): Promise<void> {
  if (guest.viewed.length === 0 && guest.compare.length === 0) return;
  await inTransaction(db, async (trx) => {
    const known = await findAvailableProductIds(trx, [...guest.viewed, ...guest.compare], now);
    const viewed = guest.viewed.filter((id) => known.has(id)).slice(0, limits.recentlyViewed);
    // Oldest first, each a millisecond apart, so the guest's newest view ends up newest of all.
    for (let i = viewed.length - 1; i >= 0; i--) {
      await upsertView(trx, userId, viewed[i]!, new Date(now.getTime() - i).toISOString());
    }
    if (viewed.length > 0) await trimViews(trx, userId, limits.recentlyViewed);
    const compare = guest.compare.filter((id) => known.has(id));
    if (compare.length > 0) await replaceCompare(trx, userId, joinCompare(await findCompareIds(trx, userId), compare, limits.compare));
  });
}


