import type { Kysely } from "kysely";

/**
 * Codes an account asks for itself (confirming a new e-mail or phone) are limited per user,
 * counted over the last hour on every request: this index keeps that count a range read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("verification_codes_by_user").on("verification_codes").columns(["user_id", "created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("verification_codes_by_user").execute();
}
