import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { bt, passAgeGate, type MICROSITE_LANGS } from "./support/microsite";
import { shopNow } from "./support/shop-clock";

/**
 * The brand microsite's 21+ age gate (issue 19; docs/decisions/052-brand-microsite.md), with
 * with JavaScript (without it where tagged @no-js), at 390 px and on a desktop: it stands before every microsite page, a
 * 'no' or a date of birth under 21 stops, an adult goes on to the page they asked for, and a
 * crafted cookie is no pass. The language lives in the address and leaves the shop's alone.
 */

/** The shop's date in Ulaanbaatar: from 20:15 there, the e2e server's is already tomorrow's. */
const today = () => {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ulaanbaatar", year: "numeric", month: "numeric", day: "numeric" }).formatToParts(shopNow());
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day") };
};

async function answer(page: Page, lang: (typeof MICROSITE_LANGS)[number], birth: { day: number; month: number; year: number }) {
  await page.getByLabel(bt(lang, "brand:gate.day")).fill(String(birth.day));
  await page.getByLabel(bt(lang, "brand:gate.month")).selectOption(String(birth.month));
  await page.getByLabel(bt(lang, "brand:gate.year")).fill(String(birth.year));
  await page.getByRole("button", { name: bt(lang, "brand:gate.enter") }).click();
}

for (const viewport of [
  { name: "390 px", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`the age gate at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("stands before the page asked for, and lets an adult through to it", { tag: "@no-js" }, async ({ page }) => {
      await page.goto("/brand/ru/distillation");
      await expect(page).toHaveURL(/\/brand\/ru\/age\?next=%2Fbrand%2Fru%2Fdistillation$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(bt("ru", "brand:gate.title"));
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // Nothing of the page spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await answer(page, "ru", { day: 30, month: 2, year: 1990 });
      await expect(page.getByTestId("age-gate-error")).toHaveText(bt("ru", "brand:gate.errors.invalid"));
      await expect(page.getByLabel(bt("ru", "brand:gate.year"))).toHaveValue("1990");

      const { year, month, day } = today();
      await answer(page, "ru", { day, month, year: year - 21 });
      await expect(page).toHaveURL(/\/brand\/ru\/distillation$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await expect(page.getByRole("navigation", { name: bt("ru", "brand:nav.label") })).toBeVisible();
      // Passed once, every microsite page opens, in any language.
      await page.goto("/brand/cn");
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    });

    test("'no' and a date of birth under 21 stop at a polite page, and the gate stays", { tag: "@no-js" }, async ({ page }) => {
      await page.goto("/brand/it/cocktails");
      await page.getByRole("button", { name: bt("it", "brand:gate.decline") }).click();
      await expect(page.getByTestId("age-gate-sorry")).toContainText(bt("it", "brand:gate.sorry.body"));
      await page.goto("/brand/it/cocktails");
      await expect(page).toHaveURL(/\/brand\/it\/age\?/);

      const { year, month, day } = today();
      // 21 tomorrow: not yet.
      const tomorrow = new Date(Date.UTC(year - 21, month - 1, day + 1));
      await answer(page, "it", { day: tomorrow.getUTCDate(), month: tomorrow.getUTCMonth() + 1, year: tomorrow.getUTCFullYear() });
      await expect(page.getByTestId("age-gate-sorry")).toBeVisible();
      await page.goto("/brand/it");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(bt("it", "brand:gate.title"));
    });
  });
}

test("a crafted or unsigned pass is no pass, and the gate is answered only with a real date", async ({ page, context, baseURL }) => {
  const url = new URL(baseURL!);
  const until = Date.now() + 86_400_000;
  for (const value of ["1", encodeURIComponent(Buffer.from(JSON.stringify({ v: 1, until })).toString("base64")), `${Buffer.from(JSON.stringify({ v: 1, until })).toString("base64")}.forged`]) {
    await context.clearCookies();
    await context.addCookies([{ name: "kharsuvd_age", value, domain: url.hostname, path: "/brand" }]);
    await page.goto("/brand/en/tasting");
    await expect(page).toHaveURL(/\/brand\/en\/age\?/);
  }
  const junk = await page.request.post("/brand/en/age", { form: { intent: "enter", day: "99", month: "x", year: "<script>" }, maxRedirects: 0 });
  expect(junk.status()).toBe(400);
  const json = await page.request.post("/brand/en/age", { data: { intent: "enter", day: 1, month: 1, year: 1990 }, maxRedirects: 0 });
  expect(json.status()).toBeGreaterThanOrEqual(400);
  expect(json.status()).toBeLessThan(500);
  await page.goto("/brand/en/tasting");
  await expect(page).toHaveURL(/\/brand\/en\/age\?/);
  // An address elsewhere is never where the gate sends a visitor.
  const elsewhere = await page.request.post("/brand/en/age", { form: { intent: "enter", day: "1", month: "1", year: "1990", next: "https://evil.example/" }, maxRedirects: 0 });
  expect([elsewhere.status(), elsewhere.headers()["location"]]).toEqual([303, "/brand/en"]);
});

test("languages: the address chooses, an unknown one is a 404, and the shop keeps its own", async ({ page }) => {
  await passAgeGate(page);
  expect((await page.goto("/brand/xx"))?.status()).toBe(404);
  expect((await page.goto("/brand/de/tasting"))?.status()).toBe(404);
  await page.goto("/brand");
  await expect(page).toHaveURL(/\/brand\/mn$/);
  await page.getByTestId("brand-language-en").click();
  await expect(page).toHaveURL(/\/brand\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
  expect(alternates.sort()).toEqual(["en", "it", "mn", "ru", "x-default", "zh-Hans"]);
  // The shop is still Mongolian: the microsite's switch wrote no language cookie.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "mn");
  // And the shop leads to the microsite in its own language.
  await page.getByRole("contentinfo").getByRole("link", { name: "Хар Сувдын түүх" }).click();
  await expect(page).toHaveURL(/\/brand\/mn$/);
});

test("axe finds no violations on the gate and the microsite's pages", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  test.setTimeout(90_000);
  const found: string[] = [];
  const check = async () => {
    for (const violation of (await new AxeBuilder({ page }).analyze()).violations) found.push(`${page.url()} ${violation.id}: ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };
  await page.goto("/brand/mn/tasting");
  await check();
  await passAgeGate(page, "mn");
  for (const lang of ["mn", "cn"] as const) {
    for (const rest of ["", "/tasting", "/distillation", "/ingredients", "/cocktails", "/events"]) {
      await page.goto(`/brand/${lang}${rest}`);
      await check();
    }
  }
  await page.goto("/brand/en/cocktails");
  await page.locator("main a[href*='/brand/en/cocktails/']").first().click();
  await check();
  await page.goto("/brand/en/events");
  await page.locator("main a[href*='/brand/en/events/']").first().click();
  await check();
  expect(found).toEqual([]);
});
