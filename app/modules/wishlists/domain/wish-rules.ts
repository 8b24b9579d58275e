/**
 * The wish lists' pure rules (storefront-spec.md §4 "Wish", docs/decisions/042-wish-lists.md).
 */

/** Every list id order is newest first ("placed first"). */

/**
 * At sign-in the guest's wishes (newest first) join the default list: those already in it stay
 * where they are, the others are placed first in the guest's order, and the list never grows past
 * `room` more. Answers the ids to insert, oldest first (each insert is placed first, so the
 * guest's newest ends up first).
 */
export function guestWishesToAdopt(guestNewestFirst: readonly number[], inList: readonly number[], room: number): number[] {
  const present = new Set(inList);
  const fresh: number[] = [];
  for (const id of guestNewestFirst) {
    if (!present.has(id) && !fresh.includes(id)) fresh.push(id);
  }
  return fresh.slice(0, Math.max(0, room)).reverse();
}

/** What a toggle does: remove a wished variant, else add it. */
export function toggleAction(wished: readonly number[], variantId: number): "add" | "remove" {
  return wished.includes(variantId) ? "remove" : "add";
}

/** A guest's toggle: the new wished list, newest first, within `max` (a full list refuses an add). */
export function toggleGuestWishes(wished: readonly number[], variantId: number, want: "add" | "remove", max: number): { wished: number[]; full: boolean } {
  if (want === "remove") return { wished: wished.filter((id) => id !== variantId), full: false };
  if (wished.includes(variantId)) return { wished: [...wished], full: false };
  if (wished.length >= max) return { wished: [...wished], full: true };
  return { wished: [variantId, ...wished], full: false };
}

/** A list's name as stored: trimmed, inner runs of spaces made one. */
export function cleanListName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}
