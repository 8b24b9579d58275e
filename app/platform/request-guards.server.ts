/** The request headers a cross-site check reads (a Fetch `Headers`, or express's `req.get`). */
export interface HeaderSource {
  get(name: string): string | null | undefined;
}

/**
 * Whether a state-changing request comes from another site. Browsers send Sec-Fetch-Site and/or
 * Origin with every POST; either one naming another site is refused, and so is `Origin: null`
 * (a sandboxed frame, a `data:` page or a redirect chain through another site: nothing of ours).
 * A request with neither header is let through (docs/decisions/003-posts-without-origin.md):
 * every current browser sends Origin on a POST, and the session cookie is SameSite=Lax, so a
 * forged cross-site post from an old browser arrives without the shopper's session.
 * `host` is the host the shop was reached at (X-Forwarded-Host only behind a trusted proxy).
 */
export function isCrossSite(headers: HeaderSource, host: string): boolean {
  const fetchSite = headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "same-site" && fetchSite !== "none") return true;
  const origin = headers.get("Origin");
  if (origin === null || origin === undefined) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The same check for a route's request, whose URL carries the host the server resolved. */
export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite(request.headers, new URL(request.url).host);
}

export function assertSameSite(request: Request): void {
  if (isCrossSiteRequest(request)) throw new Response("errors.crossSite", { status: 403 });
}

/** Any stand-in origin works: a target is judged by whether it stays on whatever origin this is. */
const SHOP_ORIGIN = "https://shop.invalid";
const MAX_REDIRECT_LENGTH = 2_000;

/**
 * Only a path on the shop itself is followed after a form; anything else gets `fallback`. The
 * target is parsed against the shop's origin and must stay on it, then re-serialised, so what
 * reaches the Location header is plain ASCII (no 500 for a non-Latin-1 character) and means the
 * same to every browser: control characters (a tab that browsers drop, CR/LF) and backslashes
 * (which browsers read as `/`) are refused before parsing, and a path that normalises into
 * `//host` (e.g. `/.//evil`) is refused after.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(target, SHOP_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SHOP_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//")) return fallback;
  return path;
}
