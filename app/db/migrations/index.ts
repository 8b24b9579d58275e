import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./0001_catalogue";
import * as m0002 from "./0002_search";
import * as m0003 from "./0003_accounts";
import * as m0004 from "./0004_user_search_history";
import * as m0005 from "./0005_orders";
import * as m0006 from "./0006_checkout_payments";
import * as m0007 from "./0007_wallet_coupons";
import * as m0008 from "./0008_code_limit_by_user";
import * as m0009 from "./0009_search_synonyms";
import * as m0010 from "./0010_shared_work";
import * as m0011 from "./0011_postgres_search";
import * as m0012 from "./0012_page_revision";
import * as m0013 from "./0013_guest_states";
import * as m0014 from "./0014_wishlists";
import * as m0015 from "./0015_browsing";
import * as m0016 from "./0016_shopper_requests";
import * as m0017 from "./0017_articles";
import * as m0018 from "./0018_comments";
import * as m0019 from "./0019_showcase";
import * as m0020 from "./0020_messages";
import * as m0021 from "./0021_reviews";
import * as m0022 from "./0022_brand_events";
import * as m0023 from "./0023_counter";
import * as m0024 from "./0024_games";
import * as m0025 from "./0025_hotels";
import * as m0026 from "./0026_places";
import * as m0027 from "./0027_push";

/**
 * Migrations are listed here rather than read from the folder, so the bundled server
 * and the scripts run exactly the same set. Add new ones at the end: `NNNN_name`.
 */
const migrations: Record<string, Migration> = {
  "0001_catalogue": m0001,
  "0002_search": m0002,
  "0003_accounts": m0003,
  "0004_user_search_history": m0004,
  "0005_orders": m0005,
  "0006_checkout_payments": m0006,
  "0007_wallet_coupons": m0007,
  "0008_code_limit_by_user": m0008,
  "0009_search_synonyms": m0009,
  "0010_shared_work": m0010,
  "0011_postgres_search": m0011,
  "0012_page_revision": m0012,
  "0013_guest_states": m0013,
  "0014_wishlists": m0014,
  "0015_browsing": m0015,
  "0016_shopper_requests": m0016,
  "0017_articles": m0017,
  "0018_comments": m0018,
  "0019_showcase": m0019,
  "0020_messages": m0020,
  "0021_reviews": m0021,
  "0022_brand_events": m0022,
  "0023_counter": m0023,
  "0024_games": m0024,
  "0025_hotels": m0025,
  "0026_places": m0026,
  "0027_push": m0027,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
