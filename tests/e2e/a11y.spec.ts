import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { signInAs } from "./support/sessions";

// axe runs inside the page, so it needs JavaScript; the no-JS project renders the same HTML.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

const pages = ["/", "/products", "/t/wine", "/search?q=khar", "/login", "/login/password", "/password/reset"];

for (const path of pages) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("no axe violations on a product page", async ({ page }) => {
  await page.goto("/products");
  await page.locator(".product-grid .product-card a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("no axe violations on the signed-in account pages", async ({ page }) => {
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  await signInAs(page, { email: uniqueEmail("axe") });
  const found: string[] = [];
  for (const path of ["/account/security", "/account/contact?kind=email", "/account/orders", "/account/wallet"]) {
    await page.goto(path);
    found.push(...(await violations()));
  }
  expect(found).toEqual([]);
});
