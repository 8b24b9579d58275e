/**
 * Search synonyms: the words a shopper types that name the same thing ("коньяк", "cognac",
 * "бренди"). Two kinds of set, as Elasticsearch and Solr know them:
 * - `equivalent`: every term finds every other (водка ⇔ архи ⇔ vodka);
 * - `oneway`: the terms find the expansions, never the reverse (шампанское ⇒ шампань, просекко, кава:
 *   asking for one prosecco does not bring up every sparkling wine).
 * Pure: both adapters and the staff form use these rules.
 */

export const SYNONYM_KINDS = ["equivalent", "oneway"] as const;
export type SynonymKind = (typeof SYNONYM_KINDS)[number];

export interface SynonymSet {
  kind: SynonymKind;
  /** Equivalent: the whole set. One-way: the words that expand. */
  terms: string[];
  /** One-way only: what the terms also find. Empty for an equivalent set. */
  expansions: string[];
}

/** Limits of one set (the form says so; a query expands to at most this many alternatives a word). */
export const SYNONYM_LIMITS = { termsPerSet: 20, termLength: 60, wordsPerTerm: 4 } as const;

/**
 * The form a term is kept in: lower case, anything but letters and digits as one space
 * ("T-Shirt" → "t shirt").
 */
export function normalizeTerm(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The form terms are compared in: also ё as е, so "ликер" meets "ликёр" (the index keeps each spelling). */
export const termKey = (text: string) => normalizeTerm(text).replace(/ё/g, "е");

/** Terms as staff write them: separated by commas or new lines; normalised, empty and repeated ones dropped. */
export function parseTermList(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[,\n;]/)) {
    const term = normalizeTerm(part);
    if (term && !out.includes(term)) out.push(term);
  }
  return out;
}

/** The terms as one editable line. */
export const termListText = (terms: string[]) => terms.join(", ");

/** What is wrong with a set, as a short code (the form turns it into an i18n key), or null. */
export function synonymSetProblem(set: SynonymSet): "tooFewTerms" | "noExpansions" | "tooManyTerms" | "termTooLong" | null {
  const all = [...set.terms, ...set.expansions];
  if (all.some((t) => t.length > SYNONYM_LIMITS.termLength || t.split(" ").length > SYNONYM_LIMITS.wordsPerTerm)) return "termTooLong";
  if (all.length > SYNONYM_LIMITS.termsPerSet) return "tooManyTerms";
  if (set.kind === "equivalent") return set.terms.length < 2 ? "tooFewTerms" : null;
  if (set.terms.length < 1) return "tooFewTerms";
  return set.expansions.filter((e) => !set.terms.includes(e)).length < 1 ? "noExpansions" : null;
}

/** The table compiled for lookups: each normalised term and what else it finds. */
export interface SynonymLookup {
  /** The longest term, in words (how far ahead a query is looked at). */
  maxWords: number;
  alternatives: Map<string, string[]>;
}

export const NO_SYNONYMS: SynonymLookup = { maxWords: 0, alternatives: new Map() };

export function compileSynonyms(sets: SynonymSet[]): SynonymLookup {
  const alternatives = new Map<string, string[]>();
  let maxWords = 0;
  const add = (from: string, to: string[]) => {
    const key = termKey(from);
    if (!key) return;
    maxWords = Math.max(maxWords, key.split(" ").length);
    const list = alternatives.get(key) ?? [];
    // Every spelling, itself included: "ликер" typed must still find "ликёр" (expandQuery drops the typed one).
    for (const other of to.map(normalizeTerm)) if (other && !list.includes(other)) list.push(other);
    alternatives.set(key, list);
  };
  for (const set of sets) {
    if (set.kind === "equivalent") for (const term of set.terms) add(term, set.terms);
    else for (const term of set.terms) add(term, [...set.terms, ...set.expansions]);
  }
  for (const [key, list] of alternatives) if (list.every((other) => other === key)) alternatives.delete(key);
  return alternatives.size ? { maxWords, alternatives } : NO_SYNONYMS;
}

/** A run of typed words and the other terms it also finds (none for an ordinary word). */
export interface QueryGroup {
  /** The words as typed, space separated. */
  text: string;
  alternatives: string[];
}

/**
 * The typed words grouped by the longest synonym term each run of them spells, left to right:
 * "красное вино" with "вино" known is ["красное"], ["вино" → дарс, wine]; "шар айраг" with the
 * two-word term known is one group. At most `maxWords` typed words are looked at.
 */
export function expandQuery(q: string, lookup: SynonymLookup, maxWords = 8): QueryGroup[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, maxWords);
  const groups: QueryGroup[] = [];
  for (let i = 0; i < words.length; ) {
    let found: QueryGroup | null = null;
    for (let n = Math.min(lookup.maxWords, words.length - i); n >= 1 && !found; n--) {
      const text = words.slice(i, i + n).join(" ");
      const alternatives = lookup.alternatives.get(termKey(text))?.filter((other) => other !== normalizeTerm(text));
      if (alternatives) found = { text, alternatives };
    }
    groups.push(found ?? { text: words[i]!, alternatives: [] });
    i += found ? found.text.split(" ").length : 1;
  }
  return groups;
}

/** Every single-word term (for a query that found nothing: its near spellings). */
export function synonymWords(lookup: SynonymLookup): string[] {
  return [...lookup.alternatives.keys()].filter((k) => !k.includes(" "));
}

/**
 * The sets as Solr rules, the format of Elasticsearch's `synonym_graph` filter: "a, b, c" for an
 * equivalent set, "a => a, x, y" one way (the term keeps finding itself).
 */
export function solrSynonymRules(sets: SynonymSet[]): string[] {
  const rules: string[] = [];
  for (const set of sets) {
    const terms = set.terms.map(normalizeTerm).filter(Boolean);
    if (set.kind === "equivalent") {
      if (terms.length >= 2) rules.push(terms.join(", "));
    } else {
      const to = [...new Set([...terms, ...set.expansions.map(normalizeTerm).filter(Boolean)])];
      if (terms.length && to.length > terms.length) rules.push(`${terms.join(", ")} => ${to.join(", ")}`);
    }
  }
  return rules;
}

/** Terms as stored (a JSON array of strings); anything else reads as none. */
export function parseStoredTerms(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}
