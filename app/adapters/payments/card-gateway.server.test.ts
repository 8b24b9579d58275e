import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCardGatewayProvider } from "./card-gateway.server";
import { PaymentProviderError, type StartPaymentInput } from "./payment-provider";
import { CARD_SANDBOX_KEY, CARD_SANDBOX_SECRET, cardPaymentPage, submitCardPayment } from "./sandbox/card.server";
import { signBody } from "./signature.server";
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
  server.callbackStatus = 200;
});

const baseUrl = () => `${server.origin}/sandbox/card/api`;
const provider = (overrides: { apiKey?: string; secret?: string } = {}) =>
  createCardGatewayProvider({ baseUrl: baseUrl(), apiKey: overrides.apiKey ?? CARD_SANDBOX_KEY, secret: overrides.secret ?? CARD_SANDBOX_SECRET });

function input(amount = 123_000): StartPaymentInput {
  const paymentId = nextPaymentId++;
  return {
    paymentId,
    orderNumber: `R${1000 + paymentId}`,
    amount,
    description: `Order R${1000 + paymentId}`,
    callbackUrl: `${server.origin}/shop/payments/card/callback?payment=${paymentId}`,
    returnUrl: `${server.origin}/orders/R${1000 + paymentId}`,
    locale: "mn",
  };
}

/** The callback as the shop would receive it, rebuilt as a fetch Request. */
function callbackRequest(index = 0): Request {
  const received = server.callbacks[index]!;
  return new Request(received.url, { method: received.method, headers: received.headers, body: received.body });
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pay = (ref: string, intent: string, cardNumber = "4242 4242 4242 4242", lateCallbackMs = 0) =>
  submitCardPayment(server.ctx, ref, { intent, cardNumber }, { lateCallbackMs });

describe("card gateway adapter against the simulator", () => {
  it("starts a pending payment whose hosted page shows merchant and amount", async () => {
    const card = provider();
    const started = await card.start(input(123_000));
    expect(started.providerRef).toMatch(/^pay_[0-9a-f]{24}$/);
    expect(started.redirectUrl).toBe(`${server.origin}/sandbox/card/pay/${started.providerRef}`);
    expect(await card.status(started.providerRef)).toEqual({ status: "pending" });
    const page = await cardPaymentPage(server.ctx, started.providerRef);
    expect(page).toMatchObject({ amountText: "123,000 ₮", state: "pending", finished: false, merchant: "Хар Сувд" });
  });

  it("approves the 4242 card: signed callback, back to the shop, status paid with the amount", async () => {
    const card = provider();
    const payment = input(45_500);
    const { providerRef } = await card.start(payment);
    expect(await pay(providerRef, "pay", "4242-4242-4242-4242")).toEqual({ ok: true, redirectTo: payment.returnUrl });
    expect(server.callbacks).toHaveLength(1);
    const received = server.callbacks[0]!;
    expect(received.method).toBe("POST");
    expect(received.url).toBe(payment.callbackUrl);
    expect(JSON.parse(received.body)).toEqual({ id: providerRef, reference: String(payment.paymentId), state: "approved" });
    expect(received.headers["x-signature"]).toBe(signBody(received.body, CARD_SANDBOX_SECRET));
    expect(await card.parseCallback(callbackRequest())).toEqual({ providerRef });
    expect(await card.status(providerRef)).toEqual({ status: "paid", amount: 45_500 });
  });

  it("declines the 4000…0002 card and the Decline button with card_declined", async () => {
    const card = provider();
    const first = await card.start(input());
    await pay(first.providerRef, "pay", "4000 0000 0000 0002");
    expect(await card.status(first.providerRef)).toEqual({ status: "failed", code: "card_declined" });
    const second = await card.start(input());
    await pay(second.providerRef, "decline", "");
    expect(await card.status(second.providerRef)).toEqual({ status: "failed", code: "card_declined" });
    expect(server.callbacks.map((c) => JSON.parse(c.body).state)).toEqual(["declined", "declined"]);
  });

  it("asks for a test card for any other number and changes nothing", async () => {
    const card = provider();
    const { providerRef } = await card.start(input());
    expect(await pay(providerRef, "pay", "5555 5555 5555 4444")).toEqual({ ok: false, error: "test_card" });
    expect(await card.status(providerRef)).toEqual({ status: "pending" });
    expect(server.callbacks).toHaveLength(0);
  });

  it("'Cancel and go back' abandons without a change; a finished payment just goes back", async () => {
    const card = provider();
    const payment = input();
    const { providerRef } = await card.start(payment);
    expect(await pay(providerRef, "abandon")).toEqual({ ok: true, redirectTo: payment.returnUrl });
    expect(await card.status(providerRef)).toEqual({ status: "pending" });
    await pay(providerRef, "pay");
    expect(await pay(providerRef, "decline")).toEqual({ ok: true, redirectTo: payment.returnUrl });
    expect(await card.status(providerRef)).toEqual({ status: "paid", amount: payment.amount });
    expect(server.callbacks).toHaveLength(1);
    expect((await cardPaymentPage(server.ctx, providerRef))?.finished).toBe(true);
  });

  it("'callback arrives late': pending at first, approved and called back after the delay", async () => {
    const card = provider();
    const payment = input();
    const { providerRef } = await card.start(payment);
    expect(await pay(providerRef, "late", "4242424242424242", 150)).toEqual({ ok: true, redirectTo: payment.returnUrl });
    expect(await card.status(providerRef)).toEqual({ status: "pending" });
    await waitFor(() => server.callbacks.length === 1);
    expect(JSON.parse(server.callbacks[0]!.body)).toMatchObject({ id: providerRef, state: "approved" });
    expect(await card.status(providerRef)).toEqual({ status: "paid", amount: payment.amount });
  });

  it("a shop that fails the callback does not break the page", async () => {
    server.callbackStatus = 500;
    const card = provider();
    const payment = input();
    const { providerRef } = await card.start(payment);
    expect(await pay(providerRef, "pay")).toEqual({ ok: true, redirectTo: payment.returnUrl });
    expect(await card.status(providerRef)).toEqual({ status: "paid", amount: payment.amount });
  });

  it("cancels a pending payment, idempotently; cancelling a paid one changes nothing", async () => {
    const card = provider();
    const open = await card.start(input());
    await card.cancel(open.providerRef);
    await card.cancel(open.providerRef);
    expect(await card.status(open.providerRef)).toEqual({ status: "canceled" });
    expect(await pay(open.providerRef, "pay")).toMatchObject({ ok: true });
    expect(await card.status(open.providerRef)).toEqual({ status: "canceled" });

    const paid = await card.start(input(10_000));
    await pay(paid.providerRef, "pay");
    await card.cancel(paid.providerRef);
    expect(await card.status(paid.providerRef)).toEqual({ status: "paid", amount: 10_000 });
  });

  it("refunds an approved payment idempotently; an unpaid one is refused", async () => {
    const card = provider();
    const paid = await card.start(input(20_000));
    await pay(paid.providerRef, "pay");
    await card.refund(paid.providerRef, 20_000);
    await card.refund(paid.providerRef, 20_000);
    expect(await card.status(paid.providerRef)).toEqual({ status: "canceled" });

    const open = await card.start(input(20_000));
    await expect(card.refund(open.providerRef, 20_000)).rejects.toMatchObject({ name: "PaymentProviderError", code: "rejected" });
    await expect(card.refund(paid.providerRef, 0)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("a retried start with the same reference returns the first payment", async () => {
    const card = provider();
    const payment = input();
    const first = await card.start(payment);
    const again = await card.start(payment);
    expect(again.providerRef).toBe(first.providerRef);
  });

  it("rejects a wrong API key (401) and an unknown payment (404)", async () => {
    await expect(provider({ apiKey: "wrong" }).start(input())).rejects.toMatchObject({ code: "rejected", message: expect.stringContaining("401") });
    await expect(provider().status("pay_000000000000000000000000")).rejects.toMatchObject({ code: "rejected", message: expect.stringContaining("404") });
  });

  it("answers bad JSON and bad fields with a 400 and a clear error", async () => {
    const post = (body: string) =>
      fetch(`${baseUrl()}/payments`, { method: "POST", headers: { Authorization: `Bearer ${CARD_SANDBOX_KEY}`, "Content-Type": "application/json" }, body });
    const broken = await post("{ not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "invalid_json", message: "The request body is not valid JSON" });
    const wrong = await post(JSON.stringify({ amount: "12", currency: "USD", reference: "x", callback_url: "nope", return_url: "http://a.test/" }));
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as { error: string; message: string };
    expect(body.error).toBe("invalid_request");
    expect(body.message).toMatch(/amount/);
    expect(body.message).toMatch(/currency/);
    expect(body.message).toMatch(/callback_url/);
  });

  describe("callback signatures", () => {
    const callback = (body: string, signature: string | null) =>
      new Request(`${server.origin}/shop/payments/card/callback?payment=1`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(signature ? { "X-Signature": signature } : {}) },
        body,
      });
    const body = JSON.stringify({ id: "pay_abc", reference: "1", state: "approved" });

    it("accepts a good signature", async () => {
      expect(await provider().parseCallback(callback(body, signBody(body, CARD_SANDBOX_SECRET)))).toEqual({ providerRef: "pay_abc" });
    });

    it("refuses a tampered body, a wrong secret, a missing or malformed header", async () => {
      const signature = signBody(body, CARD_SANDBOX_SECRET);
      const tampered = body.replace("pay_abc", "pay_xyz");
      expect(await provider().parseCallback(callback(tampered, signature))).toBeNull();
      expect(await provider().parseCallback(callback(body, signBody(body, "another-secret")))).toBeNull();
      expect(await provider({ secret: "another-secret" }).parseCallback(callback(body, signature))).toBeNull();
      expect(await provider().parseCallback(callback(body, null))).toBeNull();
      expect(await provider().parseCallback(callback(body, "sha256=abc"))).toBeNull();
      expect(await provider().parseCallback(callback(body, signature.replace("sha256=", "sha1=")))).toBeNull();
    });

    it("refuses a signed body without an id", async () => {
      const noId = JSON.stringify({ state: "approved" });
      expect(await provider().parseCallback(callback(noId, signBody(noId, CARD_SANDBOX_SECRET)))).toBeNull();
      expect(await provider().parseCallback(callback("not json", signBody("not json", CARD_SANDBOX_SECRET)))).toBeNull();
    });
  });
});
