import { fail, ok, type Result } from "~/kernel/result";

/**
 * The rules of recently viewed and compare (storefront-spec.md §5, §9), the same for a guest's
 * state and a signed-in shopper's rows.
 */

export type CompareErrorCode = "browsing:errors.compareFull";

/** Recently viewed: `productId` first, any earlier view of it dropped, at most `max`. */
export function recordView(viewed: readonly number[], productId: number, max: number): number[] {
  return [productId, ...viewed.filter((id) => id !== productId)].slice(0, max);
}

/**
 * A guest's history joining the account's at sign-in: the guest's views happened in this browser
 * just now, so they come first; duplicates keep their first (newest) place.
 */
export function joinViewed(guest: readonly number[], account: readonly number[], max: number): number[] {
  const out: number[] = [];
  for (const id of [...guest, ...account]) {
    if (out.length >= max) break;
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * Compare: a product already on the list stays where it is; a new one goes last, unless the
 * list is full (spec §5: the fifth is refused, the shopper removes one first).
 */
export function addToCompare(list: readonly number[], productId: number, max: number): Result<number[], CompareErrorCode> {
  if (list.includes(productId)) return ok([...list]);
  if (list.length >= max) return fail("browsing:errors.compareFull", { max });
  return ok([...list, productId]);
}

export function removeFromCompare(list: readonly number[], productId: number): number[] {
  return list.filter((id) => id !== productId);
}

/** The guest's compare list joining the account's: the account's first, then the guest's new ones while there is room. */
export function joinCompare(account: readonly number[], guest: readonly number[], max: number): number[] {
  const out = [...account].slice(0, max);
  for (const id of guest) {
    if (out.length >= max) break;
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * Where recommendations start from: recently viewed first, then wished products, each once, at
 * most `max` (each seed costs one more-like-this query).
 */
export function recommendationSeeds(viewed: readonly number[], wished: readonly number[], max: number): number[] {
  return joinViewed(viewed, wished, max);
}

/**
 * Interleaves the similar products of several seeds (round robin, so the first seed does not
 * take every place), skipping the seeds themselves and duplicates, at most `max`.
 */
export function interleave(lists: readonly (readonly number[])[], exclude: readonly number[], max: number): number[] {
  const out: number[] = [];
  const skip = new Set(exclude);
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest && out.length < max; i++) {
    for (const list of lists) {
      const id = list[i];
      if (id === undefined || skip.has(id) || out.includes(id)) continue;
      out.push(id);
      if (out.length >= max) break;
    }
  }
  return out;
}
