#!/usr/bin/env node
// The one command that starts the shop on a fresh machine: installs dependencies when they
// are missing, builds when the sources changed, migrates the database (seeding the demo
// catalogue into an empty one) and serves on PORT (3000). The Dockerfile runs it too.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
if (fs.existsSync(".env") && typeof process.loadEnvFile === "function") process.loadEnvFile(".env");

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`[start] ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

if (!fs.existsSync("node_modules/.package-lock.json")) {
  console.log("[start] installing dependencies…");
  run(npm, [fs.existsSync("package-lock.json") ? "ci" : "install"]);
}

const serverBuild = "build/index.js";
const builtAt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
const sourcesAt = Math.max(...["app", "public/locales", "remix.config.js", "package.json"].map(newestMtime));
if (builtAt === 0 || (process.env.NODE_ENV !== "production" && sourcesAt > builtAt)) {
  console.log("[start] building…");
  run(npm, ["run", "build"]);
}

// A quick-start run (NODE_ENV not set) gets a generated session secret kept under data/;
// an operator who says NODE_ENV=production must configure SESSION_SECRET, or the start stops.
const trialRun = !process.env.NODE_ENV;
if (trialRun && !process.env.SESSION_SECRET) {
  const secretFile = path.join(path.dirname(path.resolve(process.env.DATABASE_PATH || "data/shop.db")), ".session-secret");
  if (!fs.existsSync(secretFile)) {
    fs.mkdirSync(path.dirname(secretFile), { recursive: true });
    fs.writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = fs.readFileSync(secretFile, "utf8").trim();
  console.log(`[start] using the generated session secret in ${path.relative(root, secretFile)} (set SESSION_SECRET in production)`);
}
if (trialRun) {
  // A trial run is usually plain HTTP (localhost or a LAN address): cookies must still work.
  process.env.SECURE_COOKIES ??= "false";
  // Without SMTP or an SMS gateway, sign-in codes can only be read at /dev/outbox.
  process.env.DEV_OUTBOX ??= "true";
  process.env.SEED_DEMO_USERS ??= "true";
  // No payment provider is configured on a trial run: card, QPay and instalment use the local simulators.
  process.env.PAYMENT_SANDBOX ??= "true";
}

run(process.execPath, ["--import", "tsx", "scripts/prepare-database.ts"]);

process.env.PORT ??= "3000";
process.env.NODE_ENV ??= "production";
console.log(`[start] serving on http://localhost:${process.env.PORT}`);
const server = spawn(process.execPath, ["server.mjs", serverBuild], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
