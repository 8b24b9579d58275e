import { createCookie } from "@remix-run/node";
import { secureCookies } from "~/utils/env.server";
import { siteConfig } from "~/config/site";
import { addRecentSearch, parseRecentSearches } from "~/domain/recent-searches";

/**
 * A guest's recent searches, kept in a cookie (accounts come later). The content is not
 * sensitive, so the cookie is not signed; it is validated on every read instead.
 */
export const recentSearchesCookie = createCookie("recent_searches", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies(),
  maxAge: 60 * 60 * 24 * 180,
});

/** Browsers keep cookies up to about 4 KB; stay well under it whatever the alphabet. */
const MAX_COOKIE_BYTES = 3800;

const limit = siteConfig.limits.searchHistory;

export async function readRecentSearches(request: Request): Promise<string[]> {
  try {
    return parseRecentSearches(await recentSearchesCookie.parse(request.headers.get("Cookie")), limit);
  } catch {
    return [];
  }
}

/**
 * The Set-Cookie header value that records `q` as the newest search, or null when nothing
 * would change (empty `q`, or `q` already the newest entry spelt the same way).
 */
export async function recordSearchHeader(request: Request, q: string): Promise<string | null> {
  const current = await readRecentSearches(request);
  let next = addRecentSearch(current, q, limit);
  if (next.length === current.length && next.every((entry, i) => entry === current[i])) return null;
  let header = await recentSearchesCookie.serialize(next);
  // Long entries in a multi-byte alphabet could pass the browser limit: drop the oldest.
  while (new TextEncoder().encode(header).length > MAX_COOKIE_BYTES && next.length > 1) {
    next = next.slice(0, -1);
    header = await recentSearchesCookie.serialize(next);
  }
  return header;
}

/** The Set-Cookie header value that forgets every recent search. */
export function clearRecentSearchesHeader(): Promise<string> {
  return recentSearchesCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}
