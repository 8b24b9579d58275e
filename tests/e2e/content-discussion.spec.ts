import { expect, test, type Browser, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { createArticle, uniqueSlug } from "./support/content";
import { tr } from "./support/i18n";
import { signInAs, staffPage } from "./support/sessions";

/**
 * Comments and bookmarks on an article, with JavaScript (without it where tagged @no-js) (every form is a real post
 * answered by a redirect with a toast, or a 400 page with the translated reason): comment,
 * reply, rate someone's comment, delete one's own (a deleted comment with replies stays as
 * "comment deleted"); bookmark an article in English and find it in /account/bookmarks; a
 * guest gets sign-in links; staff hide a comment; bad input is refused and nothing is written.
 */

// Each journey signs in two or three people and posts several forms.
test.describe.configure({ timeout: 120_000 });

async function shopperPage(browser: Browser, prefix: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, { email: uniqueEmail(prefix) });
  return page;
}

const commentOf = (page: Page, text: string) => page.getByTestId("comment").filter({ has: page.locator(".comment-body", { hasText: text }) });

async function writeComment(page: Page, path: string, text: string) {
  await page.goto(path);
  const form = page.getByTestId("comment-form");
  await form.getByLabel(tr("mn", "comments:form.label")).fill(text);
  await form.getByRole("button", { name: tr("mn", "comments:form.submit") }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "comments:toast.posted"));
  await expect(commentOf(page, text)).toBeVisible();
}

test("comment, reply, rate another's comment, delete one's own", async ({ page, browser }) => {
  const article = await createArticle({ slug: uniqueSlug("talk") });
  const writer = await shopperPage(browser, "writer");
  const first = `Анхны сэтгэгдэл <b>тод</b>\nхоёр мөр ${article.slug}`;
  await writeComment(writer, article.path, first);
  // Plain text as written: the line break is kept (white-space: pre-line in comments.css), markup is shown, not run.
  expect(await commentOf(writer, "Анхны сэтгэгдэл").locator(".comment-body").textContent()).toBe(first);
  await expect(commentOf(writer, "Анхны сэтгэгдэл").locator(".comment-body b")).toHaveCount(0);

  await signInAs(page, { email: uniqueEmail("reader") });
  await page.goto(article.path);
  const theirs = commentOf(page, "Анхны сэтгэгдэл");
  await theirs.getByRole("radio", { name: tr("mn", "comments:comment.star", { count: 4 }) }).check();
  await theirs.getByRole("button", { name: tr("mn", "comments:comment.rateSubmit") }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "comments:toast.rated"));
  await expect(commentOf(page, "Анхны сэтгэгдэл").getByTestId("comment-rating").first()).toContainText(tr("mn", "comments:comment.ratingSummary", { average: 4, count: 1 }));
  // Rating again changes the rating, it does not add one.
  await commentOf(page, "Анхны сэтгэгдэл").getByRole("radio", { name: tr("mn", "comments:comment.star", { count: 2 }) }).check();
  await commentOf(page, "Анхны сэтгэгдэл").getByRole("button", { name: tr("mn", "comments:comment.rateSubmit") }).click();
  await expect(commentOf(page, "Анхны сэтгэгдэл").getByTestId("comment-rating").first()).toContainText(tr("mn", "comments:comment.ratingSummary", { average: 2, count: 1 }));

  const top = commentOf(page, "Анхны сэтгэгдэл").first();
  await top.locator("summary", { hasText: tr("mn", "comments:form.reply") }).click();
  await top.getByLabel(tr("mn", "comments:form.replyLabel")).fill("Би санал нэг байна");
  await top.getByRole("button", { name: tr("mn", "comments:form.replySubmit") }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "comments:toast.replied"));
  await expect(page.locator(".comment-replies").getByText("Би санал нэг байна")).toBeVisible();

  // One's own comment can be deleted, and no one else's.
  await writeComment(page, article.path, "Буруу бичлээ");
  await expect(commentOf(page, "Анхны сэтгэгдэл").getByTestId("comment-delete")).toHaveCount(0);
  await expect(commentOf(page, "Би санал нэг байна").getByTestId("comment-delete")).toHaveCount(1);
  await commentOf(page, "Буруу бичлээ").getByTestId("comment-delete").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "comments:toast.deleted"));
  await expect(page.getByText("Буруу бичлээ")).toHaveCount(0);

  // The writer deletes the first comment: it has a reply, so it stays as "comment deleted".
  await writer.goto(article.path);
  await commentOf(writer, "Анхны сэтгэгдэл").getByTestId("comment-delete").click();
  await expect(writer.getByTestId("toast")).toContainText(tr("mn", "comments:toast.deleted"));
  await expect(writer.locator(".comment-removed")).toContainText(tr("mn", "comments:comment.removed"));
  await expect(writer.getByText("Анхны сэтгэгдэл")).toHaveCount(0);
  await expect(writer.getByText("Би санал нэг байна")).toBeVisible();
  await writer.context().close();
});

test("bookmark an article in English, find it in the account, remove it", async ({ page }) => {
  const article = await createArticle({ slug: uniqueSlug("keep") });
  await signInAs(page, { email: uniqueEmail("keeper") });
  await page.goto("/account/bookmarks");
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(tr("en", "comments:account.empty"))).toBeVisible();

  await page.goto(article.path);
  const button = page.getByTestId("bookmark-button");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(page.getByTestId("toast")).toContainText(tr("en", "comments:toast.bookmarked"));
  await expect(page.getByTestId("bookmark-button")).toHaveAttribute("aria-pressed", "true");

  await page.goto("/account");
  await page.locator(".account-menu").getByRole("link", { name: tr("en", "comments:account.title") }).click();
  await expect(page).toHaveURL(/\/account\/bookmarks$/);
  const item = page.getByTestId("bookmark-item");
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("link", { name: `Discussion article ${article.slug}` })).toHaveAttribute("href", article.path);
  await item.getByTestId("bookmark-remove").click();
  await expect(page.getByTestId("toast")).toContainText(tr("en", "comments:toast.unbookmarked"));
  await expect(page.getByTestId("bookmark-item")).toHaveCount(0);

  await page.goto(article.path);
  await expect(page.getByTestId("bookmark-button")).toHaveAttribute("aria-pressed", "false");
});

test("a guest gets sign-in links, and a guest's post goes to sign-in", async ({ page }) => {
  const article = await createArticle({ slug: uniqueSlug("guest") });
  await page.goto(article.path);
  const signIn = `/login?${new URLSearchParams({ redirectTo: article.path })}`;
  await expect(page.getByTestId("comment-sign-in")).toHaveAttribute("href", signIn);
  await expect(page.getByTestId("bookmark-sign-in")).toHaveAttribute("href", signIn);
  await expect(page.getByTestId("comment-form")).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  const post = await page.request.post("/comments", { form: { article_id: String(article.id), comment: "Зочин", returnTo: article.path }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(post.status()).toBe(302);
  expect(post.headers()["location"]).toBe(signIn);
  const bookmark = await page.request.post("/bookmarks", { form: { id: String(article.id), returnTo: article.path }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(bookmark.headers()["location"]).toBe(signIn);
});

test("staff hide a comment: guests no longer see it; staff show it again", async ({ page, browser }) => {
  const article = await createArticle({ slug: uniqueSlug("hide") });
  await signInAs(page, { email: uniqueEmail("rude") });
  await writeComment(page, article.path, `Зохисгүй үг ${article.slug}`);

  const staff = await staffPage(browser);
  await staff.goto(article.path);
  await commentOf(staff, "Зохисгүй үг").getByTestId("comment-hide").click();
  await expect(staff.getByTestId("toast")).toContainText(tr("mn", "comments:toast.hidden"));
  await expect(commentOf(staff, "Зохисгүй үг")).toHaveAttribute("data-state", "hidden");

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(article.path);
  await expect(guestPage.getByTestId("article-discussion")).toHaveAttribute("data-total", "0");
  await expect(guestPage.getByText("Зохисгүй үг")).toHaveCount(0);

  await commentOf(staff, "Зохисгүй үг").getByTestId("comment-unhide").click();
  await expect(staff.getByTestId("toast")).toContainText(tr("mn", "comments:toast.unhidden"));
  await guestPage.goto(article.path);
  await expect(guestPage.getByText("Зохисгүй үг")).toBeVisible();
  await guest.close();
  await staff.context().close();
});

test("bad input is refused with the reason and writes nothing", async ({ page }) => {
  const article = await createArticle({ slug: uniqueSlug("bad") });
  await signInAs(page, { email: uniqueEmail("bad") });
  await page.goto(article.path);

  // The browser form: an empty comment comes back with the reason, on a 400.
  const form = page.getByTestId("comment-form");
  await form.getByLabel(tr("mn", "comments:form.label")).fill("   ");
  const [answer] = await Promise.all([
    // With JavaScript the post goes to /comments.data (single fetch), without it to /comments.
    page.waitForResponse((r) => r.request().method() === "POST" && /^\/comments(\.data)?$/.test(new URL(r.url()).pathname)),
    form.getByRole("button", { name: tr("mn", "comments:form.submit") }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(page.getByText(tr("mn", "comments:errors.commentRequired"))).toBeVisible();

  const origin = new URL(article.path, page.url()).origin;
  const headers = { Origin: origin, Accept: "text/html" };
  const long = await page.request.post("/comments", { form: { article_id: String(article.id), comment: "ж".repeat(2001), returnTo: article.path }, headers, maxRedirects: 0 });
  expect(long.status()).toBe(400);
  expect(await long.text()).toContain(tr("mn", "comments:errors.commentTooLong"));

  const json = await page.request.post("/comments", { data: { article_id: article.id, comment: "JSON" }, headers, maxRedirects: 0 });
  expect(json.status()).toBeGreaterThanOrEqual(400);
  expect(json.status()).toBeLessThan(500);

  // A comment of someone else to rate 9: refused, and the rating stays empty.
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, { email: uniqueEmail("rated") });
  await writeComment(otherPage, article.path, "Үнэлэх сэтгэгдэл");
  const id = await commentOf(otherPage, "Үнэлэх сэтгэгдэл").getAttribute("data-comment-id");
  await other.close();
  const nine = await page.request.post(`/comments/${id}/review`, { form: { rating: "9", returnTo: article.path }, headers, maxRedirects: 0 });
  expect(nine.status()).toBe(400);
  expect(await nine.text()).toContain(tr("mn", "comments:errors.ratingInvalid"));

  await page.goto(article.path);
  await expect(page.getByTestId("article-discussion")).toHaveAttribute("data-total", "1");
  await expect(commentOf(page, "Үнэлэх сэтгэгдэл").getByTestId("comment-rating")).toContainText(tr("mn", "comments:comment.notRated"));
});
