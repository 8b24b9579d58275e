import type { DB } from "~/db/client.server";

/** SQL of the analytics module: the events table and what an event's items are read from. */

export async function insertAnalyticsEvent(db: DB, name: string, payload: Record<string, unknown>, now: Date): Promise<void> {
  await db.insertInto("analytics_events").values({ name, payload: JSON.stringify(payload), created_at: now.toISOString() }).execute();
}

export async function findOrderForEvent(db: DB, orderId: number) {
  return db.selectFrom("orders").select(["number", "total", "state"]).where("id", "=", orderId).executeTakeFirst();
}

export async function findOrderLinesForEvent(db: DB, orderId: number) {
  return db
    .selectFrom("line_items as li")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .select(["v.sku", "p.name_en", "b.name_latin", "li.unit_price", "li.quantity"])
    .where("li.order_id", "=", orderId)
    .execute();
}

export async function findVariantForEvent(db: DB, variantId: number) {
  return db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .select(["v.sku", "v.price", "v.sale_price", "p.name_en", "b.name_latin"])
    .where("v.id", "=", variantId)
    .executeTakeFirst();
}
