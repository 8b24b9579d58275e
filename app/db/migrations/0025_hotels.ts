import type { Kysely } from "kysely";

/**
 * Hotel booking (issue 21): hotels, amenities, room types, nightly availability, bookings with passengers, booking payments.
 * (placeholder: filled in by the hotels work)
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
