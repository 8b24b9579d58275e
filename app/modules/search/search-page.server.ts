import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { recordEvent } from "~/modules/analytics/index.server";
import type { SearchIndex, Suggestion } from "./search-index";

/** Suggestions shown as plain links on the results page (the combobox needs JavaScript). */
const RESULTS_PAGE_SUGGESTIONS = 6;

/** A failing suggestion lookup gives an empty list and never breaks the page (storefront-spec.md §8). */
export async function safeSuggestions(searchIndex: SearchIndex, q: string, locale: string, now: Date, limit: number = siteConfig.limits.suggestions): Promise<Suggestion[]> {
  if (!q) return [];
  try {
    // Sliced again here: the limit is the page's promise whatever an adapter returns.
    return (await searchIndex.suggest(q, { locale, limit, now })).slice(0, limit);
  } catch (error) {
    console.error("[search] suggestions failed", error);
    return [];
  }
}

/** Brands and categories first: the products themselves are already listed below. */
export async function resultsPageSuggestions(searchIndex: SearchIndex, q: string, locale: string, now: Date): Promise<Suggestion[]> {
  const all = await safeSuggestions(searchIndex, q, locale, now, RESULTS_PAGE_SUGGESTIONS * 3);
  const ordered = [...all.filter((s) => s.kind !== "product"), ...all.filter((s) => s.kind === "product")];
  return ordered.slice(0, RESULTS_PAGE_SUGGESTIONS);
}

/** A search the shopper may have meant: the query with one word swapped for a near catalogue word. */
export interface CloseSearch {
  q: string;
  href: string;
}

const CLOSE_SEARCHES = 6;

/**
 * For a search that found nothing: the same query with one word replaced by the catalogue's
 * closest words ("vyski" → "виски"); empty when the index has no such words or fails.
 */
export async function closeSearches(searchIndex: SearchIndex, q: string): Promise<CloseSearch[]> {
  if (!searchIndex.closestWords) return [];
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 4);
  const out: CloseSearch[] = [];
  try {
    for (const [i, word] of words.entries()) {
      if ([...word].length < 3) continue;
      for (const near of await searchIndex.closestWords(word, { limit: CLOSE_SEARCHES })) {
        const text = words.map((w, j) => (j === i ? near : w)).join(" ");
        if (!out.some((c) => c.q === text)) out.push({ q: text, href: `/search?q=${encodeURIComponent(text)}` });
      }
    }
  } catch (error) {
    console.error("[search] closest words failed", error);
  }
  return out.slice(0, CLOSE_SEARCHES);
}

/** The spec's `search` analytics event (query and result count), recorded on the server. */
export async function recordSearchEvent(db: DB, q: string, results: number, locale: string, now: Date): Promise<void> {
  try {
    await recordEvent(db, "search", { search_term: q, results, locale, currency: siteConfig.currency }, now);
  } catch (error) {
    // Analytics must never cost the shopper their results page.
    console.error("[analytics] search event not recorded", error);
  }
}
