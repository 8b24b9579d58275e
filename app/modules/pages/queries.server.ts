import type { DB } from "~/db/client.server";

/** SQL of the shop's pages: only the about page reads the database (the store locations). */
export async function findStoreLocations(db: DB) {
  return db
    .selectFrom("stock_locations")
    .select(["code", "name_mn", "name_en", "address_mn", "address_en", "opens_at", "closes_at"])
    .where("is_pickup_point", "=", 1)
    .orderBy("id")
    .execute();
}
