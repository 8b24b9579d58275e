import { HOUR_MS } from "~/kernel/dates";
/**
 * The order and payment state machine (storefront-spec.md §4 States and transitions, also §3, §8,
 * §9; docs/decisions/022-order-state-machine.md).
 *
 * Pure: no I/O and no clock reads. `now` arrives in the context, and a transition answers with
 * the new state, a patch of the order's fields and a list of effects (data) for the service
 * layer to carry out: take or return stock, start, capture, void or refund a payment, send the
 * loan application, notify the shopper. Guards answer with stable, translatable error codes
 * (`order.xxx` -> key `errors.xxx` in the `orders` namespace).
 *
 * Lifecycle:
 *
 *   cart -> checkout_address -> checkout_payment --place--> paid                   (total 0: store credit / discounts cover it)
 *                                                       \-> payment_pending        (card, QPay)
 *                                                       \-> awaiting_bank_transfer (bank transfer)
 *                                                       \-> payment_pending        (instalment: the down payment)
 *   payment_pending --payment_succeeded--> paid
 *                                      \-> pending (instalment, down payment paid in full: loan application sent)
 *   pending --loan_approved--> paid;  --loan_declined--> canceled
 *   paid -> confirmed -> ready_to_deliver -> shipped [-> out_for_delivery] -> delivered -> completed
 *                        ready_to_deliver --deliver--> delivered (pickup: handed over at the store)
 *   delivered --return (within the return window)--> returned
 *   anything placed and not yet delivered --cancel--> canceled (shopper only before shipment)
 *   unpaid past the deadline --*_deadline_passed--> expired (stock returns)
 *
 * The label shown for each state is in order-status-labels.ts.
 */

export const ORDER_STATES = [
  "cart",
  "checkout_address",
  "checkout_payment",
  "pending",
  "payment_pending",
  "awaiting_bank_transfer",
  "payment_failed",
  "overdue",
  "paid",
  "confirmed",
  "ready_to_deliver",
  "shipped",
  "out_for_delivery",
  "delivered",
  "completed",
  "canceled",
  "expired",
  "returned",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** State of one payment record (the latest one is what the label looks at). */
export const PAYMENT_STATES = ["pending", "processing", "completed", "failed", "void", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The VAT e-receipt: none due (e.g. nothing charged), due and not yet issued, or issued. */
export const E_RECEIPT_STATES = ["not_required", "pending", "issued"] as const;
export type EReceiptState = (typeof E_RECEIPT_STATES)[number];

/** Payment methods of this retailer; leasing is off and is deliberately not a member. */
export type PaymentMethod = "card" | "qpay" | "bank_transfer" | "instalment";
export type Actor = "shopper" | "staff" | "system" | "payment";

/** Return window after receipt, in hours: 24, 48 or 72 (storefront-spec.md §9). */
export type ReturnWindowHours = 24 | 48 | 72;
export interface OrderRulesConfig {
  returnWindowHours: ReturnWindowHours;
}
export const DEFAULT_ORDER_RULES: OrderRulesConfig = { returnWindowHours: 72 };

/** The fields the guards need; amounts are integer tugrik. */
export interface OrderSnapshot {
  state: OrderState;
  itemCount: number;
  total: number;
  /** Sum of completed payments (for instalment: down payment, then the lender's part). */
  paidTotal: number;
  paymentMethod?: PaymentMethod | null;
  /** Instalment only: the share the shopper pays before the loan application. */
  downPayment?: number | null;
  /** The order's delivery type (app/modules/delivery's DeliveryType); the rules only ask whether it is "pickup". */
  deliveryType?: string | null;
  /** Bank-transfer deadline, or the due date of an unpaid (down) payment. */
  paymentDueAt?: Date | null;
  deliveredAt?: Date | null;
  eReceipt?: EReceiptState;
}

/** Placed orders hold stock: everything from placing to delivery, plus the finished ends. */
const PLACED: readonly OrderState[] = ORDER_STATES.filter(
  (s) => s !== "cart" && s !== "checkout_address" && s !== "checkout_payment",
);
const UNPAID_PLACED: readonly OrderState[] = ["payment_pending", "awaiting_bank_transfer", "payment_failed", "overdue", "pending"];
const BEFORE_SHIPMENT: readonly OrderState[] = [...UNPAID_PLACED, "paid", "confirmed", "ready_to_deliver"];
const IN_SHIPMENT: readonly OrderState[] = ["shipped", "out_for_delivery"];
const PAID_ON: readonly OrderState[] = ["paid", "confirmed", "ready_to_deliver", "shipped", "out_for_delivery", "delivered", "completed"];

export interface TransitionRule {
  from: readonly OrderState[];
  /** The usual target; `null` keeps the state (only a flag changes). */
  to: OrderState | null;
  /** Other targets the guards may pick (see `transition`). */
  alsoTo?: readonly OrderState[];
  actors: readonly Actor[];
}

export const ORDER_TRANSITIONS = {
  // Checkout funnel: 1 cart / 2 address / 3 payment. Going back to an earlier step is allowed.
  proceed_to_address: { from: ["cart", "checkout_payment"], to: "checkout_address", actors: ["shopper"] },
  proceed_to_payment: { from: ["checkout_address"], to: "checkout_payment", actors: ["shopper"] },
  edit_cart: { from: ["cart", "checkout_address", "checkout_payment"], to: "cart", actors: ["shopper"] },
  /** card, QPay, instalment -> payment_pending; bank transfer -> awaiting_bank_transfer. */
  place: { from: ["checkout_payment"], to: "payment_pending", alsoTo: ["awaiting_bank_transfer"], actors: ["shopper"] },
  // Payments (callbacks after the provider was re-checked).
  /** Paid in full -> paid; instalment down payment paid in full -> pending; a part -> stays. */
  payment_succeeded: { from: ["payment_pending", "payment_failed", "overdue"], to: "paid", alsoTo: ["pending", "payment_pending"], actors: ["payment"] },
  payment_failed: { from: ["payment_pending"], to: "payment_failed", actors: ["payment"] },
  retry_payment: { from: ["payment_failed", "overdue"], to: "payment_pending", actors: ["shopper"] },
  /** The transfer seen on the shop's account; a part leaves the order waiting. */
  bank_transfer_received: { from: ["awaiting_bank_transfer"], to: "paid", alsoTo: ["awaiting_bank_transfer"], actors: ["staff"] },
  bank_transfer_deadline_passed: { from: ["awaiting_bank_transfer"], to: "expired", actors: ["system"] },
  payment_deadline_passed: { from: ["payment_pending", "payment_failed", "overdue"], to: "expired", actors: ["system"] },
  instalment_overdue: { from: ["payment_pending", "payment_failed"], to: "overdue", actors: ["system"] },
  loan_approved: { from: ["pending"], to: "paid", actors: ["payment"] },
  loan_declined: { from: ["pending"], to: "canceled", actors: ["payment"] },
  // Fulfilment (staff console).
  confirm: { from: ["paid"], to: "confirmed", actors: ["staff"] },
  ready_to_deliver: { from: ["confirmed"], to: "ready_to_deliver", actors: ["staff"] },
  ship: { from: ["ready_to_deliver"], to: "shipped", actors: ["staff"] },
  out_for_delivery: { from: ["shipped"], to: "out_for_delivery", actors: ["staff"] },
  /** From ready_to_deliver only for pickup orders. */
  deliver: { from: ["ready_to_deliver", "shipped", "out_for_delivery"], to: "delivered", actors: ["staff"] },
  /** Once the return window has closed. */
  complete: { from: ["delivered"], to: "completed", actors: ["system", "staff"] },
  /** Shopper: before shipment; staff: any time before delivery. A reason is required. */
  cancel: { from: [...BEFORE_SHIPMENT, ...IN_SHIPMENT], to: "canceled", actors: ["shopper", "staff"] },
  /** Within the return window after receipt. */
  return: { from: ["delivered"], to: "returned", actors: ["shopper", "staff"] },
  mark_e_receipt_issued: { from: PAID_ON, to: null, actors: ["staff", "system"] },
} as const satisfies Record<string, TransitionRule>;

export type OrderEvent = keyof typeof ORDER_TRANSITIONS;
export const ORDER_EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderEvent[];

export const ORDER_ERROR_CODES = [
  "order.invalidTransition",
  "order.forbidden",
  "order.emptyCart",
  "order.paymentMethodRequired",
  "order.downPaymentInvalid",
  "order.paymentAmountInvalid",
  "order.deadlineNotReached",
  "order.cancelReasonRequired",
  "order.notCancellableAfterShipment",
  "order.notCancellableAfterDelivery",
  "order.returnWindowClosed",
  "order.returnWindowOpen",
  "order.eReceiptAlreadyIssued",
] as const;
export type OrderTransitionError = (typeof ORDER_ERROR_CODES)[number];

/** `order.cancelReasonRequired` -> `errors.cancelReasonRequired` in the `orders` namespace. */
export function orderErrorKey(code: OrderTransitionError): string {
  return `errors.${code.slice("order.".length)}`;
}

export type NotifyTemplate =
  | "order_placed"
  | "bank_transfer_instructions"
  | "payment_received"
  | "payment_failed"
  | "payment_overdue"
  | "loan_approved"
  | "loan_declined"
  | "order_confirmed"
  | "order_ready"
  | "order_shipped"
  | "order_out_for_delivery"
  | "order_delivered"
  | "order_canceled"
  | "order_expired"
  | "order_returned"
  | "e_receipt_issued";

export type Effect =
  /** Take stock in the same transaction that places the order. */
  | { type: "take_stock" }
  | { type: "return_stock" }
  | { type: "start_payment"; method: PaymentMethod; amount: number }
  | { type: "record_payment"; amount: number }
  | { type: "capture_payment" }
  /** Abandon an open invoice or authorisation. */
  | { type: "void_payment" }
  | { type: "refund_payment"; amount: number }
  /** Sent only once the down payment is paid in full (storefront-spec.md §4); `amount` is the financed part. */
  | { type: "request_loan_application"; amount: number }
  | { type: "withdraw_loan_application" }
  | { type: "notify_shopper"; template: NotifyTemplate };

/** Fields of the order the transition changes (besides `state`). */
export interface OrderPatch {
  paymentMethod?: PaymentMethod;
  paidTotal?: number;
  deliveredAt?: Date;
  canceledAt?: Date;
  cancelReason?: string;
  returnedAt?: Date;
  eReceipt?: EReceiptState;
}

export interface TransitionContext {
  now: Date;
  actor: Actor;
  /** Cancel: required. Return: optional. */
  reason?: string;
  /** Place: the chosen method. */
  paymentMethod?: PaymentMethod;
  /** payment_succeeded: the amount this payment completed; bank_transfer_received: defaults to what is owed. */
  amount?: number;
}

export type TransitionResult =
  | { ok: true; state: OrderState; patch: OrderPatch; effects: Effect[] }
  | { ok: false; error: OrderTransitionError };


function fail(error: OrderTransitionError): TransitionResult {
  return { ok: false, error };
}

function done(state: OrderState, effects: Effect[], patch: OrderPatch = {}): TransitionResult {
  return { ok: true, state, patch, effects };
}

function returnWindowEnds(order: OrderSnapshot, config: OrderRulesConfig): number | null {
  return order.deliveredAt ? order.deliveredAt.getTime() + config.returnWindowHours * HOUR_MS : null;
}

function deadlineReached(order: OrderSnapshot, now: Date): boolean {
  return order.paymentDueAt != null && now.getTime() >= order.paymentDueAt.getTime();
}

/** What the shopper still has to pay before the order can move on. */
function amountOwed(order: OrderSnapshot): number {
  const target = order.paymentMethod === "instalment" ? (order.downPayment ?? 0) : order.total;
  return Math.max(0, target - order.paidTotal);
}

function validAmount(amount: number | undefined): amount is number {
  return amount !== undefined && Number.isInteger(amount) && amount > 0;
}

/** Refund what was paid, and withdraw what is in flight, when a placed order ends unfulfilled. */
function unwindPayments(order: OrderSnapshot): Effect[] {
  const effects: Effect[] = [];
  if (order.state === "payment_pending" || order.state === "overdue") effects.push({ type: "void_payment" });
  if (order.state === "pending") effects.push({ type: "withdraw_loan_application" });
  if (order.paidTotal > 0) effects.push({ type: "refund_payment", amount: order.paidTotal });
  return effects;
}

export function transition(
  order: OrderSnapshot,
  event: OrderEvent,
  context: TransitionContext,
  config: OrderRulesConfig = DEFAULT_ORDER_RULES,
): TransitionResult {
  const rule: TransitionRule = ORDER_TRANSITIONS[event];
  const { now, actor } = context;
  if (!rule.actors.includes(actor)) return fail("order.forbidden");

  if (!rule.from.includes(order.state)) {
    if (event === "cancel" && (order.state === "delivered" || order.state === "completed")) {
      return fail(actor === "shopper" ? "order.notCancellableAfterShipment" : "order.notCancellableAfterDelivery");
    }
    if (event === "return" && order.state === "completed") return fail("order.returnWindowClosed");
    return fail("order.invalidTransition");
  }

  switch (event) {
    case "proceed_to_address":
    case "proceed_to_payment":
      if (order.itemCount <= 0) return fail("order.emptyCart");
      return done(rule.to as OrderState, []);

    case "edit_cart":
      return done("cart", []);

    case "place": {
      if (order.itemCount <= 0) return fail("order.emptyCart");
      const placed: Effect[] = [{ type: "take_stock" }, { type: "notify_shopper", template: "order_placed" }];
      // Store credit and discounts cover everything: nothing left to collect.
      if (order.total === 0) return done("paid", [...placed, { type: "notify_shopper", template: "payment_received" }]);
      const method = context.paymentMethod;
      if (!method) return fail("order.paymentMethodRequired");
      if (method === "bank_transfer") {
        return done("awaiting_bank_transfer", [...placed, { type: "notify_shopper", template: "bank_transfer_instructions" }], {
          paymentMethod: method,
        });
      }
      let amount = order.total - order.paidTotal;
      if (method === "instalment") {
        const down = order.downPayment;
        if (down == null || !Number.isInteger(down) || down <= 0 || down >= order.total) return fail("order.downPaymentInvalid");
        amount = down - order.paidTotal;
      }
      return done("payment_pending", [...placed, { type: "start_payment", method, amount }], { paymentMethod: method });
    }

    case "payment_succeeded": {
      if (!validAmount(context.amount)) return fail("order.paymentAmountInvalid");
      const paidTotal = order.paidTotal + context.amount;
      const effects: Effect[] = [{ type: "record_payment", amount: context.amount }];
      if (order.paymentMethod === "instalment") {
        const down = order.downPayment ?? 0;
        // The loan application is sent only once the down payment is paid in full (storefront-spec.md §4).
        if (down <= 0 || paidTotal < down) return done("payment_pending", effects, { paidTotal });
        return done(
          "pending",
          [...effects, { type: "request_loan_application", amount: order.total - paidTotal }, { type: "notify_shopper", template: "payment_received" }],
          { paidTotal },
        );
      }
      if (paidTotal < order.total) return done("payment_pending", effects, { paidTotal });
      if (order.paymentMethod === "card") effects.push({ type: "capture_payment" });
      return done("paid", [...effects, { type: "notify_shopper", template: "payment_received" }], { paidTotal });
    }

    case "payment_failed":
      return done("payment_failed", [{ type: "notify_shopper", template: "payment_failed" }]);

    case "retry_payment": {
      const method = order.paymentMethod;
      if (!method || method === "bank_transfer") return fail("order.invalidTransition");
      return done("payment_pending", [{ type: "start_payment", method, amount: amountOwed(order) }]);
    }

    case "bank_transfer_received": {
      const amount = context.amount ?? amountOwed(order);
      if (!validAmount(amount)) return fail("order.paymentAmountInvalid");
      const paidTotal = order.paidTotal + amount;
      const effects: Effect[] = [{ type: "record_payment", amount }];
      if (paidTotal < order.total) return done("awaiting_bank_transfer", effects, { paidTotal });
      return done("paid", [...effects, { type: "notify_shopper", template: "payment_received" }], { paidTotal });
    }

    case "bank_transfer_deadline_passed":
    case "payment_deadline_passed":
      if (!deadlineReached(order, now)) return fail("order.deadlineNotReached");
      return done("expired", [...unwindPayments(order), { type: "return_stock" }, { type: "notify_shopper", template: "order_expired" }]);

    case "instalment_overdue":
      if (order.paymentMethod !== "instalment") return fail("order.invalidTransition");
      if (!deadlineReached(order, now)) return fail("order.deadlineNotReached");
      return done("overdue", [{ type: "notify_shopper", template: "payment_overdue" }]);

    case "loan_approved": {
      const lenderPart = order.total - order.paidTotal;
      const effects: Effect[] = lenderPart > 0 ? [{ type: "record_payment", amount: lenderPart }] : [];
      return done("paid", [...effects, { type: "notify_shopper", template: "loan_approved" }], { paidTotal: order.total });
    }

    case "loan_declined":
      return done(
        "canceled",
        [
          ...(order.paidTotal > 0 ? [{ type: "refund_payment", amount: order.paidTotal } as const] : []),
          { type: "return_stock" },
          { type: "notify_shopper", template: "loan_declined" },
        ],
        { canceledAt: now, cancelReason: "loan_declined" },
      );

    case "confirm":
      return done("confirmed", [{ type: "notify_shopper", template: "order_confirmed" }]);

    case "ready_to_deliver":
      return done("ready_to_deliver", [{ type: "notify_shopper", template: "order_ready" }]);

    case "ship":
      if (order.deliveryType === "pickup") return fail("order.invalidTransition");
      return done("shipped", [{ type: "notify_shopper", template: "order_shipped" }]);

    case "out_for_delivery":
      return done("out_for_delivery", [{ type: "notify_shopper", template: "order_out_for_delivery" }]);

    case "deliver":
      if (order.state === "ready_to_deliver" && order.deliveryType !== "pickup") return fail("order.invalidTransition");
      return done("delivered", [{ type: "notify_shopper", template: "order_delivered" }], { deliveredAt: now });

    case "complete": {
      const ends = returnWindowEnds(order, config);
      if (ends !== null && now.getTime() < ends) return fail("order.returnWindowOpen");
      return done("completed", []);
    }

    case "cancel": {
      if (actor === "shopper" && IN_SHIPMENT.includes(order.state)) return fail("order.notCancellableAfterShipment");
      const reason = context.reason?.trim() ?? "";
      if (reason === "") return fail("order.cancelReasonRequired");
      return done(
        "canceled",
        [...unwindPayments(order), { type: "return_stock" }, { type: "notify_shopper", template: "order_canceled" }],
        { canceledAt: now, cancelReason: reason },
      );
    }

    case "return": {
      const ends = returnWindowEnds(order, config);
      if (ends === null || now.getTime() > ends) return fail("order.returnWindowClosed");
      const effects: Effect[] = [{ type: "return_stock" }];
      if (order.paidTotal > 0) effects.push({ type: "refund_payment", amount: order.paidTotal });
      effects.push({ type: "notify_shopper", template: "order_returned" });
      return done("returned", effects, { returnedAt: now });
    }

    case "mark_e_receipt_issued":
      if (order.eReceipt === "issued") return fail("order.eReceiptAlreadyIssued");
      return done(order.state, [{ type: "notify_shopper", template: "e_receipt_issued" }], { eReceipt: "issued" });
  }
}

/** Events this actor may try from this state (guards may still refuse): for buttons and menus. */
export function availableEvents(state: OrderState, actor: Actor): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => {
    const rule: TransitionRule = ORDER_TRANSITIONS[event];
    if (!rule.actors.includes(actor) || !rule.from.includes(state)) return false;
    return !(event === "cancel" && actor === "shopper" && IN_SHIPMENT.includes(state));
  });
}

/** The current order is the one being built; once placed it is treated as absent (docs/decisions/020-cart-is-the-current-order.md). */
export function isCurrentOrder(state: OrderState): boolean {
  return !PLACED.includes(state);
}
