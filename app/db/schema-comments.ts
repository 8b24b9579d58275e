/** Comments on articles and news, their ratings, and bookmarks (migration 0018_comments). Part of the Database interface (app/db/schema.ts). */
import type { Generated } from "kysely";

export interface CommentTables {
  comments: CommentTable;
  comment_ratings: CommentRatingTable;
  bookmarks: BookmarkTable;
}

export type CommentStatus = "visible" | "hidden" | "deleted";
export type BookmarkKind = "article" | "news";

export interface CommentTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  /** The top comment this one answers; null for a top comment. Replies are one level deep. */
  reply_id: number | null;
  /** Plain text as written (1..2000 characters), never HTML. */
  body: string;
  status: Generated<CommentStatus>;
  created_at: string;
  hidden_by: number | null;
  hidden_at: string | null;
}

export interface CommentRatingTable {
  comment_id: number;
  user_id: number;
  rating: number;
  created_at: string;
  updated_at: string;
}

export interface BookmarkTable {
  user_id: number;
  item_id: number;
  type: BookmarkKind;
  created_at: string;
}
