import type { DB } from "~/db/client.server";

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
