import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [125_000, "mn", "125,000₮"],
    [125_000, "en", "₮125,000"],
    [0, "mn", "0₮"],
    [999, "mn", "999₮"],
    [1_000, "en", "₮1,000"],
    [2_500_000, "mn", "2,500,000₮"],
    [-15_000, "mn", "-15,000₮"],
  ])("%i in %s -> %s", (amount, locale, expected) => {
    expect(formatMoney(amount, locale)).toBe(expected);
  });

  it("refuses fractions: money is integer tugrik", () => {
    expect(() => formatMoney(10.5, "mn")).toThrow(RangeError);
  });
});
