import { describe, expect, it } from "vitest";
import { sessionNeedsTouch, sessionState } from "./sessions";

const now = new Date("2026-11-22T05:00:00.000Z");
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const idle30 = 30 * 60_000;

describe("sessionState", () => {
  it.each([
    ["active", { lastSeenAt: at(-5), expiresAt: at(600), revokedAt: null }, "active"],
    ["idle for 30 minutes", { lastSeenAt: at(-30), expiresAt: at(600), revokedAt: null }, "idle"],
    ["idle for 29 minutes", { lastSeenAt: at(-29), expiresAt: at(600), revokedAt: null }, "active"],
    ["past its absolute end", { lastSeenAt: at(-1), expiresAt: at(0), revokedAt: null }, "expired"],
    ["revoked", { lastSeenAt: at(-1), expiresAt: at(600), revokedAt: at(-2) }, "revoked"],
  ] as const)("%s", (_name, session, expected) => expect(sessionState(session, idle30, now)).toBe(expected));
});

describe("sessionNeedsTouch", () => {
  it.each([
    [at(-0.5), false],
    [at(-1), true],
    [at(-10), true],
  ])("last seen %s -> %s", (lastSeen, expected) => expect(sessionNeedsTouch(lastSeen, now)).toBe(expected));
});
