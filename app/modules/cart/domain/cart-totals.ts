/**
 * Cart arithmetic and cart rules (storefront-spec.md §4, §5, §8 and §9). Money is integer
 * tugrik; every amount in and out is a whole number, anything else is a programming error
 * (RangeError, as in money.ts).
 *
 * Order of application: items + delivery, minus discounts (capped so the amount never goes
 * below 0), minus store credit (capped at what remains). `discounts` and `storeCredit` in the
 * result are the amounts actually applied.
 *
 * VAT: 10%, included in prices. The VAT inside an amount A is A - round(A * 10 / 11), computed
 * in integers as A - floor((20A + 11) / 22), i.e. round half up; a tie cannot occur because
 * 10A / 11 never ends in exactly .5 for integer A. It is computed on the sale value after
 * discounts and BEFORE store credit (`vatBase`): store credit is a way of paying (wallet, gift
 * card), not a price reduction, so it does not shrink the VAT on the receipt.
 */

export const VAT_RATE_PERCENT = 10;

export interface CartLine {
  unitPrice: number;
  quantity: number;
}

export interface CartTotalsInput {
  lines: readonly CartLine[];
  delivery: number;
  discounts: number;
  storeCredit: number;
}

export interface CartTotals {
  itemsTotal: number;
  itemCount: number;
  delivery: number;
  /** Discount actually applied (at most items + delivery). */
  discounts: number;
  /** Store credit actually applied (at most what remains after discounts). */
  storeCredit: number;
  /** What is left to pay: never below 0. */
  total: number;
  /** Items + delivery - discounts: the sale value the VAT is taken from. */
  vatBase: number;
  /** VAT included in vatBase. */
  vatIncluded: number;
}

function whole(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  return value;
}

/** VAT (10%) contained in a VAT-inclusive integer amount. */
export function vatIncludedIn(amount: number): number {
  whole(amount, "amount");
  return amount - Math.floor((20 * amount + 11) / 22);
}

export function cartTotals(input: CartTotalsInput): CartTotals {
  let itemsTotal = 0;
  let itemCount = 0;
  input.lines.forEach((line, index) => {
    itemsTotal += whole(line.unitPrice, `lines[${index}].unitPrice`) * whole(line.quantity, `lines[${index}].quantity`);
    itemCount += line.quantity;
  });
  whole(itemsTotal, "itemsTotal");
  const delivery = whole(input.delivery, "delivery");
  const gross = itemsTotal + delivery;
  const discounts = Math.min(whole(input.discounts, "discounts"), gross);
  const vatBase = gross - discounts;
  const storeCredit = Math.min(whole(input.storeCredit, "storeCredit"), vatBase);
  const total = vatBase - storeCredit;
  return { itemsTotal, itemCount, delivery, discounts, storeCredit, total, vatBase, vatIncluded: vatIncludedIn(vatBase) };
}

// ---------------------------------------------------------------------------------------------
// Line quantity

export interface LineQuantityInput {
  /** What the shopper asked for: a number or the raw form value. */
  requested: number | string | null | undefined;
  /** Units on hand (negative counts as 0). */
  onHand: number;
  /** False while the item cannot be bought for a short time. */
  purchasable: boolean;
  /** Optional per-order limit. */
  maxPerOrder?: number | null;
}

export type LineQuantityResult =
  | { ok: true; quantity: number }
  | { ok: false; error: "cart.errors.quantityNotAvailable"; available: number }
  | { ok: false; error: "cart.errors.quantityRequired" | "cart.errors.outOfStock" | "cart.errors.temporarilyUnavailable" };

/**
 * Any whole number above 0, however large: a quantity beyond the stock is answered with how
 * many are left, never with 'must be entered'. Only a quantity within the stock is returned as
 * ok, so a huge value never reaches the database.
 */
function parseQuantity(value: LineQuantityInput["requested"]): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 ? n : null;
}

/**
 * Checks a requested line quantity. The item's own state is reported first (it does not depend
 * on what was typed): temporarily unavailable, then out of stock; then the quantity itself must
 * be a whole number >= 1 ('Product quantity must be entered'; removing a line is a separate
 * action); then it must fit in min(onHand, maxPerOrder), and the error says how many can be had.
 */
export function validateLineQuantity(input: LineQuantityInput): LineQuantityResult {
  if (!input.purchasable) return { ok: false, error: "cart.errors.temporarilyUnavailable" };
  const onHand = Math.max(0, Math.floor(input.onHand));
  if (onHand === 0) return { ok: false, error: "cart.errors.outOfStock" };
  const quantity = parseQuantity(input.requested);
  if (quantity === null) return { ok: false, error: "cart.errors.quantityRequired" };
  const cap = input.maxPerOrder != null && input.maxPerOrder >= 0 ? Math.floor(input.maxPerOrder) : Infinity;
  const available = Math.min(onHand, cap);
  if (quantity > available) return { ok: false, error: "cart.errors.quantityNotAvailable", available };
  return { ok: true, quantity };
}
