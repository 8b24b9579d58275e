import type { DB } from "~/db/client.server";
import { effectivePrice } from "~/modules/catalog/domain/pricing";

/** Gives a variant exactly `units` on hand: all in its first stock item (one made if it has none), 0 elsewhere. */
export async function setStock(db: DB, variantId: number, units: number): Promise<void> {
  const items = await db.selectFrom("stock_items").select("id").where("variant_id", "=", variantId).orderBy("id").execute();
  if (items.length === 0) {
    const location = await db.selectFrom("stock_locations").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db.insertInto("stock_items").values({ variant_id: variantId, stock_location_id: location.id, count_on_hand: units }).execute();
    return;
  }
  await db.updateTable("stock_items").set({ count_on_hand: 0 }).where("variant_id", "=", variantId).execute();
  await db.updateTable("stock_items").set({ count_on_hand: units }).where("id", "=", items[0]!.id).execute();
}

/** Variants on sale at `now` with a real selling price (above 1), in id order, with that price. */
export async function buyableVariants(db: DB, now: Date): Promise<{ id: number; price: number }[]> {
  const rows = await db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id", "v.price", "v.sale_price", "v.sale_start_at", "v.sale_expire_at"])
    .where("p.available_on", "<=", now.toISOString())
    .orderBy("v.id")
    .execute();
  return rows.map((r) => ({ id: r.id, price: effectivePrice(r, now).selling_price })).filter((v) => v.price > 1);
}
