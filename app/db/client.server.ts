import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import { isPostgresUrl } from "./dialect";
import type { Database } from "./schema";
import { migrationProvider } from "./migrations";

export type DB = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL: connections this process keeps open (each app server has its own pool). */
  poolSize?: number;
}

/**
 * Opens the shop's database: PostgreSQL for a `postgres://` address (several app servers share
 * it), otherwise the embedded SQLite file (created if needed). The rest of the shop cannot tell
 * which; see docs/decisions/034-postgresql-beside-sqlite.md.
 */
export function openDatabase(target: string, options: DatabaseOptions = {}): DB {
  return isPostgresUrl(target) ? openPostgres(target, options) : openSqlite(target);
}

function openSqlite(file: string): DB {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Search reads scan many rows: a 64 MB page cache and memory-mapped reads keep them off the syscall path.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  sqliteHandles.set(kysely, sqlite);
  return kysely;
}

/** Statements kept per SQLite handle; the shop's queries are a few hundred distinct SQL texts. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again, and better-sqlite3 compiles SQL on every prepare: about a
 * tenth of a page's server time for a shopper with a session (decision 061). Compiled statements
 * are kept by their SQL text, least recently used out first. A statement still being iterated
 * (a streamed query) is busy and is not handed out twice: the caller gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (kept) return statement;
      if (statements.size >= size) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}

// COUNT and SUM answer bigint/numeric, which pg hands over as strings; the shop's counts and
// integer tugrik sums fit a double exactly, so they come back as numbers on both databases.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function openPostgres(url: string, options: DatabaseOptions): DB {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, idleTimeoutMillis: 30_000 });
  // An idle connection the server drops (restart, failover) must not take the process down;
  // the pool opens a new one on the next query.
  pool.on("error", (error) => console.error("[db] an idle PostgreSQL connection failed:", error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * SQLite's `begin` defers the write lock to the first write; a transaction that read first then
 * fails at once (SQLITE_BUSY, no waiting) when another process wrote in between. `begin
 * immediate` takes the write lock up front, so busy_timeout applies and a script or a second
 * process writing to the same file makes a request wait instead of fail.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect implements Dialect {
  constructor(private readonly config: SqliteDialectConfig) {}
  createDriver() {
    return new ImmediateSqliteDriver(this.config);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}

const sqliteHandles = new WeakMap<DB, SQLite.Database>();

/**
 * The better-sqlite3 handle behind a Kysely instance, for the few hot reads that need rows as
 * plain arrays (the search facet pass reads tens of thousands of rows per query).
 */
export function sqliteHandle(db: DB): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
