import type { Request } from "@playwright/test";
import { tr } from "./support/i18n";
import { expect, test, type Page } from "./support/test";

// The page's texts reach the browser as one cached JSON file per language, never as JavaScript
// (docs/decisions/038-texts-in-the-browser.md).

const LABEL = tr("mn", "common:search.label");
/** The search box becomes a combobox once the page is hydrated. */
const hydrated = (page: Page) => expect(page.getByRole("combobox", { name: LABEL })).toBeVisible();

function watch(page: Page) {
  const texts: Request[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/texts/")) texts.push(request);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { texts, errors };
}

test("with JavaScript the page hydrates with its language's texts, fetched once and cached for good", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "hydration needs JavaScript");
  const seen = watch(page);
  await page.goto("/");
  await hydrated(page);
  expect(seen.texts.map((r) => new URL(r.url()).pathname)).toEqual([expect.stringMatching(/^\/texts\/mn\.[\w-]{12}\.json$/)]);
  const response = await seen.texts[0]!.response();
  expect(response?.headers()["cache-control"]).toContain("immutable");
  expect(response?.headers()["content-type"]).toContain("application/json");
  // No script of the page carries i18next any more.
  const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js")));
  for (const src of scripts) expect(await (await page.request.get(src)).text()).not.toMatch(/i18next|I18nextProvider/);

  // A client-side navigation needs no other texts.
  await page.locator(".category-nav").getByRole("link", { name: tr("mn", "common:catalog.allProducts") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("mn", "common:catalog.allProducts"));
  expect(seen.texts).toHaveLength(1);
  expect(seen.errors).toEqual([]);
});

test("switching language without a page load brings the other texts, and client navigation keeps them", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the switch is a page load (browse.spec.ts)");
  const seen = watch(page);
  await page.goto("/products");
  await hydrated(page);
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("en", "common:catalog.allProducts"));
  await expect(page.getByRole("combobox", { name: tr("en", "common:search.label") })).toBeVisible();
  await page.getByRole("link", { name: tr("en", "common:site.homeLink") }).click();
  await expect(page.getByRole("heading", { level: 2, name: tr("en", "common:home.newArrivals") })).toBeVisible();
  expect(seen.texts.map((r) => new URL(r.url()).pathname)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/texts\/mn\./), "/texts/en.json", expect.stringMatching(/^\/texts\/en\.[\w-]{12}\.json$/)]),
  );
  expect(seen.errors).toEqual([]);
});

test("without JavaScript no texts are downloaded and the page is whole", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the no-js project");
  const seen = watch(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: tr("mn", "common:home.newArrivals") })).toBeVisible();
  expect(seen.texts).toEqual([]);
});
