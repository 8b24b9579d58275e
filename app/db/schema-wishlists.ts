import type { Generated } from "kysely";

/** Wish lists, their wishes and share links. Part of the Database interface (app/db/schema.ts). */
export interface WishlistTables {
  wish_lists: WishListTable;
  wishes: WishTable;
}

export interface WishListTable {
  id: Generated<number>;
  user_id: number;
  /** Null on the default list until it is renamed: its name is then the translated default. */
  name: string | null;
  /** The owner's id on their default list, null on the others (unique: one default each). */
  default_of: number | null;
  /** Higher is newer: a new list is placed first. */
  rank: number;
  /** The read-only share link's random token; null when not shared (or revoked). */
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

export interface WishTable {
  id: Generated<number>;
  list_id: number;
  variant_id: number;
  /** Higher is newer: an added or moved wish is placed first. */
  rank: number;
  created_at: string;
}
