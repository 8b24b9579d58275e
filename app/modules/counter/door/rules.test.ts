import { describe, expect, it } from "vitest";
import type { CouponRule } from "~/modules/coupons";
import { counterState, counterTake, counterVerdict, type CounterFacts } from "./rules";
import { COUNTER_STATUS, refusalKey } from "./status";

const now = new Date("2026-11-24T02:00:00Z");

const coupon: CouponRule = {
  kind: "coupon",
  discountType: "amount",
  discountValue: 5_000,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perUserLimit: null,
  firstOrderOnly: false,
  signedInOnly: false,
  eligibleTaxonIds: null,
  eligibleProductIds: null,
  voucherBalance: null,
  disabled: false,
  ownerUserId: null,
};
const voucher: CouponRule = { ...coupon, kind: "voucher", voucherBalance: 10_000 };
const facts: CounterFacts = { now, usedTotal: 0, usedByOwner: 0 };

describe("counterVerdict: what the counter may do with a coupon", () => {
  it.each<[string, CouponRule, Partial<CounterFacts>, string]>([
    ["a plain coupon", coupon, {}, "ok"],
    ["a voucher with a balance", voucher, {}, "ok"],
    ["disabled", { ...coupon, disabled: true }, {}, "coupon.disabled"],
    ["disabled wins over expired", { ...coupon, disabled: true, endsAt: "2026-01-01T00:00:00Z" }, {}, "coupon.disabled"],
    ["not started", { ...coupon, startsAt: "2026-11-24T02:00:00.001Z" }, {}, "coupon.notStarted"],
    ["starts exactly now (inclusive)", { ...coupon, startsAt: "2026-11-24T02:00:00Z" }, {}, "ok"],
    ["ends exactly now (exclusive)", { ...coupon, endsAt: "2026-11-24T02:00:00Z" }, {}, "coupon.expired"],
    ["ends a moment later", { ...coupon, endsAt: "2026-11-24T02:00:00.001Z" }, {}, "ok"],
    ["single-use, unused", { ...coupon, usageLimit: 1 }, {}, "ok"],
    ["single-use, used (online or here)", { ...coupon, usageLimit: 1 }, { usedTotal: 1 }, "coupon.limitReached"],
    ["limit reached wins over an empty voucher", { ...voucher, usageLimit: 2, voucherBalance: 0 }, { usedTotal: 2 }, "coupon.limitReached"],
    ["an empty voucher", { ...voucher, voucherBalance: 0 }, {}, "voucher.empty"],
    ["a voucher with no balance recorded", { ...voucher, voucherBalance: null }, {}, "voucher.empty"],
    ["first online order only", { ...coupon, firstOrderOnly: true, ownerUserId: 7 }, {}, "counter.onlineOnly"],
    ["signed-in only, issued to a shopper", { ...coupon, signedInOnly: true, ownerUserId: 7 }, {}, "ok"],
    ["signed-in only, nobody's", { ...coupon, signedInOnly: true }, {}, "counter.shopperUnknown"],
    ["per-user limit, nobody's", { ...coupon, perUserLimit: 1 }, {}, "counter.shopperUnknown"],
    ["per-user limit, the owner under it", { ...coupon, perUserLimit: 2, ownerUserId: 7 }, { usedByOwner: 1 }, "ok"],
    ["per-user limit, the owner at it", { ...coupon, perUserLimit: 2, ownerUserId: 7 }, { usedByOwner: 2 }, "coupon.alreadyUsed"],
    ["a minimum order is the cashier's business", { ...coupon, minOrder: 1_000_000 }, {}, "ok"],
    ["some products only is the cashier's business", { ...coupon, eligibleProductIds: [1], eligibleTaxonIds: [] }, {}, "ok"],
  ])("%s", (_name, rule, extra, expected) => {
    const verdict = counterVerdict(rule, { ...facts, ...extra });
    expect(verdict.ok ? "ok" : verdict.error).toBe(expected);
  });

  it("names a state in words for every answer, and a 4xx for every refusal", () => {
    expect(counterState({ ok: true })).toBe("usable");
    expect(counterState({ ok: false, error: "coupon.limitReached" })).toBe("usedUp");
    expect(counterState({ ok: false, error: "voucher.empty" })).toBe("usedUp");
    expect(counterState({ ok: false, error: "coupon.alreadyUsed" })).toBe("usedByShopper");
    for (const refusal of ["coupon.disabled", "coupon.notStarted", "coupon.expired", "coupon.limitReached", "voucher.empty", "counter.onlineOnly", "counter.shopperUnknown", "coupon.alreadyUsed"] as const) {
      expect(COUNTER_STATUS[refusalKey(refusal)]).toBe(409);
    }
  });
});

describe("counterTake: how much a use takes", () => {
  it.each<[string, CouponRule, number | null, unknown]>([
    ["a coupon takes one use and no money", coupon, null, { ok: true, amount: 0 }],
    ["a coupon refuses an amount", coupon, 5_000, { ok: false, error: "counter.notAVoucher" }],
    ["a voucher needs an amount", voucher, null, { ok: false, error: "counter.amountRequired" }],
    ["zero is no amount", voucher, 0, { ok: false, error: "counter.amountRequired" }],
    ["a fraction is no amount", voucher, 10.5, { ok: false, error: "counter.amountRequired" }],
    ["1 tugrik", voucher, 1, { ok: true, amount: 1 }],
    ["the whole balance", voucher, 10_000, { ok: true, amount: 10_000 }],
    ["more than the balance names the balance", voucher, 10_001, { ok: false, error: "counter.amountAboveBalance", max: 10_000 }],
  ])("%s", (_name, rule, amount, expected) => {
    expect(counterTake(rule, amount)).toEqual(expected);
  });
});
