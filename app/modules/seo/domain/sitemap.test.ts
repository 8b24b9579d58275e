import { describe, expect, it } from "vitest";
import { categoryPages, sitemapPart, sitemapPartCount, sitemapPlan, urlsetXml } from "./sitemap";
import { robotsTxt } from "./robots";

const origin = "https://shop.example";
const pages = (count: number) => Array.from({ length: count }, (_, index) => ({ path: `/products/p-${index + 1}`, lastmod: `2026-0${(index % 9) + 1}-15T10:00:00.000Z` }));

describe("urlsetXml", () => {
  it("lists each page in mn and en, each with both alternates, the day of its last change", () => {
    const xml = urlsetXml(origin, [{ path: "/t/wine", lastmod: "2026-11-20T08:00:00.000Z" }, { path: "/pages/about" }]);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://shop.example/t/wine</loc><lastmod>2026-11-20</lastmod>");
    expect(xml).toContain("<loc>https://shop.example/t/wine?lng=en</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/t/wine?lng=en"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/pages/about"/>');
    expect(xml).toContain("<loc>https://shop.example/pages/about</loc><xhtml:link");
  });
  it("escapes what XML cannot hold", () => {
    expect(urlsetXml(origin, [{ path: "/products?page=2" }])).toContain("<loc>https://shop.example/products?page=2&amp;lng=en</loc>");
  });
});

describe("sitemap split", () => {
  it("stays one urlset up to the limit of addresses (two per page)", () => {
    expect(sitemapPartCount(25_000)).toBe(0);
    expect(sitemapPartCount(25_001)).toBe(2);
    expect(sitemapPlan(origin, pages(5), 10).kind).toBe("urlset");
  });
  it("becomes an index of parts over the limit, and the parts hold every page once", () => {
    const all = pages(7);
    const plan = sitemapPlan(origin, all, 4);
    expect(plan.kind).toBe("index");
    if (plan.kind !== "index") return;
    expect(plan.parts).toEqual([1, 2, 3, 4].map((n) => `https://shop.example/sitemap/${n}.xml`));
    expect(plan.xml).toContain("<sitemapindex");
    expect(plan.xml).toContain("<lastmod>2026-07-15</lastmod>");
    const inParts = [1, 2, 3, 4].flatMap((n) => sitemapPart(all, n, 4) ?? []);
    expect(inParts).toEqual(all);
    for (const n of [1, 2, 3, 4]) expect(urlsetXml(origin, sitemapPart(all, n, 4)!).match(/<url>/g)!.length).toBeLessThanOrEqual(4);
    expect(sitemapPart(all, 5, 4)).toBeNull();
    expect(sitemapPart(all, 0, 4)).toBeNull();
    expect(sitemapPart(pages(3), 1, 10)).toBeNull();
  });
});

describe("categoryPages", () => {
  it("lists every ancestor of a listable product's category, dated by its newest product", () => {
    expect(
      categoryPages([
        { taxonPermalink: "wine/red", updatedAt: "2026-01-01" },
        { taxonPermalink: "wine/white", updatedAt: "2026-03-01" },
        { taxonPermalink: "beer", updatedAt: "2026-02-01" },
      ]),
    ).toEqual([
      { path: "/t/beer", lastmod: "2026-02-01" },
      { path: "/t/wine", lastmod: "2026-03-01" },
      { path: "/t/wine/red", lastmod: "2026-01-01" },
      { path: "/t/wine/white", lastmod: "2026-03-01" },
    ]);
  });
});

describe("robotsTxt", () => {
  it("opens the shop, closes private pages and names the sitemap", () => {
    const text = robotsTxt(origin);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const prefix of ["/account", "/staff", "/checkout", "/cart", "/orders", "/login", "/logout", "/password", "/auth", "/sandbox", "/dev", "/search"]) expect(text).toContain(`Disallow: ${prefix}\n`);
    expect(text).not.toMatch(/Disallow: \/(products|t|articles)\b/);
    expect(text).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
});
