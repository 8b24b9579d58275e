import type { DB } from "~/db/client.server";

/** The stores a shopper may pick an order up from, in the shop's order. */
export async function findPickupLocations(db: DB) {
  return db.selectFrom("stock_locations").selectAll().where("is_pickup_point", "=", 1).orderBy("id").execute();
}

export type PickupLocationRow = Awaited<ReturnType<typeof findPickupLocations>>[number];
