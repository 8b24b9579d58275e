import { describe, expect, it } from "vitest";
import { isCouponCode } from "~/modules/coupons";
import {
  campaignPhase,
  chooseSegment,
  judgePlay,
  nextPlayAt,
  nextShopMidnight,
  pickWinner,
  playKey,
  prizeCouponCode,
  prizeCouponWindow,
  publishedOdds,
  shopDay,
  totalWeight,
  wheelRotation,
  winsJackpot,
  type SegmentOdds,
} from "./games";

const seg = (id: number, prizeKind: SegmentOdds["prizeKind"], weight: number, leftToday: number | null = null, leftInAll: number | null = null): SegmentOdds => ({
  id,
  prizeKind,
  weight,
  leftToday,
  leftInAll,
});

const WHEEL = [seg(1, "coupon", 10), seg(2, "cashback", 5), seg(3, "try_again", 80), seg(4, "coupon", 5)];

describe("chooseSegment", () => {
  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [14, 2],
    [15, 3],
    [94, 3],
    [95, 4],
    [99, 4],
  ])("draw %i of 100 lands on segment %i", (draw, id) => {
    expect(chooseSegment(WHEEL, draw)).toEqual({ segmentId: id, landedOn: id, capped: false });
  });

  it.each([
    ["daily cap used", seg(1, "coupon", 10, 0, 5)],
    ["total cap used", seg(1, "coupon", 10, 3, 0)],
    ["both used", seg(1, "coupon", 10, 0, 0)],
  ])("a prize with its %s gives 'try again' instead", (_name, capped) => {
    expect(chooseSegment([capped, ...WHEEL.slice(1)], 3)).toEqual({ segmentId: 3, landedOn: 1, capped: true });
  });

  it("gives a prize with caps left", () => {
    expect(chooseSegment([seg(1, "coupon", 10, 1, 1), ...WHEEL.slice(1)], 3)).toEqual({ segmentId: 1, landedOn: 1, capped: false });
  });

  it("never lands on a weight-0 segment", () => {
    const wheel = [seg(1, "coupon", 0), seg(2, "try_again", 1)];
    expect(chooseSegment(wheel, 0)?.segmentId).toBe(2);
  });

  it("gives nothing when a capped prize has no 'try again' to fall back to, or nothing weighs", () => {
    expect(chooseSegment([seg(1, "coupon", 1, 0)], 0)).toBeNull();
    expect(chooseSegment([seg(1, "coupon", 0)], 0)).toBeNull();
  });

  it.each([-1, 100, 1.5, Number.NaN])("refuses a draw outside the weights: %s", (draw) => {
    expect(() => chooseSegment(WHEEL, draw)).toThrow(RangeError);
  });

  it("matches the weights exactly over every draw", () => {
    const counts = new Map<number, number>();
    for (let draw = 0; draw < totalWeight(WHEEL); draw++) {
      const id = chooseSegment(WHEEL, draw)!.segmentId;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 1: 10, 2: 5, 3: 80, 4: 5 });
  });
});

describe("publishedOdds", () => {
  it.each([
    [WHEEL, [10, 5, 80, 5]],
    [[seg(1, "coupon", 1), seg(2, "try_again", 2)], [33.3, 66.7]],
    [[seg(1, "coupon", 0), seg(2, "try_again", 0)], [0, 0]],
  ])("gives each segment its share", (wheel, percents) => {
    expect(publishedOdds(wheel).map((o) => o.percent)).toEqual(percents);
  });
});

describe("play keys and days in Ulaanbaatar", () => {
  it.each([
    ["2026-01-31T15:59:59.999Z", "2026-01-31", "2026-01-31T16:00:00.000Z"],
    ["2026-01-31T16:00:00.000Z", "2026-02-01", "2026-02-01T16:00:00.000Z"],
    ["2026-12-31T23:00:00.000Z", "2027-01-01", "2027-01-01T16:00:00.000Z"],
  ])("%s is %s there; the next day starts at %s", (iso, day, next) => {
    const now = new Date(iso);
    expect(shopDay(now)).toBe(day);
    expect(playKey("once_per_day", now)).toBe(day);
    expect(playKey("once_per_campaign", now)).toBe("campaign");
    expect(nextShopMidnight(now)).toBe(next);
  });
});

describe("judgePlay", () => {
  const now = new Date("2026-02-10T04:00:00Z");
  const base = { active: true, startsAt: "2026-02-01T00:00:00Z", endsAt: "2026-03-01T00:00:00Z", playRule: "once_per_day" as const, requiresOrder: false };
  const player = { signedIn: true, hasPaidOrder: false, playedUnderKey: false };
  it.each([
    ["may play", base, player, null],
    ["inactive", { ...base, active: false }, player, "games:errors.notRunning"],
    ["not started", { ...base, startsAt: "2026-02-11T00:00:00Z" }, player, "games:errors.notRunning"],
    ["ended at the end instant", { ...base, endsAt: now.toISOString() }, player, "games:errors.notRunning"],
    ["guest", base, { ...player, signedIn: false }, "games:errors.signInRequired"],
    ["needs an order", { ...base, requiresOrder: true }, player, "games:errors.orderRequired"],
    ["has the order", { ...base, requiresOrder: true }, { ...player, hasPaidOrder: true }, null],
    ["played today", base, { ...player, playedUnderKey: true }, "games:errors.alreadyPlayedToday"],
    ["played the campaign", { ...base, playRule: "once_per_campaign" as const }, { ...player, playedUnderKey: true }, "games:errors.alreadyPlayedCampaign"],
  ])("%s", (_name, campaign, facts, expected) => {
    expect(judgePlay(campaign, facts, now)).toBe(expected);
  });

  it.each([
    [{ active: true, startsAt: "2026-02-01T00:00:00Z", endsAt: "2026-03-01T00:00:00Z" }, "running"],
    [{ active: false, startsAt: "2026-02-01T00:00:00Z", endsAt: "2026-03-01T00:00:00Z" }, "off"],
    [{ active: true, startsAt: "2026-02-11T00:00:00Z", endsAt: "2026-03-01T00:00:00Z" }, "upcoming"],
    [{ active: true, startsAt: "2026-01-01T00:00:00Z", endsAt: "2026-02-01T00:00:00Z" }, "ended"],
  ])("phase %j is %s", (window, phase) => {
    expect(campaignPhase(window, now)).toBe(phase);
  });

  it("next play: the next Ulaanbaatar midnight while the campaign runs, never for once-per-campaign", () => {
    expect(nextPlayAt(base, now)).toBe("2026-02-10T16:00:00.000Z");
    expect(nextPlayAt({ ...base, endsAt: "2026-02-10T16:00:00.000Z" }, now)).toBeNull();
    expect(nextPlayAt({ ...base, playRule: "once_per_campaign" }, now)).toBeNull();
  });
});

describe("the jackpot", () => {
  it.each([
    [0, 150_000, true],
    [0, 149_999, false],
    [1, 1_000_000, false],
  ])("draw %i with pool %i wins: %s", (draw, pool, wins) => {
    expect(winsJackpot({ oneIn: 500, minWin: 150_000 }, pool, draw)).toBe(wins);
  });
  it("refuses a draw outside the chance", () => {
    expect(() => winsJackpot({ oneIn: 10, minWin: 1 }, 5, 10)).toThrow(RangeError);
  });
});

describe("prize coupons", () => {
  it("have codes the coupon rules accept, from random bytes", () => {
    const code = prizeCouponCode(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 255]));
    expect(code).toMatch(/^WIN-[A-Z2-9]{12}$/);
    expect(isCouponCode(code)).toBe(true);
    expect(() => prizeCouponCode(new Uint8Array(4))).toThrow(RangeError);
  });
  it("are valid from now for their days", () => {
    expect(prizeCouponWindow(new Date("2026-02-10T04:00:00Z"), 30)).toEqual({ startsAt: "2026-02-10T04:00:00.000Z", endsAt: "2026-03-12T04:00:00.000Z" });
  });
});

describe("the roulette and the wheel", () => {
  it("picks the drawn participant", () => {
    expect(pickWinner(["a", "b", "c"], 2)).toBe("c");
    expect(pickWinner([], 0)).toBeNull();
    expect(() => pickWinner(["a"], 1)).toThrow(RangeError);
  });
  it.each([
    [0, 4, 5 * 360 + 315],
    [1, 4, 5 * 360 + 225],
    [3, 4, 5 * 360 + 45],
  ])("segment %i of %i stops under the pointer at %i degrees", (index, count, degrees) => {
    expect(wheelRotation(index, count)).toBe(degrees);
  });
});
