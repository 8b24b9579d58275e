import { test as base, expect, type ConsoleMessage } from "@playwright/test";

/**
 * The `test` every browser journey uses: Playwright's, plus a watch on the Content-Security-Policy.
 * Chromium reports each blocked script, style, image, connection or form target on the console
 * (with JavaScript on or off), and with JavaScript on the page also hears a
 * `securitypolicyviolation` event; a journey that triggers either fails, so the policy cannot
 * quietly break a page.
 */
export const test = base.extend<{ cspWatch: void }>({
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

export { expect };
export type { Browser, BrowserContext, Page } from "@playwright/test";
