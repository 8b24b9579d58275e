import type { OrderEventTable, PaymentRecordMethod, PaymentTable } from "~/db/schema";
import type { DeliveryType } from "~/modules/delivery";
import type { VariantOptionLabel } from "~/modules/catalog";
import type { OrderState, PaymentMethod, PaymentState } from "./domain/order-states";
import type { StaffOrderIntent } from "./forms";

/**
 * What the order pages and lists get (camelCase, built by order-view.server.ts and
 * order-lists.server.ts): the UI imports these, never the server files that build them.
 */

export type OrderViewer = "shopper" | "staff";

export interface OrderLineView {
  id: number;
  name: string;
  brand: string;
  sku: string;
  /** The variant bought (volume, size, colour) in the page's language, as it was when the order was placed. */
  options: VariantOptionLabel[];
  slug: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  gift: boolean;
}

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

export interface OrderListItem {
  number: string;
  state: OrderState;
  /** `status.xxx` in the `orders` namespace. */
  statusKey: string;
  placedAt: string | null;
  total: number;
  itemCount: number;
  paymentMethod: PaymentMethod | null;
  deliveryType: DeliveryType | null;
  receiverName: string | null;
}

export interface OrderPage {
  orders: OrderListItem[];
  page: number;
  pageCount: number;
  total: number;
}

