import { describe, expect, it } from "vitest";
import { effectivePrice, salePercent } from "./pricing";

const now = new Date("2026-11-22T06:00:00.000Z");
const base = { price: 100_000, sale_price: 80_000, sale_start_at: null, sale_expire_at: null };

describe("effectivePrice", () => {
  it.each([
    ["no sale price", { ...base, sale_price: null }, 100_000, 0],
    ["open-ended sale", base, 80_000, 20],
    ["sale started", { ...base, sale_start_at: "2026-11-01T00:00:00.000Z" }, 80_000, 20],
    ["sale not started", { ...base, sale_start_at: "2026-12-01T00:00:00.000Z" }, 100_000, 0],
    ["sale expired", { ...base, sale_expire_at: "2026-11-22T06:00:00.000Z" }, 100_000, 0],
    ["sale ends later", { ...base, sale_expire_at: "2026-11-22T06:00:01.000Z" }, 80_000, 20],
    ["sale price not lower", { ...base, sale_price: 100_000 }, 100_000, 0],
  ])("%s", (_, input, selling, percent) => {
    const result = effectivePrice(input, now);
    expect(result.selling_price).toBe(selling);
    expect(result.sale_percent).toBe(percent);
    expect(result.on_sale).toBe(percent > 0);
  });

  it.each([
    [100_000, 66_700, 33],
    [3_500, 2_990, 15],
    [0, 0, 0],
  ])("sale percent of %i -> %i is %i", (price, selling, percent) => {
    expect(salePercent(price, selling)).toBe(percent);
  });
});
