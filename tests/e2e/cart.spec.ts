import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./support/test";
import { signIn, uniqueEmail } from "./support/auth";
import { tr } from "./support/i18n";
import { e2eDataDir } from "./support/messages";

/** The cart with JavaScript (without it where tagged @no-js): add from a product page, change, remove, and keep it at sign-in. */

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

test("add from the product page, change the quantity, remove", { tag: "@no-js" }, async ({ page }) => {
  const name = await openBuyableProduct(page);
  await addToCart(page);
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  const single = await page.getByTestId("cart-total").textContent();

  await line.getByRole("spinbutton").fill("2");
  await line.getByRole("button", { name: tr("mn", "common:cart.update") }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "common:cart.toast.updated"));
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  const digits = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));
  expect(digits(await page.getByTestId("cart-total").textContent())).toBe(2 * digits(single));

  await page.getByTestId("cart-line").getByRole("button", { name: tr("mn", "common:cart.remove") }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "common:cart.toast.removed"));
  await expect(page.getByText(tr("mn", "common:cart.empty"))).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("an add sent without a pointer (a screen reader's click) shows in the header at once", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the product page's reviews section hydrates late only with JavaScript");
  // A fresh load, no tap: the reviews section further down has not hydrated. React holds the
  // page's router updates until it does, so its script must not wait for a touch or a scroll.
  await page.goto("/products?sort=stock_desc");
  const href = await page.locator(".product-grid .product-card a").first().getAttribute("href");
  await page.goto(href!);
  // Hydrated: the form asks for its outcome as data.
  await expect(page.locator("form:has([data-testid=add-to-cart]) input[name=via]")).toHaveCount(1);
  await page.getByTestId("add-to-cart").evaluate((button: HTMLButtonElement) => button.form!.requestSubmit());
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("the product page's quantity: an empty field asks for one, 1000 says how many are left", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await openBuyableProduct(page);
  const quantity = page.locator(".product-info input[name=quantity]");
  const onHand = Number(await quantity.getAttribute("max"));
  expect(onHand).toBeGreaterThan(0);
  expect(onHand).toBeLessThan(1000);
  // With JavaScript the form stays and says it; without, the page comes back with a toast.
  const message = javaScriptEnabled ? page.locator(".product-info").getByTestId("add-to-cart-status") : page.getByTestId("toast");

  await quantity.fill("");
  await page.getByTestId("add-to-cart").click();
  await expect(message).toContainText(tr("mn", "common:cart.errors.quantityRequired"));

  await page.locator(".product-info input[name=quantity]").fill("1000");
  const answer = javaScriptEnabled ? page.waitForResponse((r) => r.url().includes("/cart/add") && r.request().method() === "POST") : null;
  await page.getByTestId("add-to-cart").click();
  if (answer) expect((await answer).status()).toBe(409);
  await expect(message).toContainText(tr("mn", "common:cart.errors.quantityNotAvailable", { count: onHand }));
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("an enhanced add answers refusals with their status: 400 invalid, 404 unknown, 409 stock", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the fetcher's answers; the plain form is covered above");
  await openBuyableProduct(page);
  const variantId = await page.locator(".product-info input[name=variantId]").inputValue();
  const add = (fields: Record<string, string>) => page.request.post("/cart/add.data", { form: { via: "fetcher", ...fields }, maxRedirects: 0 });
  expect((await add({ variantId, quantity: "" })).status()).toBe(400);
  expect((await add({ variantId: "99999999", quantity: "1" })).status()).toBe(404);
  expect((await add({ variantId, quantity: "1000" })).status()).toBe(409);
  expect((await add({ variantId, quantity: "1" })).status()).toBe(200);
});

/** A product offering exactly two variants by option: the first sold out, the second with 7 on hand. */
function productWithSoldOutVariant(): { slug: string; soldOut: number; inStock: number } {
  const db = new Database(path.join(e2eDataDir(), "shop.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const product = db
      .prepare(
        `select p.id, p.slug from products p
         where p.available_on <= ?
           and (select count(*) from variants v where v.product_id = p.id and exists (select 1 from variant_option_values o where o.variant_id = v.id)) = 2
         order by p.id desc limit 1`,
      )
      .get(new Date().toISOString()) as { id: number; slug: string };
    const [soldOut, inStock] = (
      db.prepare("select v.id from variants v where v.product_id = ? and exists (select 1 from variant_option_values o where o.variant_id = v.id) order by v.id").all(product.id) as { id: number }[]
    ).map((v) => v.id);
    const location = (db.prepare("select id from stock_locations order by id limit 1").get() as { id: number }).id;
    for (const [variant, units] of [[soldOut!, 0], [inStock!, 7]]) {
      db.prepare("delete from stock_items where variant_id = ?").run(variant);
      db.prepare("insert into stock_items (variant_id, stock_location_id, count_on_hand) values (?, ?, ?)").run(variant, location, units);
    }
    return { slug: product.slug, soldOut: soldOut!, inStock: inStock! };
  } finally {
    db.close();
  }
}

test("a sold-out variant shows only its sold-out state; choosing one in stock brings back quantity and gift wrap", { tag: "@no-js" }, async ({ page }) => {
  const { slug, soldOut, inStock } = productWithSoldOutVariant();
  await page.goto(`/products/${slug}?variant=${soldOut}`);
  await expect(page.locator(".product-stock")).toContainText(tr("mn", "common:stock.sold_out"));
  await expect(page.getByTestId("add-to-cart")).toBeDisabled();
  await expect(page.getByTestId("add-to-cart")).toHaveText(tr("mn", "common:cart.soldOut"));
  await expect(page.locator(".product-info input[name=quantity]")).toHaveCount(0);
  await expect(page.locator(".product-info input[name=gift]")).toHaveCount(0);

  // A client-side navigation with JavaScript, a new page without: the same result.
  await page.locator(`a.option-choice[href$="variant=${inStock}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`variant=${inStock}$`));
  await expect(page.locator(".product-info input[name=quantity]")).toBeVisible();
  await expect(page.locator(".product-info input[name=gift]")).toBeVisible();
  await expect(page.getByTestId("add-to-cart")).toBeEnabled();

  await page.locator(`a.option-choice[href$="variant=${soldOut}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`variant=${soldOut}$`));
  await expect(page.locator(".product-info input[name=quantity]")).toHaveCount(0);
  await expect(page.locator(".product-info input[name=gift]")).toHaveCount(0);
});

test("quick add from a listing card keeps the shopper on the listing", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/products?sort=stock_desc");
  const card = page.locator(".product-grid .product-card").filter({ has: page.getByTestId("quick-add") }).first();
  const name = (await card.locator(".product-card-name").textContent())!.trim();
  await card.getByTestId("quick-add").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page).toHaveURL(/\/products\?sort=stock_desc$/);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toContainText(name);
});

test("a guest's cart joins the account at sign-in", { tag: "@no-js" }, async ({ page }) => {
  const name = await openBuyableProduct(page);
  await addToCart(page);
  await signIn(page, { email: uniqueEmail("cart") });
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toContainText(name);
});

test("a line that no longer exists reloads the cart instead of failing", { tag: "@no-js" }, async ({ page }) => {
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
