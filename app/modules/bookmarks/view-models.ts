import type { BookmarkType } from "./domain/bookmark";

/** One line of /account/bookmarks. */
export interface BookmarkView {
  itemId: number;
  type: BookmarkType;
  title: string;
  path: string;
  publishedAt: string | null;
  bookmarkedAt: string;
}
