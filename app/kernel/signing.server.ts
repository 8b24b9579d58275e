import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signatures and secret comparisons, in one place: HMAC-SHA256, and equality that takes the same
 * time wherever two values first differ (so a guesser learns nothing from how long a refusal
 * took). Every signature the shop checks comes through here.
 */

/** HMAC-SHA256 of a message under a secret. */
export function hmacSha256(secret: string, message: string | Buffer): Buffer {
  return createHmac("sha256", secret).update(message).digest();
}

/** Constant-time equality; values of different lengths are simply unequal. Strings compare as UTF-8. */
export function sameSecret(a: Buffer | string, b: Buffer | string): boolean {
  const x = typeof a === "string" ? Buffer.from(a) : a;
  const y = typeof b === "string" ? Buffer.from(b) : b;
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether `signature` is what `sign` makes of the message under any of the secrets: the newest
 * secret signs, every configured one still verifies, so a rotation voids nothing in flight.
 */
export function signedByAny(signature: Buffer | string, secrets: readonly string[], sign: (secret: string) => Buffer | string): boolean {
  return secrets.some((secret) => sameSecret(sign(secret), signature));
}
