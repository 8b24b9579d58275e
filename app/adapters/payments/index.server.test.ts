import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { cardSettings, configuredMethodsFor, configuredPaymentMethods, lenderProvider, lenderSettings, paymentProvider, qpaySettings, QPAY_DEFAULT_URL } from "./index.server";
import { CARD_SANDBOX_KEY } from "./sandbox/card.server";

const origin = "http://127.0.0.1:3000";

describe("payment provider registry", () => {
  it("uses the simulators outside production when nothing is configured", () => {
    const settings = parseEnv({ NODE_ENV: "development" });
    expect(cardSettings(settings, origin)).toMatchObject({ baseUrl: `${origin}/sandbox/card/api`, apiKey: CARD_SANDBOX_KEY, sandbox: true });
    expect(qpaySettings(settings, `${origin}/`)).toMatchObject({ baseUrl: `${origin}/sandbox/qpay`, sandbox: true });
    expect(lenderSettings(settings, origin)).toMatchObject({ baseUrl: `${origin}/sandbox/lender/api`, sandbox: true });
    expect(configuredMethodsFor(settings)).toEqual(["card", "qpay", "instalment"]);
  });

  it("offers nothing in production without credentials, unless the sandbox is turned on", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
    expect(configuredMethodsFor(parseEnv(production))).toEqual([]);
    expect(cardSettings(parseEnv(production), origin)).toBeNull();
    expect(configuredMethodsFor(parseEnv({ ...production, PAYMENT_SANDBOX: "true" }))).toEqual(["card", "qpay", "instalment"]);
  });

  it("uses real settings when given; QPay defaults to merchant.qpay.mn; half settings disable a method", () => {
    const settings = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      CARD_GATEWAY_URL: "https://pay.example.mn/api",
      CARD_GATEWAY_KEY: "key",
      CARD_GATEWAY_SECRET: "secret",
      QPAY_USERNAME: "user",
      QPAY_PASSWORD: "pass",
      QPAY_INVOICE_CODE: "CODE",
      LENDER_URL: "https://lender.example.mn/api",
    });
    expect(cardSettings(settings, origin)).toEqual({ baseUrl: "https://pay.example.mn/api", apiKey: "key", secret: "secret", sandbox: false });
    expect(qpaySettings(settings, origin)).toMatchObject({ baseUrl: QPAY_DEFAULT_URL, username: "user", sandbox: false });
    expect(lenderSettings(settings, origin)).toBeNull();
    expect(configuredMethodsFor(settings)).toEqual(["card", "qpay"]);
    expect(cardSettings(parseEnv({ CARD_GATEWAY_URL: "https://pay.example.mn/api" }), origin)).toBeNull();
  });

  it("instalment needs a way to pay the down payment", () => {
    const settings = parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), LENDER_URL: "https://l.example.mn", LENDER_TOKEN: "t" });
    expect(configuredMethodsFor(settings)).toEqual([]);
  });

  it("hands out one provider instance per base URL (QPay keeps its token)", () => {
    expect(configuredPaymentMethods()).toEqual(["card", "qpay", "instalment"]);
    const card = paymentProvider("card", origin);
    expect(card?.method).toBe("card");
    expect(paymentProvider("card", origin)).toBe(card);
    expect(paymentProvider("qpay", origin)?.method).toBe("qpay");
    expect(paymentProvider("qpay", origin)).toBe(paymentProvider("qpay", origin));
    expect(paymentProvider("card", "http://localhost:3000")).not.toBe(card);
    expect(lenderProvider(origin)).toBe(lenderProvider(origin));
  });
});
