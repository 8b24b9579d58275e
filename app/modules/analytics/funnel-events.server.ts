import type { DB } from "~/db/client.server";
import type { AnalyticsItem, DataLayerEvent, EventSubject, FunnelEvent } from "./events";
import { findOrderForEvent, findOrderLinesForEvent, findVariantForEvent, insertAnalyticsEvent } from "./queries.server";

/**
 * Every event is recorded on the server (table analytics_events), with the user only when one is
 * signed in. Whether it also reaches the browser's dataLayer (GA4) is the web layer's choice
 * (app/web/analytics.server.ts; docs/decisions/029-analytics-recorded-on-the-server.md).
 */

async function orderItems(db: DB, orderId: number) {
  const order = await findOrderForEvent(db, orderId);
  const lines = await findOrderLinesForEvent(db, orderId);
  const items = lines.map((l) => ({ item_id: l.sku, item_name: l.name_en, item_brand: l.name_latin, price: l.unit_price, quantity: l.quantity }));
  return { order, items };
}

async function variantItem(db: DB, variantId: number, quantity: number): Promise<AnalyticsItem[]> {
  const row = await findVariantForEvent(db, variantId);
  return row ? [{ item_id: row.sku, item_name: row.name_en, item_brand: row.name_latin, price: row.sale_price ?? row.price, quantity }] : [];
}

/** Records any event with its payload (the search page's `search` event, for one). */
export async function recordEvent(db: DB, name: string, payload: Record<string, unknown>, now: Date): Promise<void> {
  await insertAnalyticsEvent(db, name, payload, now);
}

/**
 * Records a funnel event; returns it in the dataLayer's shape. Never throws: analytics must never
 * cost the shopper the page (an error is logged and gives null).
 */
export async function recordFunnelEvent(db: DB, userId: number | null, name: FunnelEvent, subject: EventSubject, now: Date): Promise<DataLayerEvent | null> {
  try {
    const orderId = subject.orderId ?? subject.order?.id;
    let items: AnalyticsItem[] = [];
    let value = 0;
    let transactionId: string | undefined;
    if (orderId !== undefined) {
      const found = await orderItems(db, orderId);
      items = found.items;
      value = found.order?.total ?? 0;
      if (name === "purchase") transactionId = found.order?.number;
    } else if (subject.variantId !== undefined) {
      items = await variantItem(db, subject.variantId, subject.quantity ?? 1);
      value = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
    }
    const { order: _order, orderId: _id, variantId: _v, quantity: _q, ...extra } = subject;
    await insertAnalyticsEvent(
      db,
      name,
      { currency: "MNT", value, items, ...(transactionId ? { transaction_id: transactionId } : {}), ...(userId !== null ? { user_id: userId } : {}), ...extra },
      now,
    );
    return { event: name, ecommerce: { currency: "MNT", value, items: items.slice(0, 20), ...(transactionId ? { transaction_id: transactionId } : {}) } };
  } catch (error) {
    console.error(`[analytics] ${name} not recorded`, error);
    return null;
  }
}
