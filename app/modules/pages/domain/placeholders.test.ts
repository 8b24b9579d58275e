import { describe, expect, it } from "vitest";
import { PAGE_SLUGS } from "./page-slugs";
import { fillPlaceholders, naturalMonthDay, PAGE_PLACEHOLDERS, placeholderValues, placeholdersIn, type PageFacts } from "./placeholders";

const FACTS: PageFacts = {
  shopName: { mn: "Дэлгүүр", en: "Shop" },
  workingHours: { opens: "10:00", closes: "21:00" },
  sameDayCutoff: "16:00",
  contact: { phone: "+976 1", email: "a@b.mn" },
  delivery: {
    expressHours: 3,
    paidBefore: "13:00",
    paidBeforeHours: 6,
    standardHours: 20,
    remoteHours: { from: 21, to: 47 },
    inStockHours: { from: 49, to: 71 },
    otherDays: { from: 8, to: 15 },
    preOrdersAfter: "03-13",
  },
  returnsHours: { damaged: 23, wrongItem: 46, unopened: 70 },
  refund: { walletHours: 45, bankDays: { from: 2, to: 6 } },
  vatReceiptDays: 13,
  rates: { centralSimple: 5_000, centralExpress: 10_000, remoteSimple: 10_000, aimagSimple: 25_000, freeShippingThreshold: 200_000 },
  deliveryAge: 18,
  payments: {
    payWithinHours: 2,
    bank: { mn: "Хаан банк", en: "Khan Bank" },
    account: "5107",
    iban: "MN58",
    accountName: { mn: "ХХК", en: "LLC" },
    bankTransferHours: 24,
    instalmentMinimum: 300_000,
    downPaymentPercent: 30,
    downPaymentDueHours: 24,
    lenderName: { mn: "Зээл", en: "Credit" },
  },
  wallet: { minimumPurchase: 20_000, cashbackMaxPercent: 50 },
};

describe("placeholderValues", () => {
  it.each(["mn", "en"] as const)("fills every placeholder in %s with a real value", (locale) => {
    const values = placeholderValues(FACTS, locale);
    expect(Object.keys(values).sort()).toEqual([...PAGE_PLACEHOLDERS].sort());
    for (const value of Object.values(values)) expect(value).not.toMatch(/^$|undefined|null|NaN/);
  });

  it.each([
    ["mn", "freeShippingThreshold", "200,000₮"],
    ["en", "freeShippingThreshold", "₮200,000"],
    ["mn", "preOrdersAfter", "3-р сарын 13"],
    ["en", "preOrdersAfter", "13 March"],
    ["en", "remoteFrom", "21"],
    ["en", "refundBankTo", "6"],
    ["mn", "bankName", "Хаан банк"],
    ["en", "walletMinimum", "₮20,000"],
    ["en", "cashbackCapPercent", "50"],
  ] as const)("%s %s = %s", (locale, name, value) => {
    expect(placeholderValues(FACTS, locale)[name]).toBe(value);
  });
});

describe("fillPlaceholders", () => {
  const values = placeholderValues(FACTS, "en");
  it.each([
    ["Within {{expressHours}} hours", "Within 3 hours", []],
    ["{{ paidBefore }} and {{paidBeforeHours}}", "13:00 and 6", []],
    ["Open {{opens}}–{{closes}}", "Open 10:00–21:00", []],
    ["A {{typo}} here", "A  here", ["typo"]],
    ["No placeholders", "No placeholders", []],
  ] as const)("%s", (text, filled, unknown) => {
    expect(fillPlaceholders(text, values)).toEqual({ text: filled, unknown });
  });

  it("names every placeholder a text uses", () => {
    expect(placeholdersIn("{{a}} b {{ c }} {{a}}")).toEqual(["a", "c", "a"]);
  });
});

describe("naturalMonthDay", () => {
  it.each([
    ["01-01", "en", "1 January"],
    ["12-31", "mn", "12-р сарын 31"],
  ])("%s in %s", (monthDay, locale, text) => {
    expect(naturalMonthDay(monthDay, locale)).toBe(text);
  });
});

it("has the seven pages", () => {
  expect(PAGE_SLUGS).toEqual(["about", "delivery", "returns", "payment", "help", "terms", "privacy"]);
});
