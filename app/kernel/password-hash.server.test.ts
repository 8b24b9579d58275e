import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashSecret, needsRehash, verifySecret } from "./password-hash.server";

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

/** A gift card secret as wallet.server.ts stored it before the one format. */
function giftCardHashOfBefore(secret: string, N = 2 ** 10): string {
  const salt = randomBytes(16);
  const key = scryptSync(secret, salt, 32, { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

describe("secret hashes", () => {
  it("verify the secret they were made from, and nothing else", async () => {
    const stored = await hashSecret("нууц үг 2026", CHEAP);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifySecret("нууц үг 2026", stored)).toBe(true);
    expect(await verifySecret("нууц үг 2027", stored)).toBe(false);
    expect(await hashSecret("same", CHEAP)).not.toBe(await hashSecret("same", CHEAP));
  });

  it("still verify a gift card hash in the earlier format, which asks to be stored again", async () => {
    const before = giftCardHashOfBefore("11112222");
    expect(await verifySecret("11112222", before)).toBe(true);
    expect(await verifySecret("11112223", before)).toBe(false);
    expect(needsRehash(before, CHEAP)).toBe(true);
  });

  it.each([
    ["", false],
    ["plain text", false],
    ["bcrypt$10$abc$def", false],
    ["scrypt$abc$8$1$c2FsdA==$a2V5", false],
    ["scrypt$1024$8$1$$", false],
  ])("refuse %j as a hash", async (stored, expected) => {
    expect(await verifySecret("anything", stored)).toBe(expected);
    expect(needsRehash(stored, CHEAP)).toBe(false);
  });

  it("ask for a new hash when the parameters were raised, never when lowered", async () => {
    const stored = await hashSecret("secret", CHEAP);
    expect(needsRehash(stored, CHEAP)).toBe(false);
    expect(needsRehash(stored, { ...CHEAP, N: 2 ** 11 })).toBe(true);
    // Lowered (a test run's cheap cost): a strong hash is kept.
    expect(needsRehash(stored, { ...CHEAP, N: 2 ** 9 })).toBe(false);
  });
});
