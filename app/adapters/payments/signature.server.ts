import { hmacSha256, sameSecret } from "~/kernel/signing.server";

/**
 * Callback signatures of the card gateway and the lender: `X-Signature: sha256=<hex>`, the
 * HMAC-SHA256 of the raw request body under the shared secret (the card gateway's secret, the
 * lender's token).
 */

export const SIGNATURE_HEADER = "X-Signature";

export function signBody(rawBody: string, secret: string): string {
  return `sha256=${hmacSha256(secret, rawBody).toString("hex")}`;
}

/** Constant-time check of a `sha256=<hex>` header against the raw body. */
export function verifySignature(rawBody: string, header: string | null, secret: string): boolean {
  if (!header || !secret) return false;
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (!match) return false;
  return sameSecret(Buffer.from(match[1]!.toLowerCase(), "hex"), hmacSha256(secret, rawBody));
}

/**
 * A signed callback's `{ id }`: null when the body cannot be read, the signature does not hold,
 * or the id is missing. The status in the body is never trusted; the caller re-checks.
 */
export async function parseSignedCallback(request: Request, secret: string): Promise<{ providerRef: string } | null> {
  let raw: string;
  try {
    raw = await request.text();
  } catch {
    return null;
  }
  if (!verifySignature(raw, request.headers.get(SIGNATURE_HEADER), secret)) return null;
  try {
    const body = JSON.parse(raw) as { id?: unknown };
    return typeof body.id === "string" && body.id.length > 0 && body.id.length <= 128 ? { providerRef: body.id } : null;
  } catch {
    return null;
  }
}
