import { tr } from "./support/i18n";
import { expect, test, type Page } from "./support/test";

// The queries and the product names they find are the seeded catalogue's data, not translations.

async function search(page: Page, q: string) {
  const box = page.getByLabel(tr("mn", "common:search.label"), { exact: true });
  await box.fill(q);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(q);
}

for (const [q, expected] of [
  ["хар сувд", /Хар Сувд/],
  ["khar suvd", /Хар Сувд/],
  ["xar suvd", /Хар Сувд/],
  ["arkhi", /архи/],
  ["chinggis", /Чингис/],
] as const) {
  test(`typing "${q}" finds ${expected}`, async ({ page }) => {
    await page.goto("/");
    await search(page, q);
    const names = page.locator(".product-grid .product-card-name");
    await expect(names.first()).toBeVisible();
    await expect(names.first()).toHaveText(expected);
  });
}

test("English words find products on the English site", async ({ page }) => {
  await page.goto("/");
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const box = page.getByLabel(tr("en", "common:search.label"), { exact: true });
  await box.fill("whisky");
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("en", "common:search.resultsFor", { q: "whisky" }));
  await expect(page.locator(".product-grid .product-card-name").first()).toHaveText(/whisk/i);
});

test("one wrong letter in a long word still finds the product, and the page says so", async ({ page }) => {
  await page.goto("/");
  await search(page, "шампонь");
  await expect(page.getByText(tr("mn", "common:search.approximate", { q: "шампонь" }), { exact: false })).toBeVisible();
  await expect(page.locator(".product-grid .product-card-name").first()).toHaveText(/шампань/i);
});

test("nothing found says so", async ({ page }) => {
  await page.goto("/search?q=zzqqxx");
  await expect(page.getByText(tr("mn", "common:search.noResults", { q: "zzqqxx" }), { exact: false })).toBeVisible();
});

test("a facet click keeps the facet's other options and narrows the count", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await page.goto("/search?q=arkhi");
  const count = async () => Number((await page.locator(".listing-count").textContent())!.replace(/\D/g, ""));
  const before = await count();
  const brands = page.locator('input[type=checkbox][name="brand"]');
  const options = await brands.count();
  expect(options).toBeGreaterThan(1);
  // With JavaScript the checkbox submits the form itself once the page is hydrated (the header
  // search box becomes a combobox then); without it the filter button submits.
  if (javaScriptEnabled) await expect(page.getByRole("combobox", { name: tr("mn", "common:search.label") })).toBeVisible();
  await brands.first().check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: tr("mn", "common:catalog.applyFilters") }).click();
  await expect(page).toHaveURL(/brand=/);
  await expect(page.locator('input[type=checkbox][name="brand"]:checked')).toHaveCount(1);
  await expect(page.locator('input[type=checkbox][name="brand"]')).toHaveCount(options);
  await expect.poll(count).toBeLessThan(before);
  await expect(page).toHaveURL(/q=arkhi/);
});

test("the results page lists suggestions as plain links", async ({ page }) => {
  await page.goto("/search?q=khar");
  const list = page.getByRole("heading", { name: tr("mn", "search:suggestions.heading") });
  await expect(list).toBeVisible();
  await expect(page.locator(".suggestion-list a").first()).toHaveAttribute("href", /^\//);
});

test("recent searches: newest first, no duplicates, and a form to clear them", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByText(tr("mn", "search:recent.empty"))).toBeVisible();
  for (const q of ["виски", "khar", "виски"]) await page.goto(`/search?q=${encodeURIComponent(q)}`);
  await page.goto("/search");
  const recent = page.locator(".recent-searches-list a");
  await expect(recent).toHaveText(["виски", "khar"]);
  await page.getByRole("button", { name: tr("mn", "search:recent.clear") }).click();
  await expect(page.getByText(tr("mn", "search:recent.empty"))).toBeVisible();
});
