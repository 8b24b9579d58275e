import { sql } from "kysely";
import type { DB } from "~/db/client.server";

/** All of the wish lists' SQL (docs/decisions/042-wish-lists.md). */

export interface WishListRow {
  id: number;
  user_id: number;
  name: string | null;
  default_of: number | null;
  share_token: string | null;
  count: number;
}

const listColumns = ["l.id", "l.user_id", "l.name", "l.default_of", "l.share_token"] as const;

/** The lists with their wish counts. */
function listsWithCounts(db: DB) {
  return db
    .selectFrom("wish_lists as l")
    .select(listColumns)
    .select((eb) => eb.selectFrom("wishes as w").select((e) => e.fn.countAll<number>().as("n")).whereRef("w.list_id", "=", "l.id").as("count"));
}

/** The shopper's lists, newest first (a new list is placed first). */
export async function findListsOfUser(db: DB, userId: number): Promise<WishListRow[]> {
  const rows = await listsWithCounts(db)
    .where("l.user_id", "=", userId)
    .orderBy("l.rank", "desc")
    .orderBy("l.id", "desc")
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count ?? 0) }));
}

/** One list, only when `userId` owns it. */
export async function findOwnList(db: DB, userId: number, listId: number): Promise<WishListRow | undefined> {
  const row = await listsWithCounts(db)
    .where("l.id", "=", listId)
    .where("l.user_id", "=", userId)
    .executeTakeFirst();
  return row ? { ...row, count: Number(row.count ?? 0) } : undefined;
}

export async function findListByShareToken(db: DB, token: string): Promise<WishListRow | undefined> {
  const row = await listsWithCounts(db).where("l.share_token", "=", token).executeTakeFirst();
  return row ? { ...row, count: Number(row.count ?? 0) } : undefined;
}

export async function findDefaultListId(db: DB, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom("wish_lists").select("id").where("default_of", "=", userId).executeTakeFirst();
  return row?.id;
}

export async function countListsOfUser(db: DB, userId: number): Promise<number> {
  const row = await db.selectFrom("wish_lists").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

function nextListRank(db: DB, userId: number) {
  return db
    .selectFrom("wish_lists")
    .select(sql<number>`coalesce(max(rank), 0) + 1`.as("r"))
    .where("user_id", "=", userId);
}

/** The default list; a parallel first wish that made it first wins (unique `default_of`). */
export async function insertDefaultList(db: DB, userId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("wish_lists")
    .columns(["user_id", "name", "default_of", "rank", "created_at", "updated_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(userId).as("user_id"),
          sql<null>`null`.as("name"),
          eb.val(userId).as("default_of"),
          eb.fn.coalesce(nextListRank(db, userId), eb.val(1)).as("rank"),
          eb.val(at).as("created_at"),
          eb.val(at).as("updated_at"),
        ]),
    )
    .onConflict((oc) => oc.column("default_of").doNothing())
    .execute();
}

/** A new named list, placed first; none when the shopper already has `maxLists` (counted in the same statement). */
export async function insertListGuarded(db: DB, userId: number, name: string, maxLists: number, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await db
    .insertInto("wish_lists")
    .columns(["user_id", "name", "rank", "created_at", "updated_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(userId).as("user_id"),
          eb.val(name).as("name"),
          eb.fn.coalesce(nextListRank(db, userId), eb.val(1)).as("rank"),
          eb.val(at).as("created_at"),
          eb.val(at).as("updated_at"),
        ])
        .where(
          (eb) =>
            eb.selectFrom("wish_lists").select((e) => e.fn.countAll<number>().as("n")).where("user_id", "=", userId),
          "<",
          maxLists,
        ),
    )
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function renameList(db: DB, listId: number, name: string, now: Date): Promise<void> {
  await db.updateTable("wish_lists").set({ name, updated_at: now.toISOString() }).where("id", "=", listId).execute();
}

export async function deleteList(db: DB, listId: number): Promise<void> {
  await db.deleteFrom("wishes").where("list_id", "=", listId).execute();
  await db.deleteFrom("wish_lists").where("id", "=", listId).execute();
}

export async function deleteWishesOfList(db: DB, listId: number): Promise<number> {
  const result = await db.deleteFrom("wishes").where("list_id", "=", listId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setShareToken(db: DB, listId: number, token: string | null, now: Date): Promise<void> {
  await db.updateTable("wish_lists").set({ share_token: token, updated_at: now.toISOString() }).where("id", "=", listId).execute();
}

/**
 * Puts the variant first in the list: a new row placed first, or nothing when it is already
 * there (the unique (list, variant) pair) or the list is full (counted in the same statement).
 * True when a row was added.
 */
export async function insertWishGuarded(db: DB, listId: number, variantId: number, maxWishes: number, now: Date): Promise<boolean> {
  const rows = await db
    .insertInto("wishes")
    .columns(["list_id", "variant_id", "rank", "created_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(listId).as("list_id"),
          eb.val(variantId).as("variant_id"),
          eb.fn.coalesce(nextWishRank(db, listId), eb.val(1)).as("rank"),
          eb.val(now.toISOString()).as("created_at"),
        ])
        .where((eb) => eb.selectFrom("wishes").select((e) => e.fn.countAll<number>().as("n")).where("list_id", "=", listId), "<", maxWishes),
    )
    .onConflict((oc) => oc.columns(["list_id", "variant_id"]).doNothing())
    .returning("id")
    .execute();
  return rows.length > 0;
}

function nextWishRank(db: DB, listId: number) {
  return db
    .selectFrom("wishes")
    .select(sql<number>`coalesce(max(rank), 0) + 1`.as("r"))
    .where("list_id", "=", listId);
}

export async function countWishes(db: DB, listId: number): Promise<number> {
  const row = await db.selectFrom("wishes").select((eb) => eb.fn.countAll<number>().as("n")).where("list_id", "=", listId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function wishInList(db: DB, listId: number, variantId: number): Promise<boolean> {
  const row = await db.selectFrom("wishes").select("id").where("list_id", "=", listId).where("variant_id", "=", variantId).executeTakeFirst();
  return row !== undefined;
}

/** Removes the variant from every list of the shopper; the number of rows removed. */
export async function deleteWishFromUserLists(db: DB, userId: number, variantId: number): Promise<number> {
  const result = await db
    .deleteFrom("wishes")
    .where("variant_id", "=", variantId)
    .where("list_id", "in", db.selectFrom("wish_lists").select("id").where("user_id", "=", userId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteWish(db: DB, listId: number, variantId: number): Promise<number> {
  const result = await db.deleteFrom("wishes").where("list_id", "=", listId).where("variant_id", "=", variantId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Places an existing wish first in its list. */
export async function bumpWish(db: DB, listId: number, variantId: number): Promise<void> {
  await db
    .updateTable("wishes")
    .set((eb) => ({ rank: eb.fn.coalesce(nextWishRank(db, listId), eb.val(1)) }))
    .where("list_id", "=", listId)
    .where("variant_id", "=", variantId)
    .execute();
}

/** The shopper's wished variant ids over all lists, newest first, each once. */
export async function findWishedVariantIds(db: DB, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("wishes as w")
    .innerJoin("wish_lists as l", "l.id", "w.list_id")
    .select("w.variant_id")
    .select((eb) => eb.fn.max("w.id").as("latest"))
    .where("l.user_id", "=", userId)
    .groupBy("w.variant_id")
    .orderBy("latest", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.variant_id);
}

/** The variant ids in a list, newest first. */
export async function findListVariantIds(db: DB, listId: number): Promise<number[]> {
  const rows = await db.selectFrom("wishes").select("variant_id").where("list_id", "=", listId).orderBy("rank", "desc").orderBy("id", "desc").execute();
  return rows.map((r) => r.variant_id);
}

/** What a wish shows: the product, the variant's live price and stock. Unknown ids are left out. */
export async function findWishedVariants(db: DB, variantIds: number[]) {
  if (variantIds.length === 0) return [];
  return db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .select([
      "v.id as variant_id",
      "v.product_id",
      "v.sku",
      "v.price",
      "v.sale_price",
      "v.sale_start_at",
      "v.sale_expire_at",
      "v.image as variant_image",
      "p.slug",
      "p.name_mn",
      "p.name_en",
      "p.image as product_image",
      "p.available_on",
      "b.name as brand_name",
      "b.name_latin as brand_name_latin",
    ])
    .select((eb) =>
      eb
        .selectFrom("stock_items as si")
        .select((e) => e.fn.coalesce(e.fn.sum<number>("si.count_on_hand"), sql<number>`0`).as("n"))
        .whereRef("si.variant_id", "=", "v.id")
        .as("on_hand"),
    )
    .where("v.id", "in", variantIds)
    .execute();
}

export type WishedVariantRow = Awaited<ReturnType<typeof findWishedVariants>>[number];

export async function existingVariantIds(db: DB, variantIds: number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await db.selectFrom("variants").select("id").where("id", "in", variantIds).execute();
  return rows.map((r) => r.id);
}
