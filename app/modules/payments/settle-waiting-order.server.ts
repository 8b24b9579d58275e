import type { DB } from "~/db/client.server";
import { findOrderById, findOrderPayments, type OrderRecord } from "~/modules/orders/index.server";
import type { SearchIndex } from "~/modules/search";
import { refreshLoan, refreshPayment } from "./payments.server";

const OPEN_PAYMENT: readonly string[] = ["pending", "processing"];

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

