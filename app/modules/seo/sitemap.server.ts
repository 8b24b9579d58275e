import type { DB } from "~/db/client.server";
import { readPageRevision } from "~/db/page-revision.server";
import { fail, ok, type Result } from "~/kernel/result";
import { effectivePrice, isListable } from "~/modules/catalog";
import { hotelSitemapPages } from "~/modules/hotels/index.server";
import { categoryPages, newer, sitemapPart, sitemapPlan, SITEMAP_URL_LIMIT, urlsetXml, type SitemapPage } from "./domain/sitemap";
import { sitemapArticleRows, sitemapBrandRows, sitemapLookbookRows, sitemapProductRows, sitemapPromotionRows, sitemapVendorRows } from "./queries.server";
import type { SeoErrorCode } from "./status";

/** The shop's own pages (app/modules/pages' slugs: helper C's /pages/{slug}). */
export const INFO_PAGE_SLUGS = ["about", "delivery", "returns", "payment", "help", "terms", "privacy"] as const;

/** Lists whose address never changes; dated by their newest entry when they have one. */
const LIST_PATHS = ["/articles", "/news", "/authors", "/lookbooks", "/promotions", "/brands", "/vendors"] as const;

/**
 * Every public page a search engine should know, in a stable order: home and the lists, the
 * shop's pages and contact, categories, products (the listing rule of storefront-spec.md §9:
 * a page that is not listable is not advertised), brands, vendors, lookbooks, promotions,
 * authors, articles and news.
 */
export async function sitemapPages(db: DB, now: Date): Promise<SitemapPage[]> {
  const nowIso = now.toISOString();
  const [productRows, brandRows, articleRows, lookbookRows, promotionRows, vendorRows, hotelPages] = await Promise.all([
    sitemapProductRows(db),
    sitemapBrandRows(db),
    sitemapArticleRows(db, nowIso),
    sitemapLookbookRows(db, nowIso),
    sitemapPromotionRows(db, nowIso),
    sitemapVendorRows(db),
    hotelSitemapPages(db),
  ]);
  const products = productRows.filter((row) => isListable({ ...row, selling_price: effectivePrice(row, now).selling_price, total_on_hand: Number(row.total_on_hand) }, now));
  const newestProduct = products.reduce<string | null>((latest, row) => newer(latest, row.updated_at), null);

  const articles = articleRows.filter((row) => row.kind === "article");
  const news = articleRows.filter((row) => row.kind === "news");
  const newestOf = (rows: ReadonlyArray<{ updated_at: string }>) => rows.reduce<string | null>((latest, row) => newer(latest, row.updated_at), null);
  const authorLastmod = new Map<number, string | null>();
  for (const row of articleRows) authorLastmod.set(row.author_id, newer(authorLastmod.get(row.author_id), row.updated_at));

  const listLastmod: Record<(typeof LIST_PATHS)[number], string | null> = {
    "/articles": newestOf(articles),
    "/news": newestOf(news),
    "/authors": newestOf(articleRows),
    "/lookbooks": newestOf(lookbookRows),
    "/promotions": newestOf(promotionRows),
    "/brands": null,
    "/vendors": null,
  };
  return [
    { path: "/", lastmod: newer(newestProduct, newestOf(articleRows)) },
    { path: "/products", lastmod: newestProduct },
    ...LIST_PATHS.map((path) => ({ path, lastmod: listLastmod[path] })),
    ...INFO_PAGE_SLUGS.map((slug) => ({ path: `/pages/${slug}` })),
    { path: "/contact" },
    ...categoryPages(products.map((row) => ({ taxonPermalink: row.taxon_permalink, updatedAt: row.updated_at }))),
    ...products.map((row) => ({ path: `/products/${row.slug}`, lastmod: row.updated_at })),
    ...brandRows.map((row) => ({ path: `/brands/${encodeURIComponent(row.code)}` })),
    ...vendorRows.map((row) => ({ path: `/vendors/${encodeURIComponent(row.code)}` })),
    ...lookbookRows.map((row) => ({ path: `/lookbooks/${row.slug}`, lastmod: row.updated_at })),
    ...promotionRows.map((row) => ({ path: `/promotions/${row.slug}`, lastmod: row.updated_at })),
    ...[...authorLastmod.entries()].map(([id, lastmod]) => ({ path: `/authors/${id}`, lastmod })),
    ...articles.map((row) => ({ path: `/articles/${row.slug}`, lastmod: row.updated_at })),
    ...news.map((row) => ({ path: `/news/${row.slug}`, lastmod: row.updated_at })),
    ...hotelPages,
  ];
}

interface Built {
  key: string;
  pages: SitemapPage[];
  /** XML by origin, part and limit. */
  documents: Map<string, string>;
}

/** Documents kept per build: a few origins (PUBLIC_URL, or the hosts a dev server is asked by) and their parts. */
const MAX_DOCUMENTS = 32;

/**
 * The last sitemap built, kept until the page revision moves (any write to what pages show) or
 * the hour changes (a product becomes available or a sale starts with the clock, not with a
 * write). Crawlers ask often; the answer is the same until then. The page list does not depend
 * on the origin, so requests with other Host headers cost an XML rendering, not the reads.
 */
let built: Built | null = null;

async function pagesFor(db: DB, now: Date): Promise<Built> {
  const key = `${await readPageRevision(db)} ${now.toISOString().slice(0, 13)}`;
  if (built?.key !== key) built = { key, pages: await sitemapPages(db, now), documents: new Map() };
  return built;
}

export interface SitemapRequest {
  origin: string;
  /** null for /sitemap.xml, else the part number of /sitemap/{part}.xml. */
  part: number | null;
  /** Addresses per file; the protocol's 50,000 unless a test asks for fewer. */
  limit?: number;
}

/** The XML of /sitemap.xml (a urlset, or an index over the limit) or of one of its parts. */
export async function sitemapDocument(db: DB, now: Date, request: SitemapRequest): Promise<Result<string, SeoErrorCode>> {
  const limit = request.limit ?? SITEMAP_URL_LIMIT;
  const site = await pagesFor(db, now);
  const documentKey = `${request.origin} ${request.part ?? "root"} ${limit}`;
  const kept = site.documents.get(documentKey);
  if (kept) return ok(kept);
  let xml: string;
  if (request.part === null) xml = sitemapPlan(request.origin, site.pages, limit).xml;
  else {
    const pages = sitemapPart(site.pages, request.part, limit);
    if (!pages) return fail("seo:errors.sitemapPartNotFound");
    xml = urlsetXml(request.origin, pages);
  }
  if (site.documents.size >= MAX_DOCUMENTS) site.documents.clear();
  site.documents.set(documentKey, xml);
  return ok(xml);
}
