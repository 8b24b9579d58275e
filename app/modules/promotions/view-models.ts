import type { ProductSummary } from "~/modules/catalog";
import type { PromotionTargetKind } from "./domain/promotion-rules";

export interface PromotionTile {
  slug: string;
  title: string;
  summary: string;
  image: string;
  /** Formatted in the shop's time zone. */
  endsOn: string;
  phase: "current" | "ended";
  endingSoon: boolean;
}

export interface PromotionPageView {
  promotion: PromotionTile & {
    startsOn: string;
    startsAt: string;
    endsAt: string;
    /** Sanitised HTML of the body (renderMarkdown). */
    bodyHtml: string;
    targetKind: PromotionTargetKind;
    /** The code to enter at the payment step, for a coupon promotion. */
    couponCode: string | null;
  };
  products: { products: ProductSummary[]; total: number; page: number; pageCount: number };
}
