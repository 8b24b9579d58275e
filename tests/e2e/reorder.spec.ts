import { expect, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { cartToPaymentByPickup, cartWithOneProduct } from "./support/checkout-steps";
import { tr } from "./support/i18n";
import { signInAs } from "./support/sessions";

/**
 * 'Order again' on an order's page: the lines still sold go back into the cart (JavaScript on
 * and off), and the toast says how many.
 */
async function placeAnOrder(page: Page): Promise<string> {
  await cartWithOneProduct(page, 30_000);
  await cartToPaymentByPickup(page);
  await page.locator("input[name=paymentMethod][value=bank_transfer]").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/orders\/R\d{9}$/);
  return new URL(page.url()).pathname;
}

test("order again puts the order's items back in the cart", async ({ page }) => {
  await signInAs(page, { email: uniqueEmail("reorder") });
  const orderPath = await placeAnOrder(page);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await page.getByTestId("reorder").click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "orders:toast.reordered", { count: 1 }));
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // The account's copy of the order page offers it too.
  await page.goto(`/account${orderPath}`);
  await expect(page.getByTestId("reorder")).toBeVisible();
});
