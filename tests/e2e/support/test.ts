import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

/**
 * The `test` every browser journey uses: Playwright's, plus a watch on the Content-Security-Policy.
 * Chromium reports each blocked script, style, image, connection or form target on the console
 * (with JavaScript on or off), and with JavaScript on the page also hears a
 * `securitypolicyviolation` event; a journey that triggers either fails, so the policy cannot
 * quietly break a page.
 */
export const test = base.extend<{ cspWatch: void }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled ? loadsWaitForHydration(page) : page);
  },
  cspWatch: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        if (/Content Security Policy|Content-Security-Policy|CSP violation/i.test(text)) violations.push(`${message.location().url}: ${text}`);
      };
      context.on("console", onConsole);
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`);
        });
      });
      await use();
      context.off("console", onConsole);
      expect(violations, "Content-Security-Policy violations during the journey").toEqual([]);
    },
    { auto: true },
  ],
});

/** True once React has hydrated a shop page (root.tsx marks it), and on any page that is not one. */
const hydratedOrNotTheShop = () => !("__remixContext" in window) || document.documentElement.hasAttribute("data-hydrated");

/**
 * With JavaScript, the page's `goto`, `reload`, `goBack` and `goForward` return once React has
 * hydrated the page. A tap before then is a plain HTML post: it works, but it is not the
 * JavaScript way a journey of the js project tests (a fetcher's 200 became the form's 302 when
 * a loaded machine hydrated late). `waitUntil: "commit"` still returns at once, for the tests
 * of what the page does before hydration.
 */
export function loadsWaitForHydration(page: Page): Page {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
        if (options?.waitUntil !== "commit") {
          await page.waitForFunction(hydratedOrNotTheShop, undefined, { timeout: 20_000 }).catch((error: Error) => {
            // A page that went on to another address (a redirect by script) has nothing left to wait for.
            if (!/context was destroyed|navigat/i.test(error.message)) throw error;
          });
        }
        return response;
      },
    });
  }
  return page;
}

export { expect };
export type { Browser, BrowserContext, Page } from "@playwright/test";
