import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Callback signatures of the card gateway and the lender: `X-Signature: sha256=<hex>`, the
 * HMAC-SHA256 of the raw request body under the shared secret (the card gateway's secret, the
 * lender's token).
 */

export const SIGNATURE_HEADER = "X-Signature";

export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/** Constant-time check of a `sha256=<hex>` header against the raw body. */
export function verifySignature(rawBody: string, header: string | null, secret: string): boolean {
  if (!header || !secret) return false;
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]!.toLowerCase(), "hex");
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
