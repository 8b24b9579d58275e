import { describe, expect, it } from "vitest";
import {
  DEFAULT_WALLET_RULES,
  cashbackEarned,
  planWalletUse,
  refitWalletUse,
  walletCaps,
  type WalletBalance,
  type WalletCaps,
  type WalletUse,
} from "./wallet-rules";

const bal = (topup: number, cashback: number): WalletBalance => ({ topup, cashback });
const NONE = { min: 0, max: 0, maxTopup: 0, maxCashback: 0, maxLimit: null };

describe("walletCaps", () => {
  it.each<[string, number, WalletBalance, WalletCaps]>([
    ["19,999: below the minimum", 19_999, bal(50_000, 50_000), { allowed: false, reason: "wallet.purchaseTooSmall", ...NONE }],
    ["20,000: not ABOVE the minimum", 20_000, bal(50_000, 50_000), { allowed: false, reason: "wallet.purchaseTooSmall", ...NONE }],
    [
      "20,001: allowed",
      20_001,
      bal(50_000, 50_000),
      { allowed: true, reason: null, min: 1_000, max: 20_001, maxTopup: 20_001, maxCashback: 10_000, maxLimit: "purchase" },
    ],
    ["too small wins over empty", 0, bal(0, 0), { allowed: false, reason: "wallet.purchaseTooSmall", ...NONE }],
    ["empty wallet", 50_000, bal(0, 0), { allowed: false, reason: "wallet.empty", ...NONE }],
    [
      "cashback exactly 50% of an odd purchase (rounds down)",
      30_001,
      bal(0, 40_000),
      { allowed: true, reason: null, min: 1_000, max: 15_000, maxTopup: 0, maxCashback: 15_000, maxLimit: "cashbackCap" },
    ],
    [
      "cashback exactly 50% of an even purchase",
      30_000,
      bal(0, 40_000),
      { allowed: true, reason: null, min: 1_000, max: 15_000, maxTopup: 0, maxCashback: 15_000, maxLimit: "cashbackCap" },
    ],
    [
      "cashback below its cap",
      100_000,
      bal(0, 12_000),
      { allowed: true, reason: null, min: 1_000, max: 12_000, maxTopup: 0, maxCashback: 12_000, maxLimit: "balance" },
    ],
    [
      "top-up covers 100%",
      45_000,
      bal(45_000, 0),
      { allowed: true, reason: null, min: 1_000, max: 45_000, maxTopup: 45_000, maxCashback: 0, maxLimit: "purchase" },
    ],
    [
      "top-up larger than the purchase",
      45_000,
      bal(1_000_000, 0),
      { allowed: true, reason: null, min: 1_000, max: 45_000, maxTopup: 45_000, maxCashback: 0, maxLimit: "purchase" },
    ],
    [
      "mixed balances below the purchase",
      100_000,
      bal(30_000, 20_000),
      { allowed: true, reason: null, min: 1_000, max: 50_000, maxTopup: 30_000, maxCashback: 20_000, maxLimit: "balance" },
    ],
    [
      "mixed balances above the purchase: max is the purchase",
      60_000,
      bal(40_000, 40_000),
      { allowed: true, reason: null, min: 1_000, max: 60_000, maxTopup: 40_000, maxCashback: 30_000, maxLimit: "purchase" },
    ],
    [
      "max below the minimum use: min drops to max",
      25_000,
      bal(300, 200),
      { allowed: true, reason: null, min: 500, max: 500, maxTopup: 300, maxCashback: 200, maxLimit: "balance" },
    ],
    [
      "max exactly the minimum use",
      25_000,
      bal(1_000, 0),
      { allowed: true, reason: null, min: 1_000, max: 1_000, maxTopup: 1_000, maxCashback: 0, maxLimit: "balance" },
    ],
  ])("%s", (_, purchase, balances, expected) => {
    expect(walletCaps(purchase, balances)).toEqual(expected);
  });

  it("follows custom rules", () => {
    expect(walletCaps(10_000, bal(0, 10_000), { minimumPurchase: 5_000, cashbackMaxPercent: 30, minimumUse: 500 })).toEqual({
      allowed: true,
      reason: null,
      min: 500,
      max: 3_000,
      maxTopup: 0,
      maxCashback: 3_000,
      maxLimit: "cashbackCap",
    });
  });

  it.each<[string, () => unknown]>([
    ["a fractional purchase", () => walletCaps(20_000.5, bal(0, 0))],
    ["a negative purchase", () => walletCaps(-1, bal(0, 0))],
    ["a fractional top-up", () => walletCaps(30_000, bal(0.5, 0))],
    ["a negative cashback", () => walletCaps(30_000, bal(0, -1))],
    ["NaN", () => walletCaps(Number.NaN, bal(0, 0))],
    ["a percent above 100", () => walletCaps(30_000, bal(0, 0), { ...DEFAULT_WALLET_RULES, cashbackMaxPercent: 101 })],
  ])("rejects %s", (_, call) => {
    expect(call).toThrow(RangeError);
  });
});

describe("planWalletUse", () => {
  const rich = bal(100_000, 100_000);
  it.each<[string, number | string | null | undefined, number, WalletBalance, WalletUse]>([
    ["cashback first, within its cap", 10_000, 100_000, rich, { ok: true, cashback: 10_000, topup: 0, total: 10_000 }],
    ["cashback up to its cap, then top-up", 80_000, 100_000, rich, { ok: true, cashback: 50_000, topup: 30_000, total: 80_000 }],
    ["the whole purchase", 100_000, 100_000, rich, { ok: true, cashback: 50_000, topup: 50_000, total: 100_000 }],
    ["top-up only wallet", 20_000, 40_000, bal(30_000, 0), { ok: true, cashback: 0, topup: 20_000, total: 20_000 }],
    ["small cashback balance, rest from top-up", 15_000, 40_000, bal(30_000, 2_000), { ok: true, cashback: 2_000, topup: 13_000, total: 15_000 }],
    ["form text", "15000", 40_000, rich, { ok: true, cashback: 15_000, topup: 0, total: 15_000 }],
    ["form text with spaces", " 15 000 ", 40_000, rich, { ok: true, cashback: 15_000, topup: 0, total: 15_000 }],
    ["form text with a comma", "15,000", 40_000, rich, { ok: true, cashback: 15_000, topup: 0, total: 15_000 }],
    ["form text with a no-break space", "15\u00a0000", 40_000, rich, { ok: true, cashback: 15_000, topup: 0, total: 15_000 }],
    ["exactly max", 500, 25_000, bal(300, 200), { ok: true, cashback: 200, topup: 300, total: 500 }],
    ["exactly the minimum use", 1_000, 40_000, rich, { ok: true, cashback: 1_000, topup: 0, total: 1_000 }],
    [
      "above the cashback cap (50%) plus the top-up",
      60_001,
      100_000,
      bal(10_000, 100_000),
      { ok: false, error: "wallet.aboveCashbackCap", max: 60_000, min: 1_000, maxCashback: 50_000, cashbackMaxPercent: 50 },
    ],
    ["above the balance: the spec's 'more than your wallet'", 50_001, 100_000, bal(30_000, 20_000), { ok: false, error: "wallet.aboveMax", max: 50_000, min: 1_000 }],
    ["above the purchase", 40_001, 40_000, rich, { ok: false, error: "wallet.aboveOrderTotal", max: 40_000, min: 1_000 }],
    // The review's case: the demo wallet (150,000 top-up, 40,000 cashback) and a 62,000 order.
    ["above an order smaller than the wallet", 62_001, 62_000, bal(150_000, 40_000), { ok: false, error: "wallet.aboveOrderTotal", max: 62_000, min: 1_000 }],
    ["above the balance when top-up alone equals the purchase", 45_001, 45_000, bal(45_000, 0), { ok: false, error: "wallet.aboveOrderTotal", max: 45_000, min: 1_000 }],
    [
      "cashback only, above its cap",
      50_001,
      100_000,
      bal(0, 80_000),
      { ok: false, error: "wallet.aboveCashbackCap", max: 50_000, min: 1_000, maxCashback: 50_000, cashbackMaxPercent: 50 },
    ],
    ["cashback only, below its cap: the balance is the limit", 30_001, 100_000, bal(0, 30_000), { ok: false, error: "wallet.aboveMax", max: 30_000, min: 1_000 }],
    ["below the minimum use", 999, 40_000, rich, { ok: false, error: "wallet.belowMin", max: 40_000, min: 1_000 }],
    ["not a number", "abc", 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["a decimal text", "1000.5", 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["a currency sign", "₮5000", 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["empty text", "  ", 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["null", null, 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["undefined", undefined, 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["zero", 0, 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["zero text", "0", 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["negative", -5_000, 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["negative text", "-5000", 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["fractional number", 1_000.5, 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    ["NaN", Number.NaN, 40_000, rich, { ok: false, error: "wallet.amountRequired", max: 40_000, min: 1_000 }],
    [
      "purchase of exactly 20,000",
      5_000,
      20_000,
      rich,
      { ok: false, error: "wallet.notAllowed", max: 0, min: 0, reason: "wallet.purchaseTooSmall" },
    ],
    ["empty wallet", 5_000, 40_000, bal(0, 0), { ok: false, error: "wallet.notAllowed", max: 0, min: 0, reason: "wallet.empty" }],
    [
      "not allowed is reported before a bad amount",
      "abc",
      10_000,
      rich,
      { ok: false, error: "wallet.notAllowed", max: 0, min: 0, reason: "wallet.purchaseTooSmall" },
    ],
  ])("%s", (_, requested, purchase, balances, expected) => {
    expect(planWalletUse(requested, purchase, balances)).toEqual(expected);
  });

  it("every accepted plan respects the caps", () => {
    for (const purchase of [20_001, 33_333, 100_000]) {
      for (const balances of [bal(0, 90_000), bal(90_000, 0), bal(7_000, 9_000)]) {
        const caps = walletCaps(purchase, balances);
        for (let amount = caps.min; amount <= caps.max; amount += 997) {
          const use = planWalletUse(amount, purchase, balances);
          if (!use.ok) throw new Error(`refused ${amount}`);
          expect(use.cashback).toBeLessThanOrEqual(caps.maxCashback);
          expect(use.topup).toBeLessThanOrEqual(caps.maxTopup);
          expect(use.cashback + use.topup).toBe(amount);
        }
      }
    }
  });
});

describe("refitWalletUse", () => {
  it.each<[string, { cashback: number; topup: number }, number, WalletBalance, { cashback: number; topup: number; total: number }]>([
    ["unchanged when it still fits", { cashback: 10_000, topup: 5_000 }, 100_000, bal(50_000, 50_000), { cashback: 10_000, topup: 5_000, total: 15_000 }],
    [
      "never grows when the cart grows",
      { cashback: 10_000, topup: 5_000 },
      300_000,
      bal(50_000, 50_000),
      { cashback: 10_000, topup: 5_000, total: 15_000 },
    ],
    [
      "shrinks both parts (cashback to 50%, top-up to what is left)",
      { cashback: 40_000, topup: 40_000 },
      50_000,
      bal(50_000, 50_000),
      { cashback: 25_000, topup: 25_000, total: 50_000 },
    ],
    [
      "cashback keeps priority, top-up absorbs the cut",
      { cashback: 20_000, topup: 30_000 },
      40_000,
      bal(50_000, 50_000),
      { cashback: 20_000, topup: 20_000, total: 40_000 },
    ],
    [
      "shrinks cashback only",
      { cashback: 30_000, topup: 0 },
      50_000,
      bal(0, 50_000),
      { cashback: 25_000, topup: 0, total: 25_000 },
    ],
    ["balance spent elsewhere meanwhile", { cashback: 5_000, topup: 10_000 }, 100_000, bal(4_000, 3_000), { cashback: 3_000, topup: 4_000, total: 7_000 }],
    ["purchase fell to 20,000: dropped", { cashback: 5_000, topup: 5_000 }, 20_000, bal(50_000, 50_000), { cashback: 0, topup: 0, total: 0 }],
    ["wallet emptied: dropped", { cashback: 5_000, topup: 5_000 }, 100_000, bal(0, 0), { cashback: 0, topup: 0, total: 0 }],
    [
      "shrunk below the minimum use: dropped",
      { cashback: 900, topup: 200 },
      25_000,
      bal(5_000, 700),
      { cashback: 0, topup: 0, total: 0 },
    ],
    [
      "shrunk to a max below the minimum use: kept (min is max)",
      { cashback: 900, topup: 0 },
      25_000,
      bal(0, 700),
      { cashback: 700, topup: 0, total: 700 },
    ],
    ["no use stays no use", { cashback: 0, topup: 0 }, 100_000, bal(50_000, 50_000), { cashback: 0, topup: 0, total: 0 }],
  ])("%s", (_, current, purchase, balances, expected) => {
    expect(refitWalletUse(current, purchase, balances)).toEqual(expected);
  });

  it("rejects a fractional current use", () => {
    expect(() => refitWalletUse({ cashback: 0.5, topup: 0 }, 100_000, bal(0, 0))).toThrow(RangeError);
  });
});

describe("cashbackEarned", () => {
  it.each<[string, { unitPrice: number; quantity: number; cashbackPercent: number }[], number | undefined, number]>([
    ["no lines", [], undefined, 0],
    ["1%", [{ unitPrice: 45_000, quantity: 2, cashbackPercent: 1 }], undefined, 900],
    ["2%", [{ unitPrice: 45_000, quantity: 1, cashbackPercent: 2 }], undefined, 900],
    ["3%", [{ unitPrice: 45_000, quantity: 1, cashbackPercent: 3 }], undefined, 1_350],
    ["rounds down per line", [{ unitPrice: 12_345, quantity: 1, cashbackPercent: 2 }], undefined, 246], // 246.9
    [
      "each line rounds on its own",
      [
        { unitPrice: 150, quantity: 1, cashbackPercent: 1 }, // 1.5 -> 1
        { unitPrice: 150, quantity: 1, cashbackPercent: 1 }, // 1.5 -> 1 (flooring the sum, 3.0, would give 3)
        { unitPrice: 50, quantity: 1, cashbackPercent: 1 }, // 0.5 -> 0
      ],
      undefined,
      2,
    ],
    ["a line of 0 units earns nothing", [{ unitPrice: 45_000, quantity: 0, cashbackPercent: 3 }], undefined, 0],
    ["paidShare 1 is the same as none", [{ unitPrice: 45_000, quantity: 1, cashbackPercent: 3 }], 1, 1_350],
    ["paid half with store credit", [{ unitPrice: 45_000, quantity: 1, cashbackPercent: 3 }], 0.5, 675],
    ["paid entirely with store credit", [{ unitPrice: 45_000, quantity: 1, cashbackPercent: 3 }], 0, 0],
    ["scaled, then rounded down", [{ unitPrice: 45_001, quantity: 1, cashbackPercent: 3 }], 0.5, 675], // 675.015
    ["a float share is not shortchanged", [{ unitPrice: 10_000, quantity: 1, cashbackPercent: 3 }], 2 / 3, 200],
    ["a float share 0.7", [{ unitPrice: 10_000, quantity: 1, cashbackPercent: 3 }], 0.7, 210],
    [
      "several lines scaled",
      [
        { unitPrice: 30_000, quantity: 2, cashbackPercent: 2 }, // 1,200 * 0.25 = 300
        { unitPrice: 9_999, quantity: 1, cashbackPercent: 1 }, // 99.99 * 0.25 = 24.99 -> 24
      ],
      0.25,
      324,
    ],
  ])("%s", (_, lines, paidShare, expected) => {
    expect(cashbackEarned(lines, paidShare)).toBe(expected);
  });

  it.each<[string, () => unknown]>([
    ["percent 0", () => cashbackEarned([{ unitPrice: 1_000, quantity: 1, cashbackPercent: 0 }])],
    ["percent 4", () => cashbackEarned([{ unitPrice: 1_000, quantity: 1, cashbackPercent: 4 }])],
    ["percent 1.5", () => cashbackEarned([{ unitPrice: 1_000, quantity: 1, cashbackPercent: 1.5 }])],
    ["a fractional price", () => cashbackEarned([{ unitPrice: 1_000.5, quantity: 1, cashbackPercent: 1 }])],
    ["a negative quantity", () => cashbackEarned([{ unitPrice: 1_000, quantity: -1, cashbackPercent: 1 }])],
    ["paidShare above 1", () => cashbackEarned([], 1.01)],
    ["negative paidShare", () => cashbackEarned([], -0.1)],
    ["NaN paidShare", () => cashbackEarned([], Number.NaN)],
  ])("rejects %s", (_, call) => {
    expect(call).toThrow(RangeError);
  });
});
