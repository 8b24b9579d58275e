// Serves the production build on a fresh, seeded SQLite file for the Playwright run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dir = path.resolve("test-results/e2e-data");
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_PATH: path.join(dir, "shop.db"),
  SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
  SEED_DEMO_CATALOGUE: "true",
};

function step(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step("npm", ["run", "build"]);
step(process.execPath, ["--import", "tsx", "scripts/prepare-database.ts"]);
const server = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"], {
  stdio: "inherit",
  env: { ...env, HOST: "127.0.0.1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
