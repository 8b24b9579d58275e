import { describe, expect, it } from "vitest";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, codeExpiry, codeUsable, normaliseTypedCode } from "./verification-codes";

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
