import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./support/test";
import { assignClientAddress, uniqueEmail } from "./support/auth";
import { tr } from "./support/i18n";
import { e2eDataDir } from "./support/messages";
import { signInAs } from "./support/sessions";

/**
 * Saved addresses and the payment step's recap, with JavaScript, and without it for the tests tagged @no-js
 * (docs/testing.md): "save this address" starts unticked and never stores a copy of a place the
 * account already has; the payment step says when the chosen slot went away and offers the next
 * free ones in a plain form; the recap words the address and the window as the order page does.
 *
 * The e2e server's clock is 20:15 in Ulaanbaatar: the slots offered are the next day's.
 */

async function startCheckout(page: Page) {
  await page.goto("/products?sort=stock_desc");
  await page.locator(".product-grid .product-card a").first().click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).not.toHaveText("0");
  await page.goto("/cart");
  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
}

async function fillNewAddress(page: Page, { detail, guestEmail }: { detail: string; guestEmail?: string }) {
  await page.locator("input[name=deliveryType][value=simple]").check();
  const newAddress = page.locator("input[name=addressId][value=new]");
  if ((await newAddress.count()) > 0 && (await newAddress.getAttribute("type")) === "radio") await newAddress.check();
  await page.locator("select[name=city]").selectOption("MN-1");
  await page.locator("select[name=district]").selectOption("bayangol");
  await page.locator("input[name=khoroo]").fill("3");
  await page.locator("[name=detail]").fill(detail);
  await page.locator("select[name=slot]").selectOption({ index: 1 });
  await page.locator("input[name=receiverName]").fill("Бат Болд");
  await page.locator("input[name=receiverPhone]").fill("99112233");
  if (guestEmail) await page.locator("main input[name=email]").fill(guestEmail);
  await page.locator("input[name=ageConfirmed]").check();
}

const continueButton = (page: Page) => page.getByRole("button", { name: tr("mn", "checkout:address.continue") });

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(e2eDataDir(), "shop.db"));
  db.pragma("busy_timeout = 5000");
  try {
    return work(db);
  } finally {
    db.close();
  }
}

test("'save this address' starts unticked, and the same place saved twice is kept once", { tag: "@no-js" }, async ({ page }) => {
  const userId = await signInAs(page, { email: uniqueEmail("addr-once") });
  await startCheckout(page);
  const save = page.locator("input[name=saveAddress]");
  await expect(save).not.toBeChecked();
  await fillNewAddress(page, { detail: "15-р байр, 32 тоот" });
  await save.check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  // Back to step 2: the same place, typed with other spaces and capitals, saved again.
  await page.goto("/checkout/address");
  await fillNewAddress(page, { detail: "  15-Р БАЙР,   32 тоот " });
  await expect(save).not.toBeChecked();
  await save.check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  const saved = withDb((db) => db.prepare("select detail from addresses where user_id = ?").all(userId) as { detail: string }[]);
  expect(saved).toEqual([{ detail: "15-р байр, 32 тоот" }]);
  // The address step lists it once.
  await page.goto("/checkout/address");
  await expect(page.locator("input[name=addressId]:not([value=new])")).toHaveCount(1);
});

test("the payment step says the slot went away, offers the next free ones, and words address and window as the order page", { tag: "@no-js" }, async ({ page }) => {
  await assignClientAddress(page);
  const email = uniqueEmail("slot-gone");
  await startCheckout(page);
  await fillNewAddress(page, { detail: "15-р байр, 32 тоот", guestEmail: email });
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  // One wording: '3-р хороо' and '2026.11.24 11:00–13:00', never a bare '3' or an ISO date.
  const recap = page.locator(".checkout-recap");
  await expect(recap).toContainText("Баянгол дүүрэг, 3-р хороо, 15-р байр, 32 тоот");
  const window = page.getByTestId("recap-window");
  await expect(window).toHaveAttribute("data-slot-state", "free");
  await expect(window).toContainText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}–\d{2}:\d{2}/);
  await expect(window).toContainText(tr("mn", "checkout:payment.slotFree"));
  await expect(recap).not.toContainText(/\d{4}-\d{2}-\d{2}/);

  // The slot fills up (here: it is already over) before the shopper places the order.
  withDb((db) => db.prepare("update orders set delivery_slot = '2020-01-01T11:00-13:00' where email = ? and state = 'checkout_payment'").run(email));
  await page.reload();
  await expect(window).toHaveAttribute("data-slot-state", "gone");
  const gone = page.getByTestId("slot-gone");
  await expect(gone).toContainText(tr("mn", "checkout:payment.slotGone"));
  const offered = gone.locator("input[name=slot]");
  await expect(offered).toHaveCount(4);
  const firstLabel = (await gone.locator("label").first().innerText()).trim();
  expect(firstLabel).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}–\d{2}:\d{2}$/);
  await page.getByTestId("slot-change-submit").click();
  await expect(window).toHaveAttribute("data-slot-state", "free");
  await expect(window).toContainText(firstLabel);
  await expect(page.getByTestId("slot-gone")).toHaveCount(0);
  const shown = firstLabel;

  await page.locator("input[name=paymentMethod][value=bank_transfer]").check();
  await page.getByTestId("place-order").click();
  await page.waitForURL(/\/orders\/R\d{9}/);
  // The order page says the same window and the same address.
  await expect(page.getByTestId("order-delivery-window")).toHaveText(shown);
  await expect(page.locator("main")).toContainText("Баянгол дүүрэг, 3-р хороо, 15-р байр, 32 тоот");
});

test("in English the recap says 'khoroo 3' and '24 Nov 2026'-style dates", { tag: "@no-js" }, async ({ page }) => {
  await assignClientAddress(page);
  await startCheckout(page);
  await fillNewAddress(page, { detail: "15-р байр, 32 тоот", guestEmail: uniqueEmail("slot-en") });
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const recap = page.locator(".checkout-recap");
  await expect(recap).toContainText("Ulaanbaatar, Bayangol district, khoroo 3, 15-р байр, 32 тоот");
  await expect(page.getByTestId("recap-window")).toContainText(/^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}–\d{2}:\d{2}/);
  await expect(page.getByTestId("recap-window")).toContainText(tr("en", "checkout:payment.slotFree"));
});
