import type { Page } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { passAgeGate } from "./support/microsite";
import { deliveredOrderFor } from "./support/reviews";
import { DEMO, signInAs } from "./support/sessions";
import { expect, test } from "./support/test";

/**
 * The no-JavaScript smoke pass. A journey whose pages are plain forms either way runs once, with
 * JavaScript (docs/testing.md says which); this pass keeps each of those pages working without
 * it: the page answers 200 with its heading, and every button a shopper or staff member can see
 * submits a form (a button that only a script could make do something would be dead here).
 * `<summary>` toggles its `<details>` without a script and counts as a control too.
 */

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the pages without JavaScript: the no-js project");

/** "of age" is a guest who has answered the microsite's age gate. */
type Visitor = "guest" | "of age" | "customer" | "admin";

interface SmokePage {
  visitor: Visitor;
  /** The address, the first link on a list page that matches, or a record the test makes. */
  path: string | { list: string; link: RegExp } | ((page: Page) => Promise<string>);
}

const PAGES: SmokePage[] = [
  // Content and showcase (content-articles, content-discussion, content-showcase, content-messages).
  { visitor: "guest", path: "/articles" },
  { visitor: "guest", path: { list: "/articles", link: /^\/articles\/[^/?]+$/ } },
  { visitor: "customer", path: { list: "/articles", link: /^\/articles\/[^/?]+$/ } },
  { visitor: "guest", path: "/news" },
  { visitor: "guest", path: { list: "/news", link: /^\/news\/[^/?]+$/ } },
  { visitor: "guest", path: "/authors" },
  { visitor: "guest", path: { list: "/authors", link: /^\/authors\/[^/?]+$/ } },
  { visitor: "admin", path: { list: "/articles", link: /^\/articles\/[^/?]+$/ } },
  { visitor: "admin", path: "/staff/content/authors" },
  { visitor: "guest", path: "/promotions" },
  { visitor: "guest", path: { list: "/promotions", link: /^\/promotions\/[^/?]+$/ } },
  { visitor: "guest", path: "/brands" },
  { visitor: "guest", path: { list: "/brands", link: /^\/brands\/[^/?]+$/ } },
  { visitor: "guest", path: "/vendors" },
  { visitor: "customer", path: { list: "/vendors", link: /^\/vendors\/[^/?]+$/ } },
  { visitor: "guest", path: "/lookbooks" },
  { visitor: "guest", path: { list: "/lookbooks", link: /^\/lookbooks\/[^/?]+$/ } },
  { visitor: "guest", path: "/pages/delivery" },
  { visitor: "guest", path: "/contact" },
  { visitor: "customer", path: "/contact" },
  { visitor: "guest", path: "/newsletter" },
  // Browsing and search (browse, browsing, search, reviews, shopper-requests, variants).
  { visitor: "guest", path: "/" },
  { visitor: "guest", path: "/cart" },
  { visitor: "guest", path: "/login/password" },
  { visitor: "guest", path: "/products?view=list" },
  { visitor: "guest", path: "/search?q=khar" },
  { visitor: "customer", path: "/search?q=%D0%B4%D0%B0%D1%80%D1%81" },
  { visitor: "customer", path: { list: "/products", link: /^\/products\/[^/?]+$/ } },
  { visitor: "customer", path: "/account/recently-viewed" },
  { visitor: "customer", path: "/account/reviews" },
  { visitor: "customer", path: "/account/price-opinions" },
  // The account (account-profile, account-contact, wallet, reorder, counter, hotels).
  { visitor: "customer", path: "/account" },
  { visitor: "customer", path: "/account/addresses" },
  { visitor: "customer", path: "/account/addresses/new" },
  { visitor: "customer", path: "/account/organisations" },
  { visitor: "customer", path: "/account/bank-accounts" },
  { visitor: "customer", path: "/account/contact" },
  { visitor: "customer", path: "/account/contact?kind=phone" },
  { visitor: "customer", path: "/account/security" },
  { visitor: "customer", path: "/account/wallet" },
  { visitor: "customer", path: "/account/coupons" },
  { visitor: "customer", path: "/account/orders" },
  { visitor: "customer", path: "/account/tickets" },
  { visitor: "customer", path: "/account/articles" },
  { visitor: "customer", path: "/account/bookmarks" },
  { visitor: "customer", path: "/account/bookings" },
  { visitor: "guest", path: "/hotels" },
  { visitor: "guest", path: { list: "/hotels", link: /^\/hotels\/[^/?]+$/ } },
  // The brand microsite past its gate (microsite-sections, microsite-events).
  { visitor: "guest", path: "/brand/en/age" },
  { visitor: "guest", path: "/brand/mn/age" },
  { visitor: "of age", path: "/brand/en" },
  { visitor: "of age", path: "/brand/ru/distillation" },
  { visitor: "of age", path: "/brand/en/ingredients" },
  { visitor: "of age", path: "/brand/cn/tasting" },
  { visitor: "of age", path: "/brand/en/cocktails" },
  { visitor: "of age", path: { list: "/brand/en/cocktails", link: /^\/brand\/en\/cocktails\/[^/?]+$/ } },
  { visitor: "of age", path: "/brand/ru/events" },
  { visitor: "of age", path: { list: "/brand/ru/events", link: /^\/brand\/ru\/events\/[^/?]+$/ } },
  // The back office (counter, reviews-moderation, search-synonyms, content, games, quotes).
  { visitor: "admin", path: "/staff" },
  { visitor: "admin", path: "/staff/orders" },
  { visitor: "admin", path: staffOrderPage },
  { visitor: "admin", path: "/staff/coupons" },
  { visitor: "admin", path: "/staff/wallet" },
  { visitor: "admin", path: "/staff/reviews" },
  { visitor: "admin", path: "/staff/scan" },
  { visitor: "admin", path: "/staff/counter" },
  { visitor: "admin", path: "/staff/search/synonyms" },
  { visitor: "admin", path: "/staff/content" },
  { visitor: "admin", path: "/staff/content/new" },
  { visitor: "admin", path: "/staff/games" },
  { visitor: "admin", path: "/staff/games/new" },
  { visitor: "admin", path: "/staff/quotes" },
  { visitor: "admin", path: "/staff/messages" },
  { visitor: "admin", path: "/staff/price-opinions" },
  { visitor: "admin", path: "/staff/restock" },
  { visitor: "admin", path: "/staff/bookings" },
  { visitor: "admin", path: "/staff/push" },
  { visitor: "admin", path: "/staff/newsletter" },
  { visitor: "admin", path: "/staff/users" },
  { visitor: "admin", path: "/roulette" },
];

const ACCOUNTS = { customer: DEMO.customer, admin: DEMO.admin } as const;

/** The staff's page of an order made for the pass (a delivered one, with its line). */
async function staffOrderPage(page: Page): Promise<string> {
  const product = await resolve(page, { list: "/products", link: /^\/products\/[^/?]+$/ });
  const { orderNumber } = await deliveredOrderFor(uniqueEmail("smoke-order"), product.replace("/products/", ""));
  return `/staff/orders/${orderNumber}`;
}

async function resolve(page: Page, path: SmokePage["path"]): Promise<string> {
  if (typeof path === "string") return path;
  if (typeof path === "function") return path(page);
  await page.goto(path.list);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const found = hrefs.find((href) => path.link.test(href));
  expect(found, `a link like ${path.link} on ${path.list}`).toBeTruthy();
  return found!;
}

/** The visible buttons that submit nothing: outside a form, or of type button or reset. */
function deadButtons(page: Page): Promise<string[]> {
  return page.locator("button, input[type=button], input[type=submit], input[type=reset], [role=button]").evaluateAll((controls) =>
    controls
      .filter((control) => {
        const box = (control as HTMLElement).getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === "hidden") return false;
        if (control.tagName === "SUMMARY") return false;
        const type = (control.getAttribute("type") ?? (control.tagName === "BUTTON" ? "submit" : "")).toLowerCase();
        const form = (control as HTMLButtonElement).form ?? null;
        return !(form && type === "submit");
      })
      .map((control) => control.outerHTML.slice(0, 160)),
  );
}

for (const visitor of ["guest", "of age", "customer", "admin"] as const) {
  test(`without JavaScript, every page of the ${visitor}'s once-run journeys answers with its heading and only working buttons`, { tag: "@no-js" }, async ({ page }) => {
    test.slow();
    if (visitor === "customer" || visitor === "admin") await signInAs(page, ACCOUNTS[visitor]);
    if (visitor === "of age") for (const lang of ["en", "ru", "cn"] as const) await passAgeGate(page, lang);
    const problems: string[] = [];
    for (const entry of PAGES.filter((candidate) => candidate.visitor === visitor)) {
      const path = await resolve(page, entry.path);
      const response = await page.goto(path);
      if (response?.status() !== 200) {
        problems.push(`${path}: status ${response?.status()}`);
        continue;
      }
      if ((await page.locator("h1").count()) === 0) problems.push(`${path}: no heading`);
      for (const button of await deadButtons(page)) problems.push(`${path}: a button that does nothing without JavaScript: ${button}`);
    }
    expect(problems).toEqual([]);
  });
}
