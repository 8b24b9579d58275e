import { expect, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { tr, trPattern } from "./support/i18n";
import { DEMO, signInAs, staffPage } from "./support/sessions";

/**
 * The games (issue 20), with JavaScript (without it where tagged @no-js): staff set up a wheel whose every spin gives a 10%
 * coupon and switch it on; a new shopper sees the odds, spins (with JS the wheel turns and the
 * result appears; without, the form posts and the result page shows), finds the prize coupon in
 * /account/coupons and cannot spin again today. The website admin adds a participant to the
 * roulette tool, draws and deletes them; a customer and a staff member get 403 on its page and
 * on a post to it.
 */

async function staffWheel(page: Page, slug: string): Promise<void> {
  await page.goto("/staff/games/new?kind=wheel");
  const today = new Date(Date.now() + 8 * 3_600_000);
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.locator("#campaign-slug").fill(slug);
  await page.locator("#campaign-startsOn").fill(day(-1));
  await page.locator("#campaign-endsOn").fill(day(30));
  await page.locator("#campaign-titleMn").fill(`Туршилтын хүрд ${slug}`);
  await page.locator("#campaign-titleEn").fill(`Test wheel ${slug}`);
  const row = (i: number, field: string) => page.locator(`#campaign-segments-${i}--${field}`);
  await row(0, "labelMn").fill("10% хөнгөлөлт");
  await row(0, "labelEn").fill("10% off");
  await row(0, "prizeKind").selectOption("coupon");
  await row(0, "weight").fill("1");
  await row(0, "discountType").selectOption("percent");
  await row(0, "discountValue").fill("10");
  await row(0, "validDays").fill("30");
  await row(1, "labelMn").fill("Дахин оролдоорой");
  await row(1, "labelEn").fill("Try again");
  await row(1, "prizeKind").selectOption("try_again");
  await row(1, "weight").fill("0");
  await page.getByTestId("campaign-save").click();
  await expect(page).toHaveURL(/\/staff\/games\/\d+$/);
  await page.getByTestId("campaign-toggle").click();
  await expect(page.getByTestId("campaign-phase")).toHaveText(tr("mn", "games:phases.running"));
}

test("a shopper spins the wheel, gets the prize coupon and cannot spin again today", { tag: "@no-js" }, async ({ page, browser }, testInfo) => {
  const slug = `e2e-wheel-${testInfo.project.name}-${Date.now().toString(36)}`;
  const staff = await staffPage(browser);
  await staffWheel(staff, slug);
  await staff.context().close();

  // A guest is asked to sign in.
  await page.goto(`/games/${slug}`);
  await expect(page.getByTestId("spin-refusal")).toContainText(tr("mn", "games:wheel.signInFirst"));
  await expect(page.getByTestId("game-odds")).toContainText("100%");

  await signInAs(page, { email: uniqueEmail("wheel") });
  await page.goto(`/games/${slug}`);
  await page.getByTestId("spin-button").click();
  const won = tr("mn", "games:result.won", { prize: "" }).trim();
  if (testInfo.project.name === "js") {
    // The wheel turns to the segment the server chose, then the result appears on the page.
    await expect(page.getByTestId("lucky-wheel")).toHaveAttribute("data-stopped-at", "0");
    await expect(page.getByTestId("spin-result")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("spin-prize")).toContainText(won);
    await page.getByRole("link", { name: tr("mn", "games:result.open") }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/games/${slug}/spins/\\d+$`));
  await expect(page.getByTestId("spin-prize")).toContainText(won);
  const code = (await page.getByTestId("spin-coupon-code").textContent())!.trim();
  expect(code).toMatch(/^WIN-[A-Z2-9]{12}$/);

  await page.goto("/account/coupons");
  await expect(page.getByText(code)).toBeVisible();

  await page.goto(`/games/${slug}`);
  await expect(page.getByTestId("spin-button")).toHaveCount(0);
  await expect(page.getByTestId("spin-refusal")).toContainText(tr("mn", "games:errors.alreadyPlayedToday"));
  await expect(page.getByTestId("spin-refusal")).toContainText(trPattern("mn", "games:wheel.nextPlay"));
});

test("the roulette operator adds a participant, draws and deletes them", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto("/roulette");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("mn", "games:roulette.title"));
  const email = uniqueEmail("roulette");
  const name = `Оролцогч ${email.slice(9, 17)}`;
  await page.getByLabel(tr("mn", "games:roulette.displayName")).fill(name);
  await page.getByLabel(tr("mn", "games:roulette.contact")).fill(email);
  await page.getByTestId("roulette-add").click();
  const row = page.getByTestId("roulette-user").filter({ hasText: email });
  await expect(row).toHaveCount(1);

  await page.getByTestId("roulette-draw").click();
  await expect(page.getByTestId("roulette-winner")).toBeVisible();
  await expect(page.getByTestId("roulette-draw-row").first()).toBeVisible();

  await row.getByRole("link", { name: tr("mn", "games:roulette.delete") }).click();
  await page.getByTestId("roulette-delete-confirm").click();
  await expect(page).toHaveURL(/\/roulette$/);
  await expect(page.getByTestId("roulette-user").filter({ hasText: email })).toHaveCount(0);
});

test("a customer and a staff member get 403 on the roulette tool and on a post to it", async ({ page, browser, baseURL }) => {
  await signInAs(page, { email: uniqueEmail("not-admin") });
  const staff = await staffPage(browser);
  for (const who of [page, staff]) {
    const response = await who.goto("/roulette");
    expect(response?.status()).toBe(403);
    await expect(who.getByRole("heading", { level: 1 })).toHaveText(tr("mn", "errors.forbiddenTitle"));
    const post = await who.request.post("/roulette?index", {
      form: { intent: "create", displayName: "Хакер", contact: uniqueEmail("hack") },
      headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
  }
  await staff.context().close();
});
