import type { DB } from "~/db/client.server";

/** SQL of the search module: what the product search documents are built from. */

/** The catalogue rows behind the search documents of these products, in a handful of queries. */
export async function findDocumentSources(db: DB, productIds: number[]) {
  const [products, taxons, variants, options, stock, properties, images, badges] = await Promise.all([
    db
      .selectFrom("products as p")
      .innerJoin("brands as b", "b.id", "p.brand_id")
      .innerJoin("stores as s", "s.id", "p.store_id")
      .innerJoin("taxons as t", "t.id", "p.taxon_id")
      .select([
        "p.id", "p.slug", "p.sku", "p.name_mn", "p.name_en", "p.title_latin", "p.description_mn", "p.description_en",
        "p.product_type", "p.image", "p.available_on", "p.average_rating", "p.total_reviews", "p.created_at", "p.updated_at",
        "p.sort_key_mn", "p.sort_key_en", "p.taxon_id",
        "b.code as brand_code", "b.name as brand_name", "b.name_latin as brand_name_latin",
        "s.code as store_code", "s.name as store_name", "s.logo as store_logo", "s.vendor_id",
        "t.permalink as taxon_permalink",
      ])
      .where("p.id", "in", productIds)
      .execute(),
    db.selectFrom("taxons").select(["id", "permalink", "name", "translation_en"]).execute(),
    db
      .selectFrom("variants")
      .select(["id", "product_id", "sku", "image", "price", "sale_price", "sale_start_at", "sale_expire_at", "is_master", "position"])
      .where("product_id", "in", productIds)
      .orderBy("product_id")
      .orderBy("is_master", "desc")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("variant_option_values as o")
      .innerJoin("variants as v", "v.id", "o.variant_id")
      .select(["o.variant_id", "o.option_key", "o.value"])
      .where("v.product_id", "in", productIds)
      .orderBy("o.position")
      .execute(),
    db
      .selectFrom("stock_items as si")
      .innerJoin("variants as v", "v.id", "si.variant_id")
      .select(["v.product_id"])
      .select((eb) => eb.fn.sum<number>("si.count_on_hand").as("on_hand"))
      .where("v.product_id", "in", productIds)
      .groupBy("v.product_id")
      .execute(),
    db
      .selectFrom("product_properties")
      .select(["product_id", "key", "value_mn", "value_en", "filter_value"])
      .where("product_id", "in", productIds)
      .orderBy("position")
      .execute(),
    db.selectFrom("product_images").select(["product_id", "url"]).where("product_id", "in", productIds).orderBy("position").execute(),
    db
      .selectFrom("product_badges as pb")
      .innerJoin("badges as b", "b.id", "pb.badge_id")
      .select(["pb.product_id", "b.code"])
      .where("pb.product_id", "in", productIds)
      .execute(),
  ]);
  return { products, taxons, variants, options, stock, properties, images, badges };
}

/** Up to `size` product ids after `after`, in id order (a full reindex walks them in batches). */
export async function findProductIdsAfter(db: DB, after: number, size: number): Promise<number[]> {
  const rows = await db.selectFrom("products").select("id").where("id", ">", after).orderBy("id").limit(size).execute();
  return rows.map((r) => r.id);
}

export async function countProducts(db: DB): Promise<number> {
  return Number((await db.selectFrom("products").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0);
}

// ---------------------------------------------------------------------------------------
// Synonyms (search_synonyms; triggers move search_synonym_revision on every change)

export async function findSynonymRows(db: DB) {
  return db.selectFrom("search_synonyms").select(["id", "kind", "terms", "expansions", "updated_at"]).orderBy("id").execute();
}

export async function insertSynonymRow(db: DB, row: { kind: "equivalent" | "oneway"; terms: string; expansions: string }, now: string): Promise<number> {
  const inserted = await db.insertInto("search_synonyms").values({ ...row, created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

/** True when the row existed. */
export async function updateSynonymRow(db: DB, id: number, row: { kind: "equivalent" | "oneway"; terms: string; expansions: string }, now: string): Promise<boolean> {
  const result = await db.updateTable("search_synonyms").set({ ...row, updated_at: now }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** True when the row existed. */
export async function deleteSynonymRow(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom("search_synonyms").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
