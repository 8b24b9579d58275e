import { describe, expect, it } from "vitest";
import { cleanListName, guestWishesToAdopt, toggleAction, toggleGuestWishes } from "./wish-rules";

describe("guestWishesToAdopt", () => {
  it.each([
    ["nothing to adopt", [], [5], 10, []],
    ["all new: oldest inserted first so the newest ends first", [3, 2, 1], [], 10, [1, 2, 3]],
    ["those already in the list stay put", [3, 2, 1], [2, 9], 10, [1, 3]],
    ["duplicates in the guest's list count once", [3, 3, 1], [], 10, [1, 3]],
    ["no room beyond the cap: the guest's newest are kept", [4, 3, 2, 1], [], 2, [3, 4]],
    ["a full list takes none", [1], [], 0, []],
  ])("%s", (_, guest, inList, room, expected) => {
    expect(guestWishesToAdopt(guest, inList, room)).toEqual(expected);
  });
});

describe("toggleAction", () => {
  it.each([
    [[], 1, "add"],
    [[2, 1], 1, "remove"],
    [[2], 1, "add"],
  ] as const)("%j toggling %i: %s", (wished, id, expected) => {
    expect(toggleAction(wished, id)).toBe(expected);
  });
});

describe("toggleGuestWishes", () => {
  it.each([
    ["add goes first", [2, 3], 1, "add", 5, { wished: [1, 2, 3], full: false }],
    ["add of a wished one changes nothing", [2, 1], 1, "add", 5, { wished: [2, 1], full: false }],
    ["remove", [2, 1, 3], 1, "remove", 5, { wished: [2, 3], full: false }],
    ["remove of an unwished one changes nothing", [2], 1, "remove", 5, { wished: [2], full: false }],
    ["a full list refuses an add", [2, 3], 1, "add", 2, { wished: [2, 3], full: true }],
  ] as const)("%s", (_, wished, id, want, max, expected) => {
    expect(toggleGuestWishes(wished, id, want, max)).toEqual(expected);
  });
});

describe("cleanListName", () => {
  it.each([
    ["  Бэлэг  ", "Бэлэг"],
    ["Шинэ   жил", "Шинэ жил"],
  ])("%j -> %j", (raw, expected) => {
    expect(cleanListName(raw)).toBe(expected);
  });
});
