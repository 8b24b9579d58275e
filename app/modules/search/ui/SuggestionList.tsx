import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { looseKey } from "~/kernel/transliteration";
import type { Suggestion } from "../search-index";

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * The part of `text` the shopper's `q` matches at the start of a word, as [start, end), or null.
 * Tries the exact letters first (ignoring case), then the loose transliteration key, so
 * "khar" marks "Хар" in "Хар Сувд" just as the index matched it.
 */
export function matchRange(text: string, q: string): [number, number] | null {
  const needle = q.trim().toLowerCase();
  if (!needle) return null;
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) if (!isWordChar(text[i - 1]) && isWordChar(text[i])) starts.push(i);
  for (const i of starts) {
    if (text.slice(i, i + needle.length).toLowerCase() === needle) return [i, i + needle.length];
  }
  const key = looseKey(needle);
  if (!key) return null;
  for (const i of starts) {
    for (let end = i + 1; end <= text.length; end++) {
      const part = looseKey(text.slice(i, end));
      if (part === key) {
        // Take in a letter the key folds away (a doubled vowel, a hard sign), not a trailing space.
        while (end < text.length && isWordChar(text[end]) && looseKey(text.slice(i, end + 1)) === key) end++;
        return [i, end];
      }
      if (!key.startsWith(part)) break;
    }
  }
  return null;
}

/** The suggestion text with the part the shopper typed in <mark>. */
export function HighlightedText({ text, q }: { text: string; q: string }) {
  const range = matchRange(text, q);
  if (!range) return <>{text}</>;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <mark>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}

/** The small label naming what a suggestion is. */
export function useSuggestionKindLabel(): (kind: Suggestion["kind"]) => string {
  const { t } = useTranslation();
  return (kind) => {
    switch (kind) {
      case "product":
        return t("search:kind.product");
      case "brand":
        return t("search:kind.brand");
      case "category":
        return t("search:kind.category");
      default:
        return t("search:kind.term");
    }
  };
}

/** Suggestions as plain links (the results page, with or without JavaScript). */
export function SuggestionList({ suggestions, q = "" }: { suggestions: Suggestion[]; q?: string }) {
  const { t } = useTranslation();
  const kindLabel = useSuggestionKindLabel();
  if (suggestions.length === 0) return null;
  return (
    <section className="suggestion-list" aria-labelledby="suggestion-list-heading">
      <h2 id="suggestion-list-heading">{t("search:suggestions.heading")}</h2>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={`${suggestion.kind}:${suggestion.href}:${suggestion.text}`}>
            <Link to={suggestion.href}>
              <span className="suggestion-text">
                <HighlightedText text={suggestion.text} q={q} />
              </span>
              <span className={`suggestion-kind suggestion-kind-${suggestion.kind}`}>{kindLabel(suggestion.kind)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
