import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./support/test";
import { assignClientAddress, uniqueEmail } from "./support/auth";
import { tr } from "./support/i18n";
import { e2eDataDir, latestEmail } from "./support/messages";
import { bt, passAgeGate } from "./support/microsite";
import { staffPage } from "./support/sessions";

/**
 * The microsite's tours and events (issue 19), with JavaScript (without it where tagged @no-js): the list shows upcoming
 * events and, apart, past ones marked past; a Russian visitor's quote request with a bad group
 * size is refused in Russian (400, nothing written), a good one is thanked in Russian; staff
 * answer it at /staff/quotes with a price, and the e-mail the visitor receives is in Russian and
 * names that price.
 */

function quoteRows(email: string): { locale: string; state: string; group_size: number; answer_price: number | null }[] {
  const db = new Database(path.join(e2eDataDir(), "shop.db"), { readonly: true });
  db.pragma("busy_timeout = 5000");
  try {
    return db.prepare("select locale, state, group_size, answer_price from brand_quote_requests where email = ?").all(email) as never;
  } finally {
    db.close();
  }
}

test("the events list shows upcoming events and, apart, past ones marked past", async ({ page }) => {
  await assignClientAddress(page);
  await passAgeGate(page, "ru");
  await page.goto("/brand/ru/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bt("ru", "brandEvents:page.heading"));
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");

  // The demo's six (other journeys put tonight's events on sale beside them: slugs e2e-...).
  const upcoming = page.getByTestId("brand-events-upcoming").locator('[data-testid="brand-event"]:not([data-slug^="e2e-"])');
  await expect(upcoming).toHaveCount(6);
  for (const card of await upcoming.all()) await expect(card).toHaveAttribute("data-phase", "upcoming");
  await expect(upcoming.filter({ hasText: "Экскурсия на завод в выходной" })).toContainText("₮45,000");
  await expect(upcoming.getByTestId("brand-event-phase")).toHaveCount(0);

  await expect(page.getByRole("heading", { level: 2, name: bt("ru", "brandEvents:page.past") })).toBeVisible();
  const past = page.getByTestId("brand-events-past").getByTestId("brand-event");
  await expect(past).toHaveCount(2);
  for (const card of await past.all()) await expect(card.getByTestId("brand-event-phase")).toHaveText(bt("ru", "brandEvents:event.past"));

  // A past event's page says so and takes no request.
  await past.first().getByRole("link").first().click();
  await expect(page.getByTestId("brand-event-closed")).toContainText(bt("ru", "brandEvents:eventPage.pastNotice"));
  await expect(page.getByTestId("brand-quote-form")).toHaveCount(0);
});

test("a Russian quote request: refused in Russian, then thanked; staff answer it and the e-mail is in Russian with the price", async ({ page, browser, javaScriptEnabled }) => {
  await assignClientAddress(page);
  await passAgeGate(page, "ru");
  const email = uniqueEmail(`quote-ru-${javaScriptEnabled ? "js" : "nojs"}`);
  const name = `Анна ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto("/brand/ru/events/distillery-tour-weekend");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Экскурсия на завод в выходной");

  const form = page.getByTestId("brand-quote-form");
  await form.getByLabel(bt("ru", "brandEvents:form.groupSize")).fill("0");
  await expect(form.getByLabel(bt("ru", "brandEvents:form.guideLanguage"))).toHaveValue("ru");
  await form.getByLabel(bt("ru", "brandEvents:form.name")).fill(name);
  await form.getByLabel(bt("ru", "brandEvents:form.email")).fill(email);
  await form.getByLabel(bt("ru", "brandEvents:form.message")).fill("Нас шестеро, один вегетарианец.");
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.url().includes("/brand/ru/events/distillery-tour-weekend") && response.request().method() === "POST"),
    form.getByTestId("brand-quote-submit").click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(form.getByRole("alert")).toHaveText(bt("ru", "brandEvents:errors.groupSize"));
  await expect(form.getByLabel(bt("ru", "brandEvents:form.groupSize"))).toHaveAttribute("aria-invalid", "true");
  // What was typed is kept; nothing was written.
  await expect(form.getByLabel(bt("ru", "brandEvents:form.email"))).toHaveValue(email);
  expect(quoteRows(email)).toEqual([]);

  await form.getByLabel(bt("ru", "brandEvents:form.groupSize")).fill("6");
  await form.getByTestId("brand-quote-submit").click();
  await expect(page).toHaveURL(/\/brand\/ru\/events\/distillery-tour-weekend\?requested=1#quote$/);
  await expect(page.getByTestId("brand-quote-confirmation")).toContainText(bt("ru", "brandEvents:confirmation.title"));
  // The form starts afresh for another request.
  await expect(form.getByLabel(bt("ru", "brandEvents:form.email"))).toHaveValue("");
  await expect(form.getByRole("alert")).toHaveCount(0);
  expect(quoteRows(email)).toEqual([{ locale: "ru", state: "new", group_size: 6, answer_price: null }]);

  const staff = await staffPage(browser);
  await staff.goto("/staff/quotes");
  await staff.getByTestId("staff-quote").filter({ hasText: name }).getByRole("link").click();
  await expect(staff.getByTestId("quote-email")).toHaveText(email);
  await expect(staff.getByTestId("quote-locale")).toHaveText(tr("mn", "quotes:languages.ru"));
  await staff.getByLabel(tr("mn", "quotes:detail.price")).fill("270000");
  await staff.getByLabel(tr("mn", "quotes:detail.messageLabel")).fill("Будем рады вас видеть! Трансфер из гостиницы включён.");
  const answeredAt = Date.now() - 1000;
  await staff.getByTestId("quote-answer-submit").click();
  await expect(staff.getByTestId("quote-state")).toHaveText(tr("mn", "quotes:states.answered"));
  await expect(staff.getByTestId("quote-answer-price")).toHaveText("270,000₮");
  // Answered once: the form to answer is gone.
  await expect(staff.getByTestId("quote-answer-submit")).toHaveCount(0);
  await staff.context().close();

  const mail = await latestEmail(email, answeredAt);
  expect(mail.subject).toMatch(/^Хар Сувд: предложение по запросу № \d+ — ₮270,000$/);
  expect(mail.text).toContain(`Здравствуйте, ${name}!`);
  expect(mail.text).toContain("Стоимость для группы: ₮270,000");
  expect(mail.text).toContain("Будем рады вас видеть!");
  expect(quoteRows(email)).toEqual([{ locale: "ru", state: "answered", group_size: 6, answer_price: 270_000 }]);
});
