import type { Kysely } from "kysely";

/** Comments on articles and news, their ratings, and bookmarks (issue 17). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  void db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  void db;
}
