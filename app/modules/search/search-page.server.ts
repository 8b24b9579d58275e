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

/** The spec's `search` analytics event (query and result count), recorded on the server. */
export async function recordSearchEvent(db: DB, q: string, results: number, locale: string, now: Date): Promise<void> {
  try {
    await recordEvent(db, "search", { search_term: q, results, locale, currency: siteConfig.currency }, now);
  } catch (error) {
    // Analytics must never cost the shopper their results page.
    console.error("[analytics] search event not recorded", error);
  }
}
