import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("has working defaults for the quick start", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ NODE_ENV: "development", PORT: 3000, DATABASE_PATH: "data/shop.db", SEED_DEMO_CATALOGUE: true, DEMO_CATALOGUE_PRODUCTS: 360 });
  });

  it("refuses production without a session secret", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("accepts production with a long secret", () => {
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).NODE_ENV).toBe("production");
  });

  it.each([
    [{ PORT: "0" }, /PORT/],
    [{ PORT: "http" }, /PORT/],
    [{ SEED_DEMO_CATALOGUE: "maybe" }, /SEED_DEMO_CATALOGUE/],
    [{ DEMO_CATALOGUE_PRODUCTS: "-1" }, /DEMO_CATALOGUE_PRODUCTS/],
  ])("rejects %j", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it("reads boolean flags", () => {
    expect(parseEnv({ SEED_DEMO_CATALOGUE: "false" }).SEED_DEMO_CATALOGUE).toBe(false);
    expect(parseEnv({ SEED_DEMO_CATALOGUE: "1" }).SEED_DEMO_CATALOGUE).toBe(true);
  });
});
