import { z } from "zod";
import { CANCEL_REASONS } from "./domain/cancel-reasons";
import type { OrderEvent } from "./domain/order-states";

/**
 * The order pages' forms: the action parses with them (conform's parseWithZod, on the server); the page
 * shows the reply (decision 039). Messages are keys in the `orders` namespace.
 */

export { CANCEL_REASONS, type CancelReason } from "./domain/cancel-reasons";

const note = (max: number) => z.string().trim().max(max, "orders:errors.textTooLong").optional();

/** An order state the page showed: a stale page (someone else moved the order on) is refused. */
const expectedState = z.string().regex(/^[a-z_]{2,32}$/).optional();

export const ShopperCancelSchema = z
  .object({
    intent: z.literal("cancel"),
    reason: z.enum(CANCEL_REASONS, { message: "orders:errors.cancelReasonRequired" }),
    note: note(300),
    state: expectedState,
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: "orders:errors.cancelNoteRequired" });
    }
  });
export type ShopperCancelInput = z.output<typeof ShopperCancelSchema>;

/** The staff console's buttons: one order event each, plus asking the lender for its decision. */
export const STAFF_ORDER_INTENTS = [
  "bank_transfer_received",
  "confirm",
  "ready_to_deliver",
  "ship",
  "out_for_delivery",
  "deliver",
  "cancel",
  "return",
  "complete",
  "mark_e_receipt_issued",
  "check_loan",
] as const satisfies readonly (OrderEvent | "check_loan")[];
export type StaffOrderIntent = (typeof STAFF_ORDER_INTENTS)[number];

const MAX_AMOUNT = 10_000_000_000;

export const StaffOrderActionSchema = z
  .object({
    intent: z.enum(STAFF_ORDER_INTENTS, { message: "orders:errors.invalidTransition" }),
    amount: z.coerce
      .number({ invalid_type_error: "orders:errors.paymentAmountInvalid" })
      .int("orders:errors.paymentAmountInvalid")
      .positive("orders:errors.paymentAmountInvalid")
      .max(MAX_AMOUNT, "orders:errors.paymentAmountInvalid")
      .optional(),
    reason: note(500),
    state: expectedState,
  })
  .superRefine((value, ctx) => {
    if (value.intent === "cancel" && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "orders:errors.cancelReasonRequired" });
    }
    if (value.intent === "bank_transfer_received" && value.amount === undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "orders:errors.paymentAmountInvalid" });
    }
  });
export type StaffOrderActionInput = z.output<typeof StaffOrderActionSchema>;
