import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import QRCode from "qrcode";
import { chromium } from "@playwright/test";
import { fullBrowser } from "./support/browsers";
import { expect, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { tr } from "./support/i18n";
import { createSession, DEMO, signInAs, staffPage } from "./support/sessions";
import { createCode } from "./support/staff-coupons";

/**
 * Coupons at the counter (issue 20), with JavaScript (without it where tagged @no-js): staff create a coupon for a
 * customer through /staff/coupons, look it up at /staff/counter and use it once (a second form
 * sent from another tab is refused), and take an amount from a voucher; the back office header
 * names who is signed in and their role, /api/users/me answers the role, a customer gets 403.
 * With JavaScript only: the shopper's QR code read from a photo fills the code and looks it up,
 * and (Chromium's fake camera playing a QR code) the camera path does the same.
 */

const digits = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));
let seq = 0;
const newCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function lookUp(page: Page, code: string) {
  await page.goto("/staff/counter");
  await page.locator("input[name=code]").fill(code.toLowerCase());
  await page.locator("#counter-lookup").getByRole("button", { name: tr("mn", "counter:coupons.lookUp") }).click();
  await expect(page.getByTestId("counter-coupon-code")).toHaveText(code);
}

test("staff use a customer's coupon at the counter once; a second use from another tab is refused", { tag: "@no-js" }, async ({ browser }) => {
  const email = uniqueEmail("counter");
  await createSession({ email });
  const code = newCode("SHOP");
  await createCode(browser, { kind: "coupon", code, titleMn: "Дэлгүүрийн купон", titleEn: "Store coupon", discountType: "amount", value: "5000", usageLimit: "1", ownerEmail: email });

  const staff = await staffPage(browser);
  await lookUp(staff, code);
  await expect(staff.getByTestId("counter-coupon-state")).toHaveText(tr("mn", "counter:states.usable"));
  await expect(staff.getByTestId("counter-coupon-owner")).toContainText(email.slice(0, 1));
  // The same coupon open in a second tab, with its own form.
  const other = await staff.context().newPage();
  await other.goto(staff.url());
  await staff.getByRole("button", { name: tr("mn", "counter:coupons.use") }).click();
  await expect(staff.getByTestId("counter-coupon-state")).toHaveText(tr("mn", "counter:states.usedUp"));
  await expect(staff.getByRole("button", { name: tr("mn", "counter:coupons.use") })).toHaveCount(0);
  await expect(staff.getByTestId("counter-log")).toContainText(code);

  await other.getByRole("button", { name: tr("mn", "counter:coupons.use") }).click();
  await expect(other.getByTestId("counter-use-error")).toHaveText(tr("mn", "counter:errors.limitReached"));
  await staff.context().close();
});

test("a voucher's amount is taken at the counter and its balance drops; more than the balance is refused", async ({ browser }) => {
  const code = newCode("GIFT");
  await createCode(browser, { kind: "voucher", code, titleMn: "Бэлгийн ваучер", titleEn: "Gift voucher", voucherBalance: "10000" });
  const staff = await staffPage(browser);
  await lookUp(staff, code);
  expect(digits(await staff.getByTestId("counter-coupon-balance").textContent())).toBe(10_000);
  const take = staff.getByRole("button", { name: tr("mn", "counter:coupons.take") });
  await staff.locator("input[name=amount]").fill("12000");
  await take.click();
  await expect(staff.getByTestId("counter-use-error")).toContainText(tr("mn", "counter:errors.amountAboveBalance", { max: "" }).trim());
  expect(digits(await staff.getByTestId("counter-coupon-balance").textContent())).toBe(10_000);
  await staff.locator("input[name=amount]").fill("3 000");
  await take.click();
  await expect(staff.getByTestId("counter-coupon-balance")).toContainText(/7[,\s\u00a0]?000/);
  await expect(staff.getByTestId("counter-log")).toContainText(code);
  await staff.context().close();
});

test("the back office header names who is signed in and their role; /api/users/me answers it; a customer gets 403", async ({ browser, page }) => {
  const staff = await staffPage(browser);
  await staff.goto("/staff/counter");
  await expect(staff.getByTestId("back-office-role")).toHaveText(tr("mn", "auth:roles.staff"));
  await expect(staff.getByTestId("back-office-name")).not.toBeEmpty();
  const answer = await staff.request.get("/api/users/me");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  const me = (await answer.json()) as { role: string; name: string };
  expect(me.role).toBe("staff");
  await expect(staff.getByTestId("back-office-name")).toHaveText(me.name);
  // The counter's pages may use the camera; other pages may not.
  const counterPage = await staff.request.get("/staff/counter");
  expect(counterPage.headers()["permissions-policy"]).toContain("camera=(self)");
  expect((await staff.request.get("/")).headers()["permissions-policy"]).toContain("camera=()");
  await staff.context().close();

  expect((await page.request.get("/api/users/me")).status()).toBe(401);
  await signInAs(page, { email: DEMO.customer.email });
  const refused = await page.goto("/staff/counter");
  expect(refused?.status()).toBe(403);
});

test.describe("reading the shopper's QR code", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the QR reader runs in the browser");

  test("the coupon's QR code on the shopper's page, read from a photo, fills the code and looks it up", async ({ browser, page }) => {
    const email = uniqueEmail("qr");
    await signInAs(page, { email });
    const code = newCode("QR");
    await createCode(browser, { kind: "coupon", code, titleMn: "QR купон", titleEn: "QR coupon", discountType: "percent", value: "10", ownerEmail: email });
    await page.goto("/account/coupons");
    await page.getByTestId("coupon-card").filter({ hasText: code }).getByRole("link").click();
    const qr = page.getByTestId("coupon-qr");
    await expect(qr).toContainText(code);
    await expect(qr.getByRole("img", { name: tr("mn", "counter:shopper.qrAlt", { code }) })).toBeVisible();

    const staff = await staffPage(browser);
    await staff.goto("/staff/counter");
    // A photo with no QR code in it says so.
    const blank = await QRCode.toBuffer("x", { type: "png", width: 8, margin: 0, color: { dark: "#ffffffff", light: "#ffffffff" } });
    await staff.getByTestId("code-scanner-photo").setInputFiles({ name: "blank.png", mimeType: "image/png", buffer: blank });
    await expect(staff.getByTestId("code-scanner-message")).toHaveText(tr("mn", "counter:scanner.nothingFound"));
    // The shopper's code as a phone photo would hold it: a PNG of its QR code.
    const photo = await QRCode.toBuffer(code, { type: "png", width: 480, margin: 4 });
    await staff.getByTestId("code-scanner-photo").setInputFiles({ name: "coupon.png", mimeType: "image/png", buffer: photo });
    await expect(staff.getByTestId("counter-coupon-code")).toHaveText(code);
    await expect(staff).toHaveURL(/\/staff\/counter\?id=\d+$/);
    await expect(staff.getByTestId("counter-coupon-state")).toHaveText(tr("mn", "counter:states.usable"));
    await staff.context().close();
  });
});

/** A Y4M video (what Chromium's fake camera plays) of the QR code of `text`: grey-scale frames, 640x480. */
function qrVideo(text: string, file: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const [width, height] = [640, 480];
  const scale = Math.floor((height - 80) / (size + 8));
  const offsetX = Math.floor((width - size * scale) / 2);
  const offsetY = Math.floor((height - size * scale) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) y.fill(16, (offsetY + row * scale + dy) * width + offsetX + col * scale, (offsetY + row * scale + dy) * width + offsetX + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma]);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), ...Array(5).fill(frame)]));
}

const CAMERA_CODE = `CAM-${process.pid}-${Date.now().toString(36)}`.toUpperCase();
// Outside the e2e data folder, which the server empties when it starts.
const videoFile = path.join(os.tmpdir(), `counter-camera-${process.pid}.y4m`);
qrVideo(CAMERA_CODE, videoFile);

test.describe("the camera", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the camera is read in the browser");

  test("'Scan with camera' reads the QR code the camera sees and looks the code up", async ({ browser }) => {
    await createCode(browser, { kind: "voucher", code: CAMERA_CODE, titleMn: "Камерын ваучер", titleEn: "Camera voucher", voucherBalance: "5000" });
    // A browser of its own whose fake camera plays the QR code (launch options are per worker, not per test).
    const withCamera = await chromium.launch({
      executablePath: fullBrowser.executablePath,
      args: [
        ...fullBrowser.args,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${videoFile}`,
      ],
    });
    try {
      const staff = await staffPage(withCamera);
      await staff.context().grantPermissions(["camera"], { origin: new URL(staff.url() === "about:blank" ? `http://127.0.0.1:${process.env.E2E_PORT}` : staff.url()).origin });
      await staff.goto(`http://127.0.0.1:${process.env.E2E_PORT}/staff/counter`);
      await staff.getByRole("button", { name: tr("mn", "counter:scanner.camera") }).click();
      await expect(staff.getByTestId("counter-coupon-code")).toHaveText(CAMERA_CODE, { timeout: 15_000 });
      expect(digits(await staff.getByTestId("counter-coupon-balance").textContent())).toBe(5_000);
    } finally {
      await withCamera.close();
    }
  });
});
