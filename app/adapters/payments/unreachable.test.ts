import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCardGatewayProvider } from "./card-gateway.server";
import { createLenderProvider } from "./lender.server";
import { PaymentProviderError, type StartPaymentInput } from "./payment-provider";
import { createQpayProvider } from "./qpay.server";
import { closedPortOrigin, startSilentServer } from "./testing/sandbox-server";

const payment: StartPaymentInput = {
  paymentId: 1,
  orderNumber: "R1",
  amount: 1000,
  description: "Order R1",
  callbackUrl: "http://shop.test/cb",
  returnUrl: "http://shop.test/orders/R1",
  locale: "mn",
};
const loan = { orderNumber: "R1", amount: 1000, downPayment: 0, applicant: { name: "A", phone: "1", email: null }, callbackUrl: "http://shop.test/cb" };

function providers(origin: string, timeoutMs: number) {
  return {
    card: createCardGatewayProvider({ baseUrl: `${origin}/api`, apiKey: "k", secret: "s", timeoutMs }),
    qpay: createQpayProvider({ baseUrl: origin, username: "u", password: "p", invoiceCode: "c", timeoutMs }),
    lender: createLenderProvider({ baseUrl: `${origin}/api`, token: "t", timeoutMs }),
  };
}

async function expectUnreachable(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect((error as PaymentProviderError).code).toBe("unreachable");
  expect((error as PaymentProviderError).message).toMatch(message);
}

describe("when the provider cannot be reached", () => {
  it("a refused connection is 'unreachable' for every adapter", async () => {
    const { card, qpay, lender } = providers(await closedPortOrigin(), 2000);
    await expectUnreachable(card.start(payment), /ECONNREFUSED|fetch failed/);
    await expectUnreachable(card.status("pay_1"), /ECONNREFUSED|fetch failed/);
    await expectUnreachable(qpay.start(payment), /ECONNREFUSED|fetch failed/);
    await expectUnreachable(qpay.status("inv"), /ECONNREFUSED|fetch failed/);
    await expectUnreachable(lender.apply(loan), /ECONNREFUSED|fetch failed/);
    await expectUnreachable(lender.withdraw("app_1"), /ECONNREFUSED|fetch failed/);
  });

  describe("a provider that never answers", () => {
    let silent: Awaited<ReturnType<typeof startSilentServer>>;
    beforeAll(async () => {
      silent = await startSilentServer();
    });
    afterAll(async () => {
      await silent.close();
    });

    it("times out as 'unreachable' for every adapter", async () => {
      const { card, qpay, lender } = providers(silent.origin, 150);
      await expectUnreachable(card.start(payment), /timed out/);
      await expectUnreachable(qpay.status("inv"), /timed out/);
      await expectUnreachable(lender.status("app_1"), /timed out/);
    });
  });
});
