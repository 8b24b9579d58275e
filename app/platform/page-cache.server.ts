import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { isbot } from "isbot";
import { rawCookies } from "./cookies.server";

/**
 * The anonymous page cache (docs/decisions/037-page-cache.md). A first visit without a session
 * sees the same listing, product and home page as every other first visit in that language, so
 * the rendered answer is kept in memory and served again until the catalogue changes (the page
 * revision, moved by database triggers on any app server) or it is `ttlMs` old (sale windows,
 * availability dates and slots move with the clock, not with a write). Only routes that say so
 * (`Cache-Control: public`, app/web/http-cache.ts) are kept, and only answers to a visitor who
 * carries no cookie but the language: a session, a cart, a toast or recent searches make the
 * page that visitor's own, and it is rendered for them and marked private.
 */

/** What an anonymous page route sends: revalidate with the ETag each time; a CDN may hold it briefly. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
/** What the same route sends a visitor with a session, a cart or any other cookie of ours. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";

/** Cookies that do not make a page the visitor's own: the language (part of the key) and GA4's. */
const NEUTRAL_COOKIE = /^(?:lng|_ga(?:_[A-Za-z0-9]+)?|_gid)$/;
/** A body larger than this is sent, not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Kept response headers: everything that describes the body, nothing about this one exchange. */
const DROPPED_HEADERS = new Set(["set-cookie", "date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "etag", "x-page-cache", "vary"]);
const CACHEABLE_TYPES = /^(?:text\/html|text\/x-script|application\/json)\b/;


/** True when the request carries nothing that could make a page this visitor's own. */
export function isAnonymousVisit(cookieHeader: string | null | undefined): boolean {
  for (const name of rawCookies(cookieHeader).keys()) if (!NEUTRAL_COOKIE.test(name)) return false;
  return true;
}

/**
 * The cache key of an anonymous GET: the language choice, the address (query included: `?lng=en`
 * is the English page whatever the cookie says), the Host the page was asked for, and whether
 * the client is a crawler, which entry.server.tsx answers with the whole document at once where
 * a browser gets it streamed (React's boundary swaps). Without PUBLIC_URL the canonical and
 * og:url addresses are built from the request's origin: a page asked for with a forged Host is
 * kept under that origin only, never served to visitors of the real one (decision 050).
 */
export function pageCacheKey(url: string, cookieHeader: string | null | undefined, userAgent?: string | null, origin?: string | null): string {
  return `${isbot(userAgent ?? "") ? "whole" : "streamed"} ${rawCookies(cookieHeader).get("lng") ?? ""} ${(origin ?? "").toLowerCase()} ${url}`;
}

/**
 * Every header Remix builds the request's origin from (Host, and the X-Forwarded-* pair that
 * server.mjs keeps only behind a trusted proxy), as they came: a different value is a different
 * page, whichever of them the page's addresses end up taken from.
 */
export function requestedOrigin(request: Pick<IncomingMessage, "headers">): string {
  const { host, "x-forwarded-host": forwardedHost, "x-forwarded-proto": forwardedProto } = request.headers;
  return [forwardedProto, forwardedHost, host].map((value) => (Array.isArray(value) ? value.join(",") : (value ?? ""))).join("|");
}

export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  etag: string;
  revision: number;
  storedAt: number;
  gzip?: Buffer;
  br?: Buffer;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * A stored document is served to many visitors, so it cannot carry one response's CSP nonce:
 * a nonce seen by everyone is no secret. Its inline scripts are allowed by their SHA-256
 * instead (the same bytes go to everyone, so the hashes hold), and the nonce is taken out.
 */
export function withScriptHashes(html: string, policy: string): { html: string; policy: string } {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return { html, policy };
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const rewritten = html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (whole, attributes: string, content: string) => {
      if (!attributes.includes(attribute)) return whole;
      if (!/\ssrc=/.test(attributes)) hashes.add(`'sha256-${sha256(content)}'`);
      return `<script${attributes.replace(attribute, "")}>${content}</script>`;
    })
    .replaceAll(attribute, "");
  return { html: rewritten, policy: policy.replace(`'nonce-${nonce}'`, [...hashes].join(" ")) };
}

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #live = new WeakSet<CachedPage>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The stored page for `key` if it was stored at this revision and is young enough. */
  get(key: string, revision: number, nowMs: number): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.revision !== revision || nowMs - entry.storedAt > this.ttlMs) {
      this.#delete(key, entry);
      return undefined;
    }
    // Most recently used last: the oldest use is the first to go when the cache is full.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    if (entry.body.length > this.maxBytes) return;
    this.#entries.set(key, entry);
    this.#live.add(entry);
    this.#bytes += weight(entry);
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldestKey, oldest);
    }
  }

  /** The body in `encoding`, compressed once per entry and kept with it. */
  encoded(entry: CachedPage, encoding: "br" | "gzip"): Buffer {
    const existing = entry[encoding];
    if (existing) return existing;
    const compressed =
      encoding === "br"
        ? brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
        : gzipSync(entry.body, { level: 9 });
    entry[encoding] = compressed;
    if (this.#live.has(entry)) this.#bytes += compressed.length;
    return compressed;
  }

  #delete(key: string, entry: CachedPage) {
    this.#entries.delete(key);
    this.#live.delete(entry);
    this.#bytes -= weight(entry);
  }
}

function weight(entry: CachedPage): number {
  return entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
}

/** The encoding to send: brotli, then gzip, else none, by the client's Accept-Encoding. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return undefined;
}

/** True when an If-None-Match header names this entity tag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

export interface PageCacheOptions {
  cache: PageCache | null;
  /** The current page revision (a primary-key read; see app/db/page-revision.server.ts). */
  revision: () => Promise<number>;
  /** A monotonic clock in milliseconds, for the entries' age. */
  monotonicNow: () => number;
  /**
   * The cookie a first visit gets from a page that names what was seen (the VISIT_HINT_HEADER
   * a product page sends to a visitor without a guest state), or null. Called for stored and
   * fresh pages alike, so the page stays storable while each visitor still gets the cookie.
   */
  visitCookie?: (hint: string, request: IncomingMessage) => string | null;
}

/** A page's note of what a first-time visitor saw; the middleware turns it into a cookie. */
export const VISIT_HINT_HEADER = "x-viewed-product";

type Next = (error?: unknown) => void;

/**
 * The HTTP side, run by server.mjs in front of Remix: serves stored pages (304 for a matching
 * ETag, brotli or gzip as asked), keeps new ones, and makes sure a page a route marked public
 * goes out private when the visitor is not anonymous or the answer sets a cookie.
 */
export function createPageCacheMiddleware(options: PageCacheOptions) {
  const { cache } = options;
  const visitCookie = (hint: string, request: IncomingMessage) => (isbot(request.headers["user-agent"] ?? "") ? null : (options.visitCookie?.(hint, request) ?? null));
  return async function pageCache(request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: Next): Promise<void> {
    try {
      const cookieHeader = request.headers.cookie;
      const anonymous = isAnonymousVisit(cookieHeader);
      const readable = request.method === "GET" || request.method === "HEAD";
      keepPrivatePagesPrivate(response, anonymous && readable);
      const seen = turnVisitHintIntoCookie(response, (hint) => visitCookie(hint, request));
      if (!cache || !anonymous || !readable) return next();

      const url = request.originalUrl ?? request.url ?? "/";
      const key = pageCacheKey(url, cookieHeader, request.headers["user-agent"], requestedOrigin(request));
      const revision = await options.revision();
      const stored = cache.get(key, revision, options.monotonicNow());
      if (stored) return sendStored(cache, stored, request, response, (hint) => visitCookie(hint, request));
      if (request.method === "GET") keepWhenDone(response, seen, (page) => cache.set(key, { ...page, revision, storedAt: options.monotonicNow() }));
      response.setHeader("X-Page-Cache", "miss");
      next();
    } catch (error) {
      next(error);
    }
  };
}

interface SeenVisit {
  /** The hint the page sent (kept with a stored page), or null. */
  hint: string | null;
  /** The cookie added for it, which does not make the page unstorable. */
  cookie: string | null;
}

/** Takes the page's visit hint off the answer and sets the visitor's cookie for it instead. */
function turnVisitHintIntoCookie(response: ServerResponse, cookieFor: (hint: string) => string | null): SeenVisit {
  const seen: SeenVisit = { hint: null, cookie: null };
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithVisit(this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const hint = response.getHeader(VISIT_HINT_HEADER);
    if (hint !== undefined) {
      seen.hint = String(hint);
      response.removeHeader(VISIT_HINT_HEADER);
      seen.cookie = cookieFor(seen.hint);
      if (seen.cookie) response.appendHeader("Set-Cookie", seen.cookie);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
  return seen;
}

function keepPrivatePagesPrivate(response: ServerResponse, anonymousRead: boolean) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadPrivately(this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const control = String(response.getHeader("Cache-Control") ?? "");
    if (/\bpublic\b/.test(control) && (!anonymousRead || response.hasHeader("Set-Cookie") || response.statusCode !== 200)) {
      response.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
    }
    if (/\bpublic\b/.test(String(response.getHeader("Cache-Control") ?? ""))) response.setHeader("Vary", "Accept-Encoding, Cookie");
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

function sendStored(cache: PageCache, page: CachedPage, request: IncomingMessage, response: ServerResponse, cookieFor: (hint: string) => string | null) {
  for (const [name, value] of Object.entries(page.headers)) {
    if (name !== VISIT_HINT_HEADER) response.setHeader(name, value);
  }
  const hint = page.headers[VISIT_HINT_HEADER];
  const cookie = typeof hint === "string" ? cookieFor(hint) : null;
  if (cookie) {
    // The page is everyone's; the cookie is this visitor's: no shared cache may keep the pair.
    response.setHeader("Set-Cookie", cookie);
    response.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  }
  response.setHeader("ETag", page.etag);
  response.setHeader("Vary", "Accept-Encoding, Cookie");
  response.setHeader("X-Page-Cache", "hit");
  if (matchesEtag(request.headers["if-none-match"], page.etag)) {
    response.removeHeader("Content-Type");
    response.writeHead(304);
    response.end();
    return;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const body = encoding ? cache.encoded(page, encoding) : page.body;
  if (encoding) response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", body.length);
  response.writeHead(page.status);
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Collects what Remix writes and hands it to `keep` if the finished answer may be stored. */
function keepWhenDone(response: ServerResponse, seen: SeenVisit, keep: (page: Omit<CachedPage, "revision" | "storedAt">) => void) {
  // What the page said before a visitor's cookie and the private downgrade were added to it.
  let sent: { control: string; cookies: boolean } | null = null;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadAndNote(this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    sent = { control: String(response.getHeader("Cache-Control") ?? ""), cookies: response.hasHeader("Set-Cookie") };
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
  const chunks: Buffer[] = [];
  let size = 0;
  let storable = true;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (!storable || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_ENTRY_BYTES) {
      storable = false;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = response.write;
  const end = response.end;
  response.write = function writeAndKeep(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse["write"];
  response.end = function endAndKeep(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    const headers = response.getHeaders();
    const control = sent?.control ?? String(headers["cache-control"] ?? "");
    const type = String(headers["content-type"] ?? "");
    const ownCookies = sent ? sent.cookies : headers["set-cookie"] !== undefined;
    if (storable && response.statusCode === 200 && /\bpublic\b/.test(control) && !ownCookies && CACHEABLE_TYPES.test(type)) {
      let body = Buffer.concat(chunks);
      const kept: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && !DROPPED_HEADERS.has(name)) kept[name] = Array.isArray(value) ? value : String(value);
      }
      kept["cache-control"] = control;
      delete kept["set-cookie"];
      if (seen.hint !== null) kept[VISIT_HINT_HEADER] = seen.hint;
      const policy = kept["content-security-policy"];
      if (typeof policy === "string" && type.startsWith("text/html")) {
        const hashed = withScriptHashes(body.toString("utf8"), policy);
        body = Buffer.from(hashed.html, "utf8");
        kept["content-security-policy"] = hashed.policy;
      }
      const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
      keep({ status: 200, headers: kept, body, etag });
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse["end"];
}
