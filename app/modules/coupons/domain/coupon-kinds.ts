/**
 * The back office's choices for a new coupon. Apart from the schema in ../forms.ts so that
 * the create form's selects can list them without bringing zod into the browser
 * (docs/decisions/039-forms-in-the-browser.md).
 */
export const COUPON_KINDS = ["coupon", "voucher", "promo"] as const;
export const DISCOUNT_TYPES = ["percent", "amount"] as const;
