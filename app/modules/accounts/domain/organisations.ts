/**
 * Organisation buyers (storefront-spec.md §3): a legal entity with a registry number. Mongolian
 * company registry numbers are exactly 7 digits.
 */
export const REGISTRY_NUMBER_PATTERN = /^\d{7}$/;

export function isRegistryNumber(value: string): boolean {
  return REGISTRY_NUMBER_PATTERN.test(value);
}

/** The industries a buyer can choose; labels live in the account namespace (`industry.<code>`). */
export const INDUSTRIES = ["horeca", "retail", "wholesale", "events", "corporate", "government", "other"] as const;
export type Industry = (typeof INDUSTRIES)[number];

export function isIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value);
}

/** How many of each record one account may keep: plenty for a buyer, a wall for a script. */
export const RECORD_LIMITS = { addresses: 20, organisations: 20, bankAccounts: 20 } as const;
