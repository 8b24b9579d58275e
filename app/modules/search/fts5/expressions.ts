import { looseKey } from "~/kernel/transliteration";
import { scoringTokens } from "../ranking";
import { TYPO_MIN_LETTERS } from "../search-index";

/** FTS5 match expressions built from what a shopper typed; never FTS5 syntax of their own. */

const MAX_QUERY_WORDS = 8;

/** A word as an FTS5 prefix query on one column: `names:"хар"*`. */
export function ftsTerm(column: string, word: string): string {
  return `${column}:"${word.replace(/"/g, '""')}"*`;
}

/**
 * FTS5 match expression: every word must match, either as typed (names, any script) or by its
 * loose key (so "khar", "xar" and "хар" meet); all as prefixes, for as-you-type.
 */
export function ftsExpression(q: string): string | null {
  const clauses: string[] = [];
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS)) {
    const raw = word.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    const keys = looseKey(word).split(" ").filter(Boolean);
    const options: string[] = [];
    if (raw) options.push(raw.split(" ").map((part) => ftsTerm("names", part)).join(" AND "));
    if (keys.length) options.push(keys.map((k) => ftsTerm("keys", k)).join(" AND "));
    if (options.length) clauses.push(`(${options.map((o) => `(${o})`).join(" OR ")})`);
  }
  return clauses.length ? clauses.join(" AND ") : null;
}

/**
 * The expression once more, with every word of 5+ letters also allowed to be any known word one
 * edit away ("chinggiss", "шампонь"). Only asked when the exact expression found nothing, so a
 * correct query never pays for it; null when no word has a near neighbour.
 */
export function typoTolerantExpression(q: string, nearWords: (word: string) => string[]): string | null {
  let widened = false;
  const clauses: string[] = [];
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS)) {
    const exact = ftsExpression(word);
    if (!exact) continue;
    const options = [exact];
    for (const part of scoringTokens(word)) {
      if ([...part].length < TYPO_MIN_LETTERS) continue;
      for (const near of nearWords(part)) {
        const key = looseKey(near).replace(/\s+/g, "");
        options.push(key ? `${ftsTerm("names", near)} OR ${ftsTerm("keys", key)}` : ftsTerm("names", near));
        widened = true;
      }
    }
    clauses.push(`(${options.join(" OR ")})`);
  }
  return widened && clauses.length ? clauses.join(" AND ") : null;
}

