import { describe, expect, it } from "vitest";
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  CODES_PER_HOUR_PER_DESTINATION,
  CODES_PER_HOUR_PER_IP,
  CODES_PER_HOUR_PER_USER,
  codeExpiry,
  codeUsable,
  countsAgainstRequester,
  normaliseTypedCode,
  wrongGuessOutcome,
} from "./verification-codes";

const now = new Date("2026-11-22T05:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe("codeUsable", () => {
  it.each([
    ["fresh", { expiresAt: later(60_000), consumedAt: null, attempts: 0 }, "ok"],
    ["four wrong tries", { expiresAt: later(60_000), consumedAt: null, attempts: 4 }, "ok"],
    ["five wrong tries", { expiresAt: later(60_000), consumedAt: null, attempts: CODE_MAX_ATTEMPTS }, "code.tooManyAttempts"],
    ["expired exactly now", { expiresAt: later(0), consumedAt: null, attempts: 0 }, "code.expired"],
    ["expired", { expiresAt: later(-1), consumedAt: null, attempts: 0 }, "code.expired"],
    ["used", { expiresAt: later(60_000), consumedAt: later(-5), attempts: 1 }, "code.used"],
  ] as const)("%s", (_name, state, expected) => expect(codeUsable(state, now)).toBe(expected));
});

describe("codeExpiry", () => {
  it("is ten minutes after issue", () => expect(Date.parse(codeExpiry(now)) - now.getTime()).toBe(CODE_TTL_MS));
  it("ten minutes is the contract", () => expect(CODE_TTL_MS).toBe(600_000));
});

describe("normaliseTypedCode", () => {
  it.each([
    ["123456", "123456"],
    [" 123 456 ", "123456"],
    ["123-456", "123456"],
    ["12345", null],
    ["1234567", null],
    ["12a456", null],
  ])("%j -> %j", (input, expected) => expect(normaliseTypedCode(input)).toBe(expected));
});

describe("wrongGuessOutcome", () => {
  it.each([
    [1, "code.invalid"],
    [4, "code.invalid"],
    [5, "code.tooManyAttempts"],
    [6, "code.tooManyAttempts"],
  ] as const)("a wrong guess with %i attempts spent -> %s", (spent, expected) => expect(wrongGuessOutcome(spent)).toBe(expected));
});

describe("countsAgainstRequester", () => {
  it.each([
    ["confirm_email", true],
    ["confirm_phone", true],
    // Anyone can make the shop send these for an account: counting them per user would let a stranger use up the owner's allowance.
    ["login", false],
    ["password_reset", false],
    ["link_identity", false],
  ] as const)("%s -> %s", (purpose, expected) => expect(countsAgainstRequester(purpose)).toBe(expected));
});

describe("hourly code limits", () => {
  it("the per-IP ceiling is far above what one address or one user may ask for", () => {
    expect(CODES_PER_HOUR_PER_IP).toBeGreaterThanOrEqual(10 * CODES_PER_HOUR_PER_USER);
    expect(CODES_PER_HOUR_PER_USER).toBeGreaterThan(CODES_PER_HOUR_PER_DESTINATION);
  });
});
