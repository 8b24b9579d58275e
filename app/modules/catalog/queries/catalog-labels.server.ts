import type { DB } from "~/db/client.server";

/** Names behind facet keys: brands, countries and badges, which change rarely. */
export async function findBrandNames(db: DB) {
  return db.selectFrom("brands").select(["code", "name", "name_latin"]).execute();
}

export async function findBadgeLabels(db: DB) {
  return db.selectFrom("badges").select(["code", "name_mn", "name_en", "color"]).execute();
}

export async function findCountryNames(db: DB) {
  return db
    .selectFrom("product_properties")
    .select(["filter_value as code", "value_mn", "value_en"])
    .where("key", "=", "country")
    .groupBy(["filter_value", "value_mn", "value_en"])
    .execute();
}

/** The name a store's logo is drawn from. */
export async function findStoreName(db: DB, code: string) {
  return db.selectFrom("stores").select("name").where("code", "=", code).executeTakeFirst();
}

export async function findBrandByCode(db: DB, code: string) {
  return db.selectFrom("brands").select(["code", "name"]).where("code", "=", code).executeTakeFirst();
}
