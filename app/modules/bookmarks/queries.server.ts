import type { DB } from "~/db/client.server";
import type { BookmarkType } from "./domain/bookmark";

/** All of the bookmarks module's SQL. */

export async function findPublishedItem(db: DB, itemId: number, type: BookmarkType) {
  return db.selectFrom("articles").select(["id", "slug", "kind"]).where("id", "=", itemId).where("kind", "=", type).where("status", "=", "published").executeTakeFirst();
}

export async function hasBookmark(db: DB, userId: number, itemId: number, type: BookmarkType): Promise<boolean> {
  const row = await db.selectFrom("bookmarks").select("item_id").where("user_id", "=", userId).where("type", "=", type).where("item_id", "=", itemId).executeTakeFirst();
  return row !== undefined;
}

/** Adds the bookmark; a second add (a double click, two tabs) meets the primary key and changes nothing. */
export async function addBookmark(db: DB, row: { user_id: number; item_id: number; type: BookmarkType; created_at: string }): Promise<void> {
  await db.insertInto("bookmarks").values(row).onConflict((oc) => oc.columns(["user_id", "type", "item_id"]).doNothing()).execute();
}

export async function removeBookmark(db: DB, userId: number, itemId: number, type: BookmarkType): Promise<void> {
  await db.deleteFrom("bookmarks").where("user_id", "=", userId).where("type", "=", type).where("item_id", "=", itemId).execute();
}

/** The shopper's bookmarks of published items, newest bookmark first. */
export async function bookmarksOfUser(db: DB, userId: number, limit: number) {
  return db
    .selectFrom("bookmarks")
    .innerJoin("articles", "articles.id", "bookmarks.item_id")
    .select(["bookmarks.item_id", "bookmarks.type", "bookmarks.created_at", "articles.slug", "articles.title_mn", "articles.title_en", "articles.published_at"])
    .where("bookmarks.user_id", "=", userId)
    .where("articles.status", "=", "published")
    .orderBy("bookmarks.created_at", "desc")
    .orderBy("bookmarks.item_id", "desc")
    .limit(limit)
    .execute();
}
