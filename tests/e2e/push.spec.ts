import { createECDH, randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { orderStatusPayload } from "../../app/modules/push/domain/payloads";
import { startPushService, type PushService } from "../support/push-service";
import { uniqueEmail } from "./support/auth";
import { fullBrowser } from "./support/browsers";
import { tr } from "./support/i18n";
import { e2eDataDir } from "./support/messages";
import { deliveredOrderFor } from "./support/reviews";
import { signInAs, staffPage } from "./support/sessions";
import { expect, test, type Page } from "./support/test";

/**
 * Web push in the browser (issue 21, decision 058). Headless Chromium has no push service it can
 * reach, so only that is replaced: PushManager's subscribe/getSubscription answer with a
 * subscription on the test's local push service (tests/support/push-service.ts) whose private key
 * the test holds. Everything else is the shop's: the prompt 10 s after the page started (the page's
 * clock moved by Playwright), the browser's permission, the service worker registered at /sw.js,
 * the device stored through POST /push/devices, staff delivering an order, the server's encrypted
 * and signed push, decrypted here.
 */

let service: PushService;
// The Push API and the notification permission are the full browser's: the headless shell the
// other journeys run in has neither, and the prompt never appears there.
test.use({ launchOptions: fullBrowser });

test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => {
  await service.close();
});

/** A product of the demo catalogue, for the order the shopper has. */
function anyProduct(): string {
  const db = new Database(path.join(e2eDataDir(), "shop.db"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select slug from products where image is not null order by id limit 1 offset 7").get() as { slug: string }).slug;
  } finally {
    db.close();
  }
}

/** The shopper's order as staff see it before the hand-over at the shop: ready, not yet delivered. */
function readyForPickup(orderId: number): void {
  const db = new Database(path.join(e2eDataDir(), "shop.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("update orders set state = 'ready_to_deliver', delivered_at = null where id = ?").run(orderId);
  } finally {
    db.close();
  }
}

interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The browser's push service, replaced: subscribe() answers with the test's subscription. Runs in the page. */
function fakePushService(subscription: FakeSubscription) {
  let current: PushSubscription | null = null;
  const make = () =>
    ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function subscribe() {
    current = make();
    return current;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return current;
  };
}

/** The page's clock stands still from before the page starts: only runFor moves its timers. */
async function openWithClock(page: Page, url: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(url, { waitUntil: "networkidle" });
}

test("the prompt appears 10 s after the page starts; Allow links the device; staff delivering an order pushes it, decrypted", async ({ page, browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the prompt, the permission and the service worker need JavaScript; the device list without it is tested below");
  const email = uniqueEmail("push");
  const order = await deliveredOrderFor(email, anyProduct());
  readyForPickup(order.orderId);
  const held = createECDH("prime256v1");
  held.generateKeys();
  const subscription = service.adopt({ privateKey: held.getPrivateKey(), auth: randomBytes(16) });
  await page.context().grantPermissions(["notifications"]);
  await page.addInitScript(fakePushService, { endpoint: subscription.endpoint, ...subscription.keys });
  await signInAs(page, { email });

  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["content-type"]).toMatch(/^text\/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  const promptChunk: string[] = [];
  page.on("request", (request) => {
    if (/\/PushPrompt-[A-Z0-9]+\.js$/i.test(request.url())) promptChunk.push(request.url());
  });
  await openWithClock(page, "/");
  const prompt = page.getByTestId("push-prompt");
  await page.clock.runFor(9_000);
  await expect(prompt).toHaveCount(0);
  // Nothing of the prompt is loaded before its time: the chunk comes with the 10th second.
  expect(promptChunk).toEqual([]);
  await page.clock.runFor(1_000);
  await expect(prompt).toBeVisible();
  expect(promptChunk).toHaveLength(1);
  await expect(prompt).toHaveAttribute("role", "dialog");
  await expect(prompt.getByRole("heading")).toHaveText(tr("mn", "push:prompt.title"));
  // Polite: the shopper's focus stays where it was.
  expect(await page.evaluate(() => document.activeElement?.closest("[data-testid=push-prompt]") ?? null)).toBeNull();

  const linked = page.waitForResponse((response) => response.url().endsWith("/push/devices") && response.request().method() === "POST");
  await prompt.getByRole("button", { name: tr("mn", "push:prompt.allow") }).click();
  expect((await linked).status()).toBe(200);
  await expect(prompt).toContainText(tr("mn", "push:prompt.linkedTitle"));
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  // No welcome notification.
  expect(service.received.filter((r) => r.subscriptionId === subscription.id)).toEqual([]);

  await page.goto("/account/devices");
  await expect(page.getByTestId("push-device")).toHaveCount(1);
  // Playwright's "Desktop Chrome" says Windows in its User-Agent.
  await expect(page.getByTestId("push-device")).toContainText("Chrome on Windows");

  const staff = await staffPage(browser);
  await staff.goto(`/staff/orders/${order.orderNumber}`);
  await staff.getByRole("button", { name: tr("mn", "staff:actions.deliver") }).click();
  await expect(staff.getByTestId("toast")).toContainText(order.orderNumber);
  await staff.context().close();

  const [arrived] = await service.waitForDelivered(1, subscription.id);
  expect(JSON.parse(arrived!.payload)).toEqual(orderStatusPayload("mn", { number: order.orderNumber, state: "delivered" }));
  expect(JSON.parse(arrived!.payload).title).toContain(order.orderNumber);
  expect(arrived!.vapid.subject).toBe("mailto:e2e@shop.test");
});

test("'No thanks' is remembered: after a reload and 20 s more there is no prompt", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the prompt needs JavaScript");
  await page.context().grantPermissions(["notifications"]);
  await signInAs(page, { email: uniqueEmail("push-no") });
  await openWithClock(page, "/products");
  await page.clock.runFor(10_000);
  const prompt = page.getByTestId("push-prompt");
  await expect(prompt).toBeVisible();
  const declined = page.waitForResponse((response) => response.url().endsWith("/push/decline"));
  await prompt.getByRole("button", { name: tr("mn", "push:prompt.decline") }).click();
  expect((await declined).status()).toBe(200);
  await expect(prompt).toHaveCount(0);

  const promptChunk: string[] = [];
  page.on("request", (request) => {
    if (/\/PushPrompt-[A-Z0-9]+\.js$/i.test(request.url())) promptChunk.push(request.url());
  });
  await page.reload({ waitUntil: "networkidle" });
  await page.clock.runFor(20_000);
  await expect(prompt).toHaveCount(0);
  expect(promptChunk).toEqual([]);
  await page.goto("/account/devices");
  await expect(page.getByTestId("push-declined")).toContainText(tr("mn", "push:devices.declinedTitle"));
});

test("a linked device is listed with its date and removed from /account/devices", { tag: "@no-js" }, async ({ page, baseURL }) => {
  await signInAs(page, { email: uniqueEmail("push-devices") });
  const subscription = service.subscribe();
  const linked = await page.request.post("/push/devices", {
    form: { endpoint: subscription.endpoint, ...subscription.keys },
    headers: { Origin: baseURL!, "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36" },
  });
  expect(linked.status()).toBe(200);
  await page.goto("/account/devices");
  const device = page.getByTestId("push-device");
  await expect(device).toHaveCount(1);
  await expect(device).toContainText("Chrome on Android");
  await expect(device).toContainText(tr("mn", "push:devices.never"));
  await device.locator("summary").click();
  await device.getByRole("button", { name: tr("mn", "account:actions.confirmDelete") }).click();
  await expect(page.getByTestId("devices-empty")).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "push:toast.removed"));
});
