/**
 * The shopper's recent searches (spec: search history). Newest first, no duplicates
 * (compared without regard to case), at most `limit` entries of at most 100 characters.
 * Pure functions: the cookie that stores the list lives in services/recent-searches.server.
 */

export const RECENT_SEARCHES_LIMIT = 10;
export const RECENT_SEARCH_MAX_LENGTH = 100;

/** Trims, collapses runs of whitespace and caps the length (never splitting a character). */
export function normalizeSearchText(text: string): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  if (collapsed.length <= RECENT_SEARCH_MAX_LENGTH) return collapsed;
  let out = "";
  for (const char of collapsed) {
    if (out.length + char.length > RECENT_SEARCH_MAX_LENGTH) break;
    out += char;
  }
  return out.trimEnd();
}

const sameSearchKey = (text: string) => text.toLowerCase();

/** Cleans, de-duplicates (first spelling wins) and caps a list of searches. */
function tidy(entries: readonly string[], limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of entries) {
    if (out.length >= limit) break;
    const text = normalizeSearchText(entry);
    if (!text) continue;
    const key = sameSearchKey(text);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/**
 * The list after searching for `q`: `q` first (in the spelling just typed), any earlier
 * entry for the same words removed, at most `limit` kept. An empty `q` changes nothing.
 */
export function addRecentSearch(list: readonly string[], q: string, limit = RECENT_SEARCHES_LIMIT): string[] {
  const max = Math.max(0, Math.floor(limit));
  return tidy([q, ...list], max);
}

/** Reads a stored list defensively: anything that is not a list of texts gives what it can, or []. */
export function parseRecentSearches(value: unknown, limit = RECENT_SEARCHES_LIMIT): string[] {
  let candidate = value;
  if (typeof candidate === "string") {
    try {
      candidate = JSON.parse(candidate);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(candidate)) return [];
  return tidy(
    candidate.filter((entry): entry is string => typeof entry === "string"),
    Math.max(0, Math.floor(limit)),
  );
}
