import type { Kysely } from "kysely";

/**
 * Places and airports (issue 21): Mongolia's place records with zip codes, imported zip polygons, airports.
 * (placeholder: filled in by the places work)
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
