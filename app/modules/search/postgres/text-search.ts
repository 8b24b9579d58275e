import { looseKey } from "~/kernel/transliteration";
import { NO_SYNONYMS, expandQuery, termKey, type SynonymLookup } from "../domain/synonyms";
import { relevanceTerms, scoringTokens } from "../ranking";
import { TYPO_MIN_LETTERS, type ProductSearchDocument } from "../search-index";
import { namesText } from "../fts5/rows";

/**
 * PostgreSQL text search built from a document and from what a shopper typed, as tsvector and
 * tsquery literals (cast with ::tsvector / ::tsquery, so no text-search configuration or parser
 * touches them: words are split and folded here, the same way for both sides). FTS5's columns
 * become weights: A the names as written (names, Latin title, brands, SKU), B the loose keys of
 * the match key. C and D carry what the relevance order asks: the words of the names and
 * brands, and their loose keys (ProductColumns' tokens in the FTS5 adapter).
 */

const MAX_QUERY_WORDS = 8;
/** A synonym this short is matched as a whole word ("ром" must not find "Роман"); longer ones as prefixes. */
const SYNONYM_PREFIX_MIN_LETTERS = 4;
/** tsvector positions end here; later words share the last one (only presence matters). */
const MAX_POSITION = 16_383;

type Weight = "A" | "B" | "C" | "D";

/** A lexeme quoted for a tsvector or tsquery literal. */
export function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** One word in a tsquery: restricted to a weight (FTS5's column filter), a prefix unless `prefix` is false. */
export function queryTerm(word: string, weight: Weight, prefix = true): string {
  return `${quoteLexeme(word)}:${prefix ? "*" : ""}${weight}`;
}

/** The words of a product's names and brands as the relevance order compares them, and their loose keys. */
export function nameWords(doc: Pick<ProductSearchDocument, "name" | "brand">): { display: string[]; keys: string[] } {
  const display = [...new Set([doc.name.mn, doc.name.en, doc.brand.name, doc.brand.name_latin].flatMap(scoringTokens))];
  const keys = [...new Set(display.map(wordKey))].filter(Boolean);
  return { display, keys };
}

/** A word's loose key as one token ("хар сувд" has two words; a single word never splits). */
export const wordKey = (word: string) => looseKey(word).replace(/\s+/g, "");

/** The tsvector literal a product is found and ranked by. */
export function documentVector(doc: ProductSearchDocument): string {
  const { display, keys } = nameWords(doc);
  const sections: [Weight, string[]][] = [
    ["A", scoringTokens(namesText(doc))],
    ["B", doc.match_key.split(/\s+/).filter(Boolean)],
    ["C", display],
    ["D", keys],
  ];
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [weight, words] of sections) {
    for (const word of words) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(word);
      const entry = `${position}${weight}`;
      if (list) list.push(entry);
      else positions.set(word, [entry]);
    }
  }
  return [...positions].map(([word, list]) => `${quoteLexeme(word)}:${list.join(",")}`).join(" ");
}

const group = (options: string[], operator: "&" | "|") => (options.length === 1 ? options[0]! : `(${options.join(` ${operator} `)})`);

/** One typed word: as typed (names, any script) or by its loose key, either way all its parts. */
function wordClause(word: string, prefix: boolean): string | null {
  const raw = scoringTokens(word);
  const keys = looseKey(word).split(" ").filter(Boolean);
  const options: string[] = [];
  if (raw.length) options.push(group(raw.map((part) => queryTerm(part, "A", prefix)), "&"));
  if (keys.length) options.push(group(keys.map((k) => queryTerm(k, "B", prefix)), "&"));
  return options.length ? group(options, "|") : null;
}

/** Every word of a phrase (a synonym such as "шар айраг"), all required. */
function phraseClause(phrase: string, prefix: boolean): string | null {
  const clauses = phrase.split(/\s+/).filter(Boolean).map((w) => wordClause(w, prefix)).filter((c): c is string => c !== null);
  return clauses.length ? group(clauses, "&") : null;
}

const synonymClause = (alternative: string) => phraseClause(alternative, [...alternative.replace(/\s+/g, "")].length >= SYNONYM_PREFIX_MIN_LETTERS);

/**
 * The tsquery for a search (FTS5's ftsExpression): every word must match, as typed or by its
 * loose key, as prefixes; a word (or run of words) that is a synonym term may instead match any
 * of its other terms. Null when nothing searchable was typed.
 */
export function textQuery(q: string, synonyms: SynonymLookup = NO_SYNONYMS): string | null {
  const clauses: string[] = [];
  for (const part of expandQuery(q, synonyms, MAX_QUERY_WORDS)) {
    const typed = phraseClause(part.text, true);
    const options = typed ? [typed] : [];
    for (const alternative of part.alternatives) {
      const clause = synonymClause(alternative);
      if (clause) options.push(clause);
    }
    if (options.length) clauses.push(group(options, "|"));
  }
  return clauses.length ? clauses.join(" & ") : null;
}

/** The words of 5+ letters of a query that may be misspelt: the ones to find near spellings of. */
export function typoCandidates(q: string): string[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  return [...new Set(words.flatMap(scoringTokens).filter((part) => [...part].length >= TYPO_MIN_LETTERS))];
}

/**
 * The query once more with every word of 5+ letters also allowed to be a near spelling (and its
 * synonyms): asked only when the exact query found nothing. Null when no word has a neighbour.
 */
export function typoTolerantQuery(q: string, nearWords: (word: string) => string[], synonyms: SynonymLookup = NO_SYNONYMS): string | null {
  let widened = false;
  const clauses: string[] = [];
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS)) {
    const exact = textQuery(word, synonyms);
    if (!exact) continue;
    const options = [exact];
    for (const part of scoringTokens(word)) {
      if ([...part].length < TYPO_MIN_LETTERS) continue;
      for (const near of nearWords(part)) {
        const key = wordKey(near);
        options.push(key ? `(${queryTerm(near, "A")} | ${queryTerm(key, "B")})` : queryTerm(near, "A"));
        for (const alternative of synonyms.alternatives.get(termKey(near)) ?? []) {
          const clause = synonymClause(alternative);
          if (clause) options.push(clause);
        }
        widened = true;
      }
    }
    clauses.push(group(options, "|"));
  }
  return widened && clauses.length ? clauses.join(" & ") : null;
}

/**
 * Per typed word, the three tests of the relevance order (FTS5's in-memory pass): a name word
 * that is the word (4), one it begins (3), one with the same loose key (2); otherwise 1.
 */
export function relevanceTests(q: string): { exact: string; prefix: string; key: string | null }[] {
  return relevanceTerms(q).map((term) => ({
    exact: queryTerm(term.word, "C", false),
    prefix: queryTerm(term.word, "C"),
    key: term.key ? queryTerm(term.key, "D", false) : null,
  }));
}

/** "More like this": any of a product's describing terms among the others' loose keys. */
export function anyKeyQuery(words: string[]): string | null {
  return words.length ? words.map((w) => queryTerm(w, "B")).join(" | ") : null;
}
