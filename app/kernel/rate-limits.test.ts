import { describe, expect, it } from "vitest";
import { passwordSignInPlan } from "~/modules/auth/domain/passwords";
import { codeAttemptPlan } from "~/modules/coupons/domain/code-attempts";
import { bucketOf, bucketPart, bucketsToRecord, prefixEnd, windowStart, type RatePlan, type RateRule } from "./rate-limits";
import { giftCardAttemptPlan } from "~/modules/wallet/domain/gift-card-attempts";

describe("prefixEnd", () => {
  it.each([
    ["giftcard:card:9496000000000001:user:", "giftcard:card:9496000000000001:user;"],
    ["a", "b"],
    ["x:y:", "x:y;"],
  ])("%j -> %j", (prefix, end) => expect(prefixEnd(prefix)).toBe(end));

  it("bounds exactly the names under the prefix", () => {
    const prefix = "giftcard:card:1:user:";
    const inside = (name: string) => name >= prefix && name < prefixEnd(prefix);
    for (const name of ["giftcard:card:1:user:7", "giftcard:card:1:user:", "giftcard:card:1:user:999"]) expect(inside(name), name).toBe(true);
    for (const name of ["giftcard:card:1:users", "giftcard:card:10:user:7", "giftcard:card:1:use", "giftcard:card:2:user:7"]) expect(inside(name), name).toBe(false);
  });

  it("refuses an empty prefix, which would count every bucket", () => expect(() => prefixEnd("")).toThrow(RangeError));
});

describe("bucketPart", () => {
  it.each([
    ["bat@mail.mn", "bat%40mail.mn"],
    ["+97699112233", "%2B97699112233"],
    ["2001:db8::1", "2001%3Adb8%3A%3A1"],
    ["", ""],
  ])("%j -> %j (no colon survives)", (value, part) => {
    expect(bucketPart(value)).toBe(part);
    expect(bucketPart(value)).not.toContain(":");
  });
});

describe("bucketsToRecord", () => {
  it.each<[string, RateRule[], string[]]>([
    ["a count records its bucket", [{ kind: "count", bucket: "a", limit: 1 }], ["a"]],
    ["a distinct rule records prefix + member", [{ kind: "distinct", prefix: "p:", member: "7", limit: 3 }], ["p:7"]],
    [
      "a count and a distinct rule on the same bucket record it once",
      [
        { kind: "count", bucket: "p:7", limit: 5 },
        { kind: "distinct", prefix: "p:", member: "7", limit: 3 },
        { kind: "count", bucket: "u:7", limit: 10 },
      ],
      ["p:7", "u:7"],
    ],
  ])("%s", (_name, rules, buckets) => {
    expect(bucketsToRecord({ windowMs: 1, rules })).toEqual(buckets);
    expect(rules).not.toHaveLength(0);
    for (const bucket of rules.map(bucketOf)) expect(buckets).toContain(bucket);
  });
});

describe("windowStart", () => {
  it("is the window's length before now", () =>
    expect(windowStart({ windowMs: 15 * 60_000, rules: [] }, new Date("2026-11-22T03:15:00.000Z"))).toBe("2026-11-22T03:00:00.000Z"));
});

const limits = (plan: RatePlan) =>
  plan.rules.map((rule) => (rule.kind === "count" ? `count ${rule.bucket} < ${rule.limit}` : `distinct ${rule.prefix}* < ${rule.limit} (member ${rule.member})`));

describe("password sign-in: an account's counters are per client address, with a ceiling in distinct addresses", () => {
  it.each<[string, string, string, string[]]>([
    [
      "e-mail from an IPv4 address",
      "bat@mail.mn",
      "10.0.0.1",
      [
        "count password:account-ip:bat%40mail.mn:10.0.0.1 < 10",
        "distinct password:account-ip:bat%40mail.mn:* < 10 (member 10.0.0.1)",
        "count password:ip:10.0.0.1 < 100",
      ],
    ],
    [
      "phone from an IPv6 address",
      "+97699112233",
      "2001:db8::1",
      [
        "count password:account-ip:%2B97699112233:2001%3Adb8%3A%3A1 < 10",
        "distinct password:account-ip:%2B97699112233:* < 10 (member 2001%3Adb8%3A%3A1)",
        "count password:ip:2001%3Adb8%3A%3A1 < 100",
      ],
    ],
    [
      "unknown client address: no shared IP counter",
      "bat@mail.mn",
      "",
      ["count password:account-ip:bat%40mail.mn: < 10", "distinct password:account-ip:bat%40mail.mn:* < 10 (member )"],
    ],
  ])("%s", (_name, account, ip, expected) => {
    const plan = passwordSignInPlan(account, ip);
    expect(plan.windowMs).toBe(15 * 60_000);
    expect(limits(plan)).toEqual(expected);
  });

  it("an account whose name ends like another's prefix does not share its counters", () => {
    // "a:b@x.mn" must not count under the prefix of account "a".
    const [own] = passwordSignInPlan("a:b@x.mn", "1.1.1.1").rules;
    const other = passwordSignInPlan("a", "1.1.1.1").rules[1]!;
    if (own?.kind !== "count" || other.kind !== "distinct") throw new Error("unexpected plan shape");
    expect(own.bucket >= other.prefix && own.bucket < prefixEnd(other.prefix)).toBe(false);
  });
});

describe("gift cards: per user and card, distinct users per card, per user overall", () => {
  it.each<[string, number, string, string[]]>([
    [
      "a well-formed number",
      7,
      "9496000000000001",
      [
        "count giftcard:card:9496000000000001:user:7 < 5",
        "distinct giftcard:card:9496000000000001:user:* < 10 (member 7)",
        "count giftcard:user:7 < 10",
      ],
    ],
    [
      "whatever was typed, kept apart from the prefix",
      12,
      "12:user:3",
      ["count giftcard:card:12%3Auser%3A3:user:12 < 5", "distinct giftcard:card:12%3Auser%3A3:user:* < 10 (member 12)", "count giftcard:user:12 < 10"],
    ],
  ])("%s", (_name, userId, card, expected) => {
    const plan = giftCardAttemptPlan(userId, card);
    expect(plan.windowMs).toBe(3_600_000);
    expect(limits(plan)).toEqual(expected);
    // The per-card rule counts users: nothing in the plan is a plain count of the card's tries.
    expect(plan.rules.some((rule) => rule.kind === "count" && rule.bucket === `giftcard:card:${card}`)).toBe(false);
  });
});

describe("codes on the payment step: per cart, per user, and a higher ceiling per client address", () => {
  it.each<[string, { orderId: number; userId: number | null; ip: string }, string[]]>([
    ["signed in", { orderId: 5, userId: 9, ip: "10.0.0.1" }, ["count code:cart:5 < 20", "count code:user:9 < 20", "count code:ip:10.0.0.1 < 100"]],
    ["guest", { orderId: 5, userId: null, ip: "10.0.0.1" }, ["count code:cart:5 < 20", "count code:ip:10.0.0.1 < 100"]],
    ["unknown address", { orderId: 5, userId: 9, ip: "" }, ["count code:cart:5 < 20", "count code:user:9 < 20"]],
  ])("%s", (_name, who, expected) => {
    const plan = codeAttemptPlan(who);
    expect(plan.windowMs).toBe(3_600_000);
    expect(limits(plan)).toEqual(expected);
  });
});
