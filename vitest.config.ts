import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Two projects over one configuration. `sqlite` runs every test on the embedded database.
 * `postgres` runs the tests that touch a database again on PostgreSQL (SHOP_TEST_DIALECT);
 * `npm run test:unit` starts it through tests/setup/vitest-postgres.mjs, which says so plainly
 * when no server is reachable and the run is skipped.
 */
const DATABASE_TESTS = ["tests/integration/**/*.test.ts", "app/db/**/*.test.ts"];
// FTS5 is SQLite's own search engine: its memory test has nothing to prove on PostgreSQL. The
// malformed-body test builds and starts a whole server to throw junk at its parsers, which never
// reach the database. The ticket e-mail's QR test talks to an SMTP server and no database.
const SQLITE_ONLY = ["tests/integration/fts5-memory.test.ts", "tests/integration/malformed-bodies.test.ts", "tests/integration/ticket-email-qr.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    environment: "node",
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/architecture/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: DATABASE_TESTS,
          exclude: SQLITE_ONLY,
          env: { SHOP_TEST_DIALECT: "postgres" },
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
