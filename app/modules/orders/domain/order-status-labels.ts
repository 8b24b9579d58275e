import type { EReceiptState, OrderState, PaymentState } from "./order-states";

/**
 * Status labels (storefront-spec.md §4, "Status labels") shown for each order state; `statusLabel()` is the code of this table:
 *
 * | state                  | condition                                  | label key        | en                   | mn                          |
 * |------------------------|--------------------------------------------|------------------|----------------------|-----------------------------|
 * | cart, checkout_*       | not placed yet                             | pending          | Pending              | Хүлээгдэж буй               |
 * | pending                | instalment: waiting for the lender         | pending          | Pending              | Хүлээгдэж буй               |
 * | payment_pending        | latest payment record completed (partial)  | paymentCompleted | Payment completed    | Төлбөр амжилттай            |
 * | payment_pending        | latest payment record failed (race)        | paymentFailed    | Payment failed       | Төлбөр амжилтгүй            |
 * | payment_pending        | otherwise                                  | paymentPending   | Payment pending      | Төлбөр хүлээгдэж байна      |
 * | payment_failed         |                                            | paymentFailed    | Payment failed       | Төлбөр амжилтгүй            |
 * | awaiting_bank_transfer |                                            | waitingForBank   | Waiting for the bank | Банкны гүйлгээ хүлээж байна |
 * | overdue                |                                            | overduePayment   | Overdue payment      | Төлбөрийн хугацаа хэтэрсэн  |
 * | paid                   |                                            | paid             | Paid                 | Төлөгдсөн                   |
 * | confirmed              | in stock                                   | confirmed        | Confirmed            | Баталгаажсан                |
 * | confirmed              | pre-order: the shop ordered the goods      | ordered          | Ordered              | Захиалсан                   |
 * | ready_to_deliver       |                                            | readyToDeliver   | Ready to deliver     | Хүргэлтэд бэлэн             |
 * | shipped                | left the shop (courier or cargo)           | shipped          | Shipped              | Илгээсэн                    |
 * | out_for_delivery       | with the courier on the way to the receiver| shipment         | Shipment             | Хүргэлтэд гарсан            |
 * | delivered              |                                            | delivered        | Delivered            | Хүргэгдсэн                  |
 * | completed              | no VAT e-receipt due                       | completed        | Completed            | Дууссан                     |
 * | completed              | VAT e-receipt due, not issued yet          | eReceiptPending  | E-receipt pending    | И-баримт хүлээгдэж байна    |
 * | completed              | VAT e-receipt issued                       | finished         | Finished             | Биелсэн                     |
 * | canceled               |                                            | canceled         | Canceled             | Цуцлагдсан                  |
 * | expired                |                                            | expired          | Expired              | Хугацаа дууссан             |
 * | returned               |                                            | returned         | Returned             | Буцаагдсан                  |
 *
 * "Payment completed" is about one payment record (the provider says it is complete, the order is
 * not paid in full yet: a part of the down payment, or a callback not yet re-checked); "Paid" is
 * the order, paid in full.
 */

/** The 19 order/payment status labels of storefront-spec.md §4, as keys under `status.` in `orders`. */
export const ORDER_STATUS_LABELS = [
  "pending",
  "paymentPending",
  "paymentCompleted",
  "paymentFailed",
  "paid",
  "confirmed",
  "ordered",
  "readyToDeliver",
  "shipment",
  "shipped",
  "delivered",
  "completed",
  "finished",
  "canceled",
  "expired",
  "returned",
  "overduePayment",
  "waitingForBank",
  "eReceiptPending",
] as const;
export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[number];

export interface StatusFlags {
  eReceipt: EReceiptState;
  /** Pre-order: the shop orders the goods from its supplier after confirming. */
  preorder?: boolean;
}

/** The label to show (see the table at the top); `paymentState` is the latest payment record's. */
export function statusLabel(state: OrderState, paymentState: PaymentState | null, flags: StatusFlags): OrderStatusLabel {
  switch (state) {
    case "cart":
    case "checkout_address":
    case "checkout_payment":
    case "pending":
      return "pending";
    case "payment_pending":
      if (paymentState === "completed") return "paymentCompleted";
      if (paymentState === "failed") return "paymentFailed";
      return "paymentPending";
    case "payment_failed":
      return "paymentFailed";
    case "awaiting_bank_transfer":
      return "waitingForBank";
    case "overdue":
      return "overduePayment";
    case "paid":
      return "paid";
    case "confirmed":
      return flags.preorder ? "ordered" : "confirmed";
    case "ready_to_deliver":
      return "readyToDeliver";
    case "shipped":
      return "shipped";
    case "out_for_delivery":
      return "shipment";
    case "delivered":
      return "delivered";
    case "completed":
      if (flags.eReceipt === "issued") return "finished";
      return flags.eReceipt === "pending" ? "eReceiptPending" : "completed";
    case "canceled":
      return "canceled";
    case "expired":
      return "expired";
    case "returned":
      return "returned";
  }
}

/** Key of a label in the `orders` namespace. */
export function statusLabelKey(label: OrderStatusLabel): `status.${OrderStatusLabel}` {
  return `status.${label}`;
}
