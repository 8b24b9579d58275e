import { randomBytes } from "node:crypto";
import { env, type Env } from "~/config/env.server";
import { hashSecret, needsRehash, verifySecret } from "~/kernel/password-hash.server";

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
export function hashPassword(password: string, params = passwordHashParams()): Promise<string> {
  return hashSecret(password.normalize("NFKC"), params);
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifySecret(password.normalize("NFKC"), stored);
}

/** A hash made with other parameters than today's: stored again at the next sign-in, which has the password. */
export function passwordNeedsRehash(stored: string): boolean {
  return needsRehash(stored, passwordHashParams());
}

// A fixed hash to verify against when no account matches, so a wrong e-mail costs the same
// time as a wrong password and the answer's timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString("base64"));
  return decoyHash;
}
