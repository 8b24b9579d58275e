import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The JavaScript budget (issue 15, docs/performance.md): what a browser downloads for the first
 * load of each main page: the entry, the shared framework chunk, and the modules of every route
 * on the page with their imports, as listed in the build's manifest. The files are the ones the
 * server sends, compressed once at build time (scripts/precompress.mjs): brotli to browsers that
 * take it (every current one), gzip otherwise. A size may be asserted; a time never is.
 *
 * BROTLI_BUDGET is the 93 kB (0.85 x Hydrogen's skeleton storefront), for what is
 * transferred: 84-90 kB when it was set. In gzip the same pages are 96.5-102.6 kB, over the
 * issue's 93 (React 18 and Remix alone are 85 kB of it); GZIP_CEILING holds them there, just
 * above the heaviest (the checkout's address step), so none grows unnoticed. Lower both as
 * pages get lighter. Issue 17 raised the ceiling from 104 to 106: every page's shell gained the
 * footer's newsletter form and the content menu (0.7 kB), and pages with a canonical address
 * run seoMeta on client navigation (0.8 kB); the JSON-LD builders stay on the server. Brotli,
 * the budget itself, was 88.8-91.7 kB then.
 */
const BROTLI_BUDGET_KB = 93;
const GZIP_CEILING_KB = 106;

const MAIN_ROUTES: Record<string, string> = {
  home: "routes/_shop+/_index",
  listing: "routes/_shop+/products._index",
  category: "routes/_shop+/t.$",
  product: "routes/_shop+/products.$slug",
  search: "routes/_shop+/search",
  cart: "routes/_shop+/cart",
  "sign-in": "routes/_auth+/login._index",
  "checkout address": "routes/_checkout+/checkout.address",
  "checkout payment": "routes/_checkout+/checkout.payment",
  account: "routes/_account+/account._index",
};

// Reads the build, no browser: once, in the js project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "reads the build: runs in the js project only");

const assetsDir = path.resolve(process.env.REMIX_BUILD_DIR ? path.join(process.env.REMIX_BUILD_DIR, "public/build") : "public/build");

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[] }>;
}

function readManifest(): Manifest {
  const file = fs.readdirSync(assetsDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest in ${assetsDir}`);
  const source = fs.readFileSync(path.join(assetsDir, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

/** The script files a first load of the route's page fetches (entry, then each route from the root down). */
function scriptsOf(manifest: Manifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`no route ${id} in the manifest`);
    chain.unshift(id);
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of chain) {
    const route = manifest.routes[id]!;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

const sizeOf = (file: string, suffix: ".br" | ".gz") => fs.statSync(path.join(assetsDir, `${file.replace(/^\/build\//, "")}${suffix}`)).size;

test("every main page's first-load JavaScript is within the budget", () => {
  const manifest = readManifest();
  const figures: string[] = [];
  for (const [page, routeId] of Object.entries(MAIN_ROUTES)) {
    const files = scriptsOf(manifest, routeId);
    const brotliKb = files.reduce((sum, file) => sum + sizeOf(file, ".br"), 0) / 1024;
    const gzipKb = files.reduce((sum, file) => sum + sizeOf(file, ".gz"), 0) / 1024;
    figures.push(`${page}: ${files.length} files, brotli ${brotliKb.toFixed(1)} kB, gzip ${gzipKb.toFixed(1)} kB`);
    expect(brotliKb, `${page}: brotli JavaScript`).toBeLessThanOrEqual(BROTLI_BUDGET_KB);
    expect(gzipKb, `${page}: gzip JavaScript`).toBeLessThanOrEqual(GZIP_CEILING_KB);
  }
  console.log(figures.join("\n"));
});

test("scripts are sent as compressed at build time: brotli to a browser, gzip to a client without it", async ({ request }) => {
  const manifest = readManifest();
  const file = manifest.entry.imports[0]!;
  for (const [acceptEncoding, encoding, suffix] of [
    ["gzip, deflate, br, zstd", "br", ".br"],
    ["gzip", "gzip", ".gz"],
  ] as const) {
    const response = await request.get(file, { headers: { "Accept-Encoding": acceptEncoding } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-encoding"]).toBe(encoding);
    expect(headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(headers["content-length"])).toBe(sizeOf(file, suffix));
  }
});
