// Whether the database tests can run on PostgreSQL: the server named by TEST_DATABASE_URL,
// reachable. Shared by `npm test` (run-all.mjs) and `npm run test:unit` (vitest-postgres.mjs).
import pg from "pg";

/**
 * `{ version }` of the server, or `{ problem }`: a sentence saying why the PostgreSQL half cannot
 * run (the address's password left out).
 */
export async function postgresForTests(url = process.env.TEST_DATABASE_URL) {
  if (!url) return { problem: "TEST_DATABASE_URL is not set" };
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query("select current_setting('server_version') as version");
    return { version: rows[0].version };
  } catch (error) {
    return { problem: `${url.replace(/\/\/[^@]*@/, "//…@")} is unreachable (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The line printed when the PostgreSQL half is skipped. */
export const skippedLine = (problem) => `[postgres] SKIPPED: the database tests did not run on PostgreSQL: ${problem}.`;
