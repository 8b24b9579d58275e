import { randomBytes, scrypt, type ScryptOptions } from "node:crypto";
import { env, type Env } from "~/config/env.server";
import { sameSecret } from "~/kernel/signing.server";

/**
 * Passwords are hashed with scrypt (memory-hard, in Node itself). The parameters are OWASP's
 * for scrypt: N=2^17, r=8, p=1 (128 MiB, about a quarter of a second here). They are stored
 * with the hash, so raising them later keeps old hashes verifiable.
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/**
 * Test runs (TEST_CHEAP_PASSWORD_HASHING, ignored in production without the payment sandbox, so
 * a real shop never hashes cheaply whatever its environment says) hash at N=2^10: each hash costs about a millisecond instead of a quarter of a second, which
 * on 2 cores was what made sign-in journeys slow beside each other. A hash stores its own
 * parameters, so verifying is the same code either way.
 */
const TEST_ONLY_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

export function passwordHashParams(config: Pick<Env, "TEST_CHEAP_PASSWORD_HASHING" | "NODE_ENV" | "PAYMENT_SANDBOX"> = env()): { N: number; r: number; p: number } {
  const testRun = config.NODE_ENV !== "production" || config.PAYMENT_SANDBOX === true;
  return config.TEST_CHEAP_PASSWORD_HASHING && testRun ? TEST_ONLY_PARAMS : PASSWORD_HASH_PARAMS;
}
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, params = passwordHashParams()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return sameSecret(actual, expected);
}

// A fixed hash to verify against when no account matches, so a wrong e-mail costs the same
// time as a wrong password and the answer's timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString("base64"));
  return decoyHash;
}
