import type { DB } from "~/db/client.server";

/** SQL of the vendor pages. A vendor sells through its stores (stores.vendor_id). */
export async function findActiveVendors(db: DB) {
  return db
    .selectFrom("vendors as v")
    .select(["v.id", "v.code", "v.name_mn", "v.name_en", "v.description_mn", "v.description_en", "v.logo"])
    .select((eb) => eb.selectFrom("stores as s").select("s.code").whereRef("s.vendor_id", "=", "v.id").orderBy("s.id").limit(1).as("store_code"))
    .where("v.is_active", "=", 1)
    .orderBy("v.id")
    .execute();
}

export async function findActiveVendorByCode(db: DB, code: string) {
  return db
    .selectFrom("vendors as v")
    .select(["v.id", "v.code", "v.name_mn", "v.name_en", "v.description_mn", "v.description_en", "v.logo"])
    .select((eb) => eb.selectFrom("stores as s").select("s.code").whereRef("s.vendor_id", "=", "v.id").orderBy("s.id").limit(1).as("store_code"))
    .where("v.code", "=", code)
    .where("v.is_active", "=", 1)
    .executeTakeFirst();
}
