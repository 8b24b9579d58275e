import { describe, expect, it } from "vitest";
import en from "../../../../public/locales/en/orders.json";
import mn from "../../../../public/locales/mn/orders.json";
import { E_RECEIPT_STATES, ORDER_ERROR_CODES, ORDER_STATES, PAYMENT_STATES, orderErrorKey } from "./order-states";
import { ORDER_STATUS_LABELS, statusLabel, statusLabelKey, type OrderStatusLabel } from "./order-status-labels";

describe("status labels", () => {
  const SPEC_LABELS = [
    "Pending",
    "Payment pending",
    "Payment completed",
    "Payment failed",
    "Paid",
    "Confirmed",
    "Ordered",
    "Ready to deliver",
    "Shipment",
    "Shipped",
    "Delivered",
    "Completed",
    "Finished",
    "Canceled",
    "Expired",
    "Returned",
    "Overdue payment",
    "Waiting for the bank",
    "E-receipt pending",
  ];

  it("every one of the 19 spec labels is reachable, and nothing else", () => {
    const seen = new Set<OrderStatusLabel>();
    for (const state of ORDER_STATES)
      for (const payment of [null, ...PAYMENT_STATES])
        for (const eReceipt of E_RECEIPT_STATES)
          for (const preorder of [false, true]) seen.add(statusLabel(state, payment, { eReceipt, preorder }));
    expect(seen.size).toBe(19);
    expect([...seen].sort()).toEqual([...ORDER_STATUS_LABELS].sort());
    expect([...seen].map((label) => en.status[label]).sort()).toEqual([...SPEC_LABELS].sort());
  });

  it("English texts are the spec's words, in the spec's order", () => {
    expect(ORDER_STATUS_LABELS.map((label) => en.status[label])).toEqual(SPEC_LABELS);
  });

  it.each([
    ["checkout_address", null, "pending", false, "pending"],
    ["pending", "completed", "pending", false, "pending"],
    ["payment_pending", "processing", "pending", false, "paymentPending"],
    ["payment_pending", "completed", "pending", false, "paymentCompleted"],
    ["payment_pending", "failed", "pending", false, "paymentFailed"],
    ["awaiting_bank_transfer", "pending", "pending", false, "waitingForBank"],
    ["overdue", "failed", "pending", false, "overduePayment"],
    ["confirmed", "completed", "pending", false, "confirmed"],
    ["confirmed", "completed", "pending", true, "ordered"],
    ["shipped", "completed", "pending", false, "shipped"],
    ["out_for_delivery", "completed", "pending", false, "shipment"],
    ["completed", "completed", "not_required", false, "completed"],
    ["completed", "completed", "pending", false, "eReceiptPending"],
    ["completed", "completed", "issued", false, "finished"],
    ["canceled", "refunded", "not_required", false, "canceled"],
  ] as const)("%s / payment %s / e-receipt %s / preorder %s -> %s", (state, payment, eReceipt, preorder, label) => {
    expect(statusLabel(state, payment, { eReceipt, preorder })).toBe(label);
  });

  it("label keys live under status.", () => {
    expect(statusLabelKey("waitingForBank")).toBe("status.waitingForBank");
  });
});

describe("translations", () => {
  type Tree = { [key: string]: string | Tree };
  const keys = (tree: Tree, prefix = ""): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
  const wanted = [...ORDER_STATUS_LABELS.map(statusLabelKey), ...ORDER_ERROR_CODES.map(orderErrorKey)].sort();

  it.each([
    ["en", en],
    ["mn", mn],
  ] as const)("%s has every label and error key, and exactly the 19 labels", (_, json) => {
    const present = keys(json as Tree);
    expect(wanted.filter((key) => !present.includes(key))).toEqual([]);
    expect(present.filter((key) => key.startsWith("status.")).sort()).toEqual(ORDER_STATUS_LABELS.map(statusLabelKey).sort());
  });

  it("Mongolian texts are all different", () => {
    expect(new Set(Object.values(mn.status)).size).toBe(19);
  });
});
