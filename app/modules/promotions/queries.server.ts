import type { DB } from "~/db/client.server";

/** SQL of the promotion pages. Shoppers see published promotions that have started. */

const COLUMNS = ["id", "slug", "title_mn", "title_en", "summary_mn", "summary_en", "image", "starts_at", "ends_at", "target_kind", "target_value"] as const;

export async function findStartedPromotions(db: DB, now: Date) {
  return db.selectFrom("promotions").select(COLUMNS).where("status", "=", "published").where("starts_at", "<=", now.toISOString()).execute();
}

export async function findCurrentPromotions(db: DB, now: Date, limit: number) {
  const at = now.toISOString();
  return db
    .selectFrom("promotions")
    .select(COLUMNS)
    .where("status", "=", "published")
    .where("starts_at", "<=", at)
    .where("ends_at", ">", at)
    .orderBy("ends_at")
    .limit(limit)
    .execute();
}

export async function findStartedPromotionBySlug(db: DB, slug: string, now: Date) {
  return db
    .selectFrom("promotions")
    .select([...COLUMNS, "body_mn", "body_en"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .where("starts_at", "<=", now.toISOString())
    .executeTakeFirst();
}

export async function findTaxonPermalinks(db: DB, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("taxons").select(["id", "permalink"]).where("id", "in", ids).execute();
}

/** The promotion's own list, in its order, without products not yet on sale. */
export async function findListedProductIds(db: DB, promotionId: number, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("promotion_products as pp")
    .innerJoin("products as p", "p.id", "pp.product_id")
    .select("pp.product_id")
    .where("pp.promotion_id", "=", promotionId)
    .where("p.available_on", "<=", now.toISOString())
    .orderBy("pp.position")
    .execute();
  return rows.map((row) => row.product_id);
}

/**
 * Products with one of these ids or in one of these categories or below them, newest first: a
 * coupon's eligible products. Capped: a promotion page is browsed, not exported.
 */
export async function findProductIdsInScope(
  db: DB,
  scope: { taxons: { id: number; permalink: string }[]; productIds: number[] },
  now: Date,
  cap: number,
): Promise<number[]> {
  if (scope.taxons.length === 0 && scope.productIds.length === 0) return [];
  const rows = await db
    .selectFrom("products as p")
    .select("p.id")
    .where("p.available_on", "<=", now.toISOString())
    .where((eb) => {
      const branches = [];
      if (scope.productIds.length > 0) branches.push(eb("p.id", "in", scope.productIds));
      if (scope.taxons.length > 0) {
        branches.push(
          eb.exists(
            eb
              .selectFrom("product_taxons as pt")
              .innerJoin("taxons as t", "t.id", "pt.taxon_id")
              .select("pt.product_id")
              .whereRef("pt.product_id", "=", "p.id")
              .where((inner) =>
                inner.or([
                  inner("t.id", "in", scope.taxons.map((taxon) => taxon.id)),
                  ...scope.taxons.map((taxon) => inner("t.permalink", "like", `${taxon.permalink.replace(/[%_\\]/g, "")}/%`)),
                ]),
              ),
          ),
        );
      }
      return eb.or(branches);
    })
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(cap)
    .execute();
  return rows.map((row) => row.id);
}
