// The PostgreSQL half of `npm run test:unit`: the database tests again, on a real PostgreSQL
// server named by TEST_DATABASE_URL (.ci/run starts one; docs/development.md, "Tests on PostgreSQL").
// Without a reachable server the run is skipped with a line that says so, unless
// REQUIRE_POSTGRES=1 (CI), where a missing server fails the build.
import { spawnSync } from "node:child_process";
import { postgresForTests, skippedLine } from "./postgres-reachable.mjs";

const { version, problem } = await postgresForTests();
if (problem) {
  const line = skippedLine(problem);
  if (process.env.REQUIRE_POSTGRES === "1") {
    console.error(`${line} REQUIRE_POSTGRES=1: failing.`);
    process.exit(1);
  }
  console.warn(line);
  process.exit(0);
}
console.info(`[postgres] running the database tests on PostgreSQL ${version} (TEST_DATABASE_URL)`);
const run = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", "postgres", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? 1);
