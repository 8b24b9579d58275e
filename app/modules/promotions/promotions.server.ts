import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { formatShopDate } from "~/kernel/dates";
import { renderMarkdown } from "~/kernel/markdown.server";
import { fail, ok, type Result } from "~/kernel/result";
import { pageCount } from "~/modules/brands";
import { searchProductPage } from "~/modules/brands/index.server";
import { productCards } from "~/modules/browsing/index.server";
import type { CatalogReader } from "~/modules/catalog/index.server";
import { couponWindow } from "~/modules/coupons";
import { findCouponByCode, ruleOf } from "~/modules/coupons/index.server";
import { isEndingSoon, orderForListing, productSource, promotionPhase, type CouponScope, type ProductSource } from "./domain/promotion-rules";
import {
  findCurrentPromotions,
  findListedProductIds,
  findProductIdsInScope,
  findStartedPromotionBySlug,
  findStartedPromotions,
  findTaxonPermalinks,
} from "./queries.server";
import type { PromotionErrorCode } from "./status";
import type { PromotionPageView, PromotionTile } from "./view-models";

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
/** At most this many of a coupon's products are listed: the page is for browsing. */
const SCOPE_CAP = 2_000;
/** Home shows this many current promotions. */
export const HOME_PROMOTIONS = 6;

type PromotionRow = Awaited<ReturnType<typeof findStartedPromotions>>[number];

function tile(row: PromotionRow, locale: string, now: Date): PromotionTile {
  const en = locale === "en";
  return {
    slug: row.slug,
    title: en ? row.title_en : row.title_mn,
    summary: en ? row.summary_en : row.summary_mn,
    image: row.image,
    endsOn: formatShopDate(row.ends_at, locale, siteConfig.timeZone),
    phase: promotionPhase(row, now) === "ended" ? "ended" : "current",
    endingSoon: isEndingSoon(row, now),
  };
}

/** The promotions page: current ones first (soonest to end on top), then ended ones, marked. */
export async function promotionList(db: DB, locale: string, now: Date): Promise<PromotionTile[]> {
  return orderForListing(await findStartedPromotions(db, now), now).map((row) => tile(row, locale, now));
}

/** Home's rail: promotions running now (starts_at <= now < ends_at). */
export async function currentPromotions(db: DB, locale: string, now: Date): Promise<PromotionTile[]> {
  return (await findCurrentPromotions(db, now, HOME_PROMOTIONS)).map((row) => tile(row, locale, now));
}

async function couponScope(db: DB, code: string, now: Date): Promise<CouponScope | null> {
  const row = await findCouponByCode(db, code);
  if (!row) return null;
  const rule = ruleOf(row);
  return { usable: !rule.disabled && couponWindow(rule, now) !== "over", eligibleTaxonIds: rule.eligibleTaxonIds, eligibleProductIds: rule.eligibleProductIds };
}

async function sourceOf(db: DB, row: PromotionRow, now: Date): Promise<ProductSource> {
  if (row.target_kind !== "coupon") return productSource({ kind: row.target_kind, value: row.target_value }, null, () => undefined);
  const scope = await couponScope(db, row.target_value, now);
  const permalinks = new Map((await findTaxonPermalinks(db, scope?.eligibleTaxonIds ?? [])).map((taxon) => [taxon.id, taxon.permalink]));
  return productSource({ kind: "coupon", value: row.target_value }, scope, (id) => permalinks.get(id));
}

async function productsOf(ctx: CatalogReader, row: PromotionRow, args: { page: number; locale: string; now: Date }): Promise<PromotionPageView["products"]> {
  const source = await sourceOf(ctx.db, row, args.now);
  const pageSize = siteConfig.limits.pageSize;
  switch (source.kind) {
    case "search":
      return searchProductPage(ctx, source.taxon ? { taxon: source.taxon } : { brands: [source.brand!] }, args);
    case "everything":
      return searchProductPage(ctx, {}, args);
    case "none":
      return { products: [], total: 0, page: args.page, pageCount: 1 };
    case "list":
    case "union": {
      // The search index filters by category and brand, not by a list of ids: these lists are
      // read from the database, paged here, and drawn as the same product cards.
      const ids =
        source.kind === "list"
          ? await findListedProductIds(ctx.db, row.id, args.now)
          : await findProductIdsInScope(
              ctx.db,
              { taxons: (await findTaxonPermalinks(ctx.db, source.taxonIds)).map((t) => ({ id: t.id, permalink: t.permalink })), productIds: source.productIds },
              args.now,
              SCOPE_CAP,
            );
      const pageIds = ids.slice((args.page - 1) * pageSize, args.page * pageSize);
      return { products: await productCards(ctx, pageIds, args.locale, args.now), total: ids.length, page: args.page, pageCount: pageCount(ids.length, pageSize) };
    }
  }
}

/** A started, published promotion and one page of its products; drafts, future and unknown ones are not found. */
export async function promotionPage(
  ctx: CatalogReader,
  slug: string,
  args: { page: number; locale: string; now: Date },
): Promise<Result<PromotionPageView, PromotionErrorCode>> {
  if (!SLUG.test(slug)) return fail("showcase:errors.promotionNotFound");
  const row = await findStartedPromotionBySlug(ctx.db, slug, args.now);
  if (!row) return fail("showcase:errors.promotionNotFound");
  const products = await productsOf(ctx, row, args);
  if (args.page > 1 && products.products.length === 0) return fail("showcase:errors.promotionNotFound");
  const en = args.locale === "en";
  return ok({
    promotion: {
      ...tile(row, args.locale, args.now),
      startsOn: formatShopDate(row.starts_at, args.locale, siteConfig.timeZone),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      bodyHtml: renderMarkdown(en ? row.body_en : row.body_mn),
      targetKind: row.target_kind,
      couponCode: row.target_kind === "coupon" ? row.target_value : null,
    },
    products,
  });
}
