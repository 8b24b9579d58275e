import { sql, type Kysely } from "kysely";

/**
 * Work that several app servers share (docs/decisions/036-shared-background-work.md): a lease row
 * per background job, so one server at a time runs it, and the moment each outbox message was
 * claimed, so a message whose server died while sending it can be claimed again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "varchar(64)", (c) => c.primaryKey())
    .addColumn("holder", "varchar(128)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("outbox_messages").addColumn("claimed_at", "varchar(32)").execute();
  // A message already 'sending' when this runs was claimed no later than it was written.
  await sql`update outbox_messages set claimed_at = created_at where status = 'sending'`.execute(db);
  // Finding messages left 'sending' by a server that stopped is a range read, not a scan.
  await db.schema.createIndex("outbox_messages_by_claim").on("outbox_messages").columns(["status", "claimed_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("outbox_messages_by_claim").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("claimed_at").execute();
  await db.schema.dropTable("job_leases").execute();
}
