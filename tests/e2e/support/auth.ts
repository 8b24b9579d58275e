import { expect, type Page } from "@playwright/test";
import { anyOf, fieldLabel, startsWith, tr } from "./i18n";
import { latestEmailCode, latestSmsCode } from "./messages";

/**
 * Signing in through the real /login code flow. Each test gets its own client address
 * (the e2e server trusts X-Forwarded-For from loopback, as behind a proxy), so the hourly
 * per-address code limit counts per test, as it would per shopper.
 */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/** A random valid Mongolian mobile number: 99 + six digits. */
export function uniquePhone(): { typed: string; stored: string } {
  const digits = `99${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;
  return { typed: `${digits.slice(0, 4)} ${digits.slice(4)}`, stored: `+976${digits}` };
}

/** Gives the page's browser context an address of its own (X-Forwarded-For) and returns it. */
export async function assignClientAddress(page: Page): Promise<string> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

/** Requests a code for `identifier` on /login and lands on the code page. */
export async function requestLoginCode(page: Page, identifier: string): Promise<number> {
  await assignClientAddress(page);
  await page.goto("/login");
  const since = Date.now() - 1000;
  await page.getByLabel(anyOf(tr("mn", "auth:login.identifier"), tr("en", "auth:login.identifier"))).fill(identifier);
  await page.getByRole("button", { name: anyOf(tr("mn", "auth:login.sendCode"), tr("en", "auth:login.sendCode")) }).click();
  await expect(page).toHaveURL(/\/login\/code$/);
  return since;
}

export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole("textbox", { name: startsWith(tr("mn", "auth:code.label"), tr("en", "auth:code.label")) }).fill(code);
  await page.getByRole("button", { name: anyOf(tr("mn", "auth:code.continue"), tr("en", "auth:code.continue")) }).click();
}

/** Signs in (or up) by e-mail code and waits until the header shows the account. */
export async function signIn(page: Page, { email, phone }: { email?: string; phone?: { typed: string; stored: string } }): Promise<void> {
  if (email) {
    const since = await requestLoginCode(page, email);
    await enterCode(page, await latestEmailCode(email, since));
  } else if (phone) {
    const since = await requestLoginCode(page, phone.typed);
    await enterCode(page, await latestSmsCode(page, phone.stored, since));
  } else {
    throw new Error("signIn needs an e-mail or a phone");
  }
  // The header link is hidden in the phone layout (the menu has it), so presence is enough.
  await expect(page.getByTestId("header-account")).toBeAttached();
}

/**
 * Signs in with a password on /login/password. Tests that only need a signed-in demo account
 * (staff, admin, customer) take a session from sessions.ts instead.
 */
export async function passwordSignIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto("/login/password");
  await page.getByLabel(tr("mn", "auth:login.identifier")).fill(identifier);
  await page.getByLabel(fieldLabel(tr("mn", "auth:password.label"))).fill(password);
  await page.getByRole("button", { name: tr("mn", "auth:passwordLogin.submit"), exact: true }).click();
}
