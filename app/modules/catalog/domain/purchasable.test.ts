import { describe, expect, it } from "vitest";
import { isPurchasable } from "./purchasable";

const now = new Date("2026-11-22T06:00:00.000Z");
const base = { price: 100_000, sale_price: null, sale_start_at: null, sale_expire_at: null, available_on: "2026-01-01T00:00:00.000Z" };

describe("isPurchasable", () => {
  it.each([
    ["available with a real price", base, true],
    ["available exactly now", { ...base, available_on: "2026-11-22T06:00:00.000Z" }, true],
    ["not yet available", { ...base, available_on: "2026-11-22T06:00:00.001Z" }, false],
    ["priced at 1 tugrik", { ...base, price: 1 }, false],
    ["priced at 0", { ...base, price: 0 }, false],
    ["priced at 2 tugrik", { ...base, price: 2 }, true],
    ["a sale in force brings the price to 1", { ...base, sale_price: 1 }, false],
    ["a sale not started yet leaves the real price", { ...base, sale_price: 1, sale_start_at: "2026-12-01T00:00:00.000Z" }, true],
    ["an expired sale leaves the placeholder price", { ...base, price: 1, sale_price: 0, sale_expire_at: "2026-11-01T00:00:00.000Z" }, false],
  ])("%s", (_, variant, expected) => {
    expect(isPurchasable(variant, now)).toBe(expected);
  });
});
