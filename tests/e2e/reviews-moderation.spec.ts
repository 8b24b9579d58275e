import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Browser, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { tr, type Locale } from "./support/i18n";
import { e2eDataDir } from "./support/messages";
import { reviewedProduct, type ReviewedProduct } from "./support/review-moderation";
import { deliveredOrderFor } from "./support/reviews";
import { signInAs, staffPage } from "./support/sessions";

/**
 * Review moderation and vendor reviews, with JavaScript (without it where tagged @no-js), in Mongolian and English:
 * staff hide a product review and its product's average and count change on the product page,
 * in the listing sorted by rating and in search results, and come back on restore; the reviewer
 * sees the hidden review and the reason at /account/reviews. A shopper who bought from a vendor
 * reviews it and deletes the review; one who has not, and a guest, are told why they cannot.
 */

const LOCALES: Locale[] = ["mn", "en"];

async function speak(page: Page, locale: Locale) {
  if (locale === "mn") return;
  await page.goto("/");
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

/** What the product page and the cards say for these figures (common `product.ratingLabel`). */
function ratingText(locale: Locale, sum: number, count: number): string {
  return tr(locale, "product.ratingLabel", { rating: (sum / count).toFixed(1), count });
}

function cardRating(page: Page, slug: string) {
  return page.locator(`a[href="/products/${slug}"], a[href^="/products/${slug}?"]`).locator(".rating").first();
}

/** The figures a guest reads on the product page, the brand's listing sorted by rating, and search. */
async function expectFigures(browser: Browser, locale: Locale, product: ReviewedProduct, sum: number, count: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await speak(page, locale);
  const expected = ratingText(locale, sum, count);
  await page.goto(`/products/${product.slug}`);
  await expect(page.locator("p.rating").first()).toContainText(expected);
  await page.goto(`/products?${new URLSearchParams({ brand: product.brandCode, sort: "rating_desc" })}`);
  await expect(cardRating(page, product.slug)).toContainText(expected);
  await page.goto(`/search?${new URLSearchParams({ q: locale === "mn" ? product.nameMn : product.nameEn })}`);
  await expect(cardRating(page, product.slug)).toContainText(expected);
  await context.close();
}

async function moderate(browser: Browser, body: string, filter: "recent" | "hidden", act: (row: ReturnType<Page["locator"]>) => Promise<void>) {
  const staff = await staffPage(browser);
  await staff.goto(`/staff/reviews?kind=product&filter=${filter}`);
  const row = staff.getByTestId("staff-review-row").filter({ hasText: body });
  await expect(row).toHaveCount(1);
  await act(row);
  await expect(staff).toHaveURL(/\/staff\/reviews\?kind=product&filter=/);
  await staff.context().close();
}

for (const locale of LOCALES) {
  test(`staff hide a review: the average and count change on the product page, the rating sort and search, and return on restore (${locale})`, async ({ browser, page }, info) => {
    // Three rounds of the product page, the listing and search, and two staff visits.
    test.slow();
    const token = Math.random().toString(36).slice(2, 8);
    const hiddenBody = `Lowest marks ${token}: the cork crumbled and it tasted flat.`;
    const reviewer = uniqueEmail("hidden-reviewer");
    // Its own product per project and language: the js and no-js runs go at the same time.
    const slot = (info.project.name === "no-js" ? 2 : 0) + LOCALES.indexOf(locale);
    const product = await reviewedProduct(slot, [
      { email: uniqueEmail("rated-a"), rating: 5, comment: `Very good ${token}, would buy again.`, language: locale },
      { email: uniqueEmail("rated-b"), rating: 5, comment: `Excellent ${token}, a fine gift.`, language: locale },
      { email: reviewer, rating: 1, comment: hiddenBody, language: locale },
    ]);
    const { visibleSum: sum, visibleCount: count } = product;
    expect(count).toBeGreaterThanOrEqual(3);
    await expectFigures(browser, locale, product, sum, count);

    const reason = `Off-topic ${token}`;
    // A hide without a reason is refused with the message and changes nothing.
    await moderate(browser, hiddenBody, "recent", async (row) => {
      const refused = await row.page().request.post("/staff/reviews", { form: { kind: "product", id: String(product.reviewIds[2]), intent: "hide", reason: "" }, maxRedirects: 0 });
      expect(refused.status()).toBe(400);
      await row.getByRole("button", { name: tr("mn", "staff:reviews.hide") }).click();
      await expect(row.page().getByText(tr("mn", "reviews:errors.reasonRequired")).first()).toBeVisible();
      await expect(row.getByTestId("staff-review-status")).toHaveText(tr("mn", "staff:reviews.statuses.visible"));
      await row.getByLabel(tr("mn", "staff:reviews.reason")).fill(reason);
      await row.getByRole("button", { name: tr("mn", "staff:reviews.hide") }).click();
      await expect(row.page().getByText(tr("mn", "reviews:toast.hidden"))).toBeVisible();
    });
    await expectFigures(browser, locale, product, sum - 1, count - 1);

    // The reviewer sees that it is hidden, and why.
    await signInAs(page, { email: reviewer, locale });
    await speak(page, locale);
    await page.goto("/account/reviews");
    const mine = page.getByTestId("my-review").filter({ hasText: hiddenBody });
    await expect(mine.getByTestId("my-review-hidden")).toHaveText(tr(locale, "account:reviews.hidden", { reason }));

    await moderate(browser, hiddenBody, "hidden", async (row) => {
      await row.getByRole("button", { name: tr("mn", "staff:reviews.restore") }).click();
      await expect(row.page().getByText(tr("mn", "reviews:toast.restored"))).toBeVisible();
    });
    await expectFigures(browser, locale, product, sum, count);
    await page.goto("/account/reviews");
    await expect(mine.getByTestId("my-review-hidden")).toHaveCount(0);
  });
}

/** An active vendor with a product on sale in one of its stores, and its visible review figures. */
function vendorWithProduct(): { code: string; productSlug: string } {
  const db = new Database(path.join(e2eDataDir(), "shop.db"), { readonly: true });
  try {
    return db
      .prepare(
        `select v.code as code, p.slug as productSlug from vendors v
         join stores s on s.vendor_id = v.id join products p on p.store_id = s.id
         where v.is_active = 1 and p.available_on <= ? order by v.id, p.id limit 1`,
      )
      .get(new Date().toISOString()) as { code: string; productSlug: string };
  } finally {
    db.close();
  }
}

/** The shopper's own reviews of the vendor. */
function ownVendorReviews(code: string, email: string): number {
  const db = new Database(path.join(e2eDataDir(), "shop.db"), { readonly: true });
  try {
    const row = db
      .prepare("select count(*) as n from vendor_reviews r join vendors v on v.id = r.vendor_id join users u on u.id = r.user_id where v.code = ? and u.email = ?")
      .get(code, email.trim().toLowerCase()) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

function vendorFigures(code: string): { sum: number; count: number } {
  const db = new Database(path.join(e2eDataDir(), "shop.db"), { readonly: true });
  try {
    return db
      .prepare("select coalesce(sum(r.rating), 0) as sum, count(*) as count from vendor_reviews r join vendors v on v.id = r.vendor_id where v.code = ? and r.status = 'visible'")
      .get(code) as { sum: number; count: number };
  } finally {
    db.close();
  }
}

for (const locale of LOCALES) {
  test(`a shopper who bought from a vendor reviews it and deletes the review; others are told why they cannot (${locale})`, async ({ browser, page }) => {
    // Three shoppers, a fixture order and five posts.
    test.slow();
    const vendor = vendorWithProduct();
    const vendorPath = `/vendors/${vendor.code}`;

    const guest = await browser.newPage();
    await speak(guest, locale);
    await guest.goto(vendorPath);
    await expect(guest.getByTestId("vendor-review-sign-in")).toHaveText(tr(locale, "account.loginRequired"));
    await expect(guest.getByTestId("vendor-review-form")).toHaveCount(0);
    await guest.context().close();

    const stranger = await browser.newPage();
    await signInAs(stranger, { email: uniqueEmail("no-order"), locale });
    await speak(stranger, locale);
    await stranger.goto(vendorPath);
    await expect(stranger.getByTestId("vendor-review-must-buy")).toHaveText(tr(locale, "reviews:vendor.mustBuyFirst"));
    await expect(stranger.getByTestId("vendor-review-form")).toHaveCount(0);
    await stranger.context().close();

    const email = uniqueEmail("vendor-buyer");
    await deliveredOrderFor(email, vendor.productSlug);
    await signInAs(page, { email, locale });
    await speak(page, locale);
    await page.goto(vendorPath);
    const form = page.getByTestId("vendor-review-form");

    // Too short: a 400 page with the message and the text kept, nothing written.
    await form.getByLabel(tr(locale, "showcase:vendorReviews.starsRow", { count: 4 }), { exact: true }).check();
    await form.locator("textarea[name=comment]").fill("Short");
    await form.getByRole("button", { name: tr(locale, "showcase:vendorReviews.form.submit") }).click();
    await expect(page.getByText(tr(locale, "reviews:errors.textTooShort")).first()).toBeVisible();
    await expect(page.locator("textarea[name=comment]")).toHaveValue("Short");
    expect(ownVendorReviews(vendor.code, email)).toBe(0);

    const body = `Friendly staff and a well packed box ${Math.random().toString(36).slice(2, 8)}.`;
    await page.goto(vendorPath);
    await form.getByLabel(tr(locale, "showcase:vendorReviews.starsRow", { count: 4 }), { exact: true }).check();
    await form.locator("textarea[name=comment]").fill(body);
    await form.getByRole("button", { name: tr(locale, "showcase:vendorReviews.form.submit") }).click();
    await expect(page).toHaveURL(/\/vendors\/[^#]+#vendor-review-\d+$/);
    await expect(page.getByText(tr(locale, "showcase:vendorReviews.toast.posted"))).toBeVisible();
    const mine = page.getByTestId("vendor-review-mine");
    await expect(mine).toContainText(body);
    expect(ownVendorReviews(vendor.code, email)).toBe(1);
    await expect(page.getByTestId("vendor-review-form")).toHaveCount(0);
    // The page's figures are the database's (other runs may review this vendor meanwhile: read both again until they agree).
    const summary = page.getByTestId("vendor-reviews").getByTestId("review-summary");
    await expect
      .poll(async () => {
        const figures = vendorFigures(vendor.code);
        const shown = [await summary.getAttribute("data-average"), await summary.getAttribute("data-total"), await summary.textContent()];
        const agree = shown[0] === (figures.sum / figures.count).toFixed(1) && shown[1] === String(figures.count) && shown[2]!.includes(tr(locale, "reviews:summary.count", { count: figures.count }));
        if (!agree) await page.reload();
        return agree;
      })
      .toBe(true);

    await mine.getByRole("button", { name: tr(locale, "showcase:vendorReviews.delete") }).click();
    await expect(page).toHaveURL(/#vendor-reviews$/);
    await expect(page.getByText(tr(locale, "showcase:vendorReviews.toast.deleted"))).toBeVisible();
    await expect(page.getByTestId("vendor-review-mine")).toHaveCount(0);
    await expect(page.getByTestId("vendor-review-form")).toBeVisible();
    expect(ownVendorReviews(vendor.code, email)).toBe(0);
  });
}
