import type { DB } from "~/db/client.server";

/**
 * The sitemap's and the Organization data's reads: read-only, published rows only. Every read
 * answers an empty list for an empty table; what a row must be to be public is decided here
 * (published and due) or in domain/ (the catalogue's listing rule).
 */

/** Products that may be listable: the listing rule's price and date parts are checked in JS. */
export async function sitemapProductRows(db: DB) {
  return db
    .selectFrom("search_products as sp")
    .innerJoin("products as p", "p.id", "sp.id")
    .innerJoin("taxons as t", "t.id", "p.taxon_id")
    .select(["sp.slug", "sp.image", "sp.price", "sp.sale_price", "sp.sale_start_at", "sp.sale_expire_at", "sp.total_on_hand", "sp.available_on", "p.updated_at", "t.permalink as taxon_permalink"])
    .where("sp.total_on_hand", ">", 0)
    .where("sp.image", "is not", null)
    .orderBy("sp.id")
    .execute();
}

export async function sitemapTaxonRows(db: DB) {
  return db.selectFrom("taxons").select(["permalink"]).orderBy("permalink").execute();
}

export async function sitemapBrandRows(db: DB) {
  return db.selectFrom("brands").select(["code"]).orderBy("code").execute();
}

/** Published articles and news whose publication time has come. */
export async function sitemapArticleRows(db: DB, nowIso: string) {
  return db
    .selectFrom("articles")
    .select(["kind", "slug", "author_id", "updated_at", "published_at"])
    .where("status", "=", "published")
    .where("published_at", "is not", null)
    .where("published_at", "<=", nowIso)
    .orderBy("id")
    .execute();
}

/** The retailer's stores for the Organization data (pickup points and shops shoppers visit). */
export async function storeLocationRows(db: DB) {
  return db.selectFrom("stock_locations").select(["name_mn", "name_en", "address_mn", "address_en", "opens_at", "closes_at"]).where("is_pickup_point", "=", 1).orderBy("id").execute();
}

/** Published lookbooks whose publication time has come. */
export async function sitemapLookbookRows(db: DB, nowIso: string) {
  return db.selectFrom("lookbooks").select(["slug", "updated_at"]).where("status", "=", "published").where("published_at", "<=", nowIso).orderBy("id").execute();
}

/** Published promotions that have started (ended ones stay reachable: their pages say so). */
export async function sitemapPromotionRows(db: DB, nowIso: string) {
  return db.selectFrom("promotions").select(["slug", "updated_at"]).where("status", "=", "published").where("starts_at", "<=", nowIso).orderBy("id").execute();
}

export async function sitemapVendorRows(db: DB) {
  return db.selectFrom("vendors").select(["code"]).where("is_active", "=", 1).orderBy("id").execute();
}
