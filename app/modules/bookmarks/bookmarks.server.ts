import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { BOOKMARKS_SHOWN, itemPath, wantsBookmark, type BookmarkType } from "./domain/bookmark";
import type { BookmarkInput } from "./forms";
import { addBookmark, bookmarksOfUser, findPublishedItem, hasBookmark, removeBookmark } from "./queries.server";
import type { BookmarkErrorCode } from "./status";
import type { BookmarkView } from "./view-models";
import { localized } from "~/kernel/localized";

export type { BookmarkType } from "./domain/bookmark";

/** Whether the signed-in viewer bookmarked this article or news item (false when signed out). */
export async function isBookmarked(db: DB, input: { userId: number | null; itemId: number; type: BookmarkType }): Promise<boolean> {
  if (input.userId === null) return false;
  return hasBookmark(db, input.userId, input.itemId, input.type);
}

/**
 * Adds, removes or toggles a bookmark. Reading the current state and writing the new one are
 * one transaction (SQLite: one writer; PostgreSQL: SERIALIZABLE, retried), so two toggles at
 * once end as two toggles one after the other, never as an error or a second row.
 */
export async function setBookmark(db: DB, now: Date, userId: number, input: BookmarkInput): Promise<Result<{ bookmarked: boolean; path: string }, BookmarkErrorCode>> {
  const item = await findPublishedItem(db, input.id, input.type);
  if (!item) return fail("comments:errors.itemNotFound");
  const bookmarked = await inTransaction(db, async (trx) => {
    const want = wantsBookmark(input.intent, await hasBookmark(trx, userId, item.id, input.type));
    if (want) await addBookmark(trx, { user_id: userId, item_id: item.id, type: input.type, created_at: now.toISOString() });
    else await removeBookmark(trx, userId, item.id, input.type);
    return want;
  });
  return ok({ bookmarked, path: itemPath(input.type, item.slug) });
}

export async function userBookmarks(db: DB, userId: number, locale: string): Promise<BookmarkView[]> {
  const rows = await bookmarksOfUser(db, userId, BOOKMARKS_SHOWN);
  return rows.map((row) => ({
    itemId: row.item_id,
    type: row.type,
    title: localized(row, "title", locale),
    path: itemPath(row.type, row.slug),
    publishedAt: row.published_at,
    bookmarkedAt: row.created_at,
  }));
}
