export const PAGE_SLUGS = ["about", "delivery", "returns", "payment", "help", "terms", "privacy"] as const;

export type PageSlug = (typeof PAGE_SLUGS)[number];

export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(value);
}
