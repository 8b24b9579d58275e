import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { signIn, uniqueEmail } from "./support/auth";

/** The cart with JavaScript on and off: add from a product page, change, remove, and keep it at sign-in. */

async function openBuyableProduct(page: Page) {
  await page.goto("/products?sort=stock_desc");
  await page.locator(".product-grid .product-card a").first().click();
  await expect(page.getByTestId("add-to-cart")).toBeEnabled();
  return (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
}

async function addToCart(page: Page) {
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
}

test("add from the product page, change the quantity, remove", async ({ page }) => {
  const name = await openBuyableProduct(page);
  await addToCart(page);
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  const single = await page.getByTestId("cart-total").textContent();

  await line.getByRole("spinbutton").fill("2");
  await line.getByRole("button", { name: "Шинэчлэх" }).click();
  await expect(page.getByTestId("toast")).toContainText("Тоо ширхэг шинэчлэгдлээ");
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  const digits = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));
  expect(digits(await page.getByTestId("cart-total").textContent())).toBe(2 * digits(single));

  await page.getByTestId("cart-line").getByRole("button", { name: /Хасах/ }).click();
  await expect(page.getByTestId("toast")).toContainText("Бүтээгдэхүүнийг сагснаас хаслаа");
  await expect(page.getByText("Таны сагс хоосон байна.")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("quick add from a listing card keeps the shopper on the listing", async ({ page }) => {
  await page.goto("/products?sort=stock_desc");
  const card = page.locator(".product-grid .product-card").filter({ has: page.getByTestId("quick-add") }).first();
  const name = (await card.locator(".product-card-name").textContent())!.trim();
  await card.getByTestId("quick-add").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page).toHaveURL(/\/products\?sort=stock_desc$/);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toContainText(name);
});

test("a guest's cart joins the account at sign-in", async ({ page }) => {
  const name = await openBuyableProduct(page);
  await addToCart(page);
  await signIn(page, { email: uniqueEmail("cart") });
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toContainText(name);
});

test("a line that no longer exists reloads the cart instead of failing", async ({ page }) => {
  await openBuyableProduct(page);
  await addToCart(page);
  await page.goto("/cart");
  const lineId = await page.getByTestId("cart-line").locator("input[name=lineId]").first().inputValue();
  const response = await page.request.post("/cart", { form: { intent: "remove", lineId: String(Number(lineId) + 100000) }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/cart");
});

test("no axe violations on a product page with its cart form and on a filled cart", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  await openBuyableProduct(page);
  const found: string[] = [];
  const check = async () =>
    found.push(...(await new AxeBuilder({ page }).analyze()).violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
  await check();
  await addToCart(page);
  await page.goto("/cart");
  await check();
  expect(found).toEqual([]);
});
