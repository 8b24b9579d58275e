import { DAY_MS } from "~/kernel/dates";

/** Within this long of its end a current promotion is shown as ending soon. */
export const ENDING_SOON_MS = 3 * DAY_MS;

export type PromotionPhase = "upcoming" | "current" | "ended";

export interface PromotionWindow {
  starts_at: string;
  ends_at: string;
}

/** Current while starts_at <= now < ends_at (ISO UTC strings compare in time order). */
export function promotionPhase(window: PromotionWindow, now: Date): PromotionPhase {
  const at = now.toISOString();
  if (at < window.starts_at) return "upcoming";
  return at < window.ends_at ? "current" : "ended";
}

export function isEndingSoon(window: PromotionWindow, now: Date): boolean {
  return promotionPhase(window, now) === "current" && new Date(window.ends_at).getTime() - now.getTime() <= ENDING_SOON_MS;
}

/**
 * The promotions page's order: current ones first, the soonest to end on top; then ended ones,
 * the most recently ended first. Upcoming ones are not shown before they start.
 */
export function orderForListing<T extends PromotionWindow>(promotions: T[], now: Date): (T & { phase: "current" | "ended" })[] {
  const current = promotions.filter((p) => promotionPhase(p, now) === "current").sort((a, b) => a.ends_at.localeCompare(b.ends_at));
  const ended = promotions.filter((p) => promotionPhase(p, now) === "ended").sort((a, b) => b.ends_at.localeCompare(a.ends_at));
  return [...current.map((p) => ({ ...p, phase: "current" as const })), ...ended.map((p) => ({ ...p, phase: "ended" as const }))];
}

export type PromotionTargetKind = "taxon" | "brand" | "list" | "coupon";

/** Where a promotion's products come from. */
export type ProductSource =
  /** The search index filters by a category (and below) or a brand. */
  | { kind: "search"; taxon?: string; brand?: string }
  /** Everything the shop sells (a coupon without limits). */
  | { kind: "everything" }
  /** The promotion's own list (promotion_products). */
  | { kind: "list" }
  /** Products in any of these categories (ids, with everything below) or with these ids. */
  | { kind: "union"; taxonIds: number[]; productIds: number[] }
  | { kind: "none" };

/** What the coupon named by a promotion limits itself to (its eligibility lists, null = no limit). */
export interface CouponScope {
  usable: boolean;
  eligibleTaxonIds: number[] | null;
  eligibleProductIds: number[] | null;
}

/**
 * A promotion's product source. A coupon counts the same products the payment step would
 * discount (app/modules/coupons coupon-rules: a line is eligible when its product is listed or
 * it is in a listed category; no lists = every line). `taxonPermalinkOf` names a category id,
 * so a coupon for one category is listed by the search index like a category promotion.
 */
export function productSource(
  target: { kind: PromotionTargetKind; value: string },
  coupon: CouponScope | null,
  taxonPermalinkOf: (id: number) => string | undefined,
): ProductSource {
  switch (target.kind) {
    case "taxon":
      return target.value ? { kind: "search", taxon: target.value } : { kind: "none" };
    case "brand":
      return target.value ? { kind: "search", brand: target.value } : { kind: "none" };
    case "list":
      return { kind: "list" };
    case "coupon": {
      if (!coupon || !coupon.usable) return { kind: "none" };
      const taxonIds = coupon.eligibleTaxonIds;
      const productIds = coupon.eligibleProductIds;
      if (taxonIds === null && productIds === null) return { kind: "everything" };
      if (taxonIds !== null && taxonIds.length === 1 && (productIds === null || productIds.length === 0)) {
        const permalink = taxonPermalinkOf(taxonIds[0]!);
        if (permalink) return { kind: "search", taxon: permalink };
      }
      const union = { kind: "union" as const, taxonIds: taxonIds ?? [], productIds: productIds ?? [] };
      return union.taxonIds.length + union.productIds.length === 0 ? { kind: "none" } : union;
    }
  }
}
