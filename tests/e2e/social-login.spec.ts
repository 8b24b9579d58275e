import { tr } from "./support/i18n";
import { expect, test } from "./support/test";

/**
 * Social sign-in against the local OpenID Connect provider that tests/setup/e2e-server.mjs
 * starts (oidc-provider, provider id `local`, label `Local ID`). Its development login page
 * takes any login name, which becomes the account's subject and name.
 */

/** The provider's name (its configuration in the e2e server, not a translation). */
const LOCAL_ID = "Local ID";

test("signs in through the local provider and comes back signed in", { tag: "@no-js" }, async ({ page }, testInfo) => {
  const login = `e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
  await page.goto(`/login?${new URLSearchParams({ redirectTo: "/account/orders" })}`);
  const button = page.getByRole("button", { name: tr("mn", "social:buttons.continueWith", { label: LOCAL_ID }) });
  await expect(button).toBeVisible();
  await button.click();

  // The provider's own page (another origin).
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.locator("[data-testid=header-account]")).toHaveText(login);
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "social:toast.welcome", { provider: LOCAL_ID }));

  // Signing out and in again reaches the same account (same name, a plain "signed in" toast).
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("button", { name: tr("mn", "social:buttons.continueWith", { label: LOCAL_ID }) }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.locator('button[type="submit"]').click();
  await expect(page.locator("[data-testid=header-account]")).toHaveText(login);
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "social:toast.signedIn", { provider: LOCAL_ID }));
});

test("cancelling at the provider returns to the sign-in page with a warning", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: tr("mn", "social:buttons.continueWith", { label: LOCAL_ID }) }).click();
  // The provider's own page, in its own words.
  await page.getByRole("link", { name: "[ Cancel ]" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "social:errors.denied", { provider: LOCAL_ID }));
  await expect(page.locator("[data-testid=header-login]")).toBeVisible();
});
