import type { DB } from "~/db/client.server";

/** SQL of the brand pages (the brands table belongs to the catalogue; these pages only read it). */
export async function findBrands(db: DB) {
  return db
    .selectFrom("brands")
    .select(["code", "name", "name_latin", "logo", "story_mn", "story_en", "is_featured"])
    .orderBy("is_featured", "desc")
    .orderBy("name_latin")
    .execute();
}

export async function findBrandByCode(db: DB, code: string) {
  return db
    .selectFrom("brands")
    .select(["code", "name", "name_latin", "logo", "story_mn", "story_en", "country_code", "is_local"])
    .where("code", "=", code)
    .executeTakeFirst();
}
