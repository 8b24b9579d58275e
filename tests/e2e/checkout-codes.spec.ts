import { expect, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { cartToPaymentByPickup, cartWithOneProduct } from "./support/checkout-steps";
import { tr, trPattern, type Locale } from "./support/i18n";
import { signInAs } from "./support/sessions";

/**
 * The code field on the payment step, with JavaScript (without it where tagged @no-js) (issue 22, "Codes at checkout").
 * docs/features.md: exactly 4 digits is a promo code, anything else a coupon or voucher. A 3- or 5-digit code
 * is checked as a coupon (never answered 'A promo code has exactly 4 digits'), the field shows one
 * message (the hint, or the refusal in its place) and keeps what was typed, and an applied code's
 * toast names what it was: the demo promo code 7777 (3,000₮) and the coupon WELCOME10 (10%, a
 * signed-in shopper's first order from 50,000₮), in mn and en.
 */

/** The old refusal that read a 3-digit code as a malformed promo code, written out on purpose. */
const PROMO_FORMAT_SENTENCES = [/Промо код яг 4 оронтой тоо байна/, /A promo code has exactly 4 digits/];

/** A cart of at least `minPrice` at the payment step, picked up at a store, in the page's language. */
async function toPaymentStep(page: Page, locale: Locale, minPrice: number) {
  await cartWithOneProduct(page, minPrice);
  await cartToPaymentByPickup(page, locale);
}

async function applyCode(page: Page, code: string) {
  await page.locator("#coupon-code").fill(code);
  await page.locator("button[name=intent][value=coupon]").click();
}

/** The refusal is the one message under the field; the typed code is still in it. */
async function expectRefused(page: Page, typed: string, message: string) {
  const block = page.locator("section[aria-labelledby=coupon-title]");
  await expect(block.locator("#coupon-error")).toHaveText(message);
  await expect(block.locator(".field-error, .field-hint")).toHaveCount(1);
  await expect(page.locator("#coupon-code")).toHaveValue(typed);
  await expect(page.locator("#coupon-code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#coupon-code")).toHaveAttribute("aria-describedby", "coupon-error");
  for (const sentence of PROMO_FORMAT_SENTENCES) await expect(page.locator("main")).not.toContainText(sentence);
}

test("a 3-digit code is checked as a coupon: one message, the code kept; promo code 7777 is named in the toast (mn)", { tag: "@no-js" }, async ({ page }) => {
  await signInAs(page, { email: uniqueEmail("codes-mn") });
  await toPaymentStep(page, "mn", 30_000);
  // Before anything is typed: the hint alone, and it is not an error's sentence.
  await expect(page.locator("#coupon-hint")).toHaveText(tr("mn", "checkout:coupon.hint"));

  await applyCode(page, "123");
  await expectRefused(page, "123", tr("mn", "checkout:errors.code_invalidFormat"));

  // 5 digits: looked up as a coupon (none has that code).
  await applyCode(page, "12345");
  await expectRefused(page, "12345", tr("mn", "checkout:errors.coupon_notFound"));

  await applyCode(page, "7777");
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "checkout:toast.codeApplied_promo", { code: "7777", amount: "3,000₮" }));
  await expect(page.getByTestId("coupon-applied")).toContainText("7777");
  await expect(page.locator("#coupon-error")).toHaveCount(0);
});

test("in English: a coupon and a promo code are each named for what they are; a refused code stays typed", { tag: "@no-js" }, async ({ page }) => {
  await signInAs(page, { email: uniqueEmail("codes-en"), locale: "en" });
  await page.goto("/");
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await toPaymentStep(page, "en", 50_000);

  await applyCode(page, "wel-123");
  await expectRefused(page, "wel-123", tr("en", "checkout:errors.coupon_notFound"));

  await applyCode(page, "welcome10");
  await expect(page.getByTestId("toast")).toContainText(trPattern("en", "checkout:toast.codeApplied_coupon", { code: "WELCOME10" }));
  await expect(page.getByTestId("coupon-applied")).toContainText("WELCOME10");

  await page.locator("button[name=intent][value=removeCoupon]").click();
  await expect(page.getByTestId("toast")).toContainText(tr("en", "checkout:toast.codeRemoved"));

  await applyCode(page, "7777");
  await expect(page.getByTestId("toast")).toContainText(tr("en", "checkout:toast.codeApplied_promo", { code: "7777", amount: "₮3,000" }));
  await expect(page.getByTestId("toast")).not.toContainText(/coupon/i);
});
