/**
 * Wallet (store credit) rules (storefront-spec.md §5, §8 and §9 "Wallet"). Pure: no I/O, no clock.
 * Money is integer tugrik; amounts that are not non-negative safe integers are programming
 * errors (RangeError, as in cart-totals.ts). Refusals are results with stable codes
 * (`wallet.xxx`), and carry `max` / `min` for the messages
 * 'The amount entered is more than your wallet, max amount :max' and the ':min' hint.
 *
 * The wallet holds two kinds of balance:
 * - top-up: gift cards and cash recharges; may cover 100% of the purchase;
 * - cashback: earned on delivered orders; may cover at most `cashbackMaxPercent` (50%) of it.
 * It is usable only for purchases strictly ABOVE `minimumPurchase` (20,000: 20,000 itself is not
 * enough). `purchase` is the amount the wallet may pay: the order total after discounts (items +
 * delivery - discounts), i.e. what cartTotals calls `vatBase`; the caller decides and passes it.
 *
 * When spending, cashback goes first (up to its cap), then top-up: cashback is the restricted,
 * less flexible money, so using it first keeps the shopper's cash-like balance for later.
 */

export interface WalletRules {
  minimumPurchase: number;
  cashbackMaxPercent: number;
  minimumUse: number;
}

export const DEFAULT_WALLET_RULES: WalletRules = { minimumPurchase: 20_000, cashbackMaxPercent: 50, minimumUse: 1_000 };

export interface WalletBalance {
  topup: number;
  cashback: number;
}

export interface WalletCaps {
  /** purchase > minimumPurchase (strictly above) and some usable balance */
  allowed: boolean;
  reason: null | "wallet.purchaseTooSmall" | "wallet.empty";
  /** Smallest amount accepted: min(minimumUse, max); 0 when not allowed. */
  min: number;
  /** min(purchase, maxTopup + maxCashback); 0 when not allowed. */
  max: number;
  /** min(topup, purchase); 0 when not allowed. */
  maxTopup: number;
  /** min(cashback, floor(purchase * cashbackMaxPercent / 100)); 0 when not allowed. */
  maxCashback: number;
  /**
   * The rule that sets `max`, so a refusal can name it: the purchase itself (the wallet holds
   * at least as much), the cashback cap (the wallet holds more cashback than may be spent), or
   * the balance (everything in the wallet may be spent and it is less). null when not allowed.
   */
  maxLimit: WalletMaxLimit | null;
}

export type WalletMaxLimit = "purchase" | "cashbackCap" | "balance";

export type WalletUse =
  | { ok: true; cashback: number; topup: number; total: number }
  | {
      ok: false;
      error: "wallet.notAllowed" | "wallet.amountRequired" | WalletAboveMax | "wallet.belowMin";
      max: number;
      min: number;
      reason?: WalletCaps["reason"];
      /** With wallet.aboveCashbackCap: the cashback that may be spent and the cap's percent. */
      maxCashback?: number;
      cashbackMaxPercent?: number;
    };

/**
 * Above the maximum, by the limit that applies: the spec's 'more than your wallet' only when the
 * balance is the limit; the order total and the cashback cap have their own messages.
 */
export type WalletAboveMax = "wallet.aboveMax" | "wallet.aboveOrderTotal" | "wallet.aboveCashbackCap";

const ABOVE_MAX: Record<WalletMaxLimit, WalletAboveMax> = {
  balance: "wallet.aboveMax",
  purchase: "wallet.aboveOrderTotal",
  cashbackCap: "wallet.aboveCashbackCap",
};

/** Cashback percentages a variant can carry: 1%, 2% or 3% (storefront-spec.md §9, "Wallet"). */
export const CASHBACK_PERCENTS = [1, 2, 3] as const;

function whole(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  return value;
}

function checkRules(rules: WalletRules): WalletRules {
  whole(rules.minimumPurchase, "rules.minimumPurchase");
  whole(rules.minimumUse, "rules.minimumUse");
  if (whole(rules.cashbackMaxPercent, "rules.cashbackMaxPercent") > 100) {
    throw new RangeError(`rules.cashbackMaxPercent must be 0..100, got ${rules.cashbackMaxPercent}`);
  }
  return rules;
}

/**
 * What the wallet may pay for a purchase. When the wallet cannot be used at all (purchase not
 * above the minimum, or nothing usable), every amount is 0 and `reason` says why; the purchase
 * check comes first.
 */
export function walletCaps(purchase: number, balances: WalletBalance, rules: WalletRules = DEFAULT_WALLET_RULES): WalletCaps {
  whole(purchase, "purchase");
  const topup = whole(balances.topup, "balances.topup");
  const cashback = whole(balances.cashback, "balances.cashback");
  checkRules(rules);
  const none = { min: 0, max: 0, maxTopup: 0, maxCashback: 0, maxLimit: null };
  if (purchase <= rules.minimumPurchase) return { allowed: false, reason: "wallet.purchaseTooSmall", ...none };
  const maxTopup = Math.min(topup, purchase);
  const maxCashback = Math.min(cashback, Math.floor((purchase * rules.cashbackMaxPercent) / 100));
  const max = Math.min(purchase, maxTopup + maxCashback);
  if (max === 0) return { allowed: false, reason: "wallet.empty", ...none };
  const maxLimit: WalletMaxLimit = max === purchase ? "purchase" : maxCashback < cashback ? "cashbackCap" : "balance";
  return { allowed: true, reason: null, min: Math.min(rules.minimumUse, max), max, maxTopup, maxCashback, maxLimit };
}

/** A positive whole amount from a number or raw form text; spaces (any kind) and commas are group separators. */
function parseAmount(value: number | string | null | undefined): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== "string") return null;
  const digits = value.replace(/[\s,]/g, "");
  if (!/^\d{1,15}$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Plans a wallet payment of `requested`. Checks, in order: the wallet is usable for this
 * purchase (`wallet.notAllowed` + reason), the amount is a whole number above 0
 * (`wallet.amountRequired`: empty, 0, negative, fractional or other text), not above `max`
 * (named by the limit that sets it, see WalletAboveMax), not below `min` (`wallet.belowMin`). Cashback is spent first, up to its
 * cap, then top-up.
 */
export function planWalletUse(
  requested: number | string | null | undefined,
  purchase: number,
  balances: WalletBalance,
  rules: WalletRules = DEFAULT_WALLET_RULES,
): WalletUse {
  const caps = walletCaps(purchase, balances, rules);
  const { max, min } = caps;
  if (!caps.allowed) return { ok: false, error: "wallet.notAllowed", max, min, reason: caps.reason };
  const amount = parseAmount(requested);
  if (amount === null) return { ok: false, error: "wallet.amountRequired", max, min };
  if (amount > max) {
    const error = ABOVE_MAX[caps.maxLimit ?? "balance"];
    if (error !== "wallet.aboveCashbackCap") return { ok: false, error, max, min };
    return { ok: false, error, max, min, maxCashback: caps.maxCashback, cashbackMaxPercent: rules.cashbackMaxPercent };
  }
  if (amount < min) return { ok: false, error: "wallet.belowMin", max, min };
  const cashback = Math.min(amount, caps.maxCashback);
  return { ok: true, cashback, topup: amount - cashback, total: amount };
}

/**
 * Re-fits a wallet use already attached to an order after the cart (or a balance) changed.
 * Neither part nor the total ever grows. Cashback keeps its priority: it is clamped to the new
 * cashback cap, then top-up is clamped to the top-up cap and to what the new max leaves. If
 * the wallet is no longer allowed, or the shrunk total would fall below the new minimum (a use
 * planWalletUse would refuse), the use drops to zero and the shopper can enter a new amount.
 */
export function refitWalletUse(
  current: { cashback: number; topup: number },
  purchase: number,
  balances: WalletBalance,
  rules: WalletRules = DEFAULT_WALLET_RULES,
): { cashback: number; topup: number; total: number } {
  whole(current.cashback, "current.cashback");
  whole(current.topup, "current.topup");
  const zero = { cashback: 0, topup: 0, total: 0 };
  const caps = walletCaps(purchase, balances, rules);
  if (!caps.allowed) return zero;
  const cashback = Math.min(current.cashback, caps.maxCashback);
  const topup = Math.min(current.topup, caps.maxTopup, caps.max - cashback);
  const total = cashback + topup;
  if (total < caps.min) return zero;
  return { cashback, topup, total };
}

/**
 * Cashback a delivered order earns: per line floor(unitPrice * quantity * cashbackPercent / 100),
 * summed (each line rounds down on its own, so the shopper never gets a tugrik more than any
 * line earns). Items only: delivery earns nothing.
 *
 * `paidShare` (0..1) is the part of the order NOT paid with store credit, e.g.
 * (total - storeCredit) / total. Decision: store credit spent does not earn cashback again, so
 * each line's earn is scaled before rounding down: floor(line * percent / 100 * paidShare).
 * Omitted = 1 (all paid with money). Because paidShare is usually a float quotient, a product
 * within 1e-6 of a whole number is taken as that number (2/3 of 300 is 200, not 199.99...).
 */
export function cashbackEarned(
  lines: readonly { unitPrice: number; quantity: number; cashbackPercent: number }[],
  paidShare?: number,
): number {
  const share = paidShare ?? 1;
  if (!Number.isFinite(share) || share < 0 || share > 1) throw new RangeError(`paidShare must be within 0..1, got ${paidShare}`);
  let earned = 0;
  lines.forEach((line, index) => {
    const amount = whole(line.unitPrice, `lines[${index}].unitPrice`) * whole(line.quantity, `lines[${index}].quantity`);
    if (!(CASHBACK_PERCENTS as readonly number[]).includes(line.cashbackPercent)) {
      throw new RangeError(`lines[${index}].cashbackPercent must be 1, 2 or 3, got ${line.cashbackPercent}`);
    }
    const scaled = amount * line.cashbackPercent * share; // hundredths of a tugrik
    const nearest = Math.round(scaled);
    const hundredths = Math.abs(scaled - nearest) < 1e-6 ? nearest : Math.floor(scaled);
    earned += Math.floor(hundredths / 100);
  });
  return whole(earned, "earned");
}
