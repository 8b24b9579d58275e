import { describe, expect, it } from "vitest";
import { addToCompare, interleave, joinCompare, joinViewed, recommendationSeeds, recordView, removeFromCompare } from "./browsing";

describe("recordView (recently viewed, storefront-spec.md §9)", () => {
  it.each([
    ["a first view", [], 7, 40, [7]],
    ["newest first", [3, 2, 1], 4, 40, [4, 3, 2, 1]],
    ["a repeated view moves to the front, once", [3, 2, 1], 2, 40, [2, 3, 1]],
    ["the newest is already first", [5, 4], 5, 40, [5, 4]],
    ["at most 40: the oldest goes", Array.from({ length: 40 }, (_, i) => 40 - i), 41, 40, [41, ...Array.from({ length: 39 }, (_, i) => 40 - i)]],
    ["a repeat at the cap drops nothing else", Array.from({ length: 40 }, (_, i) => 40 - i), 1, 40, [1, ...Array.from({ length: 39 }, (_, i) => 40 - i)]],
  ])("%s", (_name, viewed: number[], id: number, max: number, expected: number[]) => {
    expect(recordView(viewed, id, max)).toEqual(expected);
  });

  it("keeps 40 distinct ids after many views", () => {
    let viewed: number[] = [];
    for (let i = 0; i < 200; i++) viewed = recordView(viewed, (i * 7) % 53, 40);
    expect(viewed).toHaveLength(40);
    expect(new Set(viewed).size).toBe(40);
    expect(viewed[0]).toBe((199 * 7) % 53);
  });
});

describe("joinViewed (guest history at sign-in)", () => {
  it.each([
    ["guest's first, then the account's", [5, 6], [1, 2], 40, [5, 6, 1, 2]],
    ["duplicates keep the guest's place", [2, 9], [1, 2, 3], 40, [2, 9, 1, 3]],
    ["cut to the cap", [1, 2, 3], [4, 5], 4, [1, 2, 3, 4]],
    ["nothing from the guest", [], [1, 2], 40, [1, 2]],
  ])("%s", (_name, guest: number[], account: number[], max: number, expected: number[]) => {
    expect(joinViewed(guest, account, max)).toEqual(expected);
  });
});

describe("addToCompare (spec §5: at most 4)", () => {
  it.each([
    ["the first", [], 1, { ok: true, value: [1] }],
    ["a new one goes last", [1, 2], 3, { ok: true, value: [1, 2, 3] }],
    ["the fourth fits", [1, 2, 3], 4, { ok: true, value: [1, 2, 3, 4] }],
    ["the fifth new one is refused", [1, 2, 3, 4], 5, { ok: false, error: "browsing:errors.compareFull", values: { max: 4 } }],
    ["one already there is no change, even when full", [1, 2, 3, 4], 2, { ok: true, value: [1, 2, 3, 4] }],
  ])("%s", (_name, list: number[], id: number, expected: unknown) => {
    expect(addToCompare(list, id, 4)).toEqual(expected);
  });

  it("removing is always allowed, and makes room again", () => {
    const full = [1, 2, 3, 4];
    const fewer = removeFromCompare(full, 3);
    expect(fewer).toEqual([1, 2, 4]);
    expect(addToCompare(fewer, 5, 4)).toEqual({ ok: true, value: [1, 2, 4, 5] });
    expect(removeFromCompare(full, 9)).toEqual(full);
  });
});

describe("joinCompare (guest compare list at sign-in)", () => {
  it.each([
    ["the account's first, then the guest's new ones", [1, 2], [3, 2], 4, [1, 2, 3]],
    ["no more than 4", [1, 2, 3], [4, 5, 6], 4, [1, 2, 3, 4]],
    ["an empty account takes the guest's", [], [7, 8], 4, [7, 8]],
  ])("%s", (_name, account: number[], guest: number[], max: number, expected: number[]) => {
    expect(joinCompare(account, guest, max)).toEqual(expected);
  });
});

describe("recommendations", () => {
  it("start from recently viewed, then wished, each once", () => {
    expect(recommendationSeeds([4, 5], [5, 6, 7], 3)).toEqual([4, 5, 6]);
    expect(recommendationSeeds([], [], 3)).toEqual([]);
  });

  it("interleave the seeds' similar products, without seeds or duplicates", () => {
    expect(interleave([[10, 11, 12], [20, 10, 21]], [20], 5)).toEqual([10, 11, 12, 21]);
    expect(interleave([[1, 2, 3], [4, 5, 6]], [], 4)).toEqual([1, 4, 2, 5]);
    expect(interleave([], [], 4)).toEqual([]);
  });
});
