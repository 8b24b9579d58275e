import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hmacSha256, sameSecret, signedByAny } from "./signing.server";

describe("signing", () => {
  it("makes HMAC-SHA256 as node:crypto does", () => {
    expect(hmacSha256("secret", "message").toString("hex")).toBe(createHmac("sha256", "secret").update("message").digest("hex"));
  });

  it.each([
    ["abc", "abc", true],
    ["abc", "abd", false],
    ["abc", "abcd", false],
    ["", "", true],
    ["бат", "бат", true],
  ])("sameSecret(%j, %j) is %s", (a, b, expected) => {
    expect(sameSecret(a, b)).toBe(expected);
    expect(sameSecret(Buffer.from(a), Buffer.from(b))).toBe(expected);
  });

  it("verifies under any configured secret, and under none of the others", () => {
    const sign = (secret: string) => hmacSha256(secret, "payload");
    const byOld = sign("old-secret");
    expect(signedByAny(byOld, ["new-secret", "old-secret"], sign)).toBe(true);
    expect(signedByAny(byOld, ["new-secret"], sign)).toBe(false);
    expect(signedByAny(Buffer.alloc(0), ["new-secret"], sign)).toBe(false);
    expect(signedByAny(byOld, [], sign)).toBe(false);
  });
});
