import type { Browser, BrowserContext, Page } from "@playwright/test";
import { assignClientAddress } from "./auth";
import { fixture } from "./fixture-service";
import { loadsWaitForHydration } from "./test";

/**
 * Signed-in browsers without the sign-in pages. Most journeys need a signed-in shopper only as
 * their starting point; signing in through /login for each of them is slow (a code by mail or
 * SMS) and runs into the per-account and per-address attempt limits. Here the account and its
 * session are written straight into the e2e server's database by the shop's own code
 * (tests/setup/e2e-session.ts runs `startSession`, through the worker's fixture service), and the browser gets the signed `__session`
 * cookie a sign-in would have set. The sign-in journeys themselves (code by e-mail, code by
 * SMS, password, social) still go through the pages in auth.spec.ts and social-login.spec.ts.
 */

/** The demo accounts the e2e server seeds (SEED_DEMO_USERS; docs/features.md, "Accounts and sessions"). */
export const DEMO = {
  staff: { email: "staff@kharsuvd.mn" },
  admin: { email: "admin@kharsuvd.mn" },
  customer: { email: "customer@kharsuvd.mn" },
} as const;

export interface Account {
  /** The account with this e-mail, created (confirmed) when there is none. */
  email?: string;
  /** Or with this phone, as stored: +976XXXXXXXX. */
  phone?: string;
  /** The language a new account gets ("mn" unless said). */
  locale?: string;
}

type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];

function shopOrigin(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is not set (playwright.config.ts chooses it)");
  return `http://127.0.0.1:${port}`;
}

/** A new session for the account (created if needed) and its cookie, as the shop would set it. */
export async function createSession(account: Account, client: { ip?: string; userAgent?: string } = {}): Promise<{ userId: number; cookie: Cookie }> {
  const { userId, cookie } = await fixture<{ userId: number; cookie: string }>("session", { ...account, ...client });
  return { userId, cookie: toBrowserCookie(cookie) };
}

/** The Set-Cookie line as Playwright's cookie: the same name, value and attributes. */
function toBrowserCookie(setCookie: string): Cookie {
  const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
  const equals = pair.indexOf("=");
  const cookie: Cookie = { name: pair.slice(0, equals), value: pair.slice(equals + 1), url: shopOrigin(), httpOnly: false, secure: false };
  for (const attribute of attributes) {
    const [key = "", value = ""] = attribute.split("=");
    switch (key.toLowerCase()) {
      case "expires":
        cookie.expires = Math.floor(Date.parse(value) / 1000);
        break;
      case "httponly":
        cookie.httpOnly = true;
        break;
      case "secure":
        cookie.secure = true;
        break;
      case "samesite":
        cookie.sameSite = value.toLowerCase() === "strict" ? "Strict" : value.toLowerCase() === "none" ? "None" : "Lax";
        break;
    }
  }
  if (cookie.name !== "__session" || !cookie.value) throw new Error(`e2e-session printed no session cookie: ${setCookie}`);
  return cookie;
}

/**
 * Signs the page's browser in as the account, without the sign-in pages. Like the sign-in
 * helpers in auth.ts, it first gives the test its own client address (X-Forwarded-For), so the
 * per-address limits count per test. Returns the account's id.
 */
export async function signInAs(page: Page, account: Account): Promise<number> {
  const ip = await assignClientAddress(page);
  const { userId, cookie } = await createSession(account, { ip, userAgent: "e2e" });
  await page.context().addCookies([cookie]);
  return userId;
}

let staffCookie: Promise<Cookie> | null = null;

/**
 * A page in a new browser context signed in as the demo staff account. Its session is made once
 * per worker and shared by the worker's tests.
 */
export async function staffPage(browser: Browser): Promise<Page> {
  staffCookie ??= createSession(DEMO.staff, { userAgent: "e2e staff" }).then(({ cookie }) => cookie);
  staffCookie.catch(() => (staffCookie = null));
  const context = await browser.newContext();
  await context.addCookies([await staffCookie]);
  const page = loadsWaitForHydration(await context.newPage());
  await assignClientAddress(page);
  return page;
}
