import { expect, test, type Page } from "./support/test";
import { assignClientAddress, requestLoginCode, uniqueEmail } from "./support/auth";
import { tr, type Locale } from "./support/i18n";
import { signInAs } from "./support/sessions";

/**
 * Issue 22, what a shopper trips over on a phone and in forms: the header's sign-in entry on a
 * phone, the order page's cancel reason that did not fit its select, the address forms' rows,
 * and the password and code fields (masked, with the right `autocomplete`). With JavaScript on
 * and off; the measurements run a script in the page and so only with JavaScript.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function switchLanguage(page: Page, lng: Locale) {
  const response = await page.request.post("/locale", { form: { lng, redirectTo: "/" }, maxRedirects: 0 });
  expect(response.status()).toBeLessThan(400);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the header shows a sign-in entry, then the account, at ${viewport.width} px`, { tag: "@no-js" }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await assignClientAddress(page);
    await page.goto("/products");
    const signIn = page.locator(".site-header").getByRole("link", { name: tr("mn", "auth:header.signIn") });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute("href", "/login");
    // Beside the logo, in the screen's first row, not wrapped below it or past the right edge.
    const box = (await signIn.boundingBox())!;
    const logo = (await page.locator(".site-header .logo").boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(12);
    await signIn.click();
    await expect(page).toHaveURL(/\/login$/);

    await signInAs(page, { email: uniqueEmail("phone-header") });
    await page.goto("/products");
    await expect(page.getByTestId("header-login")).toHaveCount(0);
    const account = page.getByTestId("header-account");
    await expect(account).toBeVisible();
    const accountBox = (await account.boundingBox())!;
    expect(accountBox.x + accountBox.width).toBeLessThanOrEqual(viewport.width);
    expect(Math.abs(accountBox.y + accountBox.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(12);
    await expect(page.locator(".site-header .cart-link")).toBeVisible();
    await account.click();
    await expect(page).toHaveURL(/\/account$/);
  });
}

/** Places a bank-transfer order for the signed-in shopper and returns its number. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto("/products?sort=stock_desc");
  await page.locator(".product-grid .product-card a").first().click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/checkout/address");
  await page.locator("input[name=deliveryType][value=simple]").check();
  await page.locator("select[name=district]").selectOption("sukhbaatar");
  await page.locator("input[name=khoroo]").fill("1");
  await page.locator("[name=detail]").fill("Энхтайваны өргөн чөлөө 14, 3 давхар");
  await page.locator("select[name=slot]").selectOption({ index: 1 });
  await page.locator("input[name=receiverName]").fill("Бат Болд");
  await page.locator("input[name=receiverPhone]").fill("99112233");
  await page.locator("input[name=ageConfirmed]").check();
  await page.getByRole("button", { name: tr("mn", "checkout:address.continue") }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.locator("input[name=paymentMethod][value=bank_transfer]").check();
  await page.getByTestId("place-order").click();
  await page.waitForURL(/\/orders\/R\d{9}/);
  return /\/orders\/(R\d{9})/.exec(page.url())![1]!;
}

/**
 * For each select in the part of the page: its widest option against the room its box leaves
 * for text (a select never wraps; Chromium's arrow takes about 20 px of the inner width).
 */
function selectsThatCutTheirText(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const context = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll<HTMLSelectElement>(`${selector} select`)].flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return [...select.options]
        .filter((option) => context.measureText(option.text).width > room)
        .map((option) => `${select.name}: '${option.text}' (${Math.round(context.measureText(option.text).width)} px in ${Math.round(room)} px)`);
    });
  }, scope);
}

test("the cancel reason's select shows its words whole at 360, 390 and 1280 px, mn and en", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "measuring the text runs a script in the page");
  await signInAs(page, { email: uniqueEmail("cancel-width") });
  const number = await placeOrder(page);
  for (const lng of ["mn", "en"] as const) {
    await switchLanguage(page, lng);
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [`/account/orders/${number}`, `/orders/${number}`]) {
        await page.goto(path);
        await expect(page.locator(".order-cancel select[name=reason]")).toBeVisible();
        expect({ lng, width, path, cut: await selectsThatCutTheirText(page, ".order-cancel") }).toEqual({ lng, width, path, cut: [] });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ lng, width, path, overflow }).toEqual({ lng, width, path, overflow: 0 });
      }
    }
  }
});

/** Inputs of one row of a form grid that do not start at the same height ('ragged rows'). */
function raggedRows(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const grid of document.querySelectorAll("main .form-grid")) {
      const rows = new Map<number, { name: string; top: number }[]>();
      for (const field of grid.querySelectorAll(":scope > .field")) {
        const control = field.querySelector("input, select, textarea");
        if (!control) continue;
        const row = Math.round(field.getBoundingClientRect().top);
        rows.set(row, [...(rows.get(row) ?? []), { name: control.getAttribute("name") ?? "?", top: control.getBoundingClientRect().top }]);
      }
      for (const cells of rows.values()) {
        const first = cells[0]!;
        for (const cell of cells) if (Math.abs(cell.top - first.top) > 1) problems.push(`${cell.name} ${Math.round(cell.top - first.top)} px below ${first.name}`);
      }
    }
    return problems;
  });
}

test("the address forms' fields line up in their rows, phone and desktop, mn and en", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "measuring the layout runs a script in the page");
  await signInAs(page, { email: uniqueEmail("address-rows") });
  await page.goto("/products?sort=stock_desc");
  await page.locator(".product-grid .product-card a").first().click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  for (const lng of ["mn", "en"] as const) {
    await switchLanguage(page, lng);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto("/account/addresses/new");
      await page.locator("select[name=district]").selectOption("sukhbaatar");
      await expect(page.locator("input[name=khoroo]")).toBeVisible();
      expect({ lng, width: viewport.width, page: "account", ragged: await raggedRows(page) }).toEqual({ lng, width: viewport.width, page: "account", ragged: [] });

      await page.goto("/checkout/address");
      await page.locator("input[name=deliveryType][value=simple]").check();
      await page.locator("select[name=district]").selectOption("sukhbaatar");
      // The receiver's phone has a hint under it; its neighbours must not sink for that.
      await expect(page.locator("input[name=receiverName]")).toBeVisible();
      expect({ lng, width: viewport.width, page: "checkout", ragged: await raggedRows(page) }).toEqual({ lng, width: viewport.width, page: "checkout", ragged: [] });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  }
});

/** The attributes of the field named `name` on the page. */
async function fieldAttributes(page: Page, name: string) {
  const input = page.locator(`main input[name="${name}"]`);
  await expect(input).toHaveCount(1);
  return { name, type: await input.getAttribute("type"), autocomplete: await input.getAttribute("autocomplete") };
}

test("password fields are masked and say which password; code fields say one-time-code", async ({ page }) => {
  await assignClientAddress(page);
  // Signing in with a password: who, then the current password.
  await page.goto("/login/password");
  expect(await fieldAttributes(page, "identifier")).toEqual({ name: "identifier", type: "text", autocomplete: "username" });
  expect(await fieldAttributes(page, "password")).toEqual({ name: "password", type: "password", autocomplete: "current-password" });
  // Signing in with a code: who, then the code.
  await page.goto("/login");
  expect(await fieldAttributes(page, "identifier")).toEqual({ name: "identifier", type: "text", autocomplete: "username" });
  await requestLoginCode(page, uniqueEmail("fields-code"));
  expect(await fieldAttributes(page, "code")).toMatchObject({ name: "code", autocomplete: "one-time-code" });
  await expect(page.locator("main input[name=code]")).toHaveAttribute("inputmode", "numeric");

  // Resetting a forgotten password: a code, then a new password twice.
  const context = await page.context().browser()!.newContext();
  const reset = await context.newPage();
  await assignClientAddress(reset);
  await reset.goto("/password/reset");
  expect(await fieldAttributes(reset, "identifier")).toEqual({ name: "identifier", type: "text", autocomplete: "username" });
  await reset.locator("main input[name=identifier]").fill(uniqueEmail("fields-reset"));
  await reset.getByRole("button", { name: tr("mn", "auth:login.sendCode") }).click();
  await expect(reset).toHaveURL(/\/password\/reset\/confirm$/);
  expect(await fieldAttributes(reset, "code")).toMatchObject({ name: "code", autocomplete: "one-time-code" });
  expect(await fieldAttributes(reset, "password")).toEqual({ name: "password", type: "password", autocomplete: "new-password" });
  expect(await fieldAttributes(reset, "confirmation")).toEqual({ name: "confirmation", type: "password", autocomplete: "new-password" });
  await context.close();
});

test("the account's password and contact forms: masked, new or current, and one-time codes", async ({ page }) => {
  await signInAs(page, { email: uniqueEmail("fields-account") });
  // No password yet: only the new one, twice.
  await page.goto("/account/security");
  await expect(page.locator("main input[name=currentPassword]")).toHaveCount(0);
  expect(await fieldAttributes(page, "password")).toEqual({ name: "password", type: "password", autocomplete: "new-password" });
  expect(await fieldAttributes(page, "confirmation")).toEqual({ name: "confirmation", type: "password", autocomplete: "new-password" });
  await page.locator("main input[name=password]").fill("first password 22");
  await page.locator("main input[name=confirmation]").fill("first password 22");
  await page.getByRole("button", { name: tr("mn", "auth:password.set") }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "auth:toast.passwordChanged"));
  // With a password: the current one first.
  await page.goto("/account/security");
  expect(await fieldAttributes(page, "currentPassword")).toEqual({ name: "currentPassword", type: "password", autocomplete: "current-password" });
  expect(await fieldAttributes(page, "password")).toEqual({ name: "password", type: "password", autocomplete: "new-password" });
  // A new phone number: typed as a phone number, then confirmed with a one-time code.
  await page.goto("/account/contact?kind=phone");
  expect(await fieldAttributes(page, "value")).toEqual({ name: "value", type: "tel", autocomplete: "tel" });
  await page.locator("main input[name=value]").fill("99" + String(Date.now()).slice(-6));
  await page.getByRole("button", { name: tr("mn", "auth:login.sendCode") }).click();
  expect(await fieldAttributes(page, "code")).toMatchObject({ name: "code", autocomplete: "one-time-code" });
  await page.goto("/account/contact?kind=email");
  expect(await fieldAttributes(page, "value")).toEqual({ name: "value", type: "email", autocomplete: "email" });
});
