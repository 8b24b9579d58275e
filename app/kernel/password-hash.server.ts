import { randomBytes, scrypt } from "node:crypto";
import { sameSecret } from "./signing.server";

/**
 * Secrets a person types (passwords, gift card secrets) are kept as scrypt hashes in one format,
 * `scrypt$N$r$p$salt$key` (base64), with the parameters beside the hash, so raising them later
 * keeps every stored hash verifiable. The gift cards' earlier format, `scrypt$N$salt$key`
 * (base64url, r=8, p=1), still verifies; `needsRehash` tells a caller holding the secret to
 * store it again in the current format and parameters.
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, params: ScryptParams, keyLength = KEY_LENGTH): Promise<Buffer> {
  const options = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) => scrypt(secret, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
  current: boolean;
}

function parse(stored: string): StoredHash | null {
  const parts = stored.split("$");
  if (parts[0] !== "scrypt") return null;
  const whole = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);
  if (parts.length === 6) {
    const [N, r, p] = [whole(parts[1]), whole(parts[2]), whole(parts[3])];
    if (!N || !r || !p || !parts[4] || !parts[5]) return null;
    return { params: { N, r, p }, salt: Buffer.from(parts[4], "base64"), key: Buffer.from(parts[5], "base64"), current: true };
  }
  if (parts.length === 4) {
    const N = whole(parts[1]);
    if (!N || !parts[2] || !parts[3]) return null;
    return { params: { N, r: 8, p: 1 }, salt: Buffer.from(parts[2], "base64url"), key: Buffer.from(parts[3], "base64url"), current: false };
  }
  return null;
}

export async function hashSecret(secret: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** False for a wrong secret and for anything that is not a hash this shop made. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash || hash.key.length === 0) return false;
  return sameSecret(await derive(secret, hash.salt, hash.params, hash.key.length), hash.key);
}

/**
 * Whether a stored hash is in an earlier format or weaker than `params` (a lower cost, as
 * parameters raised since). Never the other way: a test run's cheap parameters do not make it
 * store weaker hashes over strong ones.
 */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const hash = parse(stored);
  if (!hash) return false;
  return !hash.current || hash.params.N < params.N || hash.params.r < params.r || hash.params.p < params.p;
}
