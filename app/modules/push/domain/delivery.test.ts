import { describe, expect, it } from "vitest";
import { classifyAnswer, MAX_ATTEMPTS, nextAttemptAt } from "./delivery";

describe("nextAttemptAt", () => {
  const now = new Date("2026-01-01T00:00:00.000Z");
  it.each([
    [1, "2026-01-01T00:01:00.000Z"],
    [2, "2026-01-01T00:05:00.000Z"],
    [3, "2026-01-01T00:30:00.000Z"],
    [4, "2026-01-01T02:00:00.000Z"],
    [5, null],
  ])("after %i failed attempts -> %s", (attempts, expected) => {
    expect(nextAttemptAt(attempts, now)?.toISOString() ?? null).toBe(expected);
  });
  it("gives up after five attempts", () => expect(MAX_ATTEMPTS).toBe(5));
});

describe("classifyAnswer", () => {
  it.each([
    [201, "sent"],
    [200, "sent"],
    [202, "sent"],
    [404, "gone"],
    [410, "gone"],
    [400, "rejected"],
    [401, "rejected"],
    [403, "rejected"],
    [413, "rejected"],
    [429, "retry"],
    [500, "retry"],
    [503, "retry"],
    [null, "retry"],
  ] as const)("%s -> %s", (status, expected) => expect(classifyAnswer(status)).toBe(expected));
});
