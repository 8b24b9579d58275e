import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Which database a Kysely instance talks to. The shop's SQL is written once; the few places
 * where the two databases differ (identity columns, JSON aggregation, FTS5 versus tsvector,
 * row locks) ask this and keep both forms side by side in app/db or a module's queries.
 */
export type SqlDialect = "sqlite" | "postgres";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return dialectOf(db) === "postgres";
}

/** A `postgres://` or `postgresql://` address selects PostgreSQL; anything else is an SQLite file path. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}
