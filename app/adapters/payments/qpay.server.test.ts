import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StartPaymentInput } from "./payment-provider";
import { createQpayProvider } from "./qpay.server";
import { qrSvg } from "./qr.server";
import {
  QPAY_SANDBOX_INVOICE_CODE,
  QPAY_SANDBOX_PASSWORD,
  QPAY_SANDBOX_USERNAME,
  qpayBankPage,
  revokeSandboxQpayTokens,
  submitQpayBankPayment,
} from "./sandbox/qpay.server";
import { startSandboxServer, type SandboxTestServer } from "./testing/sandbox-server";

let server: SandboxTestServer;
let nextPaymentId = 1;

beforeAll(async () => {
  server = await startSandboxServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.callbacks.length = 0;
  server.log.length = 0;
});

const provider = (overrides: { password?: string; invoiceCode?: string } = {}) =>
  createQpayProvider({
    baseUrl: `${server.origin}/sandbox/qpay`,
    username: QPAY_SANDBOX_USERNAME,
    password: overrides.password ?? QPAY_SANDBOX_PASSWORD,
    invoiceCode: overrides.invoiceCode ?? QPAY_SANDBOX_INVOICE_CODE,
  });

function input(amount = 88_000): StartPaymentInput {
  const paymentId = nextPaymentId++;
  return {
    paymentId,
    orderNumber: `R${2000 + paymentId}`,
    amount,
    description: `Order R${2000 + paymentId}`,
    callbackUrl: `${server.origin}/shop/payments/qpay/callback?payment=${paymentId}`,
    returnUrl: `${server.origin}/orders/R${2000 + paymentId}`,
    locale: "en",
  };
}

const count = (entry: string) => server.log.filter((line) => line === entry).length;
const TOKEN = "POST /sandbox/qpay/v2/auth/token";
const REFRESH = "POST /sandbox/qpay/v2/auth/refresh";

describe("QPay adapter against the simulator", () => {
  it("creates an invoice with a real QR PNG, bank app links and a short URL", async () => {
    const payment = input(88_000);
    const started = await provider().start(payment);
    expect(started.redirectUrl).toBeNull();
    expect(started.providerRef).toMatch(/^[0-9a-f-]{36}$/);
    const qr = started.qr!;
    expect(qr.text).toBe(`${server.origin}/sandbox/qpay/bank/${started.providerRef}`);
    expect(qr.imageDataUri).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qr.imageDataUri!.split(",")[1]!, "base64");
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(qr.links.map((l) => l.link)).toEqual(
      ["khanbank", "golomtbank", "tdbbank"].map((app) => `${server.origin}/sandbox/qpay/bank/${started.providerRef}?app=${app}`),
    );
    expect(qr.links[0]).toMatchObject({ name: "Khan bank", description: "Хаан банк" });
    expect(qr.shortUrl).toBe(`${server.origin}/sandbox/qpay/bank/${started.providerRef}`);
    const page = await qpayBankPage(server.ctx, started.providerRef, "golomtbank");
    expect(page).toMatchObject({ amountText: "88,000 ₮", bankName: "Golomt bank", receiverCode: payment.orderNumber, state: "open" });
    expect(page?.orderUrl).toBe(`${server.origin}/orders/${payment.orderNumber}`);
  });

  it("signs in once and reuses the token across calls", async () => {
    const qpay = provider();
    const { providerRef } = await qpay.start(input());
    await qpay.status(providerRef);
    await qpay.status(providerRef);
    expect(count(TOKEN)).toBe(1);
    expect(count(REFRESH)).toBe(0);
  });

  it("after a 401 uses the refresh token, and signs in again when that is gone too", async () => {
    const qpay = provider();
    const { providerRef } = await qpay.start(input());
    revokeSandboxQpayTokens("access");
    expect(await qpay.status(providerRef)).toEqual({ status: "pending" });
    expect(count(TOKEN)).toBe(1);
    expect(count(REFRESH)).toBe(1);

    revokeSandboxQpayTokens("all");
    expect(await qpay.status(providerRef)).toEqual({ status: "pending" });
    expect(count(TOKEN)).toBe(2);
    expect(count(REFRESH)).toBe(2);
  });

  it("refuses wrong credentials and a wrong invoice code", async () => {
    await expect(provider({ password: "wrong" }).start(input())).rejects.toMatchObject({ name: "PaymentProviderError", code: "rejected" });
    await expect(provider({ invoiceCode: "OTHER" }).start(input())).rejects.toMatchObject({ code: "rejected", message: expect.stringContaining("INVOICE_CODE_INVALID") });
  });

  it("pays from the bank app: GET callback with qpay_payment_id, status paid with the amount", async () => {
    const qpay = provider();
    const payment = input(150_000);
    const { providerRef } = await qpay.start(payment);
    const result = await submitQpayBankPayment(server.ctx, providerRef, "pay", "khanbank");
    expect(result).toEqual({ outcome: "paid", orderUrl: `${server.origin}/orders/${payment.orderNumber}`, notified: true });
    expect(server.callbacks).toHaveLength(1);
    const callback = server.callbacks[0]!;
    expect(callback.method).toBe("GET");
    const url = new URL(callback.url);
    expect(url.searchParams.get("payment")).toBe(String(payment.paymentId));
    expect(url.searchParams.get("qpay_payment_id")).toMatch(/^\d{12}$/);
    expect(await qpay.status(providerRef)).toEqual({ status: "paid", amount: 150_000 });
    expect(await submitQpayBankPayment(server.ctx, providerRef, "pay", "khanbank")).toMatchObject({ outcome: "already_paid" });
    expect(server.callbacks).toHaveLength(1);
  });

  it("a declined attempt leaves the invoice open and unpaid", async () => {
    const qpay = provider();
    const { providerRef } = await qpay.start(input());
    expect(await submitQpayBankPayment(server.ctx, providerRef, "decline", null)).toMatchObject({ outcome: "declined" });
    expect(await qpay.status(providerRef)).toEqual({ status: "pending" });
    expect(server.callbacks).toHaveLength(0);
    expect(await submitQpayBankPayment(server.ctx, providerRef, "pay", null)).toMatchObject({ outcome: "paid" });
    expect(await qpay.status(providerRef)).toMatchObject({ status: "paid" });
  });

  it("cancels an open invoice idempotently; a paid one stays paid without an error", async () => {
    const qpay = provider();
    const open = await qpay.start(input());
    await qpay.cancel(open.providerRef);
    await qpay.cancel(open.providerRef);
    expect(await qpay.status(open.providerRef)).toEqual({ status: "canceled" });
    expect(await submitQpayBankPayment(server.ctx, open.providerRef, "pay", null)).toMatchObject({ outcome: "canceled" });

    const paid = await qpay.start(input(5_000));
    await submitQpayBankPayment(server.ctx, paid.providerRef, "pay", null);
    await qpay.cancel(paid.providerRef);
    expect(await qpay.status(paid.providerRef)).toEqual({ status: "paid", amount: 5_000 });
  });

  it("refunds the paid payment (found through payment/check) idempotently", async () => {
    const qpay = provider();
    const { providerRef } = await qpay.start(input(7_000));
    await expect(qpay.refund(providerRef, 7_000)).rejects.toMatchObject({ code: "rejected" });
    await submitQpayBankPayment(server.ctx, providerRef, "pay", null);
    await qpay.refund(providerRef, 7_000);
    expect(server.log.filter((line) => line.startsWith("DELETE /sandbox/qpay/v2/payment/refund/"))).toHaveLength(1);
    await qpay.refund(providerRef, 7_000);
    expect(server.log.filter((line) => line.startsWith("DELETE /sandbox/qpay/v2/payment/refund/"))).toHaveLength(1);
    expect(await qpay.status(providerRef)).toEqual({ status: "canceled" });
  });

  it("an unknown invoice is a rejection", async () => {
    await expect(provider().status("00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({ code: "rejected" });
  });

  describe("parseCallback (QPay signs nothing: only says which invoice, if it can)", () => {
    const qpay = () => provider();
    it("takes invoice_id from the query", async () => {
      const request = new Request("http://shop.test/payments/qpay/callback?payment=42&invoice_id=abc-123");
      expect(await qpay().parseCallback(request)).toEqual({ providerRef: "abc-123" });
    });
    it("takes invoice_id or object_id from a JSON or form body", async () => {
      const json = new Request("http://shop.test/payments/qpay/callback?payment=42", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ object_id: "inv-9" }),
      });
      expect(await qpay().parseCallback(json)).toEqual({ providerRef: "inv-9" });
      const form = new Request("http://shop.test/payments/qpay/callback?payment=42", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "invoice_id=inv-10",
      });
      expect(await qpay().parseCallback(form)).toEqual({ providerRef: "inv-10" });
    });
    it("returns null when only the shop's own id and qpay_payment_id are there, or the body is junk", async () => {
      expect(await qpay().parseCallback(new Request("http://shop.test/payments/qpay/callback?payment=42&qpay_payment_id=123456789012"))).toBeNull();
      const junk = new Request("http://shop.test/payments/qpay/callback?payment=42", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
      expect(await qpay().parseCallback(junk)).toBeNull();
      expect(await qpay().parseCallback(new Request("http://shop.test/cb?invoice_id=%3Cscript%3E"))).toBeNull();
    });
  });

  it("qrSvg renders an SVG of the text", async () => {
    const svg = await qrSvg("https://example.test/pay");
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<path");
  });
});
