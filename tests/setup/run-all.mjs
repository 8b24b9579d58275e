#!/usr/bin/env node
// `npm test`: every check the project has, in the order that spends 2 cores best, and a short
// report at the end of every run (passed or not): each phase's time and the 20 slowest tests.
//
//   1. two lanes at once: the static checks (typecheck, ESLint, dependency-cruiser), and the
//      production build followed by vitest (every project, both databases, two workers)
//   2. Playwright, against that build (E2E_PREBUILT: the e2e server does not build again), on
//      the e2e server started right after the build: it seeds its database beside vitest
//
// A failing phase ends its lane, and the run stops before Playwright (after the other lane has
// finished), as the old `a && b && c` stopped; the report still prints. docs/testing.md says what each layer holds.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresForTests, skippedLine } from "./postgres-reachable.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
// Not under test-results/: Playwright empties that folder when it starts.
const reportDir = path.join(root, ".cache", "test-reports");
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const VITEST_JSON = path.join(reportDir, "vitest.json");
const PLAYWRIGHT_JSON = path.join(reportDir, "playwright.json");
const VITEST_PROJECTS_JSON = path.join(reportDir, "vitest-projects.json");
// Not under test-results/ either: the e2e server starts before Playwright empties it.
const E2E_DATA_DIR = path.join(root, ".cache", "e2e-data");

/** @type {{name: string, seconds: number, busy?: number, ok: boolean, note?: string}[]} */
const phases = [];
const runStarted = performance.now();

/**
 * The machine's busy and total CPU time so far (Linux /proc/stat, every core), for the share of
 * the cores each phase kept busy. Per process accounting misses the browsers: Chromium's
 * helpers are not reaped by the Playwright processes that started them.
 */
function machineCpu() {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number); // user … steal (guest time is already in user)
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) of a process and every process under it that is still running
 * (the e2e server is a launcher with the shop's server.mjs under it), or null when it is gone.
 */
function processTreeCpu(rootPid) {
  const stats = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      stats.set(Number(entry), { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // ended while we read
    }
  }
  if (!stats.has(rootPid)) return null;
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    total += stats.get(pid)?.cpu ?? 0;
    for (const [child, stat] of stats) if (stat.parent === pid) pending.push(child);
  }
  return total;
}

function run(name, command, args, env = {}) {
  const started = performance.now();
  const cpuAtStart = machineCpu();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    const stop = (signal) => child.kill(signal);
    process.on("SIGINT", stop).on("SIGTERM", stop);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", stop).off("SIGTERM", stop);
      const phase = {
        name,
        seconds: (performance.now() - started) / 1000,
        busy: busyShare(cpuAtStart, machineCpu()),
        ok: code === 0,
        note: signal ? `killed by ${signal}` : code ? `exit ${code}` : undefined,
      };
      phases.push(phase);
      resolve(phase.ok);
    });
  });
}

function busyShare(start, end) {
  if (!start || !end || end.total <= start.total) return undefined;
  return (end.busy - start.busy) / (end.total - start.total);
}

/** Runs the steps one after another; false at the first that fails. */
async function inSeries(steps) {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

const npx = (bin, args) => [process.execPath, [path.join("node_modules", ".bin", bin), ...args]];
const node = (script, args = []) => [process.execPath, [script, ...args]];

/** vitest: every project of vitest.config.ts, unless PostgreSQL is missing (then all but `postgres`). */
async function vitest() {
  // The PostgreSQL half needs a server: TEST_DATABASE_URL, reachable. REQUIRE_POSTGRES=1 (CI) makes a missing one fail.
  const { problem } = await postgresForTests();
  const projects = [];
  if (problem) {
    projects.push("--project", "unit", "--project", "sqlite");
    const line = skippedLine(problem);
    if (process.env.REQUIRE_POSTGRES === "1") {
      console.error(`${line} REQUIRE_POSTGRES=1: failing.`);
      phases.push({ name: "vitest", seconds: 0, ok: false, note: "no PostgreSQL" });
      return false;
    }
    console.warn(line);
  }
  return run(
    `vitest (${problem ? "SQLite" : "SQLite + PostgreSQL"})`,
    ...node("node_modules/vitest/vitest.mjs", [
      "run",
      ...projects,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${VITEST_JSON}`,
      "--reporter=./tests/setup/vitest-projects-reporter.ts",
    ]),
    { SHOP_TEST_BUILD_DIR: "build", VITEST_PROJECTS_JSON },
  );
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The shop Playwright tests, started as soon as the build is there: seeding its database takes
 * a core for about 15 s, spent beside vitest instead of before the first journey. Playwright's
 * own webServer (playwright.config.ts) is what starts it when Playwright runs alone.
 */
/** CPU seconds the e2e server spent seeding and beside vitest, and while Playwright ran. */
let serverCpuBeforePlaywright = null;
let serverCpuDuringPlaywright = null;

async function startE2eServer() {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), E2E_PREBUILT: "1", E2E_DATA_DIR };
  const started = performance.now();
  const child = spawn(process.execPath, ["tests/setup/e2e-server.mjs"], { stdio: ["ignore", "ignore", "inherit"], env });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ?? `exit ${code}`)));
  const stop = () => child.kill("SIGTERM");
  process.on("exit", stop);
  return {
    port,
    cpu: () => processTreeCpu(child.pid),
    /** Resolves when /healthz answers (true), or false when the server ended or 3 more minutes passed. */
    async ready() {
      let ended = null;
      exited.then((how) => (ended = how));
      const deadline = performance.now() + 180_000;
      while (performance.now() < deadline) {
        if (ended) {
          phases.push({ name: "e2e server start", seconds: (performance.now() - started) / 1000, ok: false, note: ended });
          return false;
        }
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      phases.push({ name: "e2e server start", seconds: (performance.now() - started) / 1000, ok: false, note: "no answer in 3 minutes" });
      return false;
    },
    async stop() {
      process.off("exit", stop);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

async function main() {
  // Two lanes for two cores. tsc, ESLint and dependency-cruiser are single-threaded; beside them
  // the build (seconds) and then vitest (its malformed-body test serves that build), with the
  // e2e server seeding its database beside vitest.
  let e2eServer = null;
  const [checked, tested] = await Promise.all([
    inSeries([
      () => run("typecheck", ...npx("tsc", ["--noEmit"])),
      () => run("lint: eslint", ...npx("eslint", ["."])),
      () => run("lint: dependency-cruiser", ...npx("depcruise", ["app", "scripts", "bench", "--config", ".dependency-cruiser.cjs"])),
    ]),
    inSeries([
      () => run("build", ...node("node_modules/@remix-run/dev/dist/cli.js", ["build"])),
      () => run("precompress", ...node("scripts/precompress.mjs")),
      async () => {
        e2eServer = await startE2eServer();
        return true;
      },
      vitest,
    ]),
  ]);
  try {
    if (!checked || !tested || !e2eServer || !(await e2eServer.ready())) return false;
    // The browsers, on the build of the first lane and the server started beside vitest.
    serverCpuBeforePlaywright = e2eServer.cpu();
    const passed = await run("playwright", ...npx("playwright", ["test"]), {
      E2E_PREBUILT: "1",
      E2E_PORT: String(e2eServer.port),
      E2E_SERVER_STARTED: "1",
      E2E_DATA_DIR,
      PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
    });
    const serverCpuAfter = e2eServer.cpu();
    if (serverCpuAfter !== null && serverCpuBeforePlaywright !== null) serverCpuDuringPlaywright = serverCpuAfter - serverCpuBeforePlaywright;
    return passed;
  } finally {
    await e2eServer?.stop();
  }
}

/** Lines under the vitest phase: what each project cost (tests/setup/vitest-projects-reporter.ts). */
function vitestProjectLines(clock) {
  if (!fs.existsSync(VITEST_PROJECTS_JSON)) return [];
  const costs = JSON.parse(fs.readFileSync(VITEST_PROJECTS_JSON, "utf8"));
  return costs.map(
    (cost) =>
      `  ${cost.project.padEnd(10)} ${String(cost.files).padStart(4)} files ${String(cost.tests).padStart(5)} tests, ` +
      `worker time ${clock(cost.workerSeconds)}, from ${clock(cost.firstStart)} to ${clock(cost.lastEnd)}`,
  );
}

/** [seconds, label] of every test in the reports that exist. */
function testDurations() {
  const tests = [];
  if (fs.existsSync(VITEST_JSON)) {
    const report = JSON.parse(fs.readFileSync(VITEST_JSON, "utf8"));
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name);
      for (const test of file.assertionResults ?? []) {
        // vitest's JSON names neither project; the PostgreSQL run's files are the database ones.
        tests.push([(test.duration ?? 0) / 1000, `vitest ${where} › ${test.title}`]);
      }
    }
  }
  if (fs.existsSync(PLAYWRIGHT_JSON)) {
    const report = JSON.parse(fs.readFileSync(PLAYWRIGHT_JSON, "utf8"));
    const walk = (suite, file) => {
      const where = suite.file ?? file;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const seconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
          if (test.status !== "skipped") tests.push([seconds, `playwright [${test.projectName}] ${where} › ${spec.title}`]);
        }
      }
      for (const child of suite.suites ?? []) walk(child, where);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file);
  }
  return tests.sort((a, b) => b[0] - a[0]);
}

function printReport(ok) {
  const total = (performance.now() - runStarted) / 1000;
  const clock = (seconds) => `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, "0")}`;
  const lines = ["", `npm test ${ok ? "passed" : "FAILED"} in ${clock(total)} (m:ss)`, "", "phase                              time   busy   result"];
  for (const phase of phases) {
    const busy = phase.busy === undefined ? "" : `${Math.round(phase.busy * 100)}%`;
    lines.push(`${phase.name.padEnd(34)} ${clock(phase.seconds).padStart(5)}  ${busy.padStart(5)}   ${phase.ok ? "ok" : `FAILED${phase.note ? ` (${phase.note})` : ""}`}`);
    if (phase.name.startsWith("vitest")) {
      try {
        lines.push(...vitestProjectLines(clock));
      } catch (error) {
        lines.push(`  (the vitest projects' costs could not be read: ${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  if (serverCpuDuringPlaywright !== null) {
    lines.push(`the e2e server: ${clock(serverCpuBeforePlaywright)} of CPU seeding and waiting beside vitest, ${clock(serverCpuDuringPlaywright)} serving Playwright`);
  }
  lines.push("(typecheck and lint ran beside the build and vitest; vitest's projects share its two workers;");
  lines.push(" busy: the share of all the machine's cores in use while the phase ran, whoever used them)");
  let durations = [];
  try {
    durations = testDurations();
  } catch (error) {
    lines.push(`(the test reports could not be read: ${error instanceof Error ? error.message : String(error)})`);
  }
  if (durations.length) {
    lines.push("", "the 20 slowest tests");
    for (const [seconds, label] of durations.slice(0, 20)) lines.push(`${seconds.toFixed(1).padStart(6)} s  ${label}`);
  }
  console.log(lines.join("\n"));
}

const ok = await main().catch((error) => {
  console.error(error);
  return false;
});
printReport(ok);
process.exit(ok ? 0 : 1);
