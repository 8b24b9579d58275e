import { describe, expect, it } from "vitest";
import { emptyGuestState, isEmptyGuestState, migrateGuestState, sameGuestState, type GuestStateLimits } from "./guest-state";

const limits: GuestStateLimits = { wished: 5, viewed: 3, compare: 4, searches: 2, searchLength: 10 };

describe("migrateGuestState", () => {
  it.each([
    ["nothing", undefined],
    ["a string", "v2"],
    ["an array", [1, 2]],
    ["another version", { version: 3, wished: [1] }],
    ["no version", { wished: [1] }],
  ])("%s is an empty state", (_, raw) => {
    expect(migrateGuestState(raw, limits)).toEqual(emptyGuestState());
  });

  it("reads version 1 and drops its eTicket and taxon keys", () => {
    const v1 = { version: 1, wished: [7, 3], viewed: [9], compare: [4], searches: ["архи"], eTicket: { code: "T-1" }, taxon: { permalink: "wine" } };
    expect(migrateGuestState(v1, limits)).toEqual({ version: 2, wished: [7, 3], viewed: [9], compare: [4], searches: ["архи"] });
  });

  it("keeps only the version-2 keys: login, search, nav and flags never survive a read", () => {
    const stored = { version: 2, wished: [1], login: { token: "x" }, search: { q: "wine" }, nav: {}, justChanged: true, updating: true, fetching: true, notifications: [1] };
    expect(Object.keys(migrateGuestState(stored, limits)).sort()).toEqual(["compare", "searches", "version", "viewed", "wished"]);
  });

  it("drops bad ids and duplicates and cuts every list to its limit", () => {
    const stored = { version: 2, wished: [1, 1, -2, 0, 2.5, "3", 4, 5, 6, 7, 8], viewed: [1, 2, 3, 4], compare: [1, 2, 3, 4, 5], searches: ["  вино  ", "ВИНО", "a very long search term", "x"] };
    expect(migrateGuestState(stored, limits)).toEqual({ version: 2, wished: [1, 4, 5, 6, 7], viewed: [1, 2, 3], compare: [1, 2, 3, 4], searches: ["вино", "a very lon"] });
  });

  it("a list of the wrong type is empty, the others kept", () => {
    expect(migrateGuestState({ version: 2, wished: "1,2", viewed: [5] }, limits)).toEqual({ ...emptyGuestState(), viewed: [5] });
  });
});

describe("empty and same", () => {
  it("tell an empty state and equal states", () => {
    expect(isEmptyGuestState(emptyGuestState())).toBe(true);
    expect(isEmptyGuestState({ ...emptyGuestState(), searches: ["a"] })).toBe(false);
    expect(sameGuestState({ ...emptyGuestState(), wished: [1, 2] }, { ...emptyGuestState(), wished: [1, 2] })).toBe(true);
    expect(sameGuestState({ ...emptyGuestState(), wished: [1, 2] }, { ...emptyGuestState(), wished: [2, 1] })).toBe(false);
  });
});
