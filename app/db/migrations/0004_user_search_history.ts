import { sql, type Kysely } from "kysely";

/**
 * A signed-in shopper's recent searches (search history, at most 10, newest first:
 * storefront-spec.md §3, §9), kept with the account so they follow the shopper from device to
 * device. A JSON array.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("search_history", "text", (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("search_history").execute();
}
