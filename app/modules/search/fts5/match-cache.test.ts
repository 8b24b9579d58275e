import { describe, expect, it } from "vitest";
import { MatchCache } from "./match-cache";

describe("MatchCache", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it("answers while the text version and age allow", () => {
    const cache = new MatchCache({ entries: 10, ids: 1_000, maxAgeMs: 60_000 });
    cache.set("дарс", ids(3), 1, 0);
    expect(cache.get("дарс", 1, 59_000)).toEqual([1, 2, 3]);
    expect(cache.get("дарс", 2, 59_000)).toBeUndefined();
    cache.set("дарс", ids(3), 2, 0);
    expect(cache.get("дарс", 2, 60_001)).toBeUndefined();
    cache.set("дарс", ids(3), 2, 10_000);
    expect(cache.get("дарс", 2, 9_000)).toBeUndefined(); // the clock went back
  });

  it("forgets the least recently used beyond its entry and id limits", () => {
    const cache = new MatchCache({ entries: 2, ids: 100, maxAgeMs: 60_000 });
    cache.set("a", ids(5), 1, 0);
    cache.set("b", ids(5), 1, 0);
    cache.get("a", 1, 0);
    cache.set("c", ids(5), 1, 0);
    expect(cache.get("b", 1, 0)).toBeUndefined();
    expect(cache.get("a", 1, 0)).toHaveLength(5);
    cache.set("d", ids(20), 1, 0);
    cache.set("e", ids(20), 1, 0);
    cache.set("f", ids(20), 1, 0);
    expect(cache.size).toBeLessThanOrEqual(2);
    // A single list of more than a quarter of the budget is never kept.
    cache.set("huge", ids(30), 1, 0);
    expect(cache.get("huge", 1, 0)).toBeUndefined();
  });
});
