import { expect, test } from "./support/test";
import { useOwnClientAddress } from "./support/auth";

/**
 * One text for a badly formed e-mail address wherever it is typed (the shared e-mail field):
 * sign-in and the guest's e-mail at checkout, with JavaScript on and off.
 */
const BAD_FORMAT = "Имэйл хаягийн формат буруу байна";

test("sign-in and the checkout's guest e-mail refuse a bad address with the same text", async ({ page }) => {
  await useOwnClientAddress(page);
  await page.goto("/login");
  await page.getByLabel("Утас эсвэл имэйл").fill("bat@mail");
  await page.getByRole("button", { name: "Код илгээх" }).click();
  await expect(page.getByText(BAD_FORMAT, { exact: true })).toBeVisible();

  await page.goto("/products?sort=stock_desc");
  await page.locator(".product-grid .product-card a").first().click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.locator("input[name=email]").fill("bat@mail");
  await page.getByRole("button", { name: "Төлбөр рүү үргэлжлүүлэх" }).click();
  await expect(page.getByText(BAD_FORMAT, { exact: true })).toBeVisible();
  await expect(page.getByText("Имэйл хаяг буруу байна")).toHaveCount(0);
});
