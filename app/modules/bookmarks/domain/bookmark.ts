/** Bookmarks of articles and news (issue 17): a signed-in shopper keeps an item to read later. */

export const BOOKMARK_TYPES = ["article", "news"] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];

/** How many the account page lists; nobody reads further down a reading list. */
export const BOOKMARKS_SHOWN = 200;

/**
 * What a post asks for: the button says `add` or `remove` (so a double click lands where the
 * shopper meant), the bare API call toggles.
 */
export type BookmarkIntent = "add" | "remove" | "toggle";

export function wantsBookmark(intent: BookmarkIntent, bookmarkedNow: boolean): boolean {
  return intent === "toggle" ? !bookmarkedNow : intent === "add";
}

/** The item's page: news and articles live under their own addresses. */
export function itemPath(type: BookmarkType, slug: string): string {
  return `/${type === "news" ? "news" : "articles"}/${slug}`;
}
