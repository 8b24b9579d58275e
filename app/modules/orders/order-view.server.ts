import type { TFunction } from "i18next";
import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { findStockLocation, orderLineDetails } from "./queries/order-lists.server";
import {
  findLoanApplication,
  findOrderById,
  findOrderEvents,
  findOrderPayments,
  type OrderRecord,
} from "./queries/order-records.server";
import { findUserById } from "~/modules/accounts/index.server";
import type { OrderEventTable, PaymentRecordMethod, PaymentTable } from "~/db/schema";
import { describeAddress, type AddressParts } from "~/kernel/mongolia-places";
import { expectedDeliveryWindow } from "~/modules/checkout";
import {
  availableEvents,
  orderErrorKey,
  type OrderEvent,
  type OrderState,
  type OrderTransitionError,
  type PaymentState,
} from "./domain/order-states";
import { statusLabel, statusLabelKey } from "./domain/order-status-labels";
import type { Lng } from "~/i18n";
import { applyOrderEvent, type LifecycleError } from "./order-lifecycle.server";
import { refreshLoan, refreshPayment } from "~/modules/payments/index.server";
import type { ShopperCancelInput, StaffOrderIntent } from "./forms";
import type { SearchIndex } from "~/modules/search";

/**
 * The order's detail page, one view model for its three homes: `/orders/{number}`
 * (owner, staff, token holder), `/account/orders/{number}` and `/staff/orders/{number}`.
 *
 * Before the page is built, an order that waits for a provider is settled with it (the card
 * gateway, QPay or the lender is asked how the payment stands): a shopper back from paying sees
 * the result even when the callback has not arrived. A provider that fails never breaks the page
 * (docs/decisions/023-payment-callbacks-are-hints.md).
 */

export type OrderViewer = "shopper" | "staff";

export interface OrderLineView { id: number; name: string; brand: string; sku: string; slug: string; quantity: number; unitPrice: number; lineTotal: number; gift: boolean }

export interface OrderPaymentView {
  id: number;
  method: PaymentRecordMethod;
  purpose: PaymentTable["purpose"];
  amount: number;
  state: PaymentState;
  createdAt: string;
  completedAt: string | null;
  refundedAmount: number;
}

export interface OrderEventView { id: number; event: string; fromState: string; toState: string; actor: OrderEventTable["actor"]; note: string | null; createdAt: string }

export interface OrderView {
  number: string;
  state: OrderState;
  /** `status.xxx` in the `orders` namespace. */
  statusKey: string;
  placedAt: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  lines: OrderLineView[];
  /** `owed`: what is still to pay on the order (total - paid). */
  totals: { items: number; delivery: number; discounts: number; storeCredit: number; total: number; vat: number; paid: number; owed: number; itemCount: number };
  paymentMethod: "card" | "qpay" | "bank_transfer" | "instalment" | null;
  payments: OrderPaymentView[];
  instalment: {
    downPayment: number;
    downPaymentMethod: "card" | "qpay" | null;
    financed: number;
    lender: string;
    loanState: "sending" | "sent" | "approved" | "declined" | "withdrawn" | null;
  } | null;
  delivery: {
    type: "simple" | "express" | "pickup" | null;
    cost: number;
    address: string | null;
    pickup: { name: string; address: string; opensAt: string; closesAt: string } | null;
    /** Expected delivery (or pickup) window, UTC ISO. */
    window: { from: string; to: string } | null;
    receiverName: string | null;
    receiverPhone: string | null;
  };
  vat: { kind: "person" | "organisation"; registryNumber: string | null; organisationName: string | null; eReceipt: "not_required" | "pending" | "issued" };
  /** Bank transfer instructions while the transfer is awaited. */
  bankTransfer: { bank: string; account: string; iban: string; accountName: string; amount: number; reference: string; dueAt: string | null } | null;
  /** Waiting for a payment provider (card, QPay) or the lender: the page refreshes itself. */
  waiting: { kind: "payment" | "lender"; payUrl: string | null } | null;
  /** A failed or overdue payment the shopper can start again. */
  retry: { kind: "failed" | "overdue"; dueAt: string | null } | null;
  /** The shopper may cancel (before shipment). */
  canCancel: boolean;
  /** The staff console's actions for this state. */
  staffActions: StaffOrderIntent[];
  events: OrderEventView[];
  /** Staff only: who ordered. */
  customer: { name: string; email: string | null; phone: string | null } | null;
}

const OPEN_PAYMENT: readonly string[] = ["pending", "processing"];
const CLOSED_STATES: readonly OrderState[] = ["canceled", "expired", "returned"];

/**
 * Asks the provider about an order that waits for it (the newest open card/QPay payment, or the
 * lender's decision), so the page shows where it stands. Never throws; answers the order as it
 * is afterwards.
 */
export async function settleWaitingOrder(db: DB, searchIndex: SearchIndex, order: OrderRecord, origin: string, now: Date): Promise<OrderRecord> {
  try {
    if (order.state === "payment_pending") {
      const payments = await findOrderPayments(db, order.id);
      const open = [...payments].reverse().find((p) => OPEN_PAYMENT.includes(p.state) && p.provider_ref);
      if (!open) return order;
      await refreshPayment(db, searchIndex, open.id, origin, now);
    } else if (order.state === "pending") {
      await refreshLoan(db, searchIndex, order.id, origin, now);
    } else {
      return order;
    }
  } catch (error) {
    console.error(`[orders] could not check the payment of order ${order.number} with its provider`, error);
    return order;
  }
  return (await findOrderById(db, order.id)) ?? order;
}

function parseAddress(json: string | null): AddressParts | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object") return null;
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : "");
    return { country: text("country") || "MN", city: text("city"), district: text("district"), khoroo: text("khoroo"), street: text("street"), detail: text("detail"), zip: text("zip") };
  } catch {
    return null;
  }
}

/** A "Pay now" link the page may follow: our own path, or the provider's http(s) page. */
function safePayUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

function orderPath(number: string): string {
  return `/orders/${encodeURIComponent(number)}`;
}

/** Builds the detail page's model. `viewer` decides which actions it offers (and whether staff-only details are in). */
export async function buildOrderView(db: DB, order: OrderRecord, locale: Lng, viewer: OrderViewer): Promise<OrderView> {
  const state = order.state as OrderState;
  const [lineRows, payments, events, loan, location, user] = await Promise.all([
    orderLineDetails(db, order.id),
    findOrderPayments(db, order.id),
    findOrderEvents(db, order.id),
    order.payment_method === "instalment" ? findLoanApplication(db, order.id) : Promise.resolve(undefined),
    order.delivery_type === "pickup" && order.pickup_location_id !== null ? findStockLocation(db, order.pickup_location_id) : Promise.resolve(undefined),
    viewer === "staff" && order.user_id !== null ? findUserById(db, order.user_id) : Promise.resolve(undefined),
  ]);
  const latestPayment = payments.at(-1);
  const statusKey = statusLabelKey(statusLabel(state, (latestPayment?.state as PaymentState | undefined) ?? null, { eReceipt: order.e_receipt }));

  const lines: OrderLineView[] = lineRows.map((row) => ({
    id: row.id,
    name: locale === "en" ? row.name_en || row.name_mn : row.name_mn || row.name_en,
    brand: locale === "en" ? row.brand_name_latin || row.brand_name : row.brand_name,
    sku: row.sku,
    slug: row.slug,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    lineTotal: row.unit_price * row.quantity,
    gift: row.gift === 1,
  }));

  const owed = Math.max(0, order.total - order.paid_total);

  // Expected window: what checkout stored, else computed from the slot and the moment the order was paid (or placed).
  let window: OrderView["delivery"]["window"] = null;
  if (!CLOSED_STATES.includes(state) && order.delivery_type) {
    if (order.delivery_from && order.delivery_to) {
      window = { from: order.delivery_from, to: order.delivery_to };
    } else {
      const paidAt = events.find((e) => e.to_state === "paid")?.created_at ?? order.placed_at;
      const computed = paidAt ? expectedDeliveryWindow({ type: order.delivery_type, slotId: order.delivery_slot, confirmedAt: new Date(paidAt) }) : null;
      if (computed) window = { from: computed.startsAt, to: computed.endsAt };
    }
  }

  const address = order.delivery_type !== "pickup" ? parseAddress(order.delivery_address) : null;
  const bank = siteConfig.payments.bankTransfer;

  let waiting: OrderView["waiting"] = null;
  if (state === "payment_pending") {
    const open = [...payments].reverse().find((p) => OPEN_PAYMENT.includes(p.state));
    const method = open?.method ?? (order.payment_method === "instalment" ? order.down_payment_method : order.payment_method);
    const payUrl = method === "qpay" ? `${orderPath(order.number)}/pay` : method === "card" ? safePayUrl(open?.redirect_url ?? null) : null;
    waiting = { kind: "payment", payUrl };
  } else if (state === "pending") {
    waiting = { kind: "lender", payUrl: null };
  }

  const retry: OrderView["retry"] =
    (state === "payment_failed" || state === "overdue") && order.payment_method !== "bank_transfer"
      ? { kind: state === "overdue" ? "overdue" : "failed", dueAt: order.payment_due_at }
      : null;

  const staffActions: StaffOrderIntent[] =
    viewer === "staff"
      ? [
          ...(availableEvents(state, "staff").filter((e) => {
            if (e === "mark_e_receipt_issued") return order.e_receipt !== "issued";
            // A pickup order is handed over at the store (no shipping); a delivery is shipped first.
            if (e === "ship") return order.delivery_type !== "pickup";
            if (e === "deliver" && state === "ready_to_deliver") return order.delivery_type === "pickup";
            return true;
          }) as StaffOrderIntent[]),
          ...(state === "pending" ? (["check_loan"] as const) : []),
        ]
      : [];

  const downPayment = order.down_payment ?? 0;
  return {
    number: order.number,
    state,
    statusKey,
    placedAt: order.placed_at,
    canceledAt: order.canceled_at,
    cancelReason: order.cancel_reason,
    deliveredAt: order.delivered_at,
    returnedAt: order.returned_at,
    lines,
    totals: {
      items: order.item_total,
      delivery: order.ship_total,
      discounts: order.adjustment_total,
      storeCredit: order.store_credit_total,
      total: order.total,
      vat: order.tax_total,
      paid: order.paid_total,
      owed,
      itemCount: order.item_count,
    },
    paymentMethod: order.payment_method,
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      purpose: p.purpose,
      amount: p.amount,
      state: p.state as PaymentState,
      createdAt: p.created_at,
      completedAt: p.completed_at,
      refundedAmount: p.refunded_amount,
    })),
    instalment:
      order.payment_method === "instalment"
        ? {
            downPayment,
            downPaymentMethod: order.down_payment_method,
            financed: Math.max(0, order.total - downPayment),
            lender: siteConfig.payments.instalment.lenderName[locale],
            loanState: loan?.state ?? null,
          }
        : null,
    delivery: {
      type: order.delivery_type,
      cost: order.ship_total,
      address: address ? describeAddress(address, locale) : null,
      pickup: location
        ? {
            name: locale === "en" ? location.name_en : location.name_mn,
            address: locale === "en" ? location.address_en : location.address_mn,
            opensAt: location.opens_at,
            closesAt: location.closes_at,
          }
        : null,
      window,
      receiverName: order.receiver_name,
      receiverPhone: order.receiver_phone,
    },
    vat: { kind: order.vat_receipt, registryNumber: order.vat_registry_number, organisationName: order.vat_organisation_name, eReceipt: order.e_receipt },
    bankTransfer:
      state === "awaiting_bank_transfer"
        ? { bank: bank.bank[locale], account: bank.account, iban: bank.iban, accountName: bank.accountName[locale], amount: owed, reference: order.number, dueAt: order.payment_due_at }
        : null,
    waiting,
    retry,
    canCancel: viewer === "shopper" && availableEvents(state, "shopper").includes("cancel"),
    staffActions,
    events: events.map((e) => ({
      id: e.id,
      event: e.event,
      fromState: e.from_state,
      toState: e.to_state,
      actor: e.actor,
      // A shopper sees why an order was canceled or returned; staff notes stay in the back office.
      note: viewer === "staff" || e.event === "cancel" || e.event === "return" || e.event === "loan_declined" ? e.note : null,
      createdAt: e.created_at,
    })),
    customer: viewer === "staff" ? { name: user?.name || order.receiver_name || "", email: order.email ?? user?.email ?? null, phone: user?.phone ?? null } : null,
  };
}

/** Settles a waiting order with its provider (shopper pages only), then builds the page's model. */
export async function loadOrderView(
  db: DB,
  order: OrderRecord,
  options: { locale: Lng; viewer: OrderViewer; origin: string; now: Date; settle: boolean; searchIndex: SearchIndex },
): Promise<OrderView> {
  const current = options.settle ? await settleWaitingOrder(db, options.searchIndex, order, options.origin, options.now) : order;
  return buildOrderView(db, current, options.locale, options.viewer);
}

/** A lifecycle refusal as a translation key and the HTTP status to answer with. */
export function orderErrorResponse(error: LifecycleError): { key: string; status: 400 | 404 | 409 } {
  if (error === "order.notFound") return { key: "orders:errors.notFound", status: 404 };
  if (error === "order.changedConcurrently") return { key: "orders:errors.changedConcurrently", status: 409 };
  if (error === "order.cancelReasonRequired" || error === "order.paymentAmountInvalid") return { key: `orders:${orderErrorKey(error)}`, status: 400 };
  return { key: `orders:${orderErrorKey(error as OrderTransitionError)}`, status: 409 };
}

export type OrderActionResult = { ok: true; order: OrderRecord } | { ok: false; key: string; status: 400 | 404 | 409 };

/** The text kept as the cancel reason: the chosen reason in the shopper's language, and their own words. */
export function shopperCancelReason(input: Pick<ShopperCancelInput, "reason" | "note">, t: TFunction): string {
  const words = input.note?.trim() ?? "";
  if (input.reason === "other") return words;
  const label = t(`orders:cancel.reasons.${input.reason}`);
  return words ? `${label}: ${words}` : label;
}

/** The shopper cancels before shipment; the lifecycle returns the stock and the money. */
export async function cancelOrderAsShopper(
  db: DB,
  order: OrderRecord,
  input: ShopperCancelInput,
  context: { t: TFunction; userId: number | null; now: Date; origin: string; searchIndex: SearchIndex },
): Promise<OrderActionResult> {
  if (input.state && input.state !== order.state) return { ok: false, key: "orders:errors.changedConcurrently", status: 409 };
  const result = await applyOrderEvent(db, order.id, "cancel", {
    actor: "shopper",
    now: context.now,
    userId: context.userId,
    reason: shopperCancelReason(input, context.t),
    origin: context.origin,
    searchIndex: context.searchIndex,
  });
  return result.ok ? { ok: true, order: result.order } : { ok: false, ...orderErrorResponse(result.error) };
}

/** One button of the staff console: an order event with actor "staff", or asking the lender. */
export async function applyStaffOrderAction(
  db: DB,
  order: OrderRecord,
  input: { intent: StaffOrderIntent; amount?: number; reason?: string; state?: string },
  context: { userId: number; now: Date; origin: string; searchIndex: SearchIndex },
): Promise<OrderActionResult & { loan?: string }> {
  if (input.state && input.state !== order.state) return { ok: false, key: "orders:errors.changedConcurrently", status: 409 };
  if (input.intent === "check_loan") {
    if (order.state !== "pending") return { ok: false, key: "orders:errors.invalidTransition", status: 409 };
    const outcome = await refreshLoan(db, context.searchIndex, order.id, context.origin, context.now).catch((error: unknown) => {
      console.error(`[orders] lender check for ${order.number} failed`, error);
      return "unknown" as const;
    });
    return { ok: true, order: (await findOrderById(db, order.id)) ?? order, loan: outcome };
  }
  const event: OrderEvent = input.intent;
  const result = await applyOrderEvent(db, order.id, event, {
    actor: "staff",
    now: context.now,
    userId: context.userId,
    amount: event === "bank_transfer_received" ? input.amount : undefined,
    reason: event === "cancel" || event === "return" ? input.reason : undefined,
    note: event !== "cancel" && event !== "return" ? input.reason : undefined,
    origin: context.origin,
    searchIndex: context.searchIndex,
  });
  return result.ok ? { ok: true, order: result.order } : { ok: false, ...orderErrorResponse(result.error) };
}
