/**
 * The guest's state (storefront-spec.md §4 "Persisted local state (version 2)"): what a shopper
 * who has not signed in keeps between visits. The spec's client kept it in local storage; here
 * the server renders every page, so it travels in one signed cookie (or a row the cookie points
 * to when it outgrows a cookie: docs/decisions/041-guest-state.md).
 *
 * Kept: wished variant ids, recently viewed product ids, the compare list, recent searches.
 * Never kept: login, the search being typed, navigation, justChanged/updating/fetching flags,
 * notifications. Anything not named here is dropped when the state is read.
 */
export const GUEST_STATE_VERSION = 2;

export interface GuestState {
  version: typeof GUEST_STATE_VERSION;
  /** Wished variant ids, newest first. */
  wished: number[];
  /** Recently viewed product ids, newest first, no duplicates. */
  viewed: number[];
  /** Product ids being compared, in the order they were added. */
  compare: number[];
  /** Recent searches, newest first. */
  searches: string[];
}

export interface GuestStateLimits {
  wished: number;
  viewed: number;
  compare: number;
  searches: number;
  /** The longest search kept, in characters. */
  searchLength: number;
}

export function emptyGuestState(): GuestState {
  return { version: GUEST_STATE_VERSION, wished: [], viewed: [], compare: [], searches: [] };
}

export function isEmptyGuestState(state: GuestState): boolean {
  return state.wished.length === 0 && state.viewed.length === 0 && state.compare.length === 0 && state.searches.length === 0;
}

export function sameGuestState(a: GuestState, b: GuestState): boolean {
  const same = <T>(x: T[], y: T[]) => x.length === y.length && x.every((value, i) => value === y[i]);
  return same(a.wished, b.wished) && same(a.viewed, b.viewed) && same(a.compare, b.compare) && same(a.searches, b.searches);
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);

/** Positive integer ids, first occurrence kept, at most `max`. */
function ids(value: unknown, max: number): number[] {
  if (!Array.isArray(value)) return [];
  const out: number[] = [];
  for (const item of value) {
    if (out.length >= max) break;
    if (typeof item === "number" && Number.isSafeInteger(item) && item > 0 && !out.includes(item)) out.push(item);
  }
  return out;
}

function searches(value: unknown, limits: GuestStateLimits): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    if (out.length >= limits.searches) break;
    if (typeof item !== "string") continue;
    const q = item.trim().slice(0, limits.searchLength);
    if (q && !out.some((seen) => seen.toLocaleLowerCase() === q.toLocaleLowerCase())) out.push(q);
  }
  return out;
}

/**
 * Version 1 (the spec's first client) kept the same lists beside `eTicket` and `taxon`, which
 * version 2 drops. The keys are named as in version 2; only the version number and the two
 * dropped keys differ.
 */
function fromVersion1(raw: Raw): Raw {
  const { eTicket: _eTicket, taxon: _taxon, ...rest } = raw;
  return { ...rest, version: GUEST_STATE_VERSION };
}

/**
 * Any stored value to a valid version-2 state: a version-1 state is migrated, unknown keys and
 * bad entries are dropped, lists are cut to their limits, and anything unreadable (another
 * version, not an object) is an empty state, never an error.
 */
export function migrateGuestState(raw: unknown, limits: GuestStateLimits): GuestState {
  if (!isRecord(raw)) return emptyGuestState();
  const current = raw.version === 1 ? fromVersion1(raw) : raw;
  if (current.version !== GUEST_STATE_VERSION) return emptyGuestState();
  return {
    version: GUEST_STATE_VERSION,
    wished: ids(current.wished, limits.wished),
    viewed: ids(current.viewed, limits.viewed),
    compare: ids(current.compare, limits.compare),
    searches: searches(current.searches, limits),
  };
}
