import type { TFunction } from "i18next";
import type { DB } from "~/db/client.server";
import { fail, ok, type Result } from "~/kernel/result";
import { orderErrorCode, type OrderErrorCode, type OrderEvent, type ShopperCancelInput, type StaffOrderIntent } from "~/modules/orders";
import { findOrderById, type OrderRecord } from "~/modules/orders/index.server";
import type { SearchIndex } from "~/modules/search";
import { applyOrderEvent } from "./order-events.server";
import { refreshLoan } from "./payments.server";

/**
 * The people's order actions: a shopper's cancel and the staff console's buttons. They live with
 * the payments module because a cancel or a return voids or refunds money
 * (applyOrderEvent, order-events.server.ts).
 */

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
): Promise<Result<OrderRecord, OrderErrorCode>> {
  if (input.state && input.state !== order.state) return fail("orders:errors.changedConcurrently");
  const result = await applyOrderEvent(db, order.id, "cancel", {
    actor: "shopper",
    now: context.now,
    userId: context.userId,
    reason: shopperCancelReason(input, context.t),
    origin: context.origin,
    searchIndex: context.searchIndex,
  });
  return result.ok ? ok(result.order) : fail(orderErrorCode(result.error));
}

/** One button of the staff console: an order event with actor "staff", or asking the lender. */
export async function applyStaffOrderAction(
  db: DB,
  order: OrderRecord,
  input: { intent: StaffOrderIntent; amount?: number; reason?: string; state?: string },
  context: { userId: number; now: Date; origin: string; searchIndex: SearchIndex },
): Promise<Result<{ order: OrderRecord; loan?: string }, OrderErrorCode>> {
  if (input.state && input.state !== order.state) return fail("orders:errors.changedConcurrently");
  if (input.intent === "check_loan") {
    if (order.state !== "pending") return fail("orders:errors.invalidTransition");
    const outcome = await refreshLoan(db, context.searchIndex, order.id, context.origin, context.now).catch((error: unknown) => {
      console.error(`[orders] lender check for ${order.number} failed`, error);
      return "unknown" as const;
    });
    return ok({ order: (await findOrderById(db, order.id)) ?? order, loan: outcome });
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
  return result.ok ? ok({ order: result.order }) : fail(orderErrorCode(result.error));
}
