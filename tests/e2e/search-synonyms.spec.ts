import { tr } from "./support/i18n";
import { DEMO, signInAs } from "./support/sessions";
import { expect, test, type Page } from "./support/test";

/**
 * The words people really type: seeded synonyms find what the catalogue calls otherwise, a
 * search that finds nothing offers near words and categories, and staff edit the synonym table
 * at /staff/search/synonyms (with JavaScript (without it where tagged @no-js)). Queries and product names are the
 * seeded catalogue's data, not translations.
 */

const names = (page: Page) => page.locator(".product-grid .product-card-name");

async function searchFor(page: Page, q: string) {
  await page.goto(`/search?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(q);
}

for (const [q, expected] of [
  ["вино", /дарс|шампань|просекко|кава/i],
  ["шампанское", /оргилуун дарс|шампань/],
  ["джин", /жин/],
  ["красное вино", /улаан дарс/],
] as const) {
  test(`the everyday word "${q}" finds ${expected}`, async ({ page }) => {
    await searchFor(page, q);
    await expect(names(page).first()).toBeVisible();
    await expect(names(page).first()).toHaveText(expected);
    await expect(page.getByTestId("no-results-help")).toHaveCount(0);
  });
}

test("a search that finds nothing offers the closest words and the categories", async ({ page }) => {
  // Two letters wrong: more than the one-letter forgiveness, so nothing is found.
  await searchFor(page, "висикк");
  await expect(names(page)).toHaveCount(0);
  const help = page.getByTestId("no-results-help");
  await expect(help.getByRole("heading", { name: tr("mn", "search:noResults.heading") })).toBeVisible();
  await expect(help.getByTestId("no-results-categories").getByRole("link").first()).toBeVisible();
  await help.getByTestId("no-results-searches").getByRole("link", { name: /^виски/ }).first().click();
  await expect(page).toHaveURL(/\/search\?q=%D0%B2%D0%B8%D1%81%D0%BA%D0%B8(&|$)/);
  await expect(names(page).first()).toHaveText(/виски/i);
});

test("the help reads in English on the English site", async ({ page }) => {
  await page.goto("/");
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/search?q=zzqqxx");
  const help = page.getByTestId("no-results-help");
  await expect(help.getByRole("heading", { name: tr("en", "search:noResults.heading") })).toBeVisible();
  await expect(help.getByTestId("no-results-categories").getByRole("link", { name: /Wine/ }).first()).toBeVisible();
});

test("staff add, edit and delete a synonym set, and search follows at once", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const word = javaScriptEnabled ? "zzjsfizz" : "zznojsfizz";
  await signInAs(page, DEMO.staff);
  await page.goto("/staff");
  await page.getByRole("link", { name: tr("mn", "staff:home.searchSynonyms") }).click();
  await expect(page).toHaveURL(/\/staff\/search\/synonyms$/);
  await expect(page.getByRole("heading", { level: 1, name: tr("mn", "staff:synonyms.title") })).toBeVisible();
  // The seeded sets are listed.
  await expect(page.getByTestId("synonym-row").filter({ hasText: "водка" }).first()).toBeVisible();

  const form = page.getByRole("region", { name: tr("mn", "staff:synonyms.addTitle") });
  const field = (name: string) => form.locator(`[name=${name}]`);
  // One word is not an equivalent set: the form says so and keeps what was typed.
  await field("terms").fill(word);
  await form.getByRole("button", { name: tr("mn", "staff:synonyms.add") }).click();
  await expect(page.getByText(tr("mn", "staff:synonyms.errors.tooFewTerms"))).toBeVisible();
  await expect(field("terms")).toHaveValue(word);

  await field("kind").selectOption("oneway");
  await field("expansions").fill("оргилуун дарс");
  // With JavaScript the message goes as soon as the set is valid (the button moves up then).
  if (javaScriptEnabled) await expect(page.getByText(tr("mn", "staff:synonyms.errors.tooFewTerms"))).toHaveCount(0);
  await form.getByRole("button", { name: tr("mn", "staff:synonyms.add") }).click();
  await expect(page.getByText(tr("mn", "staff:synonyms.toast.added"))).toBeVisible();
  const row = page.getByTestId("synonym-row").filter({ hasText: word });
  await expect(row).toHaveCount(1);

  await searchFor(page, word);
  await expect(names(page).first()).toHaveText(/оргилуун дарс|шампань/);

  await page.goto("/staff/search/synonyms");
  await row.getByRole("link", { name: tr("mn", "staff:synonyms.edit") }).click();
  await expect(page.getByRole("heading", { name: tr("mn", "staff:synonyms.editTitle") })).toBeVisible();
  await page.getByRole("region", { name: tr("mn", "staff:synonyms.editTitle") }).locator("[name=expansions]").fill("архи");
  await page.getByRole("button", { name: tr("mn", "staff:synonyms.save") }).click();
  await expect(page.getByText(tr("mn", "staff:synonyms.toast.saved"))).toBeVisible();
  await searchFor(page, word);
  await expect(names(page).first()).toHaveText(/архи/);

  await page.goto("/staff/search/synonyms");
  await row.getByRole("button", { name: tr("mn", "staff:synonyms.delete") }).click();
  await expect(page.getByText(tr("mn", "staff:synonyms.toast.deleted"))).toBeVisible();
  await expect(row).toHaveCount(0);
  await searchFor(page, word);
  await expect(names(page)).toHaveCount(0);
});
