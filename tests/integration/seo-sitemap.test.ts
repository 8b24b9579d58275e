import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitemapDocument, sitemapPages } from "~/modules/seo/index.server";
import { sitemapPart, sitemapPlan, urlsetXml } from "~/modules/seo";
import { shopDb as db } from "../support/shop-context";
import { listableProductIds, prepareTestDatabase } from "./setup-db";

let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ cleanup } = await prepareTestDatabase());
});
afterAll(async () => cleanup());

describe("the sitemap against a seeded database", () => {
  it("advertises exactly the listable products, every category above them, and the shop's pages", async () => {
    const now = new Date();
    const pages = await sitemapPages(db(), now);
    const paths = pages.map((page) => page.path);
    const listable = await listableProductIds(db(), now);
    const slugs = (await db().selectFrom("products").select(["id", "slug"]).execute()).filter((row) => listable.has(row.id)).map((row) => `/products/${row.slug}`);
    expect(paths.filter((path) => path.startsWith("/products/")).sort()).toEqual(slugs.sort());
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(["/", "/products", "/pages/delivery", "/contact"]));
    for (const path of paths.filter((p) => p.startsWith("/t/"))) {
      const parent = path.slice(0, path.lastIndexOf("/"));
      if (parent !== "/t") expect(paths).toContain(parent);
    }
  });

  it("splits into parts whose addresses add up to the whole, and refuses a part that does not exist", async () => {
    const now = new Date();
    const origin = "https://shop.example";
    const whole = await sitemapDocument(db(), now, { origin, part: null });
    expect(whole.ok && whole.value.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const limit = 100;
    const index = await sitemapDocument(db(), now, { origin, part: null, limit });
    expect(index.ok && index.value.includes("<sitemapindex")).toBe(true);
    const parts = index.ok ? [...index.value.matchAll(/<loc>https:\/\/shop\.example\/sitemap\/(\d+)\.xml<\/loc>/g)].map((match) => Number(match[1])) : [];
    let addresses = 0;
    for (const part of parts) {
      const document = await sitemapDocument(db(), now, { origin, part, limit });
      expect(document.ok).toBe(true);
      const count = document.ok ? (document.value.match(/<url>/g) ?? []).length : 0;
      expect(count).toBeLessThanOrEqual(limit);
      addresses += count;
    }
    expect(addresses).toBe(whole.ok ? (whole.value.match(/<url>/g) ?? []).length : -1);
    expect(await sitemapDocument(db(), now, { origin, part: parts.length + 1, limit })).toEqual({ ok: false, error: "seo:errors.sitemapPartNotFound" });
  });

  it("prints what building it costs (a figure, not an assertion)", async () => {
    const now = new Date();
    let started = performance.now();
    const pages = await sitemapPages(db(), now);
    const readMs = performance.now() - started;
    started = performance.now();
    const xml = sitemapPlan("https://shop.example", pages).xml;
    const seededMs = performance.now() - started;
    const many = Array.from({ length: 50_000 }, (_, index) => ({ path: `/products/product-${index}`, lastmod: "2026-11-20T08:00:00.000Z" }));
    started = performance.now();
    const plan = sitemapPlan("https://shop.example", many);
    const parts = plan.kind === "index" ? plan.parts.length : 0;
    let bytes = plan.xml.length;
    for (let part = 1; part <= parts; part++) bytes += urlsetXml("https://shop.example", sitemapPart(many, part) ?? []).length;
    const manyMs = performance.now() - started;
    console.info(
      `[sitemap] seeded: ${pages.length} pages read in ${readMs.toFixed(0)} ms, XML ${(xml.length / 1024).toFixed(0)} KiB in ${seededMs.toFixed(0)} ms; 50,000 product pages: index and ${parts} parts, ${(bytes / 1024 / 1024).toFixed(1)} MiB of XML in ${manyMs.toFixed(0)} ms`,
    );
    expect(parts).toBe(2);
  });
});
