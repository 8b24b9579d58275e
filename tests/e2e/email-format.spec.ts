import { expect, test } from "./support/test";
import { assignClientAddress } from "./support/auth";
import { tr } from "./support/i18n";

/**
 * One text for a badly formed e-mail address wherever it is typed (the shared e-mail field):
 * sign-in and the guest's e-mail at checkout, with JavaScript (without it where tagged @no-js).
 */
const BAD_FORMAT = tr("mn", "auth:errors.emailInvalid");

test("sign-in and the checkout's guest e-mail refuse a bad address with the same text", { tag: "@no-js" }, async ({ page }) => {
  await assignClientAddress(page);
  await page.goto("/login");
  await page.getByLabel(tr("mn", "auth:login.identifier")).fill("bat@mail");
  await page.getByRole("button", { name: tr("mn", "auth:login.sendCode") }).click();
  await expect(page.getByText(BAD_FORMAT, { exact: true })).toBeVisible();

  await page.goto("/products?sort=stock_desc");
  await page.locator(".product-grid .product-card a").first().click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.locator("main input[name=email]").fill("bat@mail");
  await page.getByRole("button", { name: tr("mn", "checkout:address.continue") }).click();
  await expect(page.getByText(BAD_FORMAT, { exact: true })).toBeVisible();
  // The other wording for a bad address (the wallet forms' own) must not show here: written out, as no checkout key holds it.
  await expect(page.getByText("Имэйл хаяг буруу байна")).toHaveCount(0);
});
