// The PostgreSQL half of `npm run test:unit`: the database tests again, on a real PostgreSQL
// server named by TEST_DATABASE_URL (.ci/run starts one; README, "Tests on PostgreSQL").
// Without a reachable server the run is skipped with a line that says so, unless
// REQUIRE_POSTGRES=1 (CI), where a missing server fails the build.
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_DATABASE_URL;
const required = process.env.REQUIRE_POSTGRES === "1";

async function reachable(connectionString) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query("select current_setting('server_version') as version");
    return rows[0].version;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

const reason = !url ? "TEST_DATABASE_URL is not set" : null;
const version = url ? await reachable(url) : null;
const problem = reason ?? (typeof version === "object" && version ? `${url.replace(/\/\/[^@]*@/, "//…@")} is unreachable (${version.error})` : null);
if (problem) {
  const line = `[postgres] SKIPPED: the database tests did not run on PostgreSQL: ${problem}.`;
  if (required) {
    console.error(`${line} REQUIRE_POSTGRES=1: failing.`);
    process.exit(1);
  }
  console.warn(line);
  process.exit(0);
}
console.info(`[postgres] running the database tests on PostgreSQL ${version} (TEST_DATABASE_URL)`);
const run = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", "postgres", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? 1);
