import { expect, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { tr } from "./support/i18n";
import { signInAs } from "./support/sessions";
import { createSharedDatabase, eveningShopClock, startAppServers, type AppServers, type SharedDatabase } from "../support/app-servers";

/**
 * Recently viewed, recommended for you and compare (issue 16; spec §5, §9), with JavaScript on
 * and off. The main e2e server runs the wine retailer's configuration (comparison off); a second
 * production server with FEATURE_COMPARISON=on (on PostgreSQL, tests/support/app-servers.ts)
 * shows compare refusing the fifth product with the spec's warning.
 */

interface Listed {
  slug: string;
  name: string;
}

/** Products as a listing shows them (newest first), skipping the first `skip`. */
async function listedProducts(page: Page, origin: string, count: number, skip: number): Promise<Listed[]> {
  await page.goto(`${origin}/products?sort=name_asc`);
  const cards = page.locator(".product-card");
  const out: Listed[] = [];
  for (let i = skip; out.length < count; i++) {
    const card = cards.nth(i);
    const href = (await card.locator(".product-card-link").getAttribute("href"))!;
    const name = (await card.locator(".product-card-name").textContent())!.trim();
    out.push({ slug: href.replace("/products/", ""), name });
  }
  return out;
}

function recentlyViewedBlock(page: Page) {
  return page.locator("section[aria-labelledby=recently-viewed-title]");
}

async function expectRecentlyViewed(page: Page, names: string[]) {
  const block = recentlyViewedBlock(page);
  await expect(block.getByRole("heading", { level: 2, name: tr("mn", "browsing:recentlyViewed.title") })).toBeVisible();
  await expect(block.locator(".product-card-name")).toHaveText(names);
}

test.describe("recently viewed and recommended (comparison off: the wine retailer)", () => {
  test("a signed-in shopper sees the last products viewed, newest first, on the product page and the account page, and clears them", async ({ page }) => {
    await signInAs(page, { email: uniqueEmail("viewed") });
    const [a, b, c, d] = await listedProducts(page, "", 4, 0);
    for (const product of [a!, b!, c!]) await page.goto(`/products/${product.slug}`);
    // Again the first: it moves to the front, once.
    await page.goto(`/products/${a!.slug}`);
    await expectRecentlyViewed(page, [c!.name, b!.name]);
    await page.goto(`/products/${d!.slug}`);
    await expectRecentlyViewed(page, [a!.name, c!.name, b!.name]);

    await page.goto("/account/recently-viewed");
    await expect(page.getByRole("heading", { level: 1, name: tr("mn", "browsing:recentlyViewed.pageTitle") })).toBeVisible();
    await expect(page.locator(".product-card-name")).toHaveText([d!.name, a!.name, c!.name, b!.name]);
    await page.getByRole("button", { name: tr("mn", "browsing:recentlyViewed.clear") }).click();
    await expect(page.getByText(tr("mn", "browsing:recentlyViewed.empty"))).toBeVisible();
    await page.goto(`/products/${a!.slug}`);
    await expect(recentlyViewedBlock(page)).toHaveCount(0);
  });

  test("a guest sees the products viewed after visiting 3 of them", async ({ page }) => {
    const [a, b, c, d] = await listedProducts(page, "", 4, 8);
    for (const product of [a!, b!, c!]) await page.goto(`/products/${product.slug}`);
    await page.goto(`/products/${d!.slug}`);
    await expectRecentlyViewed(page, [c!.name, b!.name, a!.name]);
  });

  test("'recommended for you' is on home and cart for a shopper with a history, not on the home page everyone shares", async ({ page, browser }) => {
    const stranger = await browser.newContext();
    const anonymous = await stranger.newPage();
    await anonymous.goto("/");
    await expect(anonymous.locator("#new-title")).toBeVisible();
    await expect(anonymous.locator("#recommended-title")).toHaveCount(0);
    await stranger.close();

    await signInAs(page, { email: uniqueEmail("recommended") });
    const [seed] = await listedProducts(page, "", 1, 3);
    await page.goto(`/products/${seed!.slug}`);
    for (const path of ["/", "/cart"]) {
      await page.goto(path);
      const block = page.locator("section[aria-labelledby=recommended-title]");
      await expect(block.getByRole("heading", { name: tr("mn", "browsing:recommended.title") })).toBeVisible();
      expect(await block.locator(".product-card").count()).toBeGreaterThan(0);
      // Like the product viewed, never the product itself.
      await expect(block.locator(".product-card-name").filter({ hasText: new RegExp(`^${seed!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })).toHaveCount(0);
    }
  });

  test("with comparison off there is no compare button and /compare is not found", async ({ page }) => {
    const [a] = await listedProducts(page, "", 1, 0);
    await page.goto(`/products/${a!.slug}`);
    await expect(page.locator("h1")).toHaveText(a!.name);
    await expect(page.getByTestId("compare-toggle")).toHaveCount(0);
    await page.goto("/products");
    await expect(page.getByTestId("card-compare-toggle")).toHaveCount(0);
    const response = await page.goto("/compare");
    expect(response!.status()).toBe(404);
    const post = await page.request.post("/compare", { form: { intent: "add", productId: "1" }, headers: { Origin: new URL(page.url()).origin } });
    expect(post.status()).toBe(404);
  });
});

test.describe("compare on a shop that turns it on (FEATURE_COMPARISON=on)", () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: SharedDatabase;
  let cluster: AppServers;

  test.describe.configure({ mode: "serial", timeout: 120_000 });

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    test.skip(!serverUrl, "TEST_DATABASE_URL is not set: the second server needs a PostgreSQL server (tests/setup/postgres-server.sh)");
    testInfo.setTimeout(240_000);
    database = await createSharedDatabase(serverUrl!, { label: `compare_${testInfo.project.name.replace(/\W/g, "")}` });
    cluster = await startAppServers({ databaseUrl: database.url, count: 1, forwardErrors: true, env: { ...eveningShopClock(), FEATURE_COMPARISON: "on" } });
  });

  test.afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  });

  test("four products side by side; the fifth is refused with the warning; removing one makes room", async ({ page }) => {
    const origin = cluster.servers[0]!.url;
    const products = await listedProducts(page, origin, 5, 0);
    // Every card offers it too (the same form as the product page's).
    await page.goto(`${origin}/products`);
    await expect(page.getByTestId("card-compare-toggle").first()).toBeVisible();
    for (const product of products.slice(0, 4)) {
      await page.goto(`${origin}/products/${product.slug}`);
      const toggle = page.getByTestId("compare-toggle");
      await expect(toggle).toHaveText(new RegExp(`^${tr("mn", "browsing:compare.add")}`));
      await toggle.click();
      await expect(page.getByTestId("compare-toggle")).toHaveText(new RegExp(`^${tr("mn", "browsing:compare.remove")}`));
      await expect(page).toHaveURL(`${origin}/products/${product.slug}`);
    }
    const fifth = products[4]!;
    await page.goto(`${origin}/products/${fifth.slug}`);
    // The guest state made by the first compare records views: the four compared are in the history.
    await expect(recentlyViewedBlock(page).locator(".product-card-name")).toHaveText(products.slice(0, 4).reverse().map((p) => p.name));
    await page.getByTestId("compare-toggle").click();
    await expect(page).toHaveURL(`${origin}/compare`);
    await expect(page.getByTestId("compare-error")).toHaveText(tr("mn", "browsing:errors.compareFull", { max: 4 }));
    await expect(page.getByTestId("compare-column")).toHaveCount(4);
    for (const row of ["price", "size", "abv", "country", "region", "base", "cask", "age", "stock", "rating"]) {
      await expect(page.getByRole("rowheader", { name: tr("mn", `browsing:compare.rows.${row}`), exact: true })).toBeVisible();
    }

    await page.getByTestId("compare-remove").nth(1).click();
    await expect(page.getByTestId("compare-column")).toHaveCount(3);
    await expect(page.getByTestId("compare-column").filter({ hasText: products[1]!.name })).toHaveCount(0);

    await page.goto(`${origin}/products/${fifth.slug}`);
    await page.getByTestId("compare-toggle").click();
    await expect(page.getByTestId("compare-toggle")).toHaveAttribute("aria-pressed", "true");
    await page.goto(`${origin}/compare`);
    await expect(page.getByTestId("compare-column")).toHaveCount(4);
    await expect(page.getByTestId("compare-column").last()).toContainText(fifth.name);
    await expect(page.getByTestId("compare-error")).toHaveCount(0);
  });
});
