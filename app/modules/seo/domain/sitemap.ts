/**
 * The sitemap protocol (sitemaps.org) with hreflang alternates: one <url> per page and language,
 * each naming both languages' addresses (Google asks every language version to list all of
 * them). Mongolian is the address without a parameter, English adds `?lng=en`. Over `limit`
 * addresses (50,000 in the protocol) the sitemap becomes an index of numbered parts. Pure.
 */

/** The protocol's cap on addresses in one file. */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_LOCALES = ["mn", "en"] as const;

export interface SitemapPage {
  /** The page's path, e.g. `/products/chateau-x`. */
  path: string;
  /** ISO time of the page's last change, when known. */
  lastmod?: string | null;
}

export type SitemapPlan = { kind: "urlset"; xml: string } | { kind: "index"; xml: string; parts: string[] };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** The address of `path` in a language; mn carries no parameter (the same rule as seoMeta). */
export function pageAddress(origin: string, path: string, locale: "mn" | "en"): string {
  const url = new URL(path, origin);
  url.searchParams.delete("lng");
  if (locale === "en") url.searchParams.set("lng", "en");
  return url.toString();
}

/** A W3C date the protocol accepts: the day is enough and says what we know. */
function lastmodDay(iso: string | null | undefined): string | null {
  return iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : null;
}

function urlEntries(origin: string, page: SitemapPage): string[] {
  // Each address is built and escaped once: a part holds up to 50,000 of them.
  const mn = escapeXml(pageAddress(origin, page.path, "mn"));
  const en = escapeXml(pageAddress(origin, page.path, "en"));
  const alternates = `<xhtml:link rel="alternate" hreflang="mn" href="${mn}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="x-default" href="${mn}"/>`;
  const lastmod = lastmodDay(page.lastmod);
  const dated = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return [`<url><loc>${mn}</loc>${dated}${alternates}</url>`, `<url><loc>${en}</loc>${dated}${alternates}</url>`];
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  return `${URLSET_OPEN}${pages.flatMap((page) => urlEntries(origin, page)).join("\n")}\n</urlset>\n`;
}

/** Addresses per page: one per language. */
const ADDRESSES_PER_PAGE = SITEMAP_LOCALES.length;

/** How many parts `pageCount` pages need under `limit` addresses per file (0 = one urlset). */
export function sitemapPartCount(pageCount: number, limit: number = SITEMAP_URL_LIMIT): number {
  const perPart = pagesPerPart(limit);
  return pageCount * ADDRESSES_PER_PAGE <= limit ? 0 : Math.ceil(pageCount / perPart);
}

function pagesPerPart(limit: number): number {
  return Math.max(1, Math.floor(limit / ADDRESSES_PER_PAGE));
}

/** The pages of part `part` (1-based), or null when there is no such part. */
export function sitemapPart(pages: readonly SitemapPage[], part: number, limit: number = SITEMAP_URL_LIMIT): readonly SitemapPage[] | null {
  const count = sitemapPartCount(pages.length, limit);
  if (!Number.isInteger(part) || part < 1 || part > count) return null;
  const perPart = pagesPerPart(limit);
  return pages.slice((part - 1) * perPart, part * perPart);
}

export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/** /sitemap.xml: every page, or, over the limit, an index of the parts. */
export function sitemapPlan(origin: string, pages: readonly SitemapPage[], limit: number = SITEMAP_URL_LIMIT): SitemapPlan {
  const count = sitemapPartCount(pages.length, limit);
  if (count === 0) return { kind: "urlset", xml: urlsetXml(origin, pages) };
  const parts = Array.from({ length: count }, (_, index) => new URL(sitemapPartPath(index + 1), origin).toString());
  const newest = pages.reduce<string | null>((latest, page) => (page.lastmod && (!latest || page.lastmod > latest) ? page.lastmod : latest), null);
  const lastmod = lastmodDay(newest);
  const body = parts.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`).join("\n");
  return {
    kind: "index",
    parts,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
  };
}

/** Newest of two ISO times (null-tolerant). */
export function newer(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * The category pages worth listing and their last change: every ancestor of a listable
 * product's category (`wine/red` lists `wine` and `wine/red`), dated by its newest product.
 */
export function categoryPages(products: ReadonlyArray<{ taxonPermalink: string; updatedAt: string }>): SitemapPage[] {
  const latest = new Map<string, string | null>();
  for (const product of products) {
    const segments = product.taxonPermalink.split("/");
    for (let depth = 1; depth <= segments.length; depth++) {
      const permalink = segments.slice(0, depth).join("/");
      latest.set(permalink, newer(latest.get(permalink), product.updatedAt));
    }
  }
  return [...latest.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([permalink, lastmod]) => ({ path: `/t/${permalink}`, lastmod }));
}
