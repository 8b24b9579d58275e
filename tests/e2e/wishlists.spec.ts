import { expect, test, type Browser, type Page } from "./support/test";
import { signIn, uniqueEmail } from "./support/auth";
import { signInAs } from "./support/sessions";
import { tr } from "./support/i18n";

/**
 * Wish lists with JavaScript (without it where tagged @no-js): the heart on listings (a guest's wishes in the guest
 * state, kept at sign-in), the account's lists (create, rename, move, empty, delete, share),
 * the shared link signed out, and the heart's debounce (rapid clicks send one request).
 */

/** The heart's post: a plain form post, or the fetcher's (single fetch: `/wishlists.data`). */
const isWishPost = (url: string, method: string) => method === "POST" && /^\/wishlists(\.data)?$/.test(new URL(url).pathname);

const card = (page: Page, index: number) => page.locator(".product-grid .product-card").nth(index);

async function cardName(page: Page, index: number): Promise<string> {
  return (await card(page, index).locator(".product-card-name").textContent())!.trim();
}

/** Presses a card's heart and waits until the server has it (the page after a reload says so). */
async function wishCard(page: Page, index: number, javaScriptEnabled: boolean): Promise<string> {
  const name = await cardName(page, index);
  const heart = card(page, index).getByRole("button", { name: tr("mn", "wishlist:heart.add", { name }) });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  if (javaScriptEnabled) {
    const posted = page.waitForResponse((r) => isWishPost(r.url(), r.request().method()));
    await heart.click();
    await expect(card(page, index).getByTestId("wish-heart")).toHaveAttribute("aria-pressed", "true");
    expect((await posted).status()).toBe(200);
  } else {
    await heart.click();
    // Back on the same listing, at the product's anchor.
    await expect(page).toHaveURL(/\/products\?sort=stock_desc#p-\d+$/);
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.added"));
  }
  return name;
}

test("a guest wishes on the listing, sees the hearts after a reload and on /wishlists, and keeps them at sign-in", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await page.goto("/products?sort=stock_desc");
  const first = await wishCard(page, 0, javaScriptEnabled);
  const second = await wishCard(page, 1, javaScriptEnabled);
  await page.reload();
  await expect(card(page, 0).getByTestId("wish-heart")).toHaveAttribute("aria-pressed", "true");
  await expect(card(page, 0).getByRole("button", { name: tr("mn", "wishlist:heart.remove", { name: first }) })).toBeVisible();
  await expect(card(page, 2).getByTestId("wish-heart")).toHaveAttribute("aria-pressed", "false");

  await page.goto("/wishlists");
  const items = page.getByTestId("wish-item");
  await expect(items).toHaveCount(2);
  // Newest first.
  await expect(items.nth(0)).toContainText(second);
  await expect(items.nth(1)).toContainText(first);
  await expect(page.getByText(tr("mn", "wishlist:guest.invite"))).toBeVisible();

  // Managing lists needs an account.
  const refused = await page.request.post("/wishlists", { form: { intent: "create", name: "x", via: "fetcher" }, headers: { Origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(401);

  await signIn(page, { email: uniqueEmail("wish-guest") });
  await page.goto("/account/wishlists");
  const kept = page.getByTestId("wish-item");
  await expect(kept).toHaveCount(2);
  await expect(kept.nth(0)).toContainText(second);
  await expect(kept.nth(1)).toContainText(first);
  await expect(page.getByTestId("wish-current-name")).toHaveText(tr("mn", "wishlist:defaultName"));
  // /wishlists leads a signed-in shopper to the account's lists.
  await page.goto("/wishlists");
  await expect(page).toHaveURL(/\/account\/wishlists$/);
});

/** Opens the list's management panel (after a client-side redirect it may still be open). */
async function openManage(page: Page) {
  const panel = page.locator("details.wish-manage");
  if (!(await panel.evaluate((element) => (element as HTMLDetailsElement).open))) await panel.locator("summary").click();
}

async function openSignedOut(browser: Browser, href: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const response = await visitor.goto(href);
  return { context, visitor, response };
}

test("lists: create (first), rename, move (first there), share and open the link signed out, revoke, empty, delete", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  await signInAs(page, { email: uniqueEmail("wish-lists") });
  await page.goto("/products?sort=stock_desc");
  const first = await wishCard(page, 0, javaScriptEnabled);
  const second = await wishCard(page, 1, javaScriptEnabled);

  await page.goto("/account/wishlists");
  await expect(page.getByTestId("wish-item")).toHaveCount(2);
  await expect(page.getByText(tr("mn", "wishlist:lists.itemCount", { count: 2 }))).toBeVisible();

  // Create: an empty name is refused, then the new list is placed first.
  await page.getByRole("button", { name: tr("mn", "wishlist:create.submit") }).click();
  await expect(page.getByText(tr("mn", "wishlist:errors.nameRequired"))).toBeVisible();
  await page.getByLabel(tr("mn", "wishlist:create.label")).fill("Бэлэг");
  await page.getByRole("button", { name: tr("mn", "wishlist:create.submit") }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.created"));
  await expect(page.getByTestId("wish-list-link")).toHaveText(["Бэлэг", tr("mn", "wishlist:defaultName")]);
  await expect(page.getByTestId("wish-current-name")).toHaveText("Бэлэг");
  await expect(page.getByText(tr("mn", "auth:empty.wishlist"))).toBeVisible();

  // Rename it.
  await openManage(page);
  await page.getByRole("textbox", { name: tr("mn", "wishlist:rename.label"), exact: true }).fill("Шинэ жилийн бэлэг");
  await page.getByRole("button", { name: tr("mn", "wishlist:rename.submit") }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.renamed"));
  await expect(page.getByTestId("wish-current-name")).toHaveText("Шинэ жилийн бэлэг");

  // Move both wishes from the default list to it: the last moved is first there.
  await page.getByTestId("wish-list-link").filter({ hasText: tr("mn", "wishlist:defaultName") }).click();
  for (const name of [first, second]) {
    const item = page.getByTestId("wish-item").filter({ hasText: name });
    await item.getByTestId("wish-move").click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.moved"));
  }
  await expect(page.getByTestId("wish-item")).toHaveCount(0);
  await page.getByTestId("wish-list-link").filter({ hasText: "Шинэ жилийн бэлэг" }).click();
  await expect(page.getByTestId("wish-item")).toHaveCount(2);
  await expect(page.getByTestId("wish-item").nth(0)).toContainText(second);

  // Share, then open the link signed out: read-only, not indexed, live price and add to cart.
  await openManage(page);
  await page.getByTestId("wish-share").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.shared"));
  await openManage(page);
  const href = (await page.getByTestId("wish-share-link").getAttribute("href"))!;
  expect(href).toMatch(/^\/wishlists\/shared\/[A-Za-z0-9_-]{32}$/);
  const shared = await openSignedOut(browser, href);
  expect(shared.response?.status()).toBe(200);
  expect(shared.response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(shared.visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(shared.visitor.getByRole("heading", { level: 1 })).toHaveText("Шинэ жилийн бэлэг");
  await expect(shared.visitor.getByTestId("wish-item")).toHaveCount(2);
  await expect(shared.visitor.getByTestId("wish-item").first().getByTestId("quick-add")).toBeVisible();
  await expect(shared.visitor.getByTestId("wish-remove")).toHaveCount(0);

  // Revoke: the old link is gone.
  await page.getByTestId("wish-unshare").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.unshared"));
  expect((await shared.visitor.goto(href))?.status()).toBe(404);
  await shared.context.close();

  // Wish to cart, then empty the list, then delete it.
  await page.getByTestId("wish-item").first().getByTestId("wish-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.addedToCart"));
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await openManage(page);
  await page.getByTestId("wish-empty").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.emptied"));
  await expect(page.getByText(tr("mn", "auth:empty.wishlist"))).toBeVisible();
  await openManage(page);
  await page.getByTestId("wish-delete").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.deleted"));
  await expect(page.getByTestId("wish-list-link")).toHaveText([tr("mn", "wishlist:defaultName")]);

  // Another shopper's list id is a 404.
  const listId = new URL(page.url()).searchParams.get("list") ?? "1";
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signInAs(strangerPage, { email: uniqueEmail("wish-stranger") });
  expect((await strangerPage.goto(`/account/wishlists?list=${listId}`))?.status()).toBe(404);
  await stranger.close();
});

test("rapid clicks on a heart send one request, for the final state; clicks that end where they began send none", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the debounce is the enhanced heart's");
  await page.goto("/products?sort=stock_desc");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (isWishPost(request.url(), request.method())) posts.push(request.postData() ?? "");
  });
  const heart = card(page, 0).getByTestId("wish-heart");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  // Hydrated: the first click is the fetcher's (no navigation).
  await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
  for (let i = 0; i < 3; i += 1) await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => posts.length, { timeout: 3000 }).toBe(1);
  expect(posts[0]).toContain("add_id=");
  await page.waitForTimeout(800);
  expect(posts).toHaveLength(1);

  // Two clicks: pressed, then back to pressed; the server already has it.
  await heart.click();
  await heart.click();
  await page.waitForTimeout(1200);
  expect(posts).toHaveLength(1);
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(card(page, 0).getByTestId("wish-heart")).toHaveAttribute("aria-pressed", "true");
});

test("the heart on the product page", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await page.goto("/products?sort=stock_desc");
  await page.goto((await card(page, 3).locator("a").first().getAttribute("href"))!);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const heart = page.locator(".product-info").getByRole("button", { name: tr("mn", "wishlist:heart.add", { name }) });
  const posted = javaScriptEnabled ? page.waitForResponse((r) => isWishPost(r.url(), r.request().method())) : null;
  await heart.click();
  if (!javaScriptEnabled) await expect(page.getByTestId("toast")).toContainText(tr("mn", "wishlist:toast.added"));
  await expect(page.locator(".product-info").getByTestId("wish-heart")).toHaveAttribute("aria-pressed", "true");
  if (posted) expect((await posted).status()).toBe(200);
  await page.goto("/wishlists");
  await expect(page.getByTestId("wish-item")).toContainText(name);
});
