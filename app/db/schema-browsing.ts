/** Recently viewed products and the compare list of signed-in shoppers. Part of the Database interface (app/db/schema.ts). */
export interface BrowsingTables {
  recently_viewed: RecentlyViewedTable;
  compare_items: CompareItemTable;
}

/** One row per shopper and product (primary key); the newest 40 per shopper are kept. */
export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  viewed_at: string;
}

/** A product on a shopper's compare list; `position` keeps the order they were added in. */
export interface CompareItemTable {
  user_id: number;
  product_id: number;
  position: number;
}
