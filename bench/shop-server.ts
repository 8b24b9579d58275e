// The production build on a fresh SQLite file with the demo catalogue, for the page benchmarks
// (bench/pages.ts, bench/lighthouse.ts): built first if there is no build, stopped with the bench.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultServerBuild, freePort } from "../tests/support/app-servers";

export { freePort };

export const ROOT = path.resolve(import.meta.dirname, "..");

export interface BenchShop {
  url: string;
  pid: number;
  process: ChildProcess;
  dataDir: string;
  stop(): void;
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      if (answer.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startBenchShop(extraEnv: Record<string, string> = {}): Promise<BenchShop> {
  const build = defaultServerBuild();
  if (!fs.existsSync(build)) {
    console.log("[bench] no production build: npm run build");
    const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
  }
  // A build outside the project (REMIX_BUILD_DIR) finds the project's packages through a link, as in tests/setup/e2e-server.mjs.
  const buildModules = path.join(path.dirname(build), "node_modules");
  if (!fs.existsSync(buildModules)) fs.symlinkSync(path.join(ROOT, "node_modules"), buildModules, "dir");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-pages-"));
  const port = await freePort();
  const shopEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_PATH: path.join(dataDir, "shop.db"),
    SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
    SEED_DEMO_CATALOGUE: "true",
    SECURE_COOKIES: "false",
    PORT: String(port),
    HOST: "127.0.0.1",
    ...extraEnv,
  };
  for (const key of ["DATABASE_URL", "SMTP_URL", "SMS_GATEWAY_URL", "ELASTICSEARCH_URL"]) delete shopEnv[key];
  console.log("[bench] preparing a fresh database with the demo catalogue…");
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-database.ts"], { cwd: ROOT, env: shopEnv, encoding: "utf8" });
  if (prepared.status !== 0) throw new Error(`preparing the database failed:\n${prepared.stdout}\n${prepared.stderr}`);
  const child = spawn(process.execPath, ["server.mjs", build], { cwd: ROOT, env: shopEnv, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/healthz`, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, pid: child.pid!, process: child, dataDir, stop };
}

/** The bench's pages: fixed addresses, and a category and a product found on the shop's own pages. */
export async function mainPages(url: string): Promise<Record<string, string>> {
  const home = await (await fetch(`${url}/`)).text();
  const listing = await (await fetch(`${url}/products`)).text();
  const productPath = /href="(\/products\/[^"?#/]+)"/.exec(listing)?.[1];
  const categoryPath = /href="(\/t\/[^"?#]+)"/.exec(home)?.[1];
  if (!productPath || !categoryPath) throw new Error("could not find a product or category link on the listing and home pages");
  return {
    home: "/",
    listing: "/products",
    category: categoryPath,
    product: productPath,
    search: "/search?q=vodka",
    cart: "/cart",
    "sign-in": "/login",
  };
}

/** A Markdown table on stdout: the first `textColumns` columns left-aligned, figures right-aligned. */
export function printTable(headers: string[], rows: string[][], textColumns = 1) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log(line(headers));
  console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  for (const row of rows) console.log(line(row));
}
