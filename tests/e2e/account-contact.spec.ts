import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { uniqueEmail, uniquePhone } from "./support/auth";
import { inSequence, startsWith, tr } from "./support/i18n";
import { latestSmsCode } from "./support/messages";
import { signInAs } from "./support/sessions";

/**
 * /account/contact, the e-mail and phone confirmation page docs/features.md names, with JavaScript
 * (its pages without it in no-js-smoke.spec.ts): both contacts with their confirmation state, and the way to confirm or change each.
 */

test("the bare address shows both contacts, adds a phone, and confirms it with its code", async ({ page }) => {
  const email = uniqueEmail("contacts");
  await signInAs(page, { email });
  const response = await page.goto("/account/contact");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: tr("mn", "account:contact.title") })).toBeVisible();
  const emailRow = page.getByTestId("contact-email");
  const phoneRow = page.getByTestId("contact-phone");
  await expect(emailRow).toContainText(email);
  await expect(emailRow).toContainText(tr("mn", "account:status.confirmed"));
  await expect(phoneRow).toContainText(tr("mn", "account:contact.notSet"));

  await phoneRow.getByRole("link", { name: inSequence(tr("mn", "account:contact.add"), tr("mn", "account:contact.phone")) }).click();
  await expect(page).toHaveURL(/\/account\/contact\?kind=phone$/);
  const phone = uniquePhone();
  const since = Date.now() - 1000;
  await page.getByLabel(tr("mn", "auth:contact.newPhone")).fill(phone.typed);
  await page.getByRole("button", { name: tr("mn", "auth:login.sendCode") }).click();
  await expect(page.getByRole("textbox", { name: startsWith(tr("mn", "auth:code.label")) })).toBeVisible();

  // Back on the overview the new number waits for its code, and the page says where to enter it.
  await page.goto("/account/contact");
  await expect(phoneRow).toContainText(tr("mn", "account:contact.pendingValue", { value: phone.typed }));
  await expect(phoneRow).toContainText(tr("mn", "account:status.pending"));
  await expect(phoneRow).toContainText(tr("mn", "auth:contact.codeOnItsWay", { destination: `•••• ${phone.stored.slice(-4)}` }));
  await phoneRow.getByRole("link", { name: tr("mn", "auth:contact.enterCode") }).click();
  await expect(page).toHaveURL(/\/account\/contact\?kind=phone$/);

  const code = await latestSmsCode(page, phone.stored, since);
  await page.getByRole("textbox", { name: startsWith(tr("mn", "auth:code.label")) }).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: tr("mn", "auth:contact.confirm"), exact: true }).click();
  await expect(page.getByText(tr("mn", "auth:errors.wrongSmsCode"))).toBeVisible();
  await page.getByRole("textbox", { name: startsWith(tr("mn", "auth:code.label")) }).fill(code);
  await page.getByRole("button", { name: tr("mn", "auth:contact.confirm"), exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "auth:toast.phoneConfirmed"));

  await page.goto("/account/contact");
  await expect(phoneRow).toContainText(phone.typed);
  await expect(phoneRow).toContainText(tr("mn", "account:status.confirmed"));
  await expect(phoneRow.getByRole("button", { name: tr("mn", "auth:contact.confirmWithCode") })).toHaveCount(0);
});

test("a number still waiting after its code step was left gets a new code from the overview", async ({ page }) => {
  await signInAs(page, { email: uniqueEmail("waiting") });
  await page.goto("/account/contact?kind=phone");
  const phone = uniquePhone();
  await page.getByLabel(tr("mn", "auth:contact.newPhone")).fill(phone.typed);
  await page.getByRole("button", { name: tr("mn", "auth:login.sendCode") }).click();
  await expect(page.getByRole("textbox", { name: startsWith(tr("mn", "auth:code.label")) })).toBeVisible();
  // The code step lives in a short cookie; without it (expired, or another browser) the number still waits.
  await page.context().clearCookies({ name: "__auth_flow" });

  await page.goto("/account/contact");
  const phoneRow = page.getByTestId("contact-phone");
  await expect(phoneRow).toContainText(tr("mn", "account:status.pending"));
  const since = Date.now() - 1000;
  await phoneRow.getByRole("button", { name: tr("mn", "auth:contact.confirmWithCode") }).click();
  await expect(page).toHaveURL(/\/account\/contact\?kind=phone$/);
  await page.getByRole("textbox", { name: startsWith(tr("mn", "auth:code.label")) }).fill(await latestSmsCode(page, phone.stored, since));
  await page.getByRole("button", { name: tr("mn", "auth:contact.confirm"), exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "auth:toast.phoneConfirmed"));
});

test("English: the page reads in English and an unknown kind is not found", async ({ page }) => {
  await page.goto("/");
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // An account made by a sign-up in English speaks English.
  await signInAs(page, { email: uniqueEmail("contacts-en"), locale: "en" });
  await page.goto("/account/contact");
  await expect(page.getByRole("heading", { level: 1, name: tr("en", "account:contact.title") })).toBeVisible();
  await expect(page.getByTestId("contact-email")).toContainText(tr("en", "account:status.confirmed"));
  await expect(page.getByTestId("contact-phone")).toContainText(tr("en", "account:contact.notSet"));
  const unknown = await page.goto("/account/contact?kind=fax");
  expect(unknown?.status()).toBe(404);
});

test("no axe violations on the overview and the code step", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  await signInAs(page, { email: uniqueEmail("contacts-axe") });
  await page.goto("/account/contact?kind=phone");
  await page.getByLabel(tr("mn", "auth:contact.newPhone")).fill(uniquePhone().typed);
  await page.getByRole("button", { name: tr("mn", "auth:login.sendCode") }).click();
  await expect(page.getByRole("textbox", { name: startsWith(tr("mn", "auth:code.label")) })).toBeVisible();
  for (const path of ["/account/contact", "/account/contact?kind=phone", "/account/contact?kind=email"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
