import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { tr, type Locale } from "./support/i18n";
import { e2eDataDir } from "./support/messages";
import { deliveredOrderFor } from "./support/reviews";
import { signInAs } from "./support/sessions";

/**
 * Product reviews on the product page, with JavaScript (without it where tagged @no-js), in Mongolian and English: a
 * shopper with a delivered order is refused a fake image (nothing written), then posts a review
 * with two real photos and sees 'verified purchase' and two thumbnails linking to the full
 * images; another shopper finds it helpful once (a second vote changes nothing); the author
 * edits the rating (the histogram follows) and deletes it; a guest is told to sign in.
 * Demo products carry seeded reviews: every figure is read before and compared after, and each
 * project and language works on its own product so parallel runs never share one.
 */

test.describe.configure({ timeout: 120_000 });

const LOCALES: Locale[] = ["mn", "en"];

async function speak(page: Page, locale: Locale) {
  if (locale === "mn") return;
  await page.goto("/");
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

/** A product of this project and language only (from the newest end; the moderation spec takes the oldest). */
function productFor(project: string, locale: Locale): string {
  const index = ["js", "no-js", "mobile"].indexOf(project) * 2 + (locale === "en" ? 1 : 0);
  const db = new Database(path.join(e2eDataDir(), "shop.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select slug from products where image is not null and available_on <= ? order by id desc limit 1 offset ?")
      .get(new Date().toISOString(), 3 + Math.max(index, 0)) as { slug: string } | undefined;
    if (!row) throw new Error("no product for the reviews spec");
    return row.slug;
  } finally {
    db.close();
  }
}

async function shopper(browser: Browser, locale: Locale, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, { email, locale });
  await speak(page, locale);
  return page;
}

interface Figures {
  total: number;
  histogram: Record<number, number>;
}

async function figures(page: Page): Promise<Figures> {
  // Without JavaScript the toast may show before the rest of the page has arrived.
  await expect(page.getByTestId("product-reviews")).toBeVisible();
  const summary = page.getByTestId("review-summary");
  if ((await summary.count()) === 0) return { total: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
  const histogram: Record<number, number> = {};
  for (const stars of [1, 2, 3, 4, 5]) histogram[stars] = Number(await summary.locator(`li[data-stars="${stars}"]`).getAttribute("data-count"));
  return { total: Number(await summary.getAttribute("data-total")), histogram };
}

async function photo(name: string, format: "png" | "jpeg", color: { r: number; g: number; b: number }) {
  const canvas = sharp({ create: { width: 320, height: 240, channels: 3, background: color } });
  const buffer = await (format === "png" ? canvas.png() : canvas.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

async function fillReview(page: Page, rating: number, text: string) {
  const form = page.getByTestId("review-form");
  await form.locator(`input[name=rating][value="${rating}"]`).check();
  await form.locator("textarea[name=comment]").fill(text);
}

async function openWriteForm(page: Page, locale: Locale) {
  await page.getByTestId("review-write-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(locale, "reviews:form.title"));
}

for (const locale of LOCALES) {
  test(`${locale}: a verified review with two photos; a fake image refused; helpful once; edit and delete`, async ({ browser }, info) => {
    const slug = productFor(info.project.name, locale);
    const productPath = `/products/${slug}`;
    const authorEmail = uniqueEmail("reviewer");
    await deliveredOrderFor(authorEmail, slug);
    const author = await shopper(browser, locale, authorEmail);
    await author.goto(`${productPath}#reviews`);
    const before = await figures(author);

    // A text file named photo.jpg: refused with its message, the text kept, nothing written.
    const text = `${locale === "mn" ? "Чанартай, авсандаа сэтгэл хангалуун байна." : "Good quality, happy with it."} <b>${Date.now()}</b>`;
    await openWriteForm(author, locale);
    await fillReview(author, 5, text);
    await author.getByTestId("review-form").locator("input[name=images]").setInputFiles([{ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is not an image at all") }]);
    await author.getByTestId("review-form").getByRole("button", { name: tr(locale, "reviews:form.submit") }).click();
    await expect(author.getByText(tr(locale, "reviews:errors.photoNotImage", { name: "photo.jpg" }))).toBeVisible();
    await expect(author.getByTestId("review-form").locator("textarea[name=comment]")).toHaveValue(text);
    // A JSON body is not a form: 415 with the translated message.
    const json = await author.request.post(`${productPath}/reviews`, { data: { rating: "5", comment: text }, headers: { Origin: new URL(author.url()).origin }, maxRedirects: 0 });
    expect(json.status()).toBe(415);
    expect(await json.text()).toContain(tr(locale, "reviews:errors.badRequest"));
    await author.goto(productPath);
    expect((await figures(author)).total).toBe(before.total);
    await expect(author.locator(".review-mine")).toHaveCount(0);

    // Two real photos (PNG and JPEG): posted, verified, two thumbnails linking to full images.
    await openWriteForm(author, locale);
    await fillReview(author, 5, text);
    await author
      .getByTestId("review-form")
      .locator("input[name=images]")
      .setInputFiles([await photo("red.png", "png", { r: 200, g: 30, b: 40 }), await photo("blue.jpg", "jpeg", { r: 20, g: 60, b: 200 })]);
    await author.getByTestId("review-form").getByRole("button", { name: tr(locale, "reviews:form.submit") }).click();
    await expect(author.getByTestId("toast")).toContainText(tr(locale, "reviews:toast.posted"));
    await expect(author).toHaveURL(/#review-\d+$/);
    const reviewId = Number(/#review-(\d+)$/.exec(author.url())![1]);
    const mine = author.locator(`#review-${reviewId}`);
    await expect(mine.locator(".review-body")).toHaveText(text);
    await expect(mine.locator(".review-body b")).toHaveCount(0);
    await expect(mine.getByTestId("review-verified")).toHaveText(new RegExp(tr(locale, "reviews:review.verified")));
    const thumbnails = mine.getByTestId("review-photo");
    await expect(thumbnails).toHaveCount(2);
    for (const link of await thumbnails.all()) {
      const full = await link.getAttribute("href");
      expect(full).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.webp$/);
      const answer = await author.request.get(full!);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe("image/webp");
      expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
      // Thumbnails load lazily: in view, each one loads.
      await link.locator("img").scrollIntoViewIfNeeded();
      await expect(link.locator("img")).toHaveJSProperty("complete", true);
    }
    const posted = await figures(author);
    expect(posted.total).toBe(before.total + 1);
    expect(posted.histogram[5]).toBe(before.histogram[5]! + 1);

    // Another shopper: helpful once; a second vote (a replayed post) changes nothing.
    const voter = await shopper(browser, locale, uniqueEmail("voter"));
    await voter.goto(productPath);
    const theirs = voter.locator(`#review-${reviewId}`);
    await expect(theirs.getByTestId("review-helpful-count")).toHaveAttribute("data-count", "0");
    await theirs.getByRole("button", { name: tr(locale, "reviews:helpful.button") }).click();
    await expect(voter.getByTestId("toast")).toContainText(tr(locale, "reviews:toast.voted"));
    await expect(theirs.getByTestId("review-helpful-count")).toHaveText(tr(locale, "reviews:helpful.count", { count: 1 }));
    await expect(theirs.getByRole("button", { name: tr(locale, "reviews:helpful.button") })).toHaveCount(0);
    const again = await voter.request.post(`/reviews/${reviewId}/helpful`, { form: { returnTo: productPath }, headers: { Origin: new URL(voter.url()).origin }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    await voter.reload();
    await expect(theirs.getByTestId("review-helpful-count")).toHaveAttribute("data-count", "1");
    // Reporting is a page of its own, with an optional reason.
    await theirs.getByRole("link", { name: tr(locale, "reviews:report.summary") }).click();
    await expect(voter.getByRole("heading", { level: 1 })).toHaveText(tr(locale, "reviews:report.title"));
    await voter.getByLabel(tr(locale, "reviews:report.reasonLabel")).fill("Test report: not about this bottle.");
    await voter.getByRole("button", { name: tr(locale, "reviews:report.submit") }).click();
    await expect(voter.getByTestId("toast")).toContainText(tr(locale, "reviews:toast.reported"));
    await expect(theirs.getByText(tr(locale, "reviews:report.done"))).toBeVisible();
    await voter.context().close();

    // The author changes 5 stars to 2: the histogram moves one review from 5 to 2.
    await author.goto(productPath);
    await author.locator(`#review-${reviewId}`).getByRole("link", { name: tr(locale, "reviews:mine.edit") }).click();
    await expect(author.getByRole("heading", { level: 1 })).toHaveText(tr(locale, "reviews:form.editTitle"));
    await expect(author.locator("input[name=rating][value='5']")).toBeChecked();
    await author.locator("input[name=rating][value='2']").check();
    await author.getByRole("button", { name: tr(locale, "reviews:form.save") }).click();
    await expect(author.getByTestId("toast")).toContainText(tr(locale, "reviews:toast.edited"));
    const edited = await figures(author);
    expect(edited.total).toBe(before.total + 1);
    expect(edited.histogram[5]).toBe(before.histogram[5]);
    expect(edited.histogram[2]).toBe(before.histogram[2]! + 1);
    await expect(author.locator(`#review-${reviewId}`)).toHaveAttribute("data-rating", "2");

    // Deleted from the edit page: the figures are back to what they were.
    await author.locator(`#review-${reviewId}`).getByRole("link", { name: tr(locale, "reviews:mine.edit") }).click();
    await author.getByTestId("review-delete").getByRole("button", { name: tr(locale, "reviews:mine.delete") }).click();
    await expect(author.getByTestId("toast")).toContainText(tr(locale, "reviews:toast.deleted"));
    await expect(author.locator(`#review-${reviewId}`)).toHaveCount(0);
    expect(await figures(author)).toEqual(before);
    await author.context().close();
  });

  test(`${locale}: a guest is told to sign in to write a review`, async ({ page }, info) => {
    const slug = productFor(info.project.name, locale);
    await speak(page, locale);
    await page.goto(`/products/${slug}`);
    const signIn = page.getByTestId("reviews-sign-in");
    await expect(signIn).toContainText(tr(locale, "account.loginRequired"));
    await expect(signIn.getByRole("link", { name: tr(locale, "reviews:form.signIn") })).toHaveAttribute("href", `/login?${new URLSearchParams({ redirectTo: `/products/${slug}` })}`);
    await expect(page.getByTestId("review-form")).toHaveCount(0);
    // The write page itself says the same, and a guest's post is sent to sign in, nothing written.
    await page.goto(`/products/${slug}/reviews`);
    await expect(page.getByTestId("reviews-sign-in")).toContainText(tr(locale, "account.loginRequired"));
  });
}
