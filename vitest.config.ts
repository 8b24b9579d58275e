import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Three projects over one configuration (docs/testing.md):
 * - `unit`: the pure rules under app/ (not app/db), in one module graph per worker (isolate:
 *   false): importing the app's modules again for each of 112 small files cost more than their tests;
 * - `sqlite`: the database tests, the integration tests and the architecture tests, each file in
 *   a process of its own, on the embedded database;
 * - `postgres`: the database tests again on PostgreSQL (SHOP_TEST_DIALECT). `npm test` runs it when
 *   TEST_DATABASE_URL names a reachable server (tests/setup/run-all.mjs).
 */
const DATABASE_TESTS = ["tests/integration/**/*.test.ts", "app/db/**/*.test.ts"];
// FTS5 is SQLite's own search engine: its memory test has nothing to prove on PostgreSQL. The
// malformed-body test builds and starts a whole server to throw junk at its parsers, which never
// reach the database. The ticket e-mail's QR test talks to an SMTP server and no database. The
// statement cache sits between Kysely and better-sqlite3 only.
const SQLITE_ONLY = [
  "tests/integration/fts5-memory.test.ts",
  "tests/integration/malformed-bodies.test.ts",
  "tests/integration/ticket-email-qr.test.ts",
  "tests/integration/sqlite-statement-cache.test.ts",
];

/**
 * Files that take minutes start first, so the other worker runs everything else beside them
 * instead of one of them starting last and running alone (a fresh clone has no timings cached).
 */
const LONGEST_FIRST = ["tests/integration/malformed-bodies.test.ts"];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return sorted.map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file);
  }
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    environment: "node",
    pool: "forks",
    // Two workers on any machine: the database tests wait on their servers and files, and on 2
    // cores one worker (vitest's default there) left a core idle.
    maxWorkers: 2,
    minWorkers: 1,
    sequence: { sequencer: LongestFirst },
    // Passwords hashed at a test cost (app/modules/auth/passwords.server.test.ts holds the real one).
    env: { TEST_CHEAP_PASSWORD_HASHING: "true" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: ["app/db/**"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "sqlite",
          include: [...DATABASE_TESTS, "tests/architecture/**/*.test.ts"],
          globalSetup: ["tests/setup/vitest-templates.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: DATABASE_TESTS,
          exclude: SQLITE_ONLY,
          env: { SHOP_TEST_DIALECT: "postgres" },
          globalSetup: ["tests/setup/vitest-templates.ts"],
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
