import { createCookie } from "@remix-run/node";
import type { DB } from "~/db/client.server";
import type { User } from "~/db/schema";
import { secureCookies } from "~/config/env.server";
import { siteConfig } from "~/config/site";
import { addRecentSearch, parseRecentSearches } from "~/modules/search";
import { accountSearches, adoptSearchesIntoAccount, clearAccountSearches, recordAccountSearch } from "~/modules/search/index.server";

/**
 * Recent searches: a guest's in a cookie, a signed-in shopper's with the account (the search
 * module's use cases), so they follow the shopper between devices. The cookie's content is not
 * sensitive, so it is not signed; both are validated on every read instead.
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

/** The recent searches to show: the account's when signed in, otherwise the cookie's. */
export async function recentSearchesFor(request: Request, user: User | null): Promise<string[]> {
  return user ? accountSearches(user) : readRecentSearches(request);
}

/** Records `q`: in the account when signed in (no header), otherwise as a Set-Cookie value. */
export async function recordSearch(db: DB, request: Request, user: User | null, q: string): Promise<string | null> {
  if (!user) return recordSearchHeader(request, q);
  await recordAccountSearch(db, user, q);
  return null;
}

/** Forgets the account's searches (when signed in) and the cookie's. */
export async function clearRecentSearches(db: DB, user: User | null): Promise<string> {
  if (user) await clearAccountSearches(db, user.id);
  return clearRecentSearchesHeader();
}

/**
 * On sign-in the searches made as a guest on this browser join the account's (older account
 * entries after them), and the cookie is cleared. Returns that Set-Cookie value, or null.
 */
export async function adoptGuestSearches(db: DB, request: Request, user: User): Promise<string | null> {
  const guest = await readRecentSearches(request);
  if (guest.length === 0) return null;
  await adoptSearchesIntoAccount(db, user, guest);
  return clearRecentSearchesHeader();
}
