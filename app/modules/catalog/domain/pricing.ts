/** The price a shopper pays now, and how it relates to the regular price (storefront-spec.md §3). */
export interface PriceInput {
  price: number;
  sale_price: number | null;
  sale_start_at: string | null;
  sale_expire_at: string | null;
}

export interface EffectivePrice {
  price: number;
  selling_price: number;
  /** Whole percent off the regular price, 0 when there is no sale in force. */
  sale_percent: number;
  on_sale: boolean;
  sale_start_at: string | null;
  sale_expire_at: string | null;
}

export function isSaleActive(input: PriceInput, now: Date): boolean {
  if (input.sale_price === null || input.sale_price >= input.price) return false;
  const at = now.toISOString();
  if (input.sale_start_at !== null && input.sale_start_at > at) return false;
  if (input.sale_expire_at !== null && input.sale_expire_at <= at) return false;
  return true;
}

export function salePercent(price: number, sellingPrice: number): number {
  if (price <= 0 || sellingPrice >= price) return 0;
  return Math.round(((price - sellingPrice) * 100) / price);
}

export function effectivePrice(input: PriceInput, now: Date): EffectivePrice {
  const onSale = isSaleActive(input, now);
  const selling = onSale ? (input.sale_price as number) : input.price;
  return {
    price: input.price,
    selling_price: selling,
    sale_percent: salePercent(input.price, selling),
    on_sale: onSale,
    sale_start_at: onSale ? input.sale_start_at : null,
    sale_expire_at: onSale ? input.sale_expire_at : null,
  };
}
