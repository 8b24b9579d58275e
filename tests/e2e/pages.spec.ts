import { tr } from "./support/i18n";
import { expect, test } from "./support/test";

test("unknown page: translated not-found text and status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("mn", "common:errors.notFound", { path: "/no/such/page" }));
});

test("unknown product and category are 404", async ({ page }) => {
  expect((await page.goto("/products/no-such-bottle"))?.status()).toBe(404);
  expect((await page.goto("/t/no-such-category"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("/t/no-such-category");
});

test("not-found page in English", async ({ page }) => {
  await page.goto("/");
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const response = await page.goto("/nowhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("en", "common:errors.notFound", { path: "/nowhere" }));
});

test("healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("ok");
});

test("external links open in a new tab, internal ones stay", async ({ page }) => {
  await page.goto("/");
  const external = page.locator('.site-footer a[href^="https://"]');
  await expect(external.first()).toHaveAttribute("target", "_blank");
  await expect(external.first()).toHaveAttribute("rel", /noopener/);
  const internal = page.locator('.site-footer a[href^="/"]');
  await expect(internal.first()).not.toHaveAttribute("target", "_blank");
});

test("the footer follows the shop's own social pages, not the networks' home pages", async ({ page }) => {
  await page.goto("/");
  const follow = page.getByTestId("footer-follow").getByRole("link");
  await expect(follow).toHaveCount(2);
  await expect(follow.nth(0)).toHaveAttribute("href", "https://www.facebook.com/kharsuvd");
  await expect(follow.nth(1)).toHaveAttribute("href", "https://www.instagram.com/kharsuvd");
});

test("a cross-site language post is refused and changes nothing", async ({ request }) => {
  const response = await request.post("/locale", {
    form: { lng: "en", redirectTo: "/" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("an unsupported language is a 400", async ({ request }) => {
  const response = await request.post("/locale", { form: { lng: "xx" }, maxRedirects: 0 });
  expect(response.status()).toBe(400);
});
