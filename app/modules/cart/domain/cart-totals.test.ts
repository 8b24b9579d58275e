import { describe, expect, it } from "vitest";
import { cartTotals, validateLineQuantity, vatIncludedIn } from "./cart-totals";

describe("vatIncludedIn (10% included, A - round(A / 1.1))", () => {
  it.each([
    [0, 0],
    [1, 0], // 0.909 -> 1 net
    [5, 0], // 4.545 -> 5 net
    [6, 1], // 5.454 -> 5 net
    [11, 1],
    [100, 9], // 90.909 -> 91 net
    [110, 10],
    [55_000, 5_000],
    [125_000, 11_364], // 113,636.36 -> 113,636 net
    [999_999, 90_909], // 909,090.0 -> 909,090 net
    [1_234_567, 112_233], // 1,122,333.6 -> 1,122,334 net
  ])("%i -> %i", (amount, vat) => {
    expect(vatIncludedIn(amount)).toBe(vat);
    expect(vatIncludedIn(amount)).toBe(amount - Math.round(amount / 1.1));
  });

  it("agrees with the float formula over a range", () => {
    for (let a = 0; a <= 20_000; a += 7) expect(vatIncludedIn(a)).toBe(a - Math.round((a * 10) / 11));
  });
});

describe("cartTotals", () => {
  const lines = [
    { unitPrice: 45_000, quantity: 2 },
    { unitPrice: 12_500, quantity: 1 },
  ];

  it.each([
    [
      "items only",
      { lines, delivery: 0, discounts: 0, storeCredit: 0 },
      { itemsTotal: 102_500, itemCount: 3, delivery: 0, discounts: 0, storeCredit: 0, total: 102_500, vatBase: 102_500, vatIncluded: 9_318 },
    ],
    [
      "delivery, discount and store credit",
      { lines, delivery: 5_000, discounts: 10_000, storeCredit: 20_000 },
      { itemsTotal: 102_500, itemCount: 3, delivery: 5_000, discounts: 10_000, storeCredit: 20_000, total: 77_500, vatBase: 97_500, vatIncluded: 8_864 },
    ],
    [
      "store credit capped at what remains",
      { lines, delivery: 5_000, discounts: 7_500, storeCredit: 500_000 },
      { itemsTotal: 102_500, itemCount: 3, delivery: 5_000, discounts: 7_500, storeCredit: 100_000, total: 0, vatBase: 100_000, vatIncluded: 9_091 },
    ],
    [
      "discount larger than everything: total 0, no store credit used",
      { lines, delivery: 5_000, discounts: 1_000_000, storeCredit: 10_000 },
      { itemsTotal: 102_500, itemCount: 3, delivery: 5_000, discounts: 107_500, storeCredit: 0, total: 0, vatBase: 0, vatIncluded: 0 },
    ],
    [
      "empty cart",
      { lines: [], delivery: 0, discounts: 0, storeCredit: 5_000 },
      { itemsTotal: 0, itemCount: 0, delivery: 0, discounts: 0, storeCredit: 0, total: 0, vatBase: 0, vatIncluded: 0 },
    ],
    [
      "delivery carries VAT too",
      { lines: [{ unitPrice: 0, quantity: 1 }], delivery: 11_000, discounts: 0, storeCredit: 0 },
      { itemsTotal: 0, itemCount: 1, delivery: 11_000, discounts: 0, storeCredit: 0, total: 11_000, vatBase: 11_000, vatIncluded: 1_000 },
    ],
  ])("%s", (_, input, expected) => {
    expect(cartTotals(input)).toEqual(expected);
  });

  it.each([
    ["a fractional price", { lines: [{ unitPrice: 1.5, quantity: 1 }], delivery: 0, discounts: 0, storeCredit: 0 }],
    ["a negative quantity", { lines: [{ unitPrice: 100, quantity: -1 }], delivery: 0, discounts: 0, storeCredit: 0 }],
    ["a fractional quantity", { lines: [{ unitPrice: 100, quantity: 0.5 }], delivery: 0, discounts: 0, storeCredit: 0 }],
    ["a negative delivery", { lines, delivery: -1, discounts: 0, storeCredit: 0 }],
    ["a negative discount", { lines, delivery: 0, discounts: -5, storeCredit: 0 }],
    ["NaN store credit", { lines, delivery: 0, discounts: 0, storeCredit: Number.NaN }],
  ])("rejects %s", (_, input) => {
    expect(() => cartTotals(input)).toThrow(RangeError);
  });
});

describe("validateLineQuantity", () => {
  it.each([
    ["in stock", { requested: 2, onHand: 10, purchasable: true }, { ok: true, quantity: 2 }],
    ["form string", { requested: " 3 ", onHand: 10, purchasable: true }, { ok: true, quantity: 3 }],
    ["all that is left", { requested: 10, onHand: 10, purchasable: true }, { ok: true, quantity: 10 }],
    ["empty field", { requested: "", onHand: 10, purchasable: true }, { ok: false, error: "cart.errors.quantityRequired" }],
    ["missing", { requested: null, onHand: 10, purchasable: true }, { ok: false, error: "cart.errors.quantityRequired" }],
    ["zero", { requested: 0, onHand: 10, purchasable: true }, { ok: false, error: "cart.errors.quantityRequired" }],
    ["negative", { requested: "-1", onHand: 10, purchasable: true }, { ok: false, error: "cart.errors.quantityRequired" }],
    ["fraction", { requested: 1.5, onHand: 10, purchasable: true }, { ok: false, error: "cart.errors.quantityRequired" }],
    ["text", { requested: "two", onHand: 10, purchasable: true }, { ok: false, error: "cart.errors.quantityRequired" }],
    ["more than on hand", { requested: 4, onHand: 3, purchasable: true }, { ok: false, error: "cart.errors.quantityNotAvailable", available: 3 }],
    ["a thousand when 51 are on hand", { requested: 1000, onHand: 51, purchasable: true }, { ok: false, error: "cart.errors.quantityNotAvailable", available: 51 }],
    ["a thousand typed", { requested: "1000", onHand: 51, purchasable: true }, { ok: false, error: "cart.errors.quantityNotAvailable", available: 51 }],
    ["beyond safe integers", { requested: 1e20, onHand: 51, purchasable: true }, { ok: false, error: "cart.errors.quantityNotAvailable", available: 51 }],
    ["a twenty-digit text", { requested: "12345678901234567890", onHand: 51, purchasable: true }, { ok: false, error: "cart.errors.quantityNotAvailable", available: 51 }],
    ["infinity", { requested: Number.POSITIVE_INFINITY, onHand: 51, purchasable: true }, { ok: false, error: "cart.errors.quantityRequired" }],
    ["more than the per-order limit", { requested: 7, onHand: 50, purchasable: true, maxPerOrder: 6 }, { ok: false, error: "cart.errors.quantityNotAvailable", available: 6 }],
    ["limit above stock", { requested: 5, onHand: 4, purchasable: true, maxPerOrder: 6 }, { ok: false, error: "cart.errors.quantityNotAvailable", available: 4 }],
    ["within the limit", { requested: 6, onHand: 50, purchasable: true, maxPerOrder: 6 }, { ok: true, quantity: 6 }],
    ["out of stock", { requested: 1, onHand: 0, purchasable: true }, { ok: false, error: "cart.errors.outOfStock" }],
    ["oversold counter", { requested: 1, onHand: -2, purchasable: true }, { ok: false, error: "cart.errors.outOfStock" }],
    ["out of stock beats an empty field", { requested: "", onHand: 0, purchasable: true }, { ok: false, error: "cart.errors.outOfStock" }],
    ["temporarily unavailable", { requested: 1, onHand: 10, purchasable: false }, { ok: false, error: "cart.errors.temporarilyUnavailable" }],
    ["temporarily unavailable beats out of stock", { requested: 1, onHand: 0, purchasable: false }, { ok: false, error: "cart.errors.temporarilyUnavailable" }],
  ] as const)("%s", (_, input, expected) => {
    expect(validateLineQuantity(input)).toEqual(expected);
  });
});
