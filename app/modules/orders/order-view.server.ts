import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { findStockLocation, orderLineDetails } from "./queries/order-lists.server";
import {
  findLoanApplication,
  findOrderEvents,
  findOrderPayments,
  type OrderRecord,
} from "./queries/order-records.server";
import { findUserById } from "~/modules/accounts/index.server";
import { describeAddress, type AddressParts } from "~/kernel/mongolia-places";
import { expectedDeliveryWindow } from "~/modules/delivery";
import {
  availableEvents,
  type OrderState,
  type PaymentState,
} from "./domain/order-states";
import { statusLabel, statusLabelKey } from "./domain/order-status-labels";
import type { Lng } from "~/i18n";
import { parseVariantOptions, variantOptionLabels, type VariantOption } from "~/modules/catalog";
import type { StaffOrderIntent } from "./forms";
import type { OrderLineView, OrderView, OrderViewer } from "./view-models";
import { localized } from "~/kernel/localized";

/**
 * The order's detail page, one view model for its three homes: `/orders/{number}`
 * (owner, staff, token holder), `/account/orders/{number}` and `/staff/orders/{number}`.
 *
 * Building the page only reads: a shopper's page first settles a waiting order through the
 * payments module's `settleWaitingOrder`, which the route calls
 * (docs/decisions/023-payment-callbacks-are-hints.md).
 */

const OPEN_PAYMENT: readonly string[] = ["pending", "processing"];
const CLOSED_STATES: readonly OrderState[] = ["canceled", "expired", "returned"];

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

/** What the line bought: the snapshot placing took, else (a line placed before snapshots, or the cart) the variant's options today. */
export function orderLineOptions(row: { options: string; variant_options: string | null }): VariantOption[] {
  const kept = parseVariantOptions(row.options);
  return kept.length > 0 ? kept : parseVariantOptions(row.variant_options);
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
    options: variantOptionLabels(orderLineOptions(row), locale),
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
            name: localized(location, "name", locale),
            address: localized(location, "address", locale),
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
