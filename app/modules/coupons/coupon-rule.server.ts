import type { CouponRule } from "./domain/coupon-rules";
import type { CouponRow } from "./queries.server";

/** A stored coupon as the pure coupon rules read it (the payment step and the coupon pages alike). */
export function ruleOf(row: CouponRow): CouponRule {
  const ids = (json: string | null) => (json ? (JSON.parse(json) as number[]) : null);
  return {
    kind: row.kind,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    minOrder: row.min_order,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    perUserLimit: row.per_user_limit,
    firstOrderOnly: row.first_order_only === 1,
    signedInOnly: row.signed_in_only === 1,
    eligibleTaxonIds: ids(row.eligible_taxon_ids),
    eligibleProductIds: ids(row.eligible_product_ids),
    voucherBalance: row.voucher_balance,
    disabled: row.disabled === 1,
    ownerUserId: row.owner_user_id,
  };
}
