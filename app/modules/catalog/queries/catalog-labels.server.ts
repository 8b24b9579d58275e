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

export async function recordAnalyticsEvent(db: DB, name: string, payload: Record<string, unknown>, now: Date) {
  await db.insertInto("analytics_events").values({ name, payload: JSON.stringify(payload), created_at: now.toISOString() }).execute();
}
