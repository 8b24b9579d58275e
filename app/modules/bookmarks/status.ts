import type { StatusTable } from "~/kernel/result";

/** Why a bookmark was refused (a `comments:` key: both modules share the namespace). */
export type BookmarkErrorCode = "comments:errors.itemNotFound";

export const bookmarkStatus: StatusTable<BookmarkErrorCode> = {
  "comments:errors.itemNotFound": 404,
};
