import { looseKey } from "~/kernel/transliteration";

/** Pure pieces of the in-memory search pass: how words are compared, shuffles and top-k. */

const MAX_RELEVANCE_TERMS = 8;

/** Words as the relevance score sees them: lower case, without accents, split on anything else. */
export function scoringTokens(text: string): string[] {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-misleading-character-class -- the class lists combining marks on purpose: their presence means the text needs NFD folding
  const plain = /[\u00c0-\u024f\u0300-\u036f]/.test(lower) ? lower.normalize("NFD").replace(/[\u0300-\u036f]+/g, "") : lower;
  return plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** One text word of a query: as typed (display names) and as its loose key (any script). */
export interface RelevanceTerm {
  word: string;
  key: string;
}

export function relevanceTerms(q: string): RelevanceTerm[] {
  return scoringTokens(q)
    .slice(0, MAX_RELEVANCE_TERMS)
    .map((word) => ({ word, key: looseKey(word).replace(/\s+/g, "") }));
}

/** A well-mixed multiplier in [1, 2^31 - 2] for a seed, so nearby seeds shuffle unalike. */
export function seededMultiplier(seed: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 1) % 2_147_483_646) + 1;
}

const PRIME = 2_147_483_647;
/** (id * multiplier) mod 2^31-1 exactly, as SQLite's 64-bit integers compute it. */
export function shuffled(id: number, multiplier: number): number {
  const a = id % PRIME;
  return (((a * (multiplier >>> 16)) % PRIME) * 65_536 + a * (multiplier & 0xffff)) % PRIME;
}

/**
 * The first k items in `compare` order: a bounded heap, so a broad query never sorts every
 * match. With `primary` (a number per item that `compare` orders by first), an item worse than
 * the heap's worst on it alone is passed over without calling `compare`.
 */
export function topK(items: Int32Array, k: number, compare: (a: number, b: number) => number, primary?: Float64Array): Int32Array {
  if (items.length <= k || items.length <= 256) return items.slice().sort(compare).subarray(0, k);
  // Max-heap on `compare`: the root is the worst of the best k so far.
  const heap = items.slice(0, k);
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < k && compare(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < k && compare(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      const swap = heap[i]!;
      heap[i] = heap[worst]!;
      heap[worst] = swap;
      i = worst;
    }
  };
  for (let i = (k >> 1) - 1; i >= 0; i--) down(i);
  let bar = primary ? primary[heap[0]!]! : 0;
  for (let i = k; i < items.length; i++) {
    const item = items[i]!;
    if (primary && primary[item]! > bar) continue;
    if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
      if (primary) bar = primary[heap[0]!]!;
    }
  }
  return heap.sort(compare);
}

/** True when b is a at most one edit away: one letter added, dropped, changed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Levenshtein distance between a and b, or max + 1 as soon as it is sure to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (current[j]! < best) best = current[j]!;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
