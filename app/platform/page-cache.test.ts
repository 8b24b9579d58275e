import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { chooseEncoding, isAnonymousVisit, matchesEtag, PageCache, pageCacheKey, requestedOrigin, withScriptHashes, type CachedPage } from "./page-cache.server";

describe("isAnonymousVisit", () => {
  it.each([
    [undefined, true],
    ["", true],
    ["lng=ImVuIg%3D%3D", true],
    ["_ga=GA1.1.1; _ga_ABC123=GS1; _gid=x", true],
    ["lng=x; _ga=1", true],
    ["__session=abc", false],
    ["cart_token=abc", false],
    ["lng=x; cart_token=abc", false],
    ["__toast=abc", false],
    ["recent_searches=abc", false],
    ["order_access=abc", false],
    ["something_else=1", false],
    ["_gax=1", false],
  ])("%s -> %s", (cookie, anonymous) => {
    expect(isAnonymousVisit(cookie)).toBe(anonymous);
  });
});

describe("pageCacheKey", () => {
  it("keeps languages and queries apart", () => {
    const keys = new Set([
      pageCacheKey("/products", undefined),
      pageCacheKey("/products", "lng=en"),
      pageCacheKey("/products", "lng=mn"),
      pageCacheKey("/products?page=2", undefined),
      pageCacheKey("/products.data?_routes=root", undefined),
    ]);
    expect(keys.size).toBe(5);
    // A crawler gets the whole document, a browser the streamed one: never each other's.
    expect(pageCacheKey("/products", undefined, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).not.toBe(
      pageCacheKey("/products", undefined, "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36"),
    );
    expect(pageCacheKey("/products", "_ga=1; lng=en")).toBe(pageCacheKey("/products", "lng=en"));
  });

  it("keeps the address's language apart from the cookie's, and one Host from another", () => {
    // `?lng=en` renders English whatever the cookie: its key differs from the cookie-only pages.
    expect(new Set([pageCacheKey("/products?lng=en", "lng=mn"), pageCacheKey("/products", "lng=mn"), pageCacheKey("/products?lng=en", undefined)]).size).toBe(3);
    // A forged Host or X-Forwarded-Host (canonical and og:url come from them without PUBLIC_URL) gets its own entry.
    const origin = (headers: Record<string, string>) => requestedOrigin({ headers });
    expect(pageCacheKey("/", undefined, null, origin({ host: "evil.test" }))).not.toBe(pageCacheKey("/", undefined, null, origin({ host: "shop.mn" })));
    expect(pageCacheKey("/", undefined, null, origin({ host: "shop.mn", "x-forwarded-host": "evil.test" }))).not.toBe(pageCacheKey("/", undefined, null, origin({ host: "shop.mn" })));
    expect(pageCacheKey("/", undefined, null, origin({ host: "shop.mn", "x-forwarded-proto": "http" }))).not.toBe(pageCacheKey("/", undefined, null, origin({ host: "shop.mn" })));
    expect(pageCacheKey("/", undefined, null, origin({ host: "Shop.MN" }))).toBe(pageCacheKey("/", undefined, null, origin({ host: "shop.mn" })));
  });
});

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("withScriptHashes", () => {
  const policy = "default-src 'self'; script-src 'self' 'nonce-AbC+/9=='; style-src 'self'";
  const html =
    '<html><head><link rel="modulepreload" href="/build/a.js" nonce="AbC+/9=="/></head><body>' +
    '<script nonce="AbC+/9==">window.__ctx = {"a":"</scr"+"ipt>"};</script>' +
    '<script type="module" async="" nonce="AbC+/9==">import "/build/entry.js";\nwindow.x=1;</script>' +
    '<script src="/build/b.js" nonce="AbC+/9=="></script>' +
    "<script>not ours</script></body></html>";

  it("allows each inline script by its hash and takes the nonce out of page and policy", () => {
    const result = withScriptHashes(html, policy);
    expect(result.html).not.toContain("AbC+/9==");
    expect(result.policy).not.toContain("nonce");
    expect(result.policy).toBe(
      `default-src 'self'; script-src 'self' ${sha('window.__ctx = {"a":"</scr"+"ipt>"};')} ${sha('import "/build/entry.js";\nwindow.x=1;')}; style-src 'self'`,
    );
    // A script that did not carry the nonce is not allowed by the rewrite either.
    expect(result.policy).not.toContain(sha("not ours"));
    expect(result.html).toContain('<script src="/build/b.js"></script>');
  });

  it("leaves a page without a nonce alone", () => {
    expect(withScriptHashes("<p>x</p>", "default-src 'self'")).toEqual({ html: "<p>x</p>", policy: "default-src 'self'" });
  });
});

function page(bytes: number, revision = 1, storedAt = 0): CachedPage {
  return { status: 200, headers: {}, body: Buffer.alloc(bytes, 97), etag: 'W/"x"', revision, storedAt };
}

describe("PageCache", () => {
  it("serves an entry only at its revision and within its age", () => {
    const cache = new PageCache(10_000, 1_000);
    cache.set("a", page(10, 7, 100));
    expect(cache.get("a", 7, 600)).toBeDefined();
    expect(cache.get("a", 7, 1_100)).toBeDefined();
    expect(cache.get("a", 8, 1_100)).toBeUndefined();
    // Gone for good once seen stale.
    expect(cache.get("a", 7, 1_100)).toBeUndefined();
    cache.set("b", page(10, 7, 100));
    expect(cache.get("b", 7, 1_101)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("drops the least recently used entries to stay within its memory", () => {
    const cache = new PageCache(300, 60_000);
    cache.set("a", page(100));
    cache.set("b", page(100));
    cache.set("c", page(100));
    expect(cache.get("a", 1, 0)).toBeDefined(); // a is now the most recently used
    cache.set("d", page(100));
    expect(cache.get("b", 1, 0)).toBeUndefined();
    expect(["a", "c", "d"].map((key) => Boolean(cache.get(key, 1, 0)))).toEqual([true, true, true]);
    expect(cache.bytes).toBe(300);
    cache.set("huge", page(301));
    expect(cache.get("huge", 1, 0)).toBeUndefined();
  });

  it("compresses once per encoding and counts the compressed bytes", () => {
    const cache = new PageCache(100_000, 60_000);
    const entry = page(5_000);
    cache.set("a", entry);
    const gzip = cache.encoded(entry, "gzip");
    expect(cache.encoded(entry, "gzip")).toBe(gzip);
    const br = cache.encoded(entry, "br");
    expect(cache.bytes).toBe(5_000 + gzip.length + br.length);
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["*", "br"],
    ["deflate", undefined],
  ])("%s -> %s", (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe("matchesEtag", () => {
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['"abd"', false],
  ])("%s -> %s", (header, match) => {
    expect(matchesEtag(header, 'W/"abc"')).toBe(match);
  });
});
