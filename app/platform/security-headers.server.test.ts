import { describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.server";
import { contentSecurityPolicy, policySources, responseHeaders } from "./security-headers.server";

const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the shop and with the nonce, GA4 only when configured", () => {
    const plain = directives(contentSecurityPolicy("abc", { formActions: [], analytics: false }));
    expect(plain["script-src"]).toEqual(["'self'", "'nonce-abc'"]);
    expect(plain["connect-src"]).toEqual(["'self'"]);
    expect(plain["form-action"]).toEqual(["'self'"]);
    const withGa4 = directives(contentSecurityPolicy("abc", { formActions: ["https://pay.example.mn"], analytics: true }));
    expect(withGa4["script-src"]).toEqual(["'self'", "'nonce-abc'", "https://www.googletagmanager.com"]);
    expect(withGa4["connect-src"]).toContain("https://*.google-analytics.com");
    expect(withGa4["img-src"]).toContain("https://*.google-analytics.com");
    expect(withGa4["form-action"]).toEqual(["'self'", "https://pay.example.mn"]);
  });
});

describe("policySources", () => {
  it("takes the origins of the card gateway, the lender and CSP_FORM_ACTION, and GA4 from its id", () => {
    const sources = policySources(
      parseEnv({
        CARD_GATEWAY_URL: "https://api.pay.example.mn/v1",
        LENDER_URL: "https://lender.example.mn/api",
        CSP_FORM_ACTION: "https://checkout.pay.example.mn, not a url ftp://files.example.mn",
        GA4_MEASUREMENT_ID: "G-ABC123",
      }),
    );
    expect(sources.analytics).toBe(true);
    expect(sources.formActions).toEqual(
      expect.arrayContaining(["https://api.pay.example.mn", "https://lender.example.mn", "https://checkout.pay.example.mn"]),
    );
    expect(sources.formActions.some((origin) => origin.startsWith("ftp:"))).toBe(false);
    expect(policySources(parseEnv({})).analytics).toBe(false);
  });
});

describe("responseHeaders", () => {
  it("sends HSTS only when cookies are Secure and max-age is not 0", () => {
    expect(responseHeaders(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }))["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(responseHeaders(parseEnv({ SECURE_COOKIES: "true", HSTS_INCLUDE_SUBDOMAINS: "true" }))["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(responseHeaders(parseEnv({ SECURE_COOKIES: "false" }))["Strict-Transport-Security"]).toBeUndefined();
    expect(responseHeaders(parseEnv({ SECURE_COOKIES: "true", HSTS_MAX_AGE: "0" }))["Strict-Transport-Security"]).toBeUndefined();
    expect(responseHeaders(parseEnv({}))["X-Content-Type-Options"]).toBe("nosniff");
  });
});
