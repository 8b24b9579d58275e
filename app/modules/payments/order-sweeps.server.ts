import type { DB } from "~/db/client.server";
import { HOUR_MS } from "~/kernel/dates";
import { DEFAULT_ORDER_RULES, type OrderEvent } from "~/modules/orders";
import { findDueOrderIds } from "~/modules/orders/index.server";
import { applyOrderEvent } from "./order-events.server";
import type { SearchIndex } from "~/modules/search";

/**
 * Time-driven order events: unpaid orders past their deadline expire and their stock
 * returns; an instalment down payment past due shows 'Overdue payment' first; delivered orders
 * complete once the return window has closed. Each order goes through the state machine like
 * any other event, so a sweep racing a late payment callback is settled by the guarded update
 * (docs/decisions/022-order-state-machine.md). They live with the payments module because an
 * expiry voids the open payment.
 */

interface Due {
  event: OrderEvent;
  states: string[];
  methods?: ("card" | "qpay" | "instalment")[];
  /** Column that holds the moment the event becomes due. */
  column: "payment_due_at" | "delivered_at";
  offsetMs?: number;
}

const DUE: Due[] = [
  { event: "bank_transfer_deadline_passed", states: ["awaiting_bank_transfer"], column: "payment_due_at" },
  { event: "payment_deadline_passed", states: ["payment_pending", "payment_failed"], methods: ["card", "qpay"], column: "payment_due_at" },
  { event: "instalment_overdue", states: ["payment_pending", "payment_failed"], methods: ["instalment"], column: "payment_due_at" },
  { event: "payment_deadline_passed", states: ["overdue"], column: "payment_due_at" },
  { event: "complete", states: ["delivered"], column: "delivered_at", offsetMs: DEFAULT_ORDER_RULES.returnWindowHours * HOUR_MS },
];

export interface SweepReport {
  moved: number;
  refused: number;
}

export async function sweepDueOrders(db: DB, searchIndex: SearchIndex, now: Date, origin?: string): Promise<SweepReport> {
  const report: SweepReport = { moved: 0, refused: 0 };
  for (const due of DUE) {
    const cutoff = new Date(now.getTime() - (due.offsetMs ?? 0)).toISOString();
    const ids = await findDueOrderIds(db, { states: due.states, column: due.column, cutoff, methods: due.methods, limit: 500 });
    for (const id of ids) {
      const result = await applyOrderEvent(db, id, due.event, { actor: "system", now, origin, searchIndex });
      if (result.ok) report.moved += 1;
      else report.refused += 1;
    }
  }
  return report;
}
