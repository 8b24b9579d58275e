import { expect, test } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { tr } from "./support/i18n";
import { signInAs } from "./support/sessions";

test("layout follows the 992 px breakpoint", async ({ page }) => {
  const width = page.viewportSize()!.width;
  await page.goto("/");
  const desktopNav = page.getByRole("navigation", { name: tr("mn", "common:nav.categories") });
  const menu = page.locator(".mobile-menu > summary");
  if (width > 992) {
    await expect(desktopNav).toBeVisible();
    await expect(menu).toBeHidden();
  } else {
    await expect(desktopNav).toBeHidden();
    await menu.click();
    const panel = page.locator(".mobile-menu-panel");
    for (const label of ["myOrders", "myAccount", "myCart"]) {
      await expect(panel.getByRole("link", { name: tr("mn", `common:nav.${label}`) })).toBeVisible();
    }
    await expect(panel.getByText(tr("mn", "common:nav.category"), { exact: true })).toBeVisible();
    await expect(panel.getByText(tr("mn", "common:nav.language"), { exact: true })).toBeVisible();
    await panel.getByRole("link", { name: tr("mn", "common:catalog.allProducts") }).click();
    await expect(page).toHaveURL(/\/products$/);
  }
});

test("at exactly 992 px the mobile layout applies, at 993 px the desktop one", async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 800 });
  await page.goto("/products");
  await expect(page.locator(".mobile-menu > summary")).toBeVisible();
  await page.setViewportSize({ width: 993, height: 800 });
  await expect(page.locator(".mobile-menu > summary")).toBeHidden();
  await expect(page.getByRole("navigation", { name: tr("mn", "common:nav.categories") })).toBeVisible();
});

test("nothing overflows sideways on a phone, filters open", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "measuring the layout runs a script in the page");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/products?brand=khar-suvd&view=list");
  await expect(page.locator(".filter-details")).toHaveAttribute("open", "");
  const overflow = await page.evaluate(() => {
    const panel = document.querySelector(".filter-panel")!.getBoundingClientRect();
    return { page: document.documentElement.scrollWidth - window.innerWidth, panelRight: panel.right - window.innerWidth };
  });
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.panelRight).toBeLessThanOrEqual(0);
});

test("sign-in and account pages fit a phone", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "measuring the layout runs a script in the page");
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.goto("/login");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await signInAs(page, { email: uniqueEmail("phone-layout") });
  for (const path of ["/account", "/account/security", "/account/contact?kind=phone", "/account/addresses/new"]) {
    await page.goto(path);
    expect({ path, overflow: await overflow() }).toEqual({ path, overflow: 0 });
  }
});
