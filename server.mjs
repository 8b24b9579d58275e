// The shop's HTTP server: remix-serve's setup (compression, immutable assets, public files,
// request log) plus the one thing remix-serve cannot give a route: the client's address, which
// the sign-in rate limits count per IP. Behind a reverse proxy set TRUST_PROXY (e.g. 1, or
// "loopback") so the address comes from X-Forwarded-For as that proxy wrote it.
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";

const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
const build = await import(url.pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const app = express();
app.disable("x-powered-by");
const trustProxy = process.env.TRUST_PROXY;
if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
// The log never holds query strings of sign-in callbacks (one-time authorization codes).
morgan.token("safe-url", (req) => (req.originalUrl.startsWith("/auth/") ? req.originalUrl.split("?")[0] : req.originalUrl));
if (process.env.REQUEST_LOG !== "off") app.use(morgan(":method :safe-url :status :res[content-length] - :response-time ms"));
// Cross-site form posts are refused here with a 403, before Remix's own origin check (which
// answers 500). The actions check again (utils/request-guards.server.ts) for other servers.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (isCrossSite(req)) return res.status(403).type("text/plain").send("Cross-site request refused");
  next();
});
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? "" }),
  }),
);

function isCrossSite(req) {
  const fetchSite = req.get("Sec-Fetch-Site");
  if (fetchSite && !["same-origin", "same-site", "none"].includes(fetchSite)) return true;
  const origin = req.get("Origin");
  if (!origin || origin === "null") return false;
  const host = req.get("X-Forwarded-Host")?.split(",")[0]?.trim() || req.get("Host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST;
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
function onListen() {
  console.log(`[shop] http://${host ?? "localhost"}:${port}`);
}
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
