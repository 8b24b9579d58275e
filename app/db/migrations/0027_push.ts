import type { Kysely } from "kysely";

/**
 * Web push (issue 21): device subscriptions, opt-outs, the push outbox and staff broadcasts.
 * (placeholder: filled in by the push work)
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
