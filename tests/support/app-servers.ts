/**
 * Several production app servers on one PostgreSQL database, as an operator runs them behind a
 * load balancer (docs/scaling.md): the same build, the same SESSION_SECRET, each server on
 * its own port. The database is migrated and seeded once, before any server starts, so the
 * servers never race each other through the start-up migrations. Used by the two-server
 * end-to-end spec and by `npm run bench:checkout -- --servers N --database postgres://...`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SHARED_SECRET = "app-servers-only-session-secret-0123456789abcdef";
/** Enough of each server's output to explain a failure, without keeping a whole load run. */
const KEPT_OUTPUT_CHARS = 20_000;

/** The server build the Playwright web server made (tests/setup/e2e-server.mjs), or build/. */
export function defaultServerBuild(): string {
  const dir = process.env.REMIX_BUILD_DIR;
  return path.resolve(PROJECT_ROOT, dir ? path.join(dir, "index.js") : "build/index.js");
}

export interface SharedDatabase {
  /** postgres:// address of the new database. */
  url: string;
  name: string;
  /** Drops the database, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the server `serverUrl` names (any database on it; the new one is
 * created beside it). `name` is used as given when set (replacing a database of that name),
 * otherwise derived from `label` and this process.
 */
export async function createSharedDatabase(serverUrl: string, options: { label?: string; name?: string } = {}): Promise<SharedDatabase> {
  const name = options.name ?? `servers_${(options.label ?? "shared").replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${process.pid}_${Date.now().toString(36)}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await administer(serverUrl, `drop database if exists ${name} with (force)`);
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => administer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The e2e server's moved clock: the next 20:15 in Ulaanbaatar (tests/setup/e2e-server.mjs says why). */
export function eveningShopClock(): { SHOP_CLOCK_START: string; SHOP_CLOCK_SET_AT: string } {
  const ubOffsetMs = 8 * 3_600_000;
  const dayMs = 86_400_000;
  const setAt = Date.now();
  let start = Math.floor((setAt + ubOffsetMs) / dayMs) * dayMs + 20.25 * 3_600_000 - ubOffsetMs;
  if (start < setAt) start += dayMs;
  return { SHOP_CLOCK_START: new Date(start).toISOString(), SHOP_CLOCK_SET_AT: new Date(setAt).toISOString() };
}

export interface AppServerOptions {
  /** The shared PostgreSQL database (createSharedDatabase), migrated and seeded here first. */
  databaseUrl: string;
  count: number;
  /** The server build's index.js (default: defaultServerBuild()). */
  build?: string;
  /** Further settings for every server (and the preparation), e.g. SMTP_URL or a moved clock. */
  env?: Record<string, string>;
  /** Skip migrating and seeding (the database is already prepared). */
  skipPrepare?: boolean;
  /** Forward each server's error output to this process's, prefixed with the server's name. */
  forwardErrors?: boolean;
}

export interface AppServer {
  /** "A", "B", ... */
  name: string;
  url: string;
  port: number;
  pid: number;
  /** The last part of what the server printed (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface AppServers {
  servers: AppServer[];
  /** The settings every server runs with (for scripts that must read the same database and clock). */
  env: NodeJS.ProcessEnv;
  /** Stops every server (SIGTERM, then SIGKILL after a grace period), each by its own PID. */
  stop(): Promise<void>;
}

/** The settings shared by every server: a production build, as an operator would set it. */
function serverEnvironment(options: AppServerOptions): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: SHARED_SECRET,
    // Clients act as many shoppers from one machine, each with its own X-Forwarded-For.
    TRUST_PROXY: "loopback",
    PAYMENT_SANDBOX: "true",
    // Plain HTTP on 127.0.0.1: Secure cookies would be fine for these clients, but not for a person trying it.
    SECURE_COOKIES: "false",
    SEED_DEMO_CATALOGUE: "true",
    SEED_DEMO_USERS: "true",
    // Messages stay in the outbox unless a test sets SMTP_URL.
    DEV_OUTBOX: "true",
    REQUEST_LOG: "off",
    ...options.env,
  };
  // Settings of this process that would point a server elsewhere than the shared database.
  for (const key of ["DATABASE_PATH", "PORT", "HOST", ...(options.env?.SMTP_URL ? [] : ["SMTP_URL"]), ...(options.env?.SMS_GATEWAY_URL ? [] : ["SMS_GATEWAY_URL"])]) {
    delete environment[key];
  }
  return environment;
}

/** Migrates and seeds the database once, with the app's own start-up script. */
export function prepareSharedDatabase(environment: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-database.ts"], { cwd: PROJECT_ROOT, env: environment, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`preparing the shared database failed (exit ${result.status}):\n${(result.stderr || result.stdout || "").slice(-4000)}`);
  }
}

export async function startAppServers(options: AppServerOptions): Promise<AppServers> {
  const build = options.build ?? defaultServerBuild();
  if (!fs.existsSync(build)) throw new Error(`no server build at ${build} (npm run build, or the e2e web server's REMIX_BUILD_DIR)`);
  // A build outside the project finds the project's packages through a link beside it.
  const link = path.join(path.dirname(build), "node_modules");
  if (path.dirname(build) !== path.join(PROJECT_ROOT, "build") && !fs.existsSync(link)) fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), link, "dir");

  const environment = serverEnvironment(options);
  if (!options.skipPrepare) prepareSharedDatabase(environment);

  const servers: AppServer[] = [];
  try {
    // Started one after the other: each start is short, and a failure names its server.
    for (let i = 0; i < options.count; i++) {
      servers.push(await startOne(String.fromCharCode(65 + i), build, environment, options.forwardErrors ?? false));
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return { servers, env: environment, stop: async () => void (await Promise.all(servers.map((server) => server.stop()))) };
}

async function startOne(name: string, build: string, environment: NodeJS.ProcessEnv, forwardErrors: boolean): Promise<AppServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs", build], {
    cwd: PROJECT_ROOT,
    env: { ...environment, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (forwardErrors) process.stderr.write(chunk.toString("utf8").replace(/^(?=.)/gm, `[server ${name}] `));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server: AppServer = {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => output,
    stop: () => stopChild(child, exited),
  };
  try {
    await waitForHealth(server.url, child, exited);
  } catch (error) {
    await server.stop();
    throw new Error(`server ${name} did not start: ${(error as Error).message}\n${output.slice(-4000)}`);
  }
  return server;
}

async function waitForHealth(url: string, child: ChildProcess, exited: Promise<number | null>, timeoutMs = 60_000): Promise<void> {
  let stopped: number | null | undefined;
  void exited.then((code) => (stopped = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopped !== undefined || child.exitCode !== null) throw new Error(`it exited with ${stopped ?? child.exitCode}`);
    try {
      const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      if (answer.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no healthy /healthz within ${timeoutMs / 1000} s`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  process.kill(child.pid!, "SIGTERM");
  const graceful = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))]);
  if (!graceful && child.exitCode === null && child.signalCode === null) {
    process.kill(child.pid!, "SIGKILL");
    await exited;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Hands out the servers' addresses in turn, as a round-robin load balancer would. */
export function roundRobin(servers: readonly { url: string }[]): () => string {
  let next = 0;
  return () => servers[next++ % servers.length]!.url;
}
