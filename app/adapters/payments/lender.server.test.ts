import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLenderProvider } from "./lender.server";
import type { LoanApplicationInput } from "./payment-provider";
import { decideLenderApplication, LENDER_SANDBOX_TOKEN, lenderApplicationPage, pendingLenderApplications } from "./sandbox/lender.server";
import { signBody } from "./signature.server";
import { startSandboxServer, type SandboxTestServer } from "./testing/sandbox-server";

let server: SandboxTestServer;
let nextOrder = 1;

beforeAll(async () => {
  server = await startSandboxServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.callbacks.length = 0;
});

const provider = (token = LENDER_SANDBOX_TOKEN) => createLenderProvider({ baseUrl: `${server.origin}/sandbox/lender/api`, token });

function input(amount = 900_000): LoanApplicationInput {
  const orderNumber = `R${3000 + nextOrder++}`;
  return {
    orderNumber,
    amount,
    downPayment: 100_000,
    applicant: { name: "Бат Болд", phone: "+97699112233", email: null },
    callbackUrl: `${server.origin}/shop/payments/lender/callback?order=${orderNumber}`,
  };
}

const callbackRequest = () => {
  const received = server.callbacks[0]!;
  return new Request(received.url, { method: received.method, headers: received.headers, body: received.body });
};

describe("lender adapter against the simulator", () => {
  it("applies, lists the application as pending, approves it with a signed callback", async () => {
    const lender = provider();
    const application = input(900_000);
    const { providerRef } = await lender.apply(application);
    expect(providerRef).toMatch(/^app_[0-9a-f]{24}$/);
    expect(await lender.status(providerRef)).toEqual({ status: "pending" });
    const pending = await pendingLenderApplications(server.ctx);
    expect(pending[0]).toMatchObject({ id: providerRef, orderNumber: application.orderNumber, amountText: "900,000 ₮", downPaymentText: "100,000 ₮", applicantName: "Бат Болд" });

    expect(await decideLenderApplication(server.ctx, providerRef, "approve", null)).toEqual({ outcome: "approved", notified: true });
    expect(server.callbacks).toHaveLength(1);
    const received = server.callbacks[0]!;
    expect(JSON.parse(received.body)).toEqual({ id: providerRef, state: "approved" });
    expect(received.headers["x-signature"]).toBe(signBody(received.body, LENDER_SANDBOX_TOKEN));
    expect(await lender.parseCallback(callbackRequest())).toEqual({ providerRef });
    expect(await lender.status(providerRef)).toEqual({ status: "approved" });
    expect((await pendingLenderApplications(server.ctx)).some((a) => a.id === providerRef)).toBe(false);
    expect(await decideLenderApplication(server.ctx, providerRef, "decline", null)).toEqual({ outcome: "already_decided", state: "approved" });
  });

  it("declines with a reason", async () => {
    const lender = provider();
    const { providerRef } = await lender.apply(input());
    expect(await decideLenderApplication(server.ctx, providerRef, "decline", "Income too low")).toEqual({ outcome: "declined", notified: true });
    expect(JSON.parse(server.callbacks[0]!.body)).toEqual({ id: providerRef, state: "declined" });
    expect(await lender.status(providerRef)).toEqual({ status: "declined", reason: "Income too low" });
    expect((await lenderApplicationPage(server.ctx, providerRef))?.reason).toBe("Income too low");
  });

  it("withdraws idempotently; a withdrawn application reads as declined (withdrawn)", async () => {
    const lender = provider();
    const { providerRef } = await lender.apply(input());
    await lender.withdraw(providerRef);
    await lender.withdraw(providerRef);
    expect(await lender.status(providerRef)).toEqual({ status: "declined", reason: "withdrawn" });
    expect(await decideLenderApplication(server.ctx, providerRef, "approve", null)).toMatchObject({ outcome: "already_decided" });
    expect(server.callbacks).toHaveLength(0);
  });

  it("a retried apply for the same order returns the open application", async () => {
    const lender = provider();
    const application = input();
    const first = await lender.apply(application);
    expect((await lender.apply(application)).providerRef).toBe(first.providerRef);
  });

  it("a shop that cannot be reached is reported, not thrown", async () => {
    const lender = provider();
    const application = { ...input(), callbackUrl: "http://127.0.0.1:1/unreachable" };
    const { providerRef } = await lender.apply(application);
    expect(await decideLenderApplication(server.ctx, providerRef, "approve", null)).toEqual({ outcome: "approved", notified: false });
  });

  it("refuses a wrong token, bad input and unknown applications", async () => {
    await expect(provider("wrong").apply(input())).rejects.toMatchObject({ code: "rejected", message: expect.stringContaining("401") });
    await expect(provider().apply({ ...input(), amount: -5 })).rejects.toMatchObject({ code: "rejected", message: expect.stringContaining("amount") });
    await expect(provider().status("app_missing")).rejects.toMatchObject({ code: "rejected", message: expect.stringContaining("404") });
  });

  it("refuses callbacks signed with another token or tampered with", async () => {
    const body = JSON.stringify({ id: "app_1", state: "approved" });
    const request = (text: string, signature: string) =>
      new Request("http://shop.test/cb", { method: "POST", headers: { "Content-Type": "application/json", "X-Signature": signature }, body: text });
    expect(await provider().parseCallback(request(body, signBody(body, LENDER_SANDBOX_TOKEN)))).toEqual({ providerRef: "app_1" });
    expect(await provider().parseCallback(request(body, signBody(body, "other")))).toBeNull();
    expect(await provider().parseCallback(request(body.replace("app_1", "app_2"), signBody(body, LENDER_SANDBOX_TOKEN)))).toBeNull();
  });
});
