import type { Browser, Page } from "@playwright/test";
import { fixture } from "./fixture-service";
import { cartToPaymentByPickup } from "./checkout-steps";
import { tr, type Locale } from "./i18n";
import { createSession, DEMO } from "./sessions";
import { expect, loadsWaitForHydration } from "./test";

/**
 * E-tickets in browser tests: an event under way now with its ticket product
 * (tests/setup/e2e-event-today.ts), buying tickets through the shop's own pages (product page,
 * cart, pickup, the card simulator) and the staff door in a browser of its own.
 */


/** A tasting under way by the e2e server's clock, and the slug of its ticket product. */
export async function eventToday(slug: string): Promise<{ eventId: number; productSlug: string }> {
  return fixture<{ eventId: number; productSlug: string }>("eventToday", { slug });
}

export interface BoughtTickets {
  orderNumber: string;
  /** The tickets' codes as the order page prints them (`XXXXX-XXXXX-XXXXX-XXXXX`). */
  codes: string[];
}

/**
 * Buys `quantity` tickets of the product (its first admission) with the shopper's `page`: the
 * product page, the cart, pickup at the first store, a card paid in the simulator; ends on the
 * order page, which shows the tickets. Works with JavaScript on and off.
 */
export async function buyEventTicket(page: Page, options: { productSlug: string; quantity?: number; locale?: Locale }): Promise<BoughtTickets> {
  const locale = options.locale ?? "mn";
  const quantity = options.quantity ?? 1;
  await page.goto(`/products/${options.productSlug}`);
  if (quantity > 1) await page.locator(".add-to-cart-fields input[name=quantity]").fill(String(quantity));
  // The add's own answer, not the header's count (cart.spec checks that): in two full CI runs the
  // count stayed empty after an add with JavaScript while the revalidated root data had it (noted).
  const added = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/cart/add") && r.status() < 400);
  await page.getByTestId("add-to-cart").click();
  await added;
  await cartToPaymentByPickup(page, locale);
  await page.locator("input[name=paymentMethod][value=card]").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/sandbox\/card\/pay\//);
  await page.getByRole("button", { name: tr(locale, "sandbox:card.pay"), exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/R\d{9}$/);
  await expect(page.getByTestId("order-status").first()).toHaveAttribute("data-state", "paid");
  const orderNumber = /\/orders\/(R\d{9})/.exec(page.url())![1]!;
  const codes = page.getByTestId("order-tickets").getByTestId("ticket-code");
  await expect(codes).toHaveCount(quantity);
  return { orderNumber, codes: (await codes.allInnerTexts()).map((text) => /[0-9A-Z]{5}(-[0-9A-Z]{5}){3}/.exec(text)![0]) };
}

/** The demo staff account's browser, with JavaScript on or off like the test's own project. */
export async function staffBrowser(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const { cookie } = await createSession(DEMO.staff, { userAgent: "e2e staff door" });
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  return javaScriptEnabled ? loadsWaitForHydration(page) : page;
}

/** Types the code at the door and checks it; returns the answer panel. */
export async function checkAtDoor(staff: Page, code: string) {
  await staff.goto("/staff/scan");
  await staff.getByTestId("scan-code").fill(code);
  await staff.getByTestId("scan-check").click();
  const answer = staff.getByTestId("scan-answer");
  await expect(answer).toBeVisible();
  return answer;
}
