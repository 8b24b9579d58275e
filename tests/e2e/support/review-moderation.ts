import { fixture } from "./fixture-service";

/**
 * Product reviews written into the e2e database through the shop's own use case by
 * tests/setup/e2e-review-moderation.ts, on a product no other spec uses: the moderation test
 * then hides and restores one of them and reads the product's figures where shoppers see them.
 */

export interface ReviewedProduct {
  slug: string;
  nameMn: string;
  nameEn: string;
  brandCode: string;
  reviewIds: number[];
  /** Sum and count of the product's visible ratings after the reviews were written. */
  visibleSum: number;
  visibleCount: number;
}

/** `slot` picks one of several products no other spec uses, so runs at the same time do not meet. */
export async function reviewedProduct(slot: number, reviews: { email: string; rating: number; comment: string; language?: "mn" | "en" }[]): Promise<ReviewedProduct> {
  return fixture<ReviewedProduct>("reviewedProduct", { slot, reviews });
}
