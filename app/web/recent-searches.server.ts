import { createCookie } from "@remix-run/node";
import type { DB } from "~/db/client.server";
import type { User } from "~/db/schema";
import { siteConfig } from "~/config/site";
import { addRecentSearch, parseRecentSearches } from "~/modules/search";
import { accountSearches, adoptSearchesIntoAccount, clearAccountSearches, recordAccountSearch } from "~/modules/search/index.server";
import { guestStateHeader, readGuestState } from "~/platform/guest-state.server";

/**
 * Recent searches: a guest's in the guest state (docs/decisions/041-guest-state.md), a
 * signed-in shopper's with the account (the search module's use cases), so they follow the
 * shopper between devices.
 *
 * Before the guest state, a guest's searches had a cookie of their own (`recent_searches`,
 * unsigned). It is still read when the guest state has none, and expired whenever the guest
 * state is written, so those searches move over on the next search.
 */
export const legacyRecentSearchesCookie = createCookie("recent_searches", { path: "/", httpOnly: true, sameSite: "lax" });

const limit = siteConfig.limits.searchHistory;

async function readLegacy(request: Request): Promise<string[]> {
  try {
    return parseRecentSearches(await legacyRecentSearchesCookie.parse(request.headers.get("Cookie")), limit);
  } catch {
    return [];
  }
}

const hasLegacy = (request: Request) => /(?:^|;\s*)recent_searches=/.test(request.headers.get("Cookie") ?? "");
const expireLegacy = () => legacyRecentSearchesCookie.serialize("", { maxAge: 0, expires: new Date(0) });

/** A guest's recent searches, newest first. */
export async function readRecentSearches(request: Request, db: DB): Promise<string[]> {
  const state = await readGuestState(request, db);
  return state.searches.length > 0 ? state.searches : readLegacy(request);
}

/** The Set-Cookie values that record `q` as a guest's newest search (none when nothing changes). */
export async function recordGuestSearch(request: Request, db: DB, q: string, now: Date): Promise<string[]> {
  const state = await readGuestState(request, db);
  const current = state.searches.length > 0 ? state.searches : await readLegacy(request);
  const header = await guestStateHeader(request, db, { ...state, searches: addRecentSearch(current, q, limit) }, now);
  const headers = header ? [header] : [];
  if (hasLegacy(request)) headers.push(await expireLegacy());
  return headers;
}

/** The recent searches to show: the account's when signed in, otherwise the guest's. */
export async function recentSearchesFor(request: Request, db: DB, user: User | null): Promise<string[]> {
  return user ? accountSearches(user) : readRecentSearches(request, db);
}

/** Records `q`: in the account when signed in (no header), otherwise in the guest state. */
export async function recordSearch(db: DB, request: Request, user: User | null, q: string, now: Date): Promise<string[]> {
  if (!user) return recordGuestSearch(request, db, q, now);
  await recordAccountSearch(db, user, q);
  return [];
}

/** Forgets the account's searches (when signed in) and the guest's, leaving the rest of the guest state. */
export async function clearRecentSearches(db: DB, request: Request, user: User | null, now: Date): Promise<string[]> {
  if (user) await clearAccountSearches(db, user.id);
  const state = await readGuestState(request, db);
  const header = await guestStateHeader(request, db, { ...state, searches: [] }, now);
  const headers = header ? [header] : [];
  if (hasLegacy(request)) headers.push(await expireLegacy());
  return headers;
}

/**
 * On sign-in the searches made as a guest on this browser join the account's (older account
 * entries after them). The guest state itself is cleared once for all its lists by the sign-in;
 * this answers the expiry of the old cookie, if the browser still has one.
 */
export async function adoptGuestSearches(db: DB, request: Request, user: User): Promise<string | null> {
  const guest = await readRecentSearches(request, db);
  if (guest.length > 0) await adoptSearchesIntoAccount(db, user, guest);
  return hasLegacy(request) ? expireLegacy() : null;
}
