import type { DB } from "~/db/client.server";
import type { User } from "~/db/schema";
import { saveSearchHistory } from "~/modules/accounts/index.server";
import { siteConfig } from "~/config/site";
import { addRecentSearch, parseRecentSearches } from "./domain/recent-searches";

/**
 * A signed-in shopper's recent searches, kept with the account so they follow the shopper between
 * devices (a guest's live in a cookie: app/web/recent-searches.server.ts). Validated on every read.
 */

const limit = siteConfig.limits.searchHistory;

/** The account's recent searches, newest first. */
export function accountSearches(user: Pick<User, "search_history">): string[] {
  try {
    return parseRecentSearches(JSON.parse(user.search_history), limit);
  } catch {
    return [];
  }
}

/** Records `q` as the account's newest search (nothing is written when nothing changes). */
export async function recordAccountSearch(db: DB, user: Pick<User, "id" | "search_history">, q: string): Promise<void> {
  const current = accountSearches(user);
  const next = addRecentSearch(current, q, limit);
  if (next.length !== current.length || next.some((entry, i) => entry !== current[i])) await saveSearchHistory(db, user.id, next);
}

export async function clearAccountSearches(db: DB, userId: number): Promise<void> {
  await saveSearchHistory(db, userId, []);
}

/** On sign-in the searches made as a guest (newest first) join the account's, older account entries after them. */
export async function adoptSearchesIntoAccount(db: DB, user: Pick<User, "id" | "search_history">, guest: string[]): Promise<void> {
  let merged = accountSearches(user);
  for (const q of [...guest].reverse()) merged = addRecentSearch(merged, q, limit);
  await saveSearchHistory(db, user.id, merged);
}
