import { expect, type Page } from "./test";
import { tr, type Locale } from "./i18n";

/** One product of at least `minPrice` in the cart, by the listing's quick add (cheapest first). */
export async function cartWithOneProduct(page: Page, minPrice: number): Promise<void> {
  await page.goto(`/products?sort=price_asc&price_min=${minPrice}`);
  await page.getByTestId("quick-add").first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
}

/** From the cart to the payment step, picked up at the first store in the first slot offered. */
export async function cartToPaymentByPickup(page: Page, locale: Locale = "mn"): Promise<void> {
  await page.goto("/cart");
  await page.getByTestId("checkout-button").click();
  await page.locator("input[name=deliveryType][value=pickup]").check();
  await page.locator("input[name=pickupLocationId][value='1']").check();
  await page.locator("select[name=pickupSlot]").selectOption({ index: 1 });
  await page.locator("input[name=receiverName]").fill("Бат Болд");
  await page.locator("input[name=receiverPhone]").fill("99112233");
  await page.locator("input[name=ageConfirmed]").check();
  await page.getByRole("button", { name: tr(locale, "checkout:address.continue") }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}
