import type { Kysely } from "kysely";

/** The guest's state when it outgrows its cookie (docs/decisions/041-guest-state.md). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("guest_states")
    .addColumn("token", "varchar(64)", (c) => c.primaryKey())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("guest_states_by_age").on("guest_states").column("updated_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("guest_states").execute();
}
