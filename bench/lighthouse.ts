// `npm run bench:lighthouse [-- --pages home,listing] [--runs N]`: Lighthouse (mobile: simulated
// slow 4G and a 4x slower CPU, its defaults) on the production build with the demo catalogue, for
// home, listing, product, search and cart, in Debian's Chromium. Prints performance and
// accessibility scores, LCP, TBT, CLS and the JavaScript transferred; the median run of N (3).
// Lighthouse itself is fetched by npx on first use (LIGHTHOUSE_BIN to use another copy): the
// test suite does not need it, so it is not a dependency. Figures are printed, never asserted.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { mainPages, printTable, startBenchShop } from "./shop-server";

const { values } = parseArgs({ options: { pages: { type: "string" }, runs: { type: "string", default: "3" } } });
const runs = Number(values.runs);
const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage";
const lighthouse = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN] : ["npx", "--yes", "lighthouse@12"];

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
}

function audit(url: string, outputDir: string): Figures {
  const output = path.join(outputDir, `report-${Math.random().toString(36).slice(2)}.json`);
  const result = spawnSync(
    lighthouse[0]!,
    [...lighthouse.slice(1), url, "--quiet", "--only-categories=performance,accessibility", "--output=json", `--output-path=${output}`, `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || "/usr/bin/chromium" }, encoding: "utf8", stdio: ["ignore", "ignore", "pipe"] },
  );
  if (result.status !== 0 || !fs.existsSync(output)) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(fs.readFileSync(output, "utf8"));
  const items: { resourceType?: string; transferSize?: number }[] = report.audits["network-requests"]?.details?.items ?? [];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: report.audits["largest-contentful-paint"].numericValue,
    tbtMs: report.audits["total-blocking-time"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
    scriptKb: items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const shop = await startBenchShop();
const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-"));
try {
  const all = await mainPages(shop.url);
  const names = values.pages ? values.pages.split(",") : ["home", "listing", "product", "search", "cart"];
  console.log(`[bench] Lighthouse 12 mobile, median of ${runs} runs per page`);
  const rows: string[][] = [];
  for (const name of names) {
    const address = all[name] ?? name;
    const samples = Array.from({ length: runs }, () => audit(`${shop.url}${address}`, outputDir)).sort((a, b) => a.performance - b.performance);
    const median = samples[Math.floor(samples.length / 2)]!;
    rows.push([
      name,
      String(median.performance),
      samples.map((s) => s.performance).join("/"),
      String(median.accessibility),
      (median.lcpMs / 1000).toFixed(2),
      median.tbtMs.toFixed(0),
      median.cls.toFixed(3),
      median.scriptKb.toFixed(1),
    ]);
    console.log(`[bench] ${name} done`);
  }
  const headers = ["page", "performance", "runs", "accessibility", "LCP s", "TBT ms", "CLS", "JS kB"];
  printTable(headers, rows);
} finally {
  shop.stop();
  fs.rmSync(outputDir, { recursive: true, force: true });
}
