import { looseKey } from "~/kernel/transliteration";
import { NO_SYNONYMS, expandQuery, termKey, type SynonymLookup } from "../domain/synonyms";
import { scoringTokens } from "../ranking";
import { TYPO_MIN_LETTERS } from "../search-index";

/** FTS5 match expressions built from what a shopper typed; never FTS5 syntax of their own. */

const MAX_QUERY_WORDS = 8;
/** A synonym this short is matched as a whole word ("ром" must not find "Роман"); longer ones as prefixes. */
const SYNONYM_PREFIX_MIN_LETTERS = 4;

/** A word as an FTS5 query on one column, a prefix unless `prefix` is false: `names:"хар"*`. */
export function ftsTerm(column: string, word: string, prefix = true): string {
  return `${column}:"${word.replace(/"/g, '""')}"${prefix ? "*" : ""}`;
}

/** One typed word: as typed (names, any script) or by its loose key, each option in parentheses. */
function wordOptions(word: string, prefix: boolean): string[] {
  const raw = word.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const keys = looseKey(word).split(" ").filter(Boolean);
  const options: string[] = [];
  if (raw) options.push(raw.split(" ").map((part) => ftsTerm("names", part, prefix)).join(" AND "));
  if (keys.length) options.push(keys.map((k) => ftsTerm("keys", k, prefix)).join(" AND "));
  return options;
}

const wordClause = (word: string, prefix = true): string | null => {
  const options = wordOptions(word, prefix);
  return options.length ? `(${options.map((o) => `(${o})`).join(" OR ")})` : null;
};

/** Every word of a phrase (a synonym such as "шар айраг"), all required. */
function phraseClause(phrase: string, prefix: boolean): string | null {
  const clauses = phrase.split(/\s+/).filter(Boolean).map((w) => wordClause(w, prefix)).filter((c): c is string => c !== null);
  return clauses.length ? clauses.join(" AND ") : null;
}

/**
 * FTS5 match expression: every word must match, either as typed (names, any script) or by its
 * loose key (so "khar", "xar" and "хар" meet); all as prefixes, for as-you-type. A word (or run of
 * words) that is a synonym term may instead match any of its other terms ("вино" finds "дарс").
 */
export function ftsExpression(q: string, synonyms: SynonymLookup = NO_SYNONYMS): string | null {
  const clauses: string[] = [];
  for (const group of expandQuery(q, synonyms, MAX_QUERY_WORDS)) {
    const typed = phraseClause(group.text, true);
    const options = typed ? [typed] : [];
    for (const alternative of group.alternatives) {
      const clause = phraseClause(alternative, [...alternative.replace(/\s+/g, "")].length >= SYNONYM_PREFIX_MIN_LETTERS);
      if (clause) options.push(clause);
    }
    if (options.length === 1) clauses.push(options[0]!);
    else if (options.length > 1) clauses.push(`(${options.map((o) => `(${o})`).join(" OR ")})`);
  }
  return clauses.length ? clauses.join(" AND ") : null;
}

/**
 * The expression once more, with every word of 5+ letters also allowed to be any known word one
 * edit away ("chinggiss", "шампонь"), and that word's synonyms. Only asked when the exact
 * expression found nothing, so a correct query never pays for it; null when no word has a near
 * neighbour.
 */
export function typoTolerantExpression(q: string, nearWords: (word: string) => string[], synonyms: SynonymLookup = NO_SYNONYMS): string | null {
  let widened = false;
  const clauses: string[] = [];
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS)) {
    const exact = ftsExpression(word, synonyms);
    if (!exact) continue;
    const options = [exact];
    for (const part of scoringTokens(word)) {
      if ([...part].length < TYPO_MIN_LETTERS) continue;
      for (const near of nearWords(part)) {
        const key = looseKey(near).replace(/\s+/g, "");
        options.push(key ? `${ftsTerm("names", near)} OR ${ftsTerm("keys", key)}` : ftsTerm("names", near));
        for (const alternative of synonyms.alternatives.get(termKey(near)) ?? []) {
          const clause = phraseClause(alternative, [...alternative.replace(/\s+/g, "")].length >= SYNONYM_PREFIX_MIN_LETTERS);
          if (clause) options.push(`(${clause})`);
        }
        widened = true;
      }
    }
    clauses.push(`(${options.join(" OR ")})`);
  }
  return widened && clauses.length ? clauses.join(" AND ") : null;
}
