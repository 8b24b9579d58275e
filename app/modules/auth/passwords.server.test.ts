import { describe, expect, it } from "vitest";
import { hashPassword, passwordHashParams, PASSWORD_HASH_PARAMS, verifyPassword } from "./passwords.server";
import { parseEnv } from "~/config/env.server";

describe("password hashing cost", () => {
  it("is OWASP's scrypt cost (N=2^17, r=8, p=1) unless a test run asks for less", () => {
    expect(passwordHashParams(parseEnv({}))).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(passwordHashParams(parseEnv({ TEST_CHEAP_PASSWORD_HASHING: "true" })).N).toBe(1024);
  });

  it("stores the production cost with the hash, and verifies it", async () => {
    const stored = await hashPassword("correct horse battery", PASSWORD_HASH_PARAMS);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  });

  it("never hashes cheaply in production without the payment sandbox, whatever the environment says", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), TEST_CHEAP_PASSWORD_HASHING: "true" };
    expect(passwordHashParams(parseEnv(production))).toEqual(PASSWORD_HASH_PARAMS);
    expect(passwordHashParams(parseEnv({ ...production, PAYMENT_SANDBOX: "true" })).N).toBe(1024);
  });
});
