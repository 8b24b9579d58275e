import { describe, expect, it } from "vitest";
import {
  ORDER_EVENTS,
  ORDER_STATES,
  availableEvents,
  isCurrentOrder,
  transition,
  type Actor,
  type OrderEvent,
  type OrderSnapshot,
  type OrderState,
  type TransitionContext,
} from "./order-states";

const now = new Date("2026-11-22T06:00:00.000Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

const base: OrderSnapshot = {
  state: "cart",
  itemCount: 2,
  total: 300_000,
  paidTotal: 0,
  paymentMethod: "card",
  downPayment: null,
  deliveryType: "simple",
  paymentDueAt: hoursAgo(1),
  deliveredAt: hoursAgo(100),
  eReceipt: "pending",
};

/** For each event, an order and a context under which every allowed `from` state succeeds. */
const setups: Record<OrderEvent, { order?: Partial<OrderSnapshot>; ctx: Omit<TransitionContext, "now"> }> = {
  proceed_to_address: { ctx: { actor: "shopper" } },
  proceed_to_payment: { ctx: { actor: "shopper" } },
  edit_cart: { ctx: { actor: "shopper" } },
  place: { ctx: { actor: "shopper", paymentMethod: "card" } },
  payment_succeeded: { ctx: { actor: "payment", amount: 300_000 } },
  payment_failed: { ctx: { actor: "payment" } },
  retry_payment: { ctx: { actor: "shopper" } },
  bank_transfer_received: { order: { paymentMethod: "bank_transfer" }, ctx: { actor: "staff" } },
  bank_transfer_deadline_passed: { order: { paymentMethod: "bank_transfer" }, ctx: { actor: "system" } },
  payment_deadline_passed: { ctx: { actor: "system" } },
  instalment_overdue: { order: { paymentMethod: "instalment", downPayment: 60_000 }, ctx: { actor: "system" } },
  loan_approved: { order: { paymentMethod: "instalment", downPayment: 60_000, paidTotal: 60_000 }, ctx: { actor: "payment" } },
  loan_declined: { order: { paymentMethod: "instalment", downPayment: 60_000, paidTotal: 60_000 }, ctx: { actor: "payment" } },
  confirm: { ctx: { actor: "staff" } },
  ready_to_deliver: { ctx: { actor: "staff" } },
  ship: { ctx: { actor: "staff" } },
  out_for_delivery: { ctx: { actor: "staff" } },
  deliver: { ctx: { actor: "staff" } },
  complete: { ctx: { actor: "system" } },
  cancel: { ctx: { actor: "staff", reason: "Changed my mind" } },
  return: { order: { deliveredAt: hoursAgo(10) }, ctx: { actor: "shopper" } },
  mark_e_receipt_issued: { ctx: { actor: "staff" } },
};

function run(event: OrderEvent, state: OrderState, order: Partial<OrderSnapshot> = {}, ctx: Partial<TransitionContext> = {}) {
  const setup = setups[event];
  // Pickup orders are handed over at the store straight from ready_to_deliver.
  const pickup: Partial<OrderSnapshot> = event === "deliver" && state === "ready_to_deliver" ? { deliveryType: "pickup" } : {};
  return transition({ ...base, ...setup.order, ...pickup, ...order, state }, event, { now, ...setup.ctx, ...ctx });
}

/**
 * The transitions the shop allows, written out by hand from docs/order-states.md
 * (storefront-spec.md §4 States and transitions leaves the order transitions to the shop).
 * Deliberately not read from ORDER_TRANSITIONS: a change to the production table must be repeated
 * here or this test fails. Each row is one (event, from) pair and the state the shop moves to under
 * the event's usual setup (`setups` above: card payment, a courier order, reason given, deadlines
 * passed).
 */
const SHOP_TRANSITIONS: ReadonlyArray<readonly [OrderEvent, OrderState, OrderState]> = [
  // Checkout funnel: cart -> address -> payment, and back.
  ["proceed_to_address", "cart", "checkout_address"],
  ["proceed_to_address", "checkout_payment", "checkout_address"],
  ["proceed_to_payment", "checkout_address", "checkout_payment"],
  ["edit_cart", "cart", "cart"],
  ["edit_cart", "checkout_address", "cart"],
  ["edit_cart", "checkout_payment", "cart"],
  ["place", "checkout_payment", "payment_pending"],
  // Payments.
  ["payment_succeeded", "payment_pending", "paid"],
  ["payment_succeeded", "payment_failed", "paid"],
  ["payment_succeeded", "overdue", "paid"],
  ["payment_failed", "payment_pending", "payment_failed"],
  ["retry_payment", "payment_failed", "payment_pending"],
  ["retry_payment", "overdue", "payment_pending"],
  ["bank_transfer_received", "awaiting_bank_transfer", "paid"],
  ["bank_transfer_deadline_passed", "awaiting_bank_transfer", "expired"],
  ["payment_deadline_passed", "payment_pending", "expired"],
  ["payment_deadline_passed", "payment_failed", "expired"],
  ["payment_deadline_passed", "overdue", "expired"],
  ["instalment_overdue", "payment_pending", "overdue"],
  ["instalment_overdue", "payment_failed", "overdue"],
  ["loan_approved", "pending", "paid"],
  ["loan_declined", "pending", "canceled"],
  // Fulfilment.
  ["confirm", "paid", "confirmed"],
  ["ready_to_deliver", "confirmed", "ready_to_deliver"],
  ["ship", "ready_to_deliver", "shipped"],
  ["out_for_delivery", "shipped", "out_for_delivery"],
  ["deliver", "ready_to_deliver", "delivered"], // pickup only (run() makes it a pickup order)
  ["deliver", "shipped", "delivered"],
  ["deliver", "out_for_delivery", "delivered"],
  ["complete", "delivered", "completed"],
  ["return", "delivered", "returned"],
  // Cancel: any placed state before delivery.
  ["cancel", "payment_pending", "canceled"],
  ["cancel", "awaiting_bank_transfer", "canceled"],
  ["cancel", "payment_failed", "canceled"],
  ["cancel", "overdue", "canceled"],
  ["cancel", "pending", "canceled"],
  ["cancel", "paid", "canceled"],
  ["cancel", "confirmed", "canceled"],
  ["cancel", "ready_to_deliver", "canceled"],
  ["cancel", "shipped", "canceled"],
  ["cancel", "out_for_delivery", "canceled"],
  // The e-receipt flag changes from paid on; the state stays.
  ["mark_e_receipt_issued", "paid", "paid"],
  ["mark_e_receipt_issued", "confirmed", "confirmed"],
  ["mark_e_receipt_issued", "ready_to_deliver", "ready_to_deliver"],
  ["mark_e_receipt_issued", "shipped", "shipped"],
  ["mark_e_receipt_issued", "out_for_delivery", "out_for_delivery"],
  ["mark_e_receipt_issued", "delivered", "delivered"],
  ["mark_e_receipt_issued", "completed", "completed"],
];

/** The other targets the same (event, from) pairs reach under another order or payment method. */
const SHOP_ALTERNATIVE_TARGETS: ReadonlyArray<
  readonly [string, OrderEvent, OrderState, Partial<OrderSnapshot>, Partial<TransitionContext>, OrderState]
> = [
  ["bank transfer waits for the bank", "place", "checkout_payment", {}, { paymentMethod: "bank_transfer" }, "awaiting_bank_transfer"],
  ["nothing left to pay is paid at once", "place", "checkout_payment", { total: 0 }, { paymentMethod: undefined }, "paid"],
  ["instalment down payment in full waits for the lender", "payment_succeeded", "payment_pending", { paymentMethod: "instalment", downPayment: 60_000 }, { amount: 60_000 }, "pending"],
  ["a part of a card payment keeps it pending", "payment_succeeded", "payment_pending", {}, { amount: 100_000 }, "payment_pending"],
  ["a part of a bank transfer keeps it waiting", "bank_transfer_received", "awaiting_bank_transfer", { paymentMethod: "bank_transfer" }, { amount: 100_000 }, "awaiting_bank_transfer"],
];

/** Who may send each event (docs/order-states.md, column "actor"). */
const SHOP_ACTORS: Record<OrderEvent, readonly Actor[]> = {
  proceed_to_address: ["shopper"],
  proceed_to_payment: ["shopper"],
  edit_cart: ["shopper"],
  place: ["shopper"],
  payment_succeeded: ["payment"],
  payment_failed: ["payment"],
  retry_payment: ["shopper"],
  bank_transfer_received: ["staff"],
  bank_transfer_deadline_passed: ["system"],
  payment_deadline_passed: ["system"],
  instalment_overdue: ["system"],
  loan_approved: ["payment"],
  loan_declined: ["payment"],
  confirm: ["staff"],
  ready_to_deliver: ["staff"],
  ship: ["staff"],
  out_for_delivery: ["staff"],
  deliver: ["staff"],
  complete: ["system", "staff"],
  cancel: ["shopper", "staff"],
  return: ["shopper", "staff"],
  mark_e_receipt_issued: ["staff", "system"],
};

const allowed = SHOP_TRANSITIONS;
const allowedFrom = (event: OrderEvent): OrderState[] => SHOP_TRANSITIONS.filter(([e]) => e === event).map(([, from]) => from);

describe("allowed transitions (hand-written table of what the shop allows)", () => {
  it.each(SHOP_TRANSITIONS)("%s from %s -> %s", (event, from, to) => {
    const result = run(event, from);
    expect(result).toMatchObject({ ok: true, state: to });
  });

  it.each(SHOP_ALTERNATIVE_TARGETS)("%s: %s from %s", (_, event, from, order, ctx, to) => {
    expect(run(event, from, order, ctx)).toMatchObject({ ok: true, state: to });
  });

  it("the table names exactly the events the code knows", () => {
    expect(new Set(SHOP_TRANSITIONS.map(([event]) => event))).toEqual(new Set(ORDER_EVENTS));
  });

  it("the table reaches every state from the cart", () => {
    const edges = [...SHOP_TRANSITIONS.map(([, from, to]) => [from, to] as const), ...SHOP_ALTERNATIVE_TARGETS.map(([, , from, , , to]) => [from, to] as const)];
    const seen = new Set<OrderState>(["cart"]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [from, to] of edges) {
        if (seen.has(from) && !seen.has(to)) {
          seen.add(to);
          grew = true;
        }
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATES].sort());
  });
});

describe("refused transitions", () => {
  // Every (event, state) pair the hand-written table does not allow.
  const refused = ORDER_EVENTS.flatMap((event) =>
    ORDER_STATES.filter((s) => !allowedFrom(event).includes(s)).map((from) => [event, from] as const),
  );

  const expected = (event: OrderEvent, from: OrderState): string => {
    if (event === "cancel" && (from === "delivered" || from === "completed")) return "order.notCancellableAfterDelivery";
    if (event === "return" && from === "completed") return "order.returnWindowClosed";
    return "order.invalidTransition";
  };

  it("there are refused pairs to check", () => {
    expect(refused.length).toBeGreaterThan(300);
  });

  it.each(refused)("%s from %s", (event, from) => {
    expect(run(event, from)).toEqual({ ok: false, error: expected(event, from) });
  });

  it.each([
    // A representative set, spelled out so the intent reads without the table.
    ["place", "cart"],
    ["place", "paid"],
    ["payment_succeeded", "paid"],
    ["payment_succeeded", "expired"],
    ["payment_failed", "paid"],
    ["retry_payment", "payment_pending"],
    ["confirm", "payment_pending"],
    ["confirm", "awaiting_bank_transfer"],
    ["ship", "paid"],
    ["ship", "confirmed"],
    ["deliver", "paid"],
    ["complete", "shipped"],
    ["return", "shipped"],
    ["cancel", "cart"],
    ["cancel", "canceled"],
    ["cancel", "expired"],
    ["cancel", "returned"],
    ["loan_approved", "payment_pending"],
    ["bank_transfer_received", "payment_pending"],
    ["mark_e_receipt_issued", "payment_pending"],
    ["mark_e_receipt_issued", "canceled"],
    ["edit_cart", "paid"],
  ] as const)("explicitly refused: %s from %s", (event, from) => {
    expect(run(event, from)).toEqual({ ok: false, error: "order.invalidTransition" });
  });

  const ACTORS: Actor[] = ["shopper", "staff", "system", "payment"];
  const forbidden = ORDER_EVENTS.flatMap((event) =>
    ACTORS.filter((a) => !SHOP_ACTORS[event].includes(a)).map((actor) => [event, actor, allowedFrom(event)[0]!] as const),
  );

  it.each(forbidden)("%s by %s is forbidden", (event, actor, from) => {
    expect(run(event, from, {}, { actor })).toEqual({ ok: false, error: "order.forbidden" });
  });

  const permitted = ORDER_EVENTS.flatMap((event) =>
    SHOP_ACTORS[event].map((actor) => [event, actor, allowedFrom(event).at(-1)!] as const),
  );

  it.each(permitted)("%s by %s is not forbidden", (event, actor, from) => {
    expect(run(event, from, {}, { actor })).not.toEqual({ ok: false, error: "order.forbidden" });
  });

  it.each([
    ["empty cart to address", "proceed_to_address", "cart", { itemCount: 0 }, {}, "order.emptyCart"],
    ["empty cart to payment", "proceed_to_payment", "checkout_address", { itemCount: 0 }, {}, "order.emptyCart"],
    ["place an empty cart", "place", "checkout_payment", { itemCount: 0 }, {}, "order.emptyCart"],
    ["place without a method", "place", "checkout_payment", {}, { paymentMethod: undefined }, "order.paymentMethodRequired"],
    ["instalment without a down payment", "place", "checkout_payment", { downPayment: null }, { paymentMethod: "instalment" }, "order.downPaymentInvalid"],
    ["instalment down payment = total", "place", "checkout_payment", { downPayment: 300_000 }, { paymentMethod: "instalment" }, "order.downPaymentInvalid"],
    ["payment without an amount", "payment_succeeded", "payment_pending", {}, { amount: undefined }, "order.paymentAmountInvalid"],
    ["payment of zero", "payment_succeeded", "payment_pending", {}, { amount: 0 }, "order.paymentAmountInvalid"],
    ["bank transfer of nothing owed", "bank_transfer_received", "awaiting_bank_transfer", { paidTotal: 300_000 }, {}, "order.paymentAmountInvalid"],
    ["bank deadline not reached", "bank_transfer_deadline_passed", "awaiting_bank_transfer", { paymentDueAt: hoursAgo(-1) }, {}, "order.deadlineNotReached"],
    ["bank deadline unknown", "bank_transfer_deadline_passed", "awaiting_bank_transfer", { paymentDueAt: null }, {}, "order.deadlineNotReached"],
    ["payment deadline not reached", "payment_deadline_passed", "payment_pending", { paymentDueAt: hoursAgo(-1) }, {}, "order.deadlineNotReached"],
    ["instalment due date not reached", "instalment_overdue", "payment_pending", { paymentDueAt: hoursAgo(-1) }, {}, "order.deadlineNotReached"],
    ["overdue is for instalments only", "instalment_overdue", "payment_pending", { paymentMethod: "card" }, {}, "order.invalidTransition"],
    ["retry a bank transfer", "retry_payment", "payment_failed", { paymentMethod: "bank_transfer" }, {}, "order.invalidTransition"],
    ["ship a pickup order", "ship", "ready_to_deliver", { deliveryType: "pickup" }, {}, "order.invalidTransition"],
    ["deliver unshipped courier order", "deliver", "ready_to_deliver", { deliveryType: "express" }, {}, "order.invalidTransition"],
    ["complete inside the return window", "complete", "delivered", { deliveredAt: hoursAgo(71) }, {}, "order.returnWindowOpen"],
    ["e-receipt twice", "mark_e_receipt_issued", "completed", { eReceipt: "issued" }, {}, "order.eReceiptAlreadyIssued"],
  ] as const)("%s", (_, event, from, order, ctx, error) => {
    expect(run(event, from, order, ctx)).toEqual({ ok: false, error });
  });
});

describe("placing an order", () => {
  it.each([
    ["card", "payment_pending", 300_000],
    ["qpay", "payment_pending", 300_000],
    ["instalment", "payment_pending", 60_000],
  ] as const)("%s -> %s, payment of %i started, stock taken", (method, to, amount) => {
    const result = run("place", "checkout_payment", { downPayment: 60_000 }, { paymentMethod: method });
    expect(result).toEqual({
      ok: true,
      state: to,
      patch: { paymentMethod: method },
      effects: [
        { type: "take_stock" },
        { type: "notify_shopper", template: "order_placed" },
        { type: "start_payment", method, amount },
      ],
    });
  });

  it("nothing left to pay (store credit and discounts cover it): paid at once, no method needed", () => {
    const result = run("place", "checkout_payment", { total: 0 }, { paymentMethod: undefined });
    expect(result).toEqual({
      ok: true,
      state: "paid",
      patch: {},
      effects: [
        { type: "take_stock" },
        { type: "notify_shopper", template: "order_placed" },
        { type: "notify_shopper", template: "payment_received" },
      ],
    });
  });

  it("bank transfer waits for the bank and sends the instructions", () => {
    const result = run("place", "checkout_payment", {}, { paymentMethod: "bank_transfer" });
    expect(result).toMatchObject({ ok: true, state: "awaiting_bank_transfer", patch: { paymentMethod: "bank_transfer" } });
    expect(result.ok && result.effects).toContainEqual({ type: "notify_shopper", template: "bank_transfer_instructions" });
    expect(result.ok && result.effects).toContainEqual({ type: "take_stock" });
  });
});

describe("payments", () => {
  it("card paid in full: paid, captured", () => {
    const result = run("payment_succeeded", "payment_pending", {}, { amount: 300_000 });
    expect(result).toMatchObject({ ok: true, state: "paid", patch: { paidTotal: 300_000 } });
    expect(result.ok && result.effects).toContainEqual({ type: "capture_payment" });
  });

  it("QPay paid in full: paid, nothing to capture", () => {
    const result = run("payment_succeeded", "payment_pending", { paymentMethod: "qpay" }, { amount: 300_000 });
    expect(result).toMatchObject({ ok: true, state: "paid" });
    expect(result.ok && result.effects.map((e) => e.type)).not.toContain("capture_payment");
  });

  it("a part of the total keeps the order waiting", () => {
    expect(run("payment_succeeded", "payment_pending", {}, { amount: 100_000 })).toEqual({
      ok: true,
      state: "payment_pending",
      patch: { paidTotal: 100_000 },
      effects: [{ type: "record_payment", amount: 100_000 }],
    });
  });

  const instalment: Partial<OrderSnapshot> = { paymentMethod: "instalment", downPayment: 60_000 };
  it.each([
    ["nothing before, part now", 0, 30_000, "payment_pending", false],
    ["part before, rest now", 30_000, 30_000, "pending", true],
    ["all at once", 0, 60_000, "pending", true],
    ["one tugrik short", 0, 59_999, "payment_pending", false],
    ["more than the down payment", 0, 70_000, "pending", true],
  ] as const)("instalment, %s -> %s, loan application: %s", (_, paidBefore, amount, to, loan) => {
    const result = run("payment_succeeded", "payment_pending", { ...instalment, paidTotal: paidBefore }, { amount });
    expect(result).toMatchObject({ ok: true, state: to, patch: { paidTotal: paidBefore + amount } });
    const loanEffects = result.ok ? result.effects.filter((e) => e.type === "request_loan_application") : [];
    expect(loanEffects).toEqual(loan ? [{ type: "request_loan_application", amount: 300_000 - paidBefore - amount }] : []);
  });

  it("no event other than a full down payment asks for the loan", () => {
    for (const [event, from] of allowed) {
      const result = run(event, from, { ...instalment, paidTotal: 0 }, { amount: 1_000, paymentMethod: "instalment" });
      if (result.ok) expect(result.effects.map((e) => e.type)).not.toContain("request_loan_application");
    }
  });

  it("loan approved: the lender's part is recorded, the order is paid", () => {
    expect(run("loan_approved", "pending")).toEqual({
      ok: true,
      state: "paid",
      patch: { paidTotal: 300_000 },
      effects: [
        { type: "record_payment", amount: 240_000 },
        { type: "notify_shopper", template: "loan_approved" },
      ],
    });
  });

  it("loan declined: down payment refunded, stock returned", () => {
    const result = run("loan_declined", "pending");
    expect(result).toMatchObject({ ok: true, state: "canceled", patch: { canceledAt: now, cancelReason: "loan_declined" } });
    expect(result.ok && result.effects).toEqual([
      { type: "refund_payment", amount: 60_000 },
      { type: "return_stock" },
      { type: "notify_shopper", template: "loan_declined" },
    ]);
  });

  it("retry asks for what is still owed", () => {
    expect(run("retry_payment", "overdue", { ...instalment, paidTotal: 20_000 })).toEqual({
      ok: true,
      state: "payment_pending",
      patch: {},
      effects: [{ type: "start_payment", method: "instalment", amount: 40_000 }],
    });
  });
});

describe("bank transfer", () => {
  const bank: Partial<OrderSnapshot> = { paymentMethod: "bank_transfer" };

  it("staff confirm receipt of the full amount", () => {
    expect(run("bank_transfer_received", "awaiting_bank_transfer", bank)).toMatchObject({
      ok: true,
      state: "paid",
      patch: { paidTotal: 300_000 },
    });
  });

  it("a part keeps it waiting for the bank", () => {
    expect(run("bank_transfer_received", "awaiting_bank_transfer", bank, { amount: 200_000 })).toMatchObject({
      ok: true,
      state: "awaiting_bank_transfer",
      patch: { paidTotal: 200_000 },
    });
  });

  it("past the deadline it expires and its stock returns", () => {
    expect(run("bank_transfer_deadline_passed", "awaiting_bank_transfer", { ...bank, paymentDueAt: now })).toEqual({
      ok: true,
      state: "expired",
      patch: {},
      effects: [{ type: "return_stock" }, { type: "notify_shopper", template: "order_expired" }],
    });
  });

  it("a part already received is refunded on expiry", () => {
    const result = run("bank_transfer_deadline_passed", "awaiting_bank_transfer", { ...bank, paidTotal: 50_000 });
    expect(result.ok && result.effects).toContainEqual({ type: "refund_payment", amount: 50_000 });
  });

  it("an unpaid card order expires too: invoice voided, stock returned", () => {
    const result = run("payment_deadline_passed", "payment_pending");
    expect(result.ok && result.effects).toEqual([
      { type: "void_payment" },
      { type: "return_stock" },
      { type: "notify_shopper", template: "order_expired" },
    ]);
  });
});

describe("cancel", () => {
  const beforeShipment: OrderState[] = ["payment_pending", "awaiting_bank_transfer", "payment_failed", "overdue", "pending", "paid", "confirmed", "ready_to_deliver"];

  it.each(beforeShipment)("the shopper may cancel from %s, stock returns", (from) => {
    const result = run("cancel", from, {}, { actor: "shopper", reason: "  Wrong address  " });
    expect(result).toMatchObject({ ok: true, state: "canceled", patch: { canceledAt: now, cancelReason: "Wrong address" } });
    expect(result.ok && result.effects).toContainEqual({ type: "return_stock" });
  });

  it.each(["shipped", "out_for_delivery", "delivered", "completed"] as const)("the shopper may not cancel from %s", (from) => {
    expect(run("cancel", from, {}, { actor: "shopper" })).toEqual({ ok: false, error: "order.notCancellableAfterShipment" });
  });

  it.each([...beforeShipment, "shipped", "out_for_delivery"] as const)("staff may cancel from %s", (from) => {
    expect(run("cancel", from, {}, { actor: "staff" })).toMatchObject({ ok: true, state: "canceled" });
  });

  it.each(["delivered", "completed"] as const)("staff may not cancel from %s", (from) => {
    expect(run("cancel", from, {}, { actor: "staff" })).toEqual({ ok: false, error: "order.notCancellableAfterDelivery" });
  });

  it.each([
    ["shopper", undefined],
    ["shopper", ""],
    ["staff", "   "],
    ["staff", undefined],
  ] as const)("%s must give a reason (%j)", (actor, reason) => {
    expect(run("cancel", "paid", {}, { actor, reason })).toEqual({ ok: false, error: "order.cancelReasonRequired" });
  });

  it("paid money is refunded, an open payment voided", () => {
    const paid = run("cancel", "confirmed", { paidTotal: 300_000 });
    expect(paid.ok && paid.effects).toEqual([
      { type: "refund_payment", amount: 300_000 },
      { type: "return_stock" },
      { type: "notify_shopper", template: "order_canceled" },
    ]);
    const open = run("cancel", "payment_pending");
    expect(open.ok && open.effects[0]).toEqual({ type: "void_payment" });
    const loan = run("cancel", "pending", { paidTotal: 60_000 });
    expect(loan.ok && loan.effects.slice(0, 2)).toEqual([{ type: "withdraw_loan_application" }, { type: "refund_payment", amount: 60_000 }]);
  });

  it("carts are not canceled", () => {
    expect(run("cancel", "checkout_payment")).toEqual({ ok: false, error: "order.invalidTransition" });
  });
});

describe("return window", () => {
  it.each([
    [24, 23, true],
    [24, 24, true],
    [24, 24.001, false],
    [48, 47, true],
    [48, 49, false],
    [72, 72, true],
    [72, 73, false],
  ] as const)("window %i h, received %f h ago: allowed %s", (window, ago, ok) => {
    const result = transition(
      { ...base, state: "delivered", paidTotal: 300_000, deliveredAt: hoursAgo(ago) },
      "return",
      { now, actor: "shopper" },
      { returnWindowHours: window },
    );
    if (ok) {
      expect(result).toMatchObject({ ok: true, state: "returned", patch: { returnedAt: now } });
      expect(result.ok && result.effects).toEqual([
        { type: "return_stock" },
        { type: "refund_payment", amount: 300_000 },
        { type: "notify_shopper", template: "order_returned" },
      ]);
    } else {
      expect(result).toEqual({ ok: false, error: "order.returnWindowClosed" });
    }
  });

  it("defaults to 72 hours", () => {
    expect(run("return", "delivered", { deliveredAt: hoursAgo(71) })).toMatchObject({ ok: true });
    expect(run("return", "delivered", { deliveredAt: hoursAgo(73) })).toEqual({ ok: false, error: "order.returnWindowClosed" });
  });

  it("without a delivery time there is no return", () => {
    expect(run("return", "delivered", { deliveredAt: null })).toEqual({ ok: false, error: "order.returnWindowClosed" });
  });

  it("completing waits for the window to close", () => {
    const delivered = { ...base, state: "delivered" as const, deliveredAt: hoursAgo(30) };
    expect(transition(delivered, "complete", { now, actor: "system" }, { returnWindowHours: 24 })).toMatchObject({ ok: true, state: "completed" });
    expect(transition(delivered, "complete", { now, actor: "system" }, { returnWindowHours: 48 })).toEqual({ ok: false, error: "order.returnWindowOpen" });
  });

  it("delivering records the time", () => {
    expect(run("deliver", "shipped")).toMatchObject({ ok: true, patch: { deliveredAt: now } });
  });
});

describe("e-receipt", () => {
  it("marking it issued keeps the state and sets the flag", () => {
    expect(run("mark_e_receipt_issued", "completed", { eReceipt: "pending" })).toEqual({
      ok: true,
      state: "completed",
      patch: { eReceipt: "issued" },
      effects: [{ type: "notify_shopper", template: "e_receipt_issued" }],
    });
  });
});

describe("availableEvents", () => {
  it.each([
    ["cart", "shopper", ["proceed_to_address", "edit_cart"]],
    ["checkout_payment", "shopper", ["proceed_to_address", "edit_cart", "place"]],
    ["paid", "shopper", ["cancel"]],
    ["shipped", "shopper", []],
    ["shipped", "staff", ["out_for_delivery", "deliver", "cancel", "mark_e_receipt_issued"]],
    ["awaiting_bank_transfer", "staff", ["bank_transfer_received", "cancel"]],
    ["delivered", "shopper", ["return"]],
  ] as const)("%s for %s", (state, actor, events) => {
    expect(availableEvents(state, actor)).toEqual(events);
  });
});

describe("isCurrentOrder", () => {
  it.each(ORDER_STATES.map((s) => [s, s === "cart" || s === "checkout_address" || s === "checkout_payment"] as const))(
    "%s: %s",
    (state, current) => {
      expect(isCurrentOrder(state)).toBe(current);
    },
  );
});
