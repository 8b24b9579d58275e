import sharp from "sharp";
import { expect, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { uniqueSlug } from "./support/content";
import { tr, type Locale } from "./support/i18n";
import { signInAs, staffPage } from "./support/sessions";

/**
 * Articles, news and authors with JavaScript (without it where tagged @no-js), in mn and en: read a demo article
 * (author, reading time, tags, related products) and add its product to the cart; follow the
 * author and find the article under /account/articles; staff write and publish an article with
 * a real cover image and it is listed; a fake image and bad input are refused with translated
 * messages and nothing is written; a draft is a 404 to shoppers.
 */

/** The first demo article (newest first) that has a related-products block. */
async function openArticleWithProducts(page: Page): Promise<string> {
  await page.goto("/articles");
  const hrefs = await page.locator(".article-card-title a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.locator(".article-products .product-card, .article-products li").count()) > 0) return href;
  }
  throw new Error("no demo article has related products");
}

for (const locale of ["mn", "en"] as const satisfies readonly Locale[]) {
  test(`read an article (${locale}): author, reading time, tags, related products; add one to the cart`, async ({ page }) => {
    if (locale === "en") {
      await page.goto("/");
      await page.locator(".header-actions .language-switcher button[value=en]").click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    const href = await openArticleWithProducts(page);
    await expect(page.locator("h1")).toHaveCount(1);
    const byline = page.locator(".article-header .article-byline");
    await expect(byline.getByRole("link")).toHaveAttribute("href", /^\/authors\/\d+$/);
    await expect(byline.getByTestId("reading-time")).toHaveText(new RegExp(tr(locale, "content:readingTime_other", { count: 99 }).replace("99", "\\d+")));
    await expect(page.locator(".article-header .tag-chip").first()).toHaveAttribute("href", /^\/articles\/tags\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { name: tr(locale, "content:relatedProducts") })).toBeVisible();
    await expect(page.locator(".article-body h2, .article-body p").first()).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = ld.map((text) => JSON.parse(text)).flat().find((item: { "@type"?: string }) => item["@type"] === "Article");
    expect(article?.headline).toBe(await page.locator("h1").textContent());
    await page.locator(".article-products").getByTestId("quick-add").first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(new URL(page.url()).pathname).toBe(href);
  });
}

test("follow the author from an article, then find the author's articles under /account/articles; following twice is once", async ({ page }) => {
  await signInAs(page, { email: uniqueEmail("follower") });
  await page.goto("/articles");
  const href = (await page.locator(".article-card-title a").first().getAttribute("href"))!;
  await page.goto(href);
  const title = (await page.locator("h1").textContent())!;
  await page.locator(".article-header .follow-form button[value=follow]").click();
  await expect(page.locator(".article-header .follow-form button[value=unfollow]")).toBeVisible();
  await page.goto("/account/articles");
  await expect(page.getByRole("heading", { name: tr("mn", "content:mine.following") })).toBeVisible();
  await expect(page.locator(".article-list").getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: tr("mn", "content:mine.mine") })).toHaveCount(0);
  // A replayed follow post (a second tab, a double click) changes nothing: one follower.
  const authorPath = (await page.locator(".article-list .article-byline a").first().getAttribute("href"))!;
  await page.goto(authorPath);
  const before = await page.getByTestId("follower-count").textContent();
  const origin = new URL(page.url()).origin;
  const replay = await page.request.post(authorPath, { form: { intent: "follow" }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(replay.status()).toBe(302);
  await page.reload();
  await expect(page.getByTestId("follower-count")).toHaveText(before!);
});

test("a signed-out visitor sees a sign-in link instead of the follow button", async ({ page }) => {
  await page.goto("/authors");
  await page.locator(".author-card h2 a").first().click();
  const link = page.locator(".follow-form a");
  await expect(link).toHaveAttribute("href", /^\/login\?redirectTo=%2Fauthors%2F\d+$/);
});

async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#2d6a4f" } }).png().toBuffer();
}

async function fillEditor(page: Page, fields: { titleMn: string; titleEn: string; slug: string; status: "draft" | "published" }) {
  await page.locator("input[name=titleMn]").fill(fields.titleMn);
  await page.locator("input[name=titleEn]").fill(fields.titleEn);
  await page.locator("input[name=slug]").fill(fields.slug);
  await page.locator("textarea[name=summaryMn]").fill("Туршилтын товч агуулга");
  await page.locator("textarea[name=summaryEn]").fill("A test summary");
  await page.locator("textarea[name=bodyMn]").fill("## Амталгаа\n\nЭнэ бол **туршилтын** нийтлэл.");
  await page.locator("textarea[name=bodyEn]").fill("## Tasting\n\nThis is a **test** article.");
  await page.locator("input[name=tags]").fill("e2e-test");
  await page.locator("select[name=status]").selectOption(fields.status);
}

/**
 * Rows of the staff list (newest first) that carry this title. Counted by title, not in total:
 * the js and no-js runs and other specs write articles into the same shop at the same time.
 */
async function articlesTitled(page: Page, title: string): Promise<number> {
  await page.goto("/staff/content");
  return page.locator(".content-table tbody tr", { hasText: title }).count();
}

test("staff write and publish an article with a cover image; it is listed on /articles; a fake image and bad input are refused", async ({ browser }) => {
  const staff = await staffPage(browser);
  const slug = uniqueSlug("e2e-cover");
  const badTitle = `Буруу хаяг ${slug}`;
  const fakeTitle = `Хуурамч зураг ${slug}`;

  // Bad input: no English title, a malformed slug. 400, translated messages, nothing written.
  await staff.goto("/staff/content/new?kind=article");
  await staff.locator("input[name=titleMn]").fill(badTitle);
  await staff.locator("input[name=slug]").fill("Not A Slug");
  const [bad] = await Promise.all([staff.waitForResponse((r) => r.request().method() === "POST"), staff.locator("button[name=intent][value=save]").click()]);
  expect(bad.status()).toBe(400);
  await expect(staff.getByText(tr("mn", "content:errors.titleRequired")).first()).toBeVisible();
  await expect(staff.getByText(tr("mn", "content:errors.slugFormat"))).toBeVisible();

  // A fake image (text with a PNG name and type) is refused; nothing is written.
  await staff.goto("/staff/content/new?kind=article");
  await fillEditor(staff, { titleMn: fakeTitle, titleEn: "Fake image", slug, status: "published" });
  await staff.locator("input[name=cover]").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("this is not an image at all") });
  const [fake] = await Promise.all([staff.waitForResponse((r) => r.request().method() === "POST"), staff.locator("button[name=intent][value=save]").click()]);
  expect(fake.status()).toBe(400);
  await expect(staff.getByText(tr("mn", "content:errors.notImage"))).toBeVisible();
  expect(await articlesTitled(staff, badTitle)).toBe(0);
  expect(await articlesTitled(staff, fakeTitle)).toBe(0);
  expect((await staff.request.get(`/articles/${slug}`)).status()).toBe(404);

  // A real PNG: saved, published, re-encoded to WebP and listed first on /articles.
  await staff.goto("/staff/content/new?kind=article");
  await fillEditor(staff, { titleMn: "Шинэ нийтлэл зурагтай", titleEn: "A new article with a cover", slug, status: "published" });
  await staff.locator("input[name=cover]").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await pngBytes() });
  await staff.locator("button[name=intent][value=save]").click();
  await expect(staff).toHaveURL(new RegExp(`/articles/${slug}$`));
  await expect(staff.locator("h1")).toHaveText("Шинэ нийтлэл зурагтай");
  const cover = staff.locator("img.article-cover");
  const src = (await cover.getAttribute("src"))!;
  expect(src).toMatch(/^\/media\/articles\/[0-9a-f]{32}\.webp$/);
  // Public to anyone without a session (the page cache keeps signed-in answers private).
  const anonymous = await browser.newContext();
  const image = await anonymous.request.get(new URL(src, staff.url()).toString());
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const meta = await sharp(await image.body()).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 675]);

  // On the first page of /articles, newest first: other journeys publish beside this one, so
  // it need not be the very first card, only ahead of every article published before it.
  await staff.goto("/articles");
  const cardTitles = staff.locator(".article-card-title a");
  await expect(staff.locator(`.article-card-title a[href="/articles/${slug}"]`)).toHaveText("Шинэ нийтлэл зурагтай");
  const hrefs = await cardTitles.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const ours = hrefs.indexOf(`/articles/${slug}`);
  const seeded = hrefs.findIndex((href) => href !== null && !/\/articles\/e2e-/.test(href));
  if (seeded !== -1) expect(ours).toBeLessThan(seeded);
  await anonymous.close();
  await staff.context().close();
});

test("a draft is a 404 for shoppers and guests, and visible to its author (staff) with the edit link", async ({ browser, page }) => {
  const staff = await staffPage(browser);
  const slug = uniqueSlug("e2e-draft");
  await staff.goto("/staff/content/new?kind=news");
  await fillEditor(staff, { titleMn: "Ноорог мэдээ", titleEn: "Draft news", slug, status: "draft" });
  await staff.locator("button[name=intent][value=save]").click();
  await expect(staff).toHaveURL(new RegExp(`/news/${slug}$`));
  await expect(staff.locator(".article-draft-badge").first()).toBeVisible();
  await expect(staff.getByRole("link", { name: tr("mn", "content:editor.edit") })).toHaveAttribute("href", `/news/${slug}?edit=1`);
  await staff.context().close();

  const guest = await page.request.get(`/news/${slug}`);
  expect(guest.status()).toBe(404);
  await signInAs(page, { email: uniqueEmail("draft-reader") });
  const response = await page.goto(`/news/${slug}`);
  expect(response?.status()).toBe(404);
  const edit = await page.goto(`/news/${slug}?edit=1`);
  expect(edit?.status()).toBe(404);
});

test("an account given the author role writes its own article: body image snippet, preview, draft, then edit mode on the article page", async ({ browser, page }) => {
  // Two accounts and six form posts, with uploads: longer than one page's journey.
  test.setTimeout(90_000);
  const email = uniqueEmail("writer");
  await signInAs(page, { email });
  const name = `Зохиогч ${Date.now().toString(36)}`;
  const staff = await staffPage(browser);
  await staff.goto("/staff/content/authors");
  await staff.locator("#create-author input[name=nameMn]").fill(name);
  await staff.locator("#create-author input[name=nameEn]").fill(`Author ${name}`);
  await staff.locator("button[name=intent][value=create_author]").click();
  await expect(staff.getByRole("link", { name, exact: true })).toBeVisible();
  await staff.locator("select[name=authorId]").selectOption({ label: name });
  await staff.locator("input[name=contact]").fill(email);
  await staff.locator("button[name=intent][value=grant]").click();
  await expect(staff.getByText(tr("mn", "content:toast.authorGranted"))).toBeVisible();
  await staff.context().close();

  await page.goto("/account/articles");
  await expect(page.getByRole("heading", { name: tr("mn", "content:mine.mine") })).toBeVisible();
  await page.getByRole("link", { name: tr("mn", "content:mine.writeNew") }).click();
  const slug = uniqueSlug("e2e-author");
  await fillEditor(page, { titleMn: "Миний анхны нийтлэл", titleEn: "My first article", slug, status: "draft" });
  // The author writes as themselves: no byline choice.
  await expect(page.locator("select[name=authorId]")).toHaveCount(0);
  await page.locator("input[name=bodyImage]").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await pngBytes() });
  await page.locator("button[name=intent][value=upload_image]").click();
  await expect(page.getByTestId("image-snippet")).toHaveText(/^!\[My first article\]\(\/media\/articles\/[0-9a-f]{32}\.webp\)$/);
  await expect(page.locator("input[name=titleMn]")).toHaveValue("Миний анхны нийтлэл");
  await page.locator("button[name=intent][value=preview]").click();
  await expect(page.locator(".article-preview .article-body h2").first()).toHaveText("Амталгаа");
  expect((await page.request.get(`/articles/${slug}`)).status()).toBe(404);
  await page.locator("button[name=intent][value=save]").click();
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}$`));
  await expect(page.locator(".article-byline").first()).toContainText(name);

  await page.getByRole("link", { name: tr("mn", "content:editor.edit") }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}\\?edit=1$`));
  await page.locator("input[name=titleMn]").fill("Миний засварласан нийтлэл");
  await page.locator("select[name=status]").selectOption("published");
  await page.locator("button[name=intent][value=save]").click();
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}$`));
  await expect(page.locator("h1")).toHaveText("Миний засварласан нийтлэл");
  await expect(page.locator(".article-draft-badge")).toHaveCount(0);
});

test("bad input in English: 400 with English messages, nothing written", async ({ browser }) => {
  const staff = await staffPage(browser);
  await staff.goto("/");
  await staff.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(staff.locator("html")).toHaveAttribute("lang", "en");
  const title = `Only an English title ${uniqueSlug("e2e-bad")}`;
  await staff.goto("/staff/content/new?kind=news");
  await staff.locator("input[name=titleEn]").fill(title);
  await staff.locator("input[name=products]").fill("no-such-product-anywhere");
  const [bad] = await Promise.all([staff.waitForResponse((r) => r.request().method() === "POST"), staff.locator("button[name=intent][value=save]").click()]);
  expect(bad.status()).toBe(400);
  await expect(staff.getByText(tr("en", "content:errors.titleRequired")).first()).toBeVisible();
  await expect(staff.getByText(tr("en", "content:errors.bodyRequired")).first()).toBeVisible();
  await expect(staff.locator("input[name=titleEn]")).toHaveValue(title);
  expect(await articlesTitled(staff, title)).toBe(0);
  await staff.context().close();
});
