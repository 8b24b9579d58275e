import { tr } from "./support/i18n";
import { expect, test, type Page } from "./support/test";

async function pricesOnPage(page: Page): Promise<number[]> {
  const texts = await page.locator(".product-grid .price-now").allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, "")));
}

test("browse home -> category -> product -> back", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "mn");
  await expect(page.getByRole("heading", { level: 2, name: tr("mn", "common:home.newArrivals") })).toBeVisible();
  const newArrivals = page.locator("section", { has: page.getByRole("heading", { level: 2, name: tr("mn", "common:home.newArrivals") }) });
  await expect(newArrivals.locator(".product-card")).not.toHaveCount(0);

  await page.locator(".category-tiles a").first().click();
  await expect(page).toHaveURL(/\/t\/[a-z-]+$/);
  const breadcrumbs = page.getByRole("navigation", { name: tr("mn", "common:catalog.breadcrumb") });
  await expect(breadcrumbs.getByRole("link").first()).toHaveText(tr("mn", "common:catalog.allProducts"));
  const categoryUrl = page.url();

  const firstCard = page.locator(".product-grid .product-card").first();
  const name = (await firstCard.locator(".product-card-name").textContent())!.trim();
  await firstCard.locator("a").click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { name: tr("mn", "common:product.specification") })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(categoryUrl);
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
});

test("paging keeps 40 a page and every page has its own address", async ({ page }) => {
  await page.goto("/products");
  await expect(page.locator(".product-grid .product-card")).toHaveCount(40);
  const firstPage = await page.locator(".product-card-name").allTextContents();
  await page.getByRole("navigation", { name: tr("mn", "common:catalog.pagination") }).getByRole("link", { name: tr("mn", "common:catalog.next") }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("navigation", { name: tr("mn", "common:catalog.pagination") }).locator("[aria-current=page]")).toContainText("2");
  const secondPage = await page.locator(".product-card-name").allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);
});

test("sort by price and filter by brand live in the URL", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await page.goto("/products");
  const sort = page.getByLabel(tr("mn", "common:catalog.sortLabel"));
  await sort.selectOption("price_asc");
  // Without JavaScript the select needs its button; with it, the change applies at once.
  const apply = page.locator(".sort-form button[type=submit]");
  if (await apply.isVisible().catch(() => false)) await apply.click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByLabel(tr("mn", "common:catalog.sortLabel"))).toHaveValue("price_asc");
  await expect(page.locator(".product-grid .product-card")).toHaveCount(40);
  // With JavaScript the address changes before the new list is on screen: wait for the sorted one.
  await expect
    .poll(async () => {
      const prices = await pricesOnPage(page);
      return prices.length === 40 && [...prices].sort((a, b) => a - b).every((price, i) => price === prices[i]);
    })
    .toBe(true);

  const brandBox = page.locator('input[type=checkbox][name="brand"]').first();
  const brandCode = await brandBox.getAttribute("value");
  // With JavaScript the checkbox submits the form itself once the page is hydrated (the header
  // search box becomes a combobox then); without it the filter button submits.
  if (javaScriptEnabled) await expect(page.getByRole("combobox", { name: tr("mn", "common:search.label") })).toBeVisible();
  await brandBox.check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: tr("mn", "common:catalog.applyFilters") }).click();
  await expect(page).toHaveURL(new RegExp(`brand=${brandCode}`));
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.locator('input[type=checkbox][name="brand"]:checked')).toHaveCount(1);
  // With JavaScript the checkbox submits at once and the button may submit again: wait for the
  // last navigation's list rather than reading whichever one is on screen.
  await expect
    .poll(async () => {
      const filteredPrices = await pricesOnPage(page);
      return filteredPrices.length > 0 && [...filteredPrices].sort((a, b) => a - b).every((price, i) => price === filteredPrices[i]);
    })
    .toBe(true);
  // Other brands remain selectable: a facet does not filter its own options.
  expect(await page.locator('input[type=checkbox][name="brand"]').count()).toBeGreaterThan(1);
});

/** Every sort the spec names, by its value; the menu labels each with common:sort.<value>. */
const SPEC_SORTS = ["name_asc", "name_desc", "price_asc", "price_desc", "date_desc", "date_asc", "sale_desc", "stock_desc", "random"] as const;
/** Sorts beyond the spec's list: highest rated (issue 18, from the visible reviews). */
const SHOP_SORTS = ["rating_desc"] as const;
const sortLabel = (value: string) => tr("mn", `common:sort.${value}`);

async function chooseSort(page: Page, value: string) {
  await page.getByLabel(tr("mn", "common:catalog.sortLabel")).selectOption(value);
  // Without JavaScript the select needs its button; with it, the change applies at once.
  const apply = page.locator(".sort-form button[type=submit]");
  if (await apply.isVisible().catch(() => false)) await apply.click();
  await expect(page).toHaveURL(new RegExp(`sort=${value}`));
  await expect(page.getByLabel(tr("mn", "common:catalog.sortLabel"))).toHaveValue(value);
}

test("the sort menu offers every sort the spec names and highest rated, on listing, category and search pages", async ({ page }) => {
  const category = await (async () => {
    await page.goto("/");
    return (await page.locator(".category-tiles a").first().getAttribute("href"))!;
  })();
  for (const [url, extra] of [
    ["/products", []],
    [category, []],
    ["/search?q=%D0%B4%D0%B0%D1%80%D1%81", ["relevance"]],
  ] as const) {
    await page.goto(url);
    const labels = (await page.getByLabel(tr("mn", "common:catalog.sortLabel")).locator("option").allTextContents()).map((l) => l.trim());
    expect(labels.sort()).toEqual([...SPEC_SORTS, ...SHOP_SORTS, ...extra].map(sortLabel).sort());
  }
});

test("random and oldest-first are chosen from the menu; the menu shows the sort used", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/products");
  await chooseSort(page, "date_asc");
  await expect(page.locator(".product-grid .product-card")).toHaveCount(40);
  await chooseSort(page, "random");
  await expect(page.locator(".product-grid .product-card")).toHaveCount(40);
  // The visit got its own seed in the address; page 2 is the same random order's next page.
  await expect(page).toHaveURL(/[?&]seed=\d+/);
  const seed = new URL(page.url()).searchParams.get("seed");
  // The address changes before React commits the new page; the link is from the rendered page.
  const next = page.getByRole("navigation", { name: tr("mn", "common:catalog.pagination") }).getByRole("link", { name: tr("mn", "common:catalog.next") });
  await expect(next).toHaveAttribute("href", new RegExp(`sort=random.*seed=${seed}|seed=${seed}.*sort=random`));
  await next.click();
  await expect(page).toHaveURL(/sort=random.*page=2|page=2.*sort=random/);
  expect(new URL(page.url()).searchParams.get("seed")).toBe(seed);
  await expect(page.getByLabel(tr("mn", "common:catalog.sortLabel"))).toHaveValue("random");
});

test("an unknown sort falls back, and the menu shows the sort actually used", async ({ page }) => {
  await page.goto("/products?sort=bogus");
  await expect(page.getByLabel(tr("mn", "common:catalog.sortLabel"))).toHaveValue("date_desc");
  await page.goto("/products?sort=relevance");
  await expect(page.getByLabel(tr("mn", "common:catalog.sortLabel"))).toHaveValue("date_desc");
  await page.goto("/search?q=%D0%B4%D0%B0%D1%80%D1%81&sort=bogus");
  await expect(page.getByLabel(tr("mn", "common:catalog.sortLabel"))).toHaveValue("relevance");
  await page.goto("/search?q=%D0%B4%D0%B0%D1%80%D1%81&sort=date_asc");
  await expect(page.getByLabel(tr("mn", "common:catalog.sortLabel"))).toHaveValue("date_asc");
});

test("grid and list views", async ({ page }) => {
  await page.goto("/products");
  await expect(page.locator(".product-grid-grid")).toBeVisible();
  await page.getByRole("link", { name: tr("mn", "common:catalog.viewList") }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.locator(".product-grid-list")).toBeVisible();
  await page.getByRole("link", { name: tr("mn", "common:catalog.viewGrid") }).click();
  await expect(page.locator(".product-grid-grid")).toBeVisible();
});

test("language switch to English and back, remembered across pages", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/products?sort=price_desc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("mn", "common:catalog.allProducts"));
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("en", "common:catalog.allProducts"));
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page.locator(".product-grid .price-now").first()).toHaveText(/₮[\d,]+$/);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: tr("en", "common:home.newArrivals") })).toBeVisible();
  await page.locator(".header-actions .language-switcher button[value=mn]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "mn");
  await expect(page.getByRole("heading", { level: 2, name: tr("mn", "common:home.newArrivals") })).toBeVisible();
});

test("search finds Cyrillic names by Latin typing", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel(tr("mn", "common:search.label"), { exact: true }).fill("khar suvd");
  await page.getByLabel(tr("mn", "common:search.label"), { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=khar\+suvd/);
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
  await expect(page.locator(".product-card-brand").first()).toContainText(/Хар Сувд|Khar Suvd/); // a brand of the seeded catalogue, not a translation
});

test("variant choice by option links works", async ({ page }) => {
  // Apparel always comes in sizes and colours.
  await page.goto("/t/accessories/apparel");
  await page.locator(".product-grid .product-card a").first().click();
  const sizes = page.locator(".option-size .option-choice");
  await expect(sizes.first()).toBeVisible();
  expect(await sizes.allTextContents()).toEqual(expect.arrayContaining(["S", "M", "L", "XL"]));
  const other = page.locator(".option-size .option-choice:not([aria-current])").first();
  const label = (await other.textContent())!.trim();
  await other.click();
  await expect(page).toHaveURL(/variant=\d+/);
  await expect(page.locator(".option-size .option-choice[aria-current=true]")).toHaveText(label);
  await expect(page.locator(".product-sku span")).toContainText(`-${label}-`);
});

test("going back restores the listing's scroll position", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/products");
  const card = page.locator(".product-grid .product-card").nth(20);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await card.locator("a").click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+/);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
});
