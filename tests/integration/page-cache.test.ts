import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { readPageRevision } from "~/db/page-revision.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { createPageCacheMiddleware, PageCache, PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, VISIT_HINT_HEADER } from "~/platform/page-cache.server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The anonymous page cache in front of a stand-in for Remix, on a real HTTP server and a real
 * database revision (docs/decisions/037-page-cache.md): a page is rendered once and served
 * again, a write to the catalogue from another connection (another app server) is seen at once,
 * a visitor with a session never gets or fills the shared copy, and a page that sets a cookie
 * or is not public is never kept.
 */

let database: TestDatabase;
let serverDb: DB;
let otherServerDb: DB;
let server: http.Server;
let base: string;
let renders = 0;
let clockMs = 0;
const cache = new PageCache(1024 * 1024, 30_000);

beforeAll(async () => {
  database = await createTestDatabase("page_cache");
  serverDb = database.open();
  otherServerDb = database.open();
  await migrateToLatest(serverDb);
  await seedDemoCatalogue(serverDb, { products: 4, now: new Date("2026-03-02T04:00:00.000Z") });

  const middleware = createPageCacheMiddleware({
    cache,
    revision: () => readPageRevision(serverDb),
    monotonicNow: () => clockMs,
    visitCookie: (hint, request) => (request.headers.cookie?.includes("state=") ? null : `state=${hint}; Path=/; HttpOnly`),
  });
  server = http.createServer((request, response) => {
    void middleware(request, response, (error) => {
      if (error) {
        response.statusCode = 500;
        response.end(String(error));
        return;
      }
      // The stand-in for Remix: a streamed page with a fresh nonce, as entry.server.tsx renders it.
      renders++;
      const nonce = Buffer.from(`nonce-${renders}`).toString("base64");
      const url = new URL(request.url ?? "/", "http://shop.test");
      if (url.pathname === "/private") response.setHeader("Cache-Control", "private, no-store");
      else response.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      if (url.pathname === "/sets-cookie") response.setHeader("Set-Cookie", "recent_searches=x; Path=/");
      // A product page names what a first-time visitor saw; the middleware makes it their cookie.
      if (url.pathname.startsWith("/products/")) response.setHeader(VISIT_HINT_HEADER, url.pathname.slice("/products/".length));
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${nonce}'`);
      response.statusCode = url.pathname === "/missing" ? 404 : 200;
      response.write(`<html><body><h1>${url.pathname}${url.search} in ${request.headers.cookie ?? "mn"}</h1>`);
      response.end(`<script nonce="${nonce}">window.rendered=${renders}</script></body></html>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await serverDb?.destroy();
  await otherServerDb?.destroy();
  await database?.remove();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the anonymous page cache", () => {
  it("renders a page once and serves the same bytes again, its inline script allowed by hash", async () => {
    const before = renders;
    const first = await get("/products");
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await get("/products");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(renders - before).toBe(1);
    const html = second.body.toString("utf8");
    expect(html).toContain("<h1>/products in mn</h1>");
    expect(html).not.toContain("nonce");
    const script = /<script>(.*?)<\/script>/.exec(html)![1]!;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(second.headers["content-security-policy"]).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(second.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(second.headers.etag).toMatch(/^W\/"/);
    expect(second.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 304 to a matching ETag and sends brotli or gzip as asked", async () => {
    const plain = await get("/products");
    const etag = plain.headers.etag!;
    const notModified = await get("/products", { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const br = await get("/products", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get("/products", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const head = await get("/products", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(head.body.length).toBe(0);
  });

  it("keeps each language and address apart", async () => {
    await get("/products?page=2");
    await get("/products", { Cookie: "lng=en" });
    expect((await get("/products?page=2")).body.toString()).toContain("<h1>/products?page=2 in mn</h1>");
    const english = await get("/products", { Cookie: "lng=en; _ga=GA1.1" });
    expect(english.headers["x-page-cache"]).toBe("hit");
    expect(english.body.toString()).toContain("in lng=en</h1>");
  });

  it("renders afresh after a catalogue write made through another connection", async () => {
    await get("/t/wine");
    expect((await get("/t/wine")).headers["x-page-cache"]).toBe("hit");
    const revision = await readPageRevision(serverDb);
    const item = await otherServerDb.selectFrom("stock_items").select("id").orderBy("id").executeTakeFirstOrThrow();
    await otherServerDb.updateTable("stock_items").set({ count_on_hand: sql`count_on_hand + 1` }).where("id", "=", item.id).execute();
    expect(await readPageRevision(serverDb)).not.toBe(revision);
    expect((await get("/t/wine")).headers["x-page-cache"]).toBe("miss");
    expect((await get("/t/wine")).headers["x-page-cache"]).toBe("hit");
    // A price, a product and a synonym move it too.
    for (const write of [
      () => otherServerDb.updateTable("variants").set({ price: sql`price + 1` }).where("id", "=", 1).execute(),
      () => otherServerDb.updateTable("products").set({ name_en: sql`name_en` }).where("id", "=", 1).execute(),
      () => otherServerDb.updateTable("search_synonyms").set({ updated_at: sql`updated_at` }).execute(),
    ]) {
      const before = await readPageRevision(serverDb);
      await write();
      expect(await readPageRevision(serverDb)).not.toBe(before);
    }
  });

  it("renders afresh once a page is older than the cache's time to live", async () => {
    await get("/brands");
    expect((await get("/brands")).headers["x-page-cache"]).toBe("hit");
    clockMs += 30_001;
    expect((await get("/brands")).headers["x-page-cache"]).toBe("miss");
  });

  it("never serves or keeps the shared copy for a visitor with a session or a cart, and marks theirs private", async () => {
    await get("/products");
    for (const cookie of ["__session=abc", "cart_token=abc", "lng=en; __toast=x"]) {
      const before = renders;
      const mine = await get("/products", { Cookie: cookie });
      expect(renders - before).toBe(1);
      expect(mine.headers["x-page-cache"]).toBeUndefined();
      expect(mine.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(mine.body.toString()).toContain(`in ${cookie}</h1>`);
    }
    expect((await get("/products")).body.toString()).toContain("<h1>/products in mn</h1>");
  });

  it("never keeps an answer that sets a cookie, is not public or is not a 200", async () => {
    for (const path of ["/sets-cookie", "/private", "/missing"]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.headers["x-page-cache"], path).toBe("miss");
      expect(first.headers["cache-control"], path).not.toContain("public");
    }
  });

  it("gives each first-time visitor of a stored product page their own cookie, keeps the page, and never sends the hint", async () => {
    const before = renders;
    const first = await get("/products/42");
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.headers["set-cookie"]).toEqual(["state=42; Path=/; HttpOnly"]);
    expect(first.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(first.headers[VISIT_HINT_HEADER]).toBeUndefined();
    const second = await get("/products/42", { "Accept-Encoding": "br" });
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(renders - before).toBe(1);
    expect(second.headers["set-cookie"]).toEqual(["state=42; Path=/; HttpOnly"]);
    expect(second.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(second.headers[VISIT_HINT_HEADER]).toBeUndefined();
    // A crawler gets the page and no cookie.
    const bot = await get("/products/42", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(bot.status).toBe(200);
    expect(bot.headers["set-cookie"]).toBeUndefined();
    expect(bot.headers[VISIT_HINT_HEADER]).toBeUndefined();
    // A visitor with a state already is rendered for (not anonymous) and gets no second cookie.
    const returning = await get("/products/42", { Cookie: "state=7" });
    expect(returning.headers["set-cookie"]).toBeUndefined();
    expect(returning.headers[VISIT_HINT_HEADER]).toBeUndefined();
  });
});
