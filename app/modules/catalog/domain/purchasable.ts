import { effectivePrice, type PriceInput } from "./pricing";

/**
 * Whether a variant can be bought now, stock aside (the cart checks the quantity against stock):
 * its product is already available and it has a real selling price, more than 1 tugrik
 * (storefront-spec.md §9, "Search": items priced at 0 or 1 are placeholders).
 */
export function isPurchasable(variant: PriceInput & { available_on: string }, now: Date): boolean {
  return variant.available_on <= now.toISOString() && effectivePrice(variant, now).selling_price > 1;
}
