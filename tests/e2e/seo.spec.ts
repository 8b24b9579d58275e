import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { tr } from "./support/i18n";

/**
 * What search engines and link previews read: the sitemap (every address in it is really
 * served, with its hreflang alternates), robots.txt, canonical and hreflang links, `?lng=en`
 * pages, the product's JSON-LD naming the price the page shows, an absolute og:image that is
 * an image, and the favicon and manifest. The HTTP-only checks run once, in the js project.
 */

const httpOnly = (projectName: string) => test.skip(projectName !== "js", "HTTP only: the same answer with JavaScript on or off");

async function linkHref(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute("href");
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

async function firstProductSlug(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/products")).text();
  const slug = /href="\/products\/([a-z0-9-]+)"/.exec(html)?.[1];
  expect(slug, "a product on /products").toBeTruthy();
  return slug!;
}

test.describe("search engines and link previews", () => {
  test("every address in the sitemap answers 200 and names both languages", async ({ playwright, baseURL }, testInfo) => {
    httpOnly(testInfo.project.name);
    test.setTimeout(300_000);
    // As a crawler reads it: no cookies kept, so the pages are the ones every visitor is served.
    const request = await playwright.request.newContext({ baseURL, userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    let xml = await response.text();
    // An index (over 50,000 addresses): read its parts.
    if (xml.includes("<sitemapindex")) {
      const parts = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      xml = (await Promise.all(parts.map(async (part) => (await request.get(new URL(part).pathname)).text()))).join("\n");
    }
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries.length).toBeGreaterThan(10);
    const unescape = (text: string) => text.replace(/&amp;/g, "&");
    const locs: string[] = [];
    for (const entry of entries) {
      const loc = unescape(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
      locs.push(loc);
      const alternates = Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], unescape(match[2]!)]));
      const mn = loc.replace(/[?&]lng=en$/, "");
      expect(alternates).toEqual({ mn, en: `${mn}${mn.includes("?") ? "&" : "?"}lng=en`, "x-default": mn });
    }
    const paths = locs.map((loc) => new URL(loc)).map((url) => `${url.pathname}${url.search}`);
    expect(paths).toEqual(expect.arrayContaining(["/", "/?lng=en", "/products", "/products?lng=en"]));
    expect(paths.some((path) => path.startsWith("/products/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/t/"))).toBe(true);
    // Served for real: 8 at a time, each must be a 200 page (no redirect, no 404).
    const failures: string[] = [];
    for (let start = 0; start < paths.length; start += 8) {
      const statuses = await Promise.all(paths.slice(start, start + 8).map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()] as const));
      for (const [path, status] of statuses) if (status !== 200) failures.push(`${status} ${path}`);
    }
    expect(failures).toEqual([]);
    await request.dispose();
  });

  test("robots.txt opens the shop, closes private pages and names the sitemap", async ({ request, baseURL }, testInfo) => {
    httpOnly(testInfo.project.name);
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const prefix of ["/account", "/staff", "/checkout", "/cart", "/orders", "/login", "/search"]) expect(text).toContain(`Disallow: ${prefix}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the favicon, touch icon and manifest are served", async ({ request }, testInfo) => {
    httpOnly(testInfo.project.name);
    for (const [path, type] of [
      ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)/],
      ["/favicon.svg", /^image\/svg\+xml/],
      ["/apple-touch-icon.png", /^image\/png/],
      ["/icon-512.png", /^image\/png/],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(type);
    }
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as { short_name: string; start_url: string; icons: { src: string }[] };
    expect(body.start_url).toBe("/");
    for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });

  test("the product's JSON-LD names the price the page shows, in MNT; og:image is an absolute image", async ({ page, request, baseURL }) => {
    const slug = await firstProductSlug(request);
    await page.goto(`/products/${slug}`);
    const shown = Number((await page.locator(".price-lg .price-now").first().textContent())!.replace(/\D/g, ""));
    expect(shown).toBeGreaterThan(1);
    const data = await jsonLd(page);
    const product = data.find((item) => item["@type"] === "Product") as { name: string; offers: { price: number; priceCurrency: string; availability: string; url: string }; image: string[] };
    expect(product.name).toBe((await page.getByRole("heading", { level: 1 }).textContent())?.trim());
    expect(product.offers.price).toBe(shown);
    expect(product.offers.priceCurrency).toBe("MNT");
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
    expect(product.offers.url).toBe(`${baseURL}/products/${slug}`);
    // AggregateRating only from the visible reviews the page shows (issue 18), with the page's figures.
    const summary = page.getByTestId("review-summary");
    if ((await summary.count()) === 0) expect(product).not.toHaveProperty("aggregateRating");
    else
      expect((product as unknown as { aggregateRating: unknown }).aggregateRating).toMatchObject({
        "@type": "AggregateRating",
        ratingValue: Number(await summary.getAttribute("data-average")),
        reviewCount: Number(await summary.getAttribute("data-total")),
      });
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { position: number; item?: string }[] };
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${baseURL}/products` });

    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/^https?:\/\//);
    const answer = await request.get(image!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^image\//);
    expect(await linkHref(page, 'link[rel="canonical"]')).toBe(`${baseURL}/products/${slug}`);
  });

  test("home, listing, category and product pages name their canonical address and both languages", async ({ page, request, baseURL }) => {
    const slug = await firstProductSlug(request);
    await page.goto("/products");
    const category = await page.locator('a[href^="/t/"]').first().getAttribute("href");
    expect(category).toBeTruthy();
    for (const path of ["/", "/products", category!, `/products/${slug}`]) {
      await page.goto(path);
      expect(await linkHref(page, 'link[rel="canonical"]'), path).toBe(`${baseURL}${path}`);
      expect(await linkHref(page, 'link[rel="alternate"][hreflang="en"]'), path).toBe(`${baseURL}${path}?lng=en`);
      expect(await linkHref(page, 'link[rel="alternate"][hreflang="mn"]'), path).toBe(`${baseURL}${path}`);
      expect(await page.locator('meta[property="og:title"]').getAttribute("content"), path).toBeTruthy();
      expect(await page.locator('meta[name="twitter:card"]').getAttribute("content"), path).toMatch(/^summary/);
    }
    await page.goto("/");
    const organization = (await jsonLd(page)).find((item) => item["@type"] === "Organization") as { department: { openingHoursSpecification: { opens: string }[] }[] };
    expect(organization.department.length).toBeGreaterThan(0);
    expect(organization.department[0]!.openingHoursSpecification[0]!.opens).toMatch(/^\d\d:\d\d$/);
    await page.goto(category!);
    expect((await jsonLd(page)).some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    await page.goto("/search?q=wine");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  test("?lng=en renders the page in English, says so in its canonical, and sets no cookie", async ({ page, context, baseURL }) => {
    const response = await page.goto("/products?lng=en");
    expect(response?.headers()["set-cookie"] ?? "").not.toMatch(/\blng=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: tr("en", "catalog.allProducts") })).toBeVisible();
    expect(await linkHref(page, 'link[rel="canonical"]')).toBe(`${baseURL}/products?lng=en`);
    expect(await page.locator('meta[property="og:locale"]').getAttribute("content")).toBe("en_US");
    expect((await context.cookies()).some((cookie) => cookie.name === "lng")).toBe(false);
    // Without the parameter the shop is Mongolian again (nothing was remembered).
    await page.goto("/products");
    await expect(page.locator("html")).toHaveAttribute("lang", "mn");
    await expect(page.getByRole("heading", { level: 1, name: tr("mn", "catalog.allProducts") })).toBeVisible();
    // Choosing English on an English address, then Mongolian: the choice wins over the address it came from.
    await page.goto("/products?page=1&lng=en");
    await page.locator(".header-actions .language-switcher button[value=mn]").click();
    await expect(page).toHaveURL(/\/products\?page=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "mn");
  });

  test("a link from an English address to one without the parameter follows the cookie's language", async ({ page }) => {
    await page.goto("/products?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.locator('.site-main a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "mn");
    await expect(page.getByRole("heading", { name: tr("mn", "product.description") })).toBeVisible();
  });

  test("cached pages keep languages and hosts apart", async ({ playwright, baseURL }, testInfo) => {
    httpOnly(testInfo.project.name);
    const request = await playwright.request.newContext({ baseURL });
    const lang = async (path: string, headers: Record<string, string> = {}) => /<html lang="(\w+)"/.exec(await (await request.get(path, { headers })).text())?.[1];
    // Twice each: the second answer is the stored one.
    for (let round = 0; round < 2; round++) {
      expect(await lang("/?lng=en")).toBe("en");
      expect(await lang("/")).toBe("mn");
      expect(await lang("/?lng=mn", { Cookie: "lng=ImVuIg%3D%3D" })).toBe("mn");
    }
    // A page asked for under a forged Host (or X-Forwarded-Host, trusted here as from a proxy
    // that passes it on) is never what the real Host gets.
    await request.get("/t/wine", { headers: { Host: "evil.test" } });
    await request.get("/t/wine", { headers: { "X-Forwarded-Host": "evil.test" } });
    const html = await (await request.get("/t/wine")).text();
    expect(html).not.toContain("evil.test");
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/t/wine"/>`);
    await request.dispose();
  });
});
