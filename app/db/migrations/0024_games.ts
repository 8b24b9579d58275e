import type { Kysely } from "kysely";

/** The games (issue 20): lucky wheel campaigns, jackpots and the roulette tool. Filled in by the games work. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}
