import type { DB } from "~/db/client.server";
import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";

type Executor = DB | Transaction<Database>;

/** Keys of the product properties the compare table shows, in its rows' order. */
export const COMPARE_PROPERTY_KEYS = ["volume", "capacity", "abv", "country", "region", "grape", "class", "style", "contents", "cask", "age", "vintage"] as const;

// ---- recently viewed ------------------------------------------------------------------------

/** One row per shopper and product: a repeated view moves it to the front. */
export async function upsertView(db: Executor, userId: number, productId: number, viewedAt: string): Promise<void> {
  await db
    .insertInto("recently_viewed")
    .values({ user_id: userId, product_id: productId, viewed_at: viewedAt })
    .onConflict((oc) => oc.columns(["user_id", "product_id"]).doUpdateSet({ viewed_at: viewedAt }))
    .execute();
}

/** Keeps only the newest `keep` views of a shopper. */
export async function trimViews(db: Executor, userId: number, keep: number): Promise<void> {
  await db
    .deleteFrom("recently_viewed")
    .where("user_id", "=", userId)
    .where("product_id", "not in", (eb) =>
      eb
        .selectFrom("recently_viewed")
        .select("product_id")
        .where("user_id", "=", userId)
        .orderBy("viewed_at", "desc")
        .orderBy("product_id", "desc")
        .limit(keep),
    )
    .execute();
}

/** Product ids, newest view first. */
export async function findViewedIds(db: Executor, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("recently_viewed")
    .select("product_id")
    .where("user_id", "=", userId)
    .orderBy("viewed_at", "desc")
    .orderBy("product_id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id);
}

export async function deleteViews(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom("recently_viewed").where("user_id", "=", userId).execute();
}

// ---- compare ---------------------------------------------------------------------------------

export async function findCompareIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.selectFrom("compare_items").select("product_id").where("user_id", "=", userId).orderBy("position").orderBy("product_id").execute();
  return rows.map((row) => row.product_id);
}

/** Replaces the shopper's list with `ids` in this order (called inside a transaction). */
export async function replaceCompare(db: Executor, userId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom("compare_items").where("user_id", "=", userId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto("compare_items")
    .values(ids.map((productId, position) => ({ user_id: userId, product_id: productId, position })))
    .execute();
}

// ---- products ------------------------------------------------------------------------------

/** Which of these ids are products that exist and are available now. */
export async function findAvailableProductIds(db: Executor, ids: readonly number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("products").select("id").where("id", "in", [...ids]).where("available_on", "<=", now.toISOString()).execute();
  return new Set(rows.map((row) => row.id));
}

/** The products by id (any order) as cards need them: master variant's price, stock over every variant, badges. */
export async function findProductCards(db: Executor, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [products, masters, stock, badges] = await Promise.all([
    db
      .selectFrom("products as p")
      .innerJoin("brands as b", "b.id", "p.brand_id")
      .select([
        "p.id",
        "p.slug",
        "p.sku",
        "p.name_mn",
        "p.name_en",
        "p.image",
        "p.product_type",
        "p.available_on",
        "p.average_rating",
        "p.total_reviews",
        "b.code as brand_code",
        "b.name as brand_name",
        "b.name_latin as brand_name_latin",
      ])
      .where("p.id", "in", list)
      .where("p.available_on", "<=", now.toISOString())
      .execute(),
    db
      .selectFrom("variants")
      .select(["product_id", "price", "sale_price", "sale_start_at", "sale_expire_at", "is_master", "position", "id"])
      .where("product_id", "in", list)
      .orderBy("is_master", "desc")
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("stock_items as si")
      .innerJoin("variants as v", "v.id", "si.variant_id")
      .select(["v.product_id"])
      .select((eb) => eb.fn.sum<number>("si.count_on_hand").as("on_hand"))
      .where("v.product_id", "in", list)
      .groupBy("v.product_id")
      .execute(),
    db
      .selectFrom("product_badges as pb")
      .innerJoin("badges as b", "b.id", "pb.badge_id")
      .select(["pb.product_id", "b.code"])
      .where("pb.product_id", "in", list)
      .execute(),
  ]);
  const firstVariant = new Map<number, (typeof masters)[number]>();
  for (const variant of masters) if (!firstVariant.has(variant.product_id)) firstVariant.set(variant.product_id, variant);
  const onHand = new Map(stock.map((row) => [row.product_id, Number(row.on_hand)]));
  return products.flatMap((product) => {
    const variant = firstVariant.get(product.id);
    if (!variant) return [];
    return [{ ...product, variant, total_on_hand: onHand.get(product.id) ?? 0, badges: badges.filter((b) => b.product_id === product.id).map((b) => b.code) }];
  });
}

/** The compared products' property rows (only the keys the table shows). */
export async function findCompareProperties(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("product_properties")
    .select(["product_id", "key", "value_mn", "value_en"])
    .where("product_id", "in", [...ids])
    .where("key", "in", [...COMPARE_PROPERTY_KEYS])
    .execute();
}

/** The products of these variants, in the variants' order, each once. */
export async function findProductIdsOfVariants(db: Executor, variantIds: readonly number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await db.selectFrom("variants").select(["id", "product_id"]).where("id", "in", [...variantIds]).execute();
  const byVariant = new Map(rows.map((row) => [row.id, row.product_id]));
  const out: number[] = [];
  for (const id of variantIds) {
    const productId = byVariant.get(id);
    if (productId !== undefined && !out.includes(productId)) out.push(productId);
  }
  return out;
}
