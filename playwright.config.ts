import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { journeyBrowser } from "./tests/e2e/support/browsers";

/**
 * One production build and one freshly seeded database serve every project. The port is
 * chosen once by the main process and handed to the workers through the environment.
 */
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = journeyBrowser;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers on any machine, not only where CI is set. On 2 cores the browser tests took
  // 26 minutes with two and 54 with one (Playwright's default, half the cores); two still left the
  // cores a fifth idle while browsers waited on the server, and a third fills that (a sample of
  // five journeys: 159 s with two workers, 127 s with three, 130 s with four). The load project
  // still runs after the journeys.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  // `npm test` also asks for the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME), to print the slowest tests.
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["json"] as const] : []),
  ],
  // Three workers, three browsers and one server share 2 cores; the longest journeys (sign in, staff
  // in a second browser, e-mail, checkout) take 25-30 s beside the sitemap walk, so 30 s had
  // become a coin toss. A hang still fails, after a minute.
  timeout: 60_000,
  // A form post that redirects and renders again took up to 7 s beside a second worker on a
  // slower CI machine; 10 s keeps a real hang failing without coin tosses.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // A trace for every journey was a quarter of the browser tests' CPU (decision 059). A failure
    // still leaves its error, the page's accessibility snapshot and a screenshot; to record the
    // trace, `npx playwright test --trace on FILE`.
    trace: "off",
    screenshot: "only-on-failure",
    locale: "mn-MN",
    timezoneId: "Asia/Ulaanbaatar",
  },
  projects: [
    { name: "js", grepInvert: /@load/, use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } },
    // Without JavaScript only where JavaScript changes what the shopper does (tests tagged @no-js:
    // the funnel, sign-in, wish hearts, comboboxes, enhanced forms) and the smoke pass over the
    // pages of every other journey (no-js-smoke.spec.ts). docs/testing.md has the map.
    { name: "no-js", grep: /@no-js/, grepInvert: /@load/, use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false } },
    // The load tests (hundreds of parallel requests at one server) run after the journeys: beside
    // them, a journey on the other worker waited for the starved server and ran out of time.
    { name: "load", grep: /@load/, dependencies: ["js", "no-js"], use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } },
    {
      name: "mobile",
      testMatch: /layout\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  // `npm test` starts the server itself beside vitest (tests/setup/run-all.mjs, E2E_SERVER_STARTED).
  webServer: process.env.E2E_SERVER_STARTED === "1" ? undefined : {
    command: "node tests/setup/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(port) },
  },
});
