import AxeBuilder from "@axe-core/playwright";
import { COCKTAILS } from "../../app/modules/microsite/cocktails";
import { HTML_LANG, micrositePath } from "../../app/modules/microsite/locales";
import { expect, test, type Page } from "./support/test";
import { bt, MICROSITE_LANGS, passAgeGate } from "./support/microsite";

/**
 * The microsite's content sections (issue 19): the story, tasting notes, distillation, ingredients
 * and cocktails in all five languages behind the age gate, the ru story's Mongolian proverb (the
 * proven fallback to mn, marked lang="mn"), and the way from a cocktail to a bottle in the shop.
 * Runs with JavaScript (without it where tagged @no-js); the gate is passed by a real post of its form.
 */

const COCKTAIL = COCKTAILS[0]!;
const SECTIONS: { rest: string; h1: string }[] = [
  { rest: "", h1: "brandStory:story.title" },
  { rest: "tasting", h1: "brandStory:tasting.title" },
  { rest: "distillation", h1: "brandStory:distillation.title" },
  { rest: "ingredients", h1: "brandStory:ingredients.title" },
  { rest: "cocktails", h1: "brandStory:cocktails.title" },
  { rest: `cocktails/${COCKTAIL.slug}`, h1: `brandStory:cocktails.items.${COCKTAIL.slug}.name` },
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(new URL(page.url()).pathname, "the gate let the visitor through to the page asked for").toBe(path);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: "\u00a0" };
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "").trim();

/** The page as the server sends it (with the browser's cookies): its html[lang], h1 and title. */
async function served(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return {
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    h1: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1] ?? "")),
    title: text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ""),
  };
}

for (const lang of MICROSITE_LANGS) {
  test(`every content section in ${lang}`, async ({ page }) => {
    await passAgeGate(page, lang);
    for (const { rest, h1 } of SECTIONS) {
      const path = micrositePath(lang, rest);
      const sent = await served(page, path);
      expect(sent.lang, path).toBe(HTML_LANG[lang]);
      expect(sent.h1, path).toEqual([bt(lang, h1)]);
      expect(sent.title, path).not.toBe("");
    }
    // One section in the browser too: the process with the brand's numbers, in the page's language.
    await open(page, micrositePath(lang, "distillation"));
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bt(lang, "brandStory:distillation.title"));
    await expect(page.getByTestId("distillation-step")).toHaveCount(6);
    await expect(page.getByRole("heading", { level: 2, name: bt(lang, "brandStory:distillation.steps.distil.title") })).toBeVisible();
  });
}

test("the ru story keeps the Mongolian proverb, marked as Mongolian; the others say it in their own words", async ({ page }) => {
  await passAgeGate(page, "ru");
  await open(page, micrositePath("ru"));
  const proverb = page.getByTestId("brand-proverb");
  await expect(proverb).toHaveAttribute("lang", "mn");
  await expect(proverb).toHaveText(bt("mn", "brandStory:story.proverb.text"));
  await expect(page.locator(".brand-proverb figcaption")).toHaveText(bt("ru", "brandStory:story.proverb.caption"));
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");

  await open(page, micrositePath("it"));
  await expect(page.getByTestId("brand-proverb")).not.toHaveAttribute("lang");
  await expect(page.getByTestId("brand-proverb")).toHaveText(bt("it", "brandStory:story.proverb.text"));
});

test("the story links to the shop's bottles and the brand page", async ({ page }) => {
  await passAgeGate(page, "en");
  await open(page, micrositePath("en"));
  const bottles = page.getByTestId("house-product");
  expect(await bottles.count()).toBeGreaterThan(0);
  for (const href of await bottles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole("link", { name: bt("en", "brandStory:story.shop.brandPage") })).toHaveAttribute("href", "/brands/khar-suvd");
});

test("a cocktail leads to its recipe and on to a bottle in the shop", async ({ page }) => {
  await passAgeGate(page, "en");
  await open(page, micrositePath("en", "cocktails"));
  await expect(page.getByTestId("cocktail-link")).toHaveCount(COCKTAILS.length);
  await page.getByRole("link", { name: bt("en", `brandStory:cocktails.items.${COCKTAIL.slug}.name`) }).click();
  await expect(page).toHaveURL(new RegExp(`${micrositePath("en", `cocktails/${COCKTAIL.slug}`)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bt("en", `brandStory:cocktails.items.${COCKTAIL.slug}.name`));
  await expect(page.getByRole("heading", { level: 2, name: bt("en", "brandStory:cocktails.method") })).toBeVisible();
  await expect(page.locator(".cocktail-method li")).toHaveCount(COCKTAIL.steps.length);

  const bottle = page.getByTestId("house-product").first();
  const href = await bottle.getAttribute("href");
  expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);
  await bottle.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", /^(mn|en)$/);
});

test("an unknown cocktail is a 404 inside the microsite, in its language", async ({ page }) => {
  await passAgeGate(page, "it");
  const response = await page.goto(micrositePath("it", "cocktails/no-such-drink"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bt("it", "brand:errors.notFoundTitle"));
  await expect(page).toHaveTitle(`${bt("it", "brand:errors.notFoundTitle")} · ${bt("it", "brand:meta.brandName")}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});

test("the story and a recipe fit a 390 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await passAgeGate(page, "mn");
  for (const rest of ["", `cocktails/${COCKTAIL.slug}`, "tasting"]) {
    await open(page, micrositePath("mn", rest));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), rest).toBeLessThanOrEqual(390);
  }
});

test("no axe violations on the content sections", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  test.setTimeout(60_000);
  await passAgeGate(page, "en");
  const found: string[] = [];
  // The story with the ru fallback and the shop's bottles, the notes per edition, the process, a recipe.
  for (const path of [micrositePath("ru"), micrositePath("en", "tasting"), micrositePath("en", "distillation"), micrositePath("en", `cocktails/${COCKTAIL.slug}`)]) {
    await open(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    found.push(...results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
  }
  expect(found).toEqual([]);
});
