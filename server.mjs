// The shop's HTTP server: remix-serve's setup (compression, immutable assets, public files,
// request log) plus the one thing remix-serve cannot give a route: the client's address, which
// the sign-in rate limits count per IP. Behind a reverse proxy set TRUST_PROXY (e.g. 1, or
// "loopback") so the address comes from X-Forwarded-For as that proxy wrote it.
import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";

const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
const build = await import(url.pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const entry = build.entry.module;

const app = express();
app.disable("x-powered-by");
const trustProxy = process.env.TRUST_PROXY;
if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
else {
  // Without a trusted proxy in front, X-Forwarded-* come from the client: Remix would build the
  // request's URL (and its own origin check) from a spoofed X-Forwarded-Host. Drop them at the door.
  app.use((req, _res, next) => {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    delete req.headers["x-forwarded-for"];
    next();
  });
}
// nosniff, referrer policy, framing and HSTS (on HTTPS) on every response: pages, JSON resource
// routes and files alike. Pages add their Content-Security-Policy in entry.server.tsx. Added
// when the head is written, so a header a route set itself is not sent twice.
const sharedHeaders = Object.entries(entry.responseHeaders());
app.use((req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithSharedHeaders(...args) {
    for (const [name, value] of sharedHeaders) if (!res.hasHeader(name)) res.setHeader(name, value);
    // Answered before the whole body arrived (a 413 or 415 that never reads it): the rest of the
    // body would sit in front of the next request on this connection, so the connection ends here.
    if (!req.complete) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
  next();
});
// One address per page: /products/ and /t/spirits/ answer 301 to the address without the
// slash, the query kept (a crawler or a shared link then finds one page, not two or a 404).
app.use((req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || !/.\/+$/.test(req.path)) return next();
  const queryAt = req.originalUrl.indexOf("?");
  const query = queryAt === -1 ? "" : req.originalUrl.slice(queryAt);
  // Leading slashes go too: "//evil.test/" must not become a protocol-relative "//evil.test".
  res.redirect(301, `/${req.path.replace(/^\/+|\/+$/g, "")}${query}`);
});
// Scripts and style sheets were compressed once at build time (scripts/precompress.mjs): the
// smallest encoding the browser accepts is sent as it is, never compressed again per request.
const ASSET_TYPES = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8", ".svg": "image/svg+xml" };
const compressedCopies = new Map();
function hasCompressedCopy(file) {
  if (!compressedCopies.has(file)) {
    // Asked-for names come from clients: the memory of answers stays bounded.
    if (compressedCopies.size > 10_000) compressedCopies.clear();
    const inside = path.join(build.assetsBuildDirectory, path.normalize(file));
    compressedCopies.set(file, inside.startsWith(build.assetsBuildDirectory + path.sep) && fs.existsSync(inside));
  }
  return compressedCopies.get(file);
}
app.use(build.publicPath, (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const type = ASSET_TYPES[path.extname(req.path)];
  if (!type) return next();
  // The page cache's choice: brotli whenever the browser takes it, else gzip.
  const accepted = entry.chooseEncoding(req.get("Accept-Encoding"));
  const suffix = accepted === "br" ? ".br" : accepted === "gzip" ? ".gz" : null;
  res.vary("Accept-Encoding");
  if (!suffix || !hasCompressedCopy(`${req.path}${suffix}`)) return next();
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Encoding", accepted);
  req.url = `${req.path}${suffix}`;
  next();
});
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
// The log never holds query strings of sign-in callbacks (one-time authorization codes).
morgan.token("safe-url", (req) => (req.originalUrl.startsWith("/auth/") ? req.originalUrl.split("?")[0] : req.originalUrl));
if (process.env.REQUEST_LOG !== "off") app.use(morgan(":method :safe-url :status :res[content-length] - :response-time ms"));
// Cross-site form posts (and `Origin: null`) are refused here with a translated 403 page, before
// Remix's own origin check (which answers 500). The actions check again for other servers.
app.use(async (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const host = req.get("X-Forwarded-Host")?.split(",")[0]?.trim() || req.get("Host") || "";
  if (!entry.isCrossSite({ get: (name) => req.get(name) ?? null }, host)) return next();
  try {
    const page = await entry.crossSiteRefusalPage(req.get("Cookie"));
    res.status(403).set(page.headers).type("html").send(page.html);
  } catch (error) {
    next(error);
  }
});
// Pages a visitor without a session sees like every other (listing, product, home...) are served
// from memory until the catalogue changes; everything else goes on to Remix (docs/decisions/037).
app.use(entry.pageCacheMiddleware());
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // One context per request (app/platform/context.server.ts): database, search index, the
    // request's `now` on the shop's clock, the client's address and the shopper's language.
    getLoadContext: (req) => entry.createShopContext({ clientIp: req.ip ?? req.socket.remoteAddress ?? "", cookieHeader: req.get("Cookie") ?? null, url: req.originalUrl }),
  }),
);

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST;
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
function onListen() {
  console.log(`[shop] http://${host ?? "localhost"}:${port}`);
  // Background jobs start here, once, never by importing a module (app/jobs/index.server.ts).
  entry.startJobs();
  // Under `npm run dev` (remix dev restarts this server on each rebuild): tell it we are up.
  if (process.env.NODE_ENV === "development") broadcastDevReady(build);
}
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    // Hand the sweep lease back now, so another app server takes over at once, not when it runs out.
    Promise.resolve(entry.stopJobs())
      .catch((error) => console.error("[jobs] stop failed", error))
      .finally(() => server.close(() => process.exit(0)));
  });
}
