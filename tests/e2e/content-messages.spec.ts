import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./support/test";
import { assignClientAddress, uniqueEmail } from "./support/auth";
import { asHtml, tr, type Locale } from "./support/i18n";
import { e2eDataDir, latestEmail } from "./support/messages";
import { signInAs, staffPage } from "./support/sessions";

/**
 * Newsletter and contact (issue 17), with JavaScript (without it where tagged @no-js), in Mongolian and English: sign up
 * from the footer, confirm from the captured e-mail, unsubscribe from the link in the next one;
 * a bad address or a filled honeypot is refused (400, translated, nothing written); a contact
 * message from a guest and from a signed-in shopper (someone else's e-mail refused), the
 * sender's copy, the staff's answer arriving by e-mail; the staff's CSV export.
 */

function subscriberState(email: string): string | null {
  const db = new Database(path.join(e2eDataDir(), "shop.db"), { readonly: true });
  db.pragma("busy_timeout = 5000");
  try {
    return (db.prepare("select state from newsletter_subscribers where email = ?").get(email) as { state: string } | undefined)?.state ?? null;
  } finally {
    db.close();
  }
}

async function useLocale(page: Page, locale: Locale) {
  await assignClientAddress(page);
  if (locale === "en") {
    const response = await page.request.post("/locale", { form: { lng: "en", redirectTo: "/" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
  }
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

for (const locale of ["mn", "en"] as const) {
  test.describe(`in ${locale}`, () => {
    test("subscribe from the footer, confirm from the e-mail, unsubscribe from the next one's link", async ({ page }) => {
      await useLocale(page, locale);
      const email = uniqueEmail(`news-${locale}`);
      await page.goto("/products");
      const footer = page.getByTestId("newsletter-form-footer");
      await footer.getByLabel(tr(locale, "contact:newsletter.emailLabel")).fill(email);
      const since = Date.now() - 1000;
      await footer.getByTestId("footer-newsletter-submit").click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByTestId("toast")).toContainText(tr(locale, "contact:toast.checkEmail"));
      expect(subscriberState(email)).toBe("pending");

      const confirmation = await latestEmail(email, since);
      expect(confirmation.subject).toBe(locale === "en" ? "Please confirm your newsletter sign-up" : "Мэдээллийн товхимлоо баталгаажуулна уу");
      const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(confirmation.text)![0];
      // Opening the link (as a mail scanner would) confirms nothing; the button does.
      await page.goto(pathOf(confirmLink));
      expect(subscriberState(email)).toBe("pending");
      await expect(page.locator("h1")).toHaveText(tr(locale, "contact:newsletter.confirmTitle"));
      const confirmedAt = Date.now() - 500;
      await page.getByTestId("newsletter-confirm").click();
      await expect(page.getByTestId("toast")).toContainText(tr(locale, "contact:toast.confirmed"));
      expect(subscriberState(email)).toBe("active");

      // The link works once.
      await page.goto(pathOf(confirmLink));
      await expect(page.getByTestId("newsletter-link-dead")).toContainText(tr(locale, "contact:errors.linkDead"));

      const welcome = await latestEmail(email, confirmedAt);
      const unsubscribeLink = /https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/.exec(welcome.text)![0];
      await page.goto(pathOf(unsubscribeLink));
      expect(subscriberState(email)).toBe("active");
      await page.getByTestId("newsletter-unsubscribe").click();
      await expect(page.getByTestId("toast")).toContainText(tr(locale, "contact:toast.unsubscribed"));
      expect(subscriberState(email)).toBe("unsubscribed");

      // A tampered signature is refused.
      const tampered = pathOf(unsubscribeLink).replace(/sig=[^&]+/, "sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
      const refused = await page.goto(tampered);
      expect(refused?.status()).toBe(400);
      await expect(page.getByTestId("newsletter-unsubscribe-bad")).toContainText(tr(locale, "contact:errors.unsubscribeLinkBad"));
    });

    test("a bad address or a filled honeypot: 400 in the shopper's language, nothing written", async ({ page }) => {
      await useLocale(page, locale);
      await page.goto("/");
      const footer = page.getByTestId("newsletter-form-footer");
      // Passes the browser's own check, not the shop's.
      await footer.getByLabel(tr(locale, "contact:newsletter.emailLabel")).fill("nobody@localhost");
      const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes("/newsletter") && r.request().method() === "POST"), footer.getByTestId("footer-newsletter-submit").click()]);
      expect(answer.status()).toBe(400);
      await expect(page.getByTestId("newsletter-form-page")).toContainText(tr(locale, "contact:errors.subscribeEmail"));
      expect(subscriberState("nobody@localhost")).toBeNull();

      const email = uniqueEmail("bot");
      const bot = await page.request.post("/newsletter", { form: { email, source: "footer", website: "http://spam.example" }, maxRedirects: 0 });
      expect(bot.status()).toBe(400);
      expect(subscriberState(email)).toBeNull();
      const badContact = await page.request.post("/contact", { form: { name: "x", topic: "order", message: "hi" }, maxRedirects: 0 });
      expect(badContact.status()).toBe(400);
      expect(await badContact.text()).toContain(asHtml(tr(locale, "contact:errors.emailOrPhone")));
    });

    test("contact: a guest's message and a signed-in shopper's, copies to the senders, staff answer", async ({ page, browser }) => {
      await useLocale(page, locale);
      const guestEmail = uniqueEmail(`contact-${locale}`);
      await page.goto("/contact");
      await expect(page.locator("h1")).toHaveText(tr(locale, "contact:page.title"));
      await expect(page.getByTestId("contact-stores").locator("li").first()).toBeVisible();
      const form = page.getByTestId("contact-form");
      await form.getByLabel(tr(locale, "contact:form.name")).fill("Сараа");
      await form.getByLabel(tr(locale, "contact:form.email")).fill(guestEmail);
      await form.getByLabel(tr(locale, "contact:form.topic")).selectOption("delivery");
      const text = `Хүргэлт хэдэн цагт ирэх вэ? ${guestEmail}`;
      await form.getByLabel(tr(locale, "contact:form.message")).fill(text);
      const sentAt = Date.now() - 1000;
      await form.getByRole("button", { name: tr(locale, "contact:form.submit") }).click();
      await expect(page.getByTestId("toast")).toContainText(tr(locale, "contact:toast.contactSent"));
      const copy = await latestEmail(guestEmail, sentAt);
      expect(copy.text).toContain(text);

      const staff = await staffPage(browser);
      await staff.goto("/staff/messages");
      await staff.getByTestId("staff-message").filter({ hasText: guestEmail }).getByRole("link").click();
      await expect(staff.getByTestId("message-body")).toHaveText(text);
      const reply = `Өнөөдөр 18:00 цагаас өмнө хүргэнэ (${locale}).`;
      await staff.locator("#answer-body").fill(reply);
      const answeredAt = Date.now() - 500;
      await staff.getByTestId("message-answer").click();
      await expect(staff.getByTestId("message-reply")).toContainText(reply);
      await expect(staff.getByTestId("message-state")).toHaveText(tr("mn", "contact:states.answered"));
      await staff.context().close();
      expect((await latestEmail(guestEmail, answeredAt)).text).toContain(reply);

      const shopperEmail = uniqueEmail(`shopper-${locale}`);
      await signInAs(page, { email: shopperEmail, locale });
      await page.goto("/contact");
      await expect(form.getByLabel(tr(locale, "contact:form.email"))).toHaveValue(shopperEmail);
      // Someone else's address is refused with the spec's message, whatever the form showed.
      const crafted = await page.request.post("/contact", { form: { name: "Болд", email: "someone@else.mn", topic: "order", message: "Сайн байна уу" }, maxRedirects: 0 });
      expect(crafted.status()).toBe(400);
      expect(await crafted.text()).toContain(asHtml(tr(locale, "contact:errors.ownContactOnly")));
      await form.getByLabel(tr(locale, "contact:form.name")).fill("Болд");
      await form.getByLabel(tr(locale, "contact:form.topic")).selectOption("order");
      await form.getByLabel(tr(locale, "contact:form.message")).fill("Захиалгын баримт авах боломжтой юу?");
      const shopperSentAt = Date.now() - 1000;
      await form.getByRole("button", { name: tr(locale, "contact:form.submit") }).click();
      await expect(page.getByTestId("toast")).toContainText(tr(locale, "contact:toast.contactSent"));
      expect((await latestEmail(shopperEmail, shopperSentAt)).text).toContain("Захиалгын баримт авах боломжтой юу?");
    });
  });
}

test("staff export the subscribers as a CSV download", async ({ page, browser }) => {
  await assignClientAddress(page);
  const email = uniqueEmail("csv");
  const subscribed = await page.request.post("/newsletter", { form: { email, source: "page" }, maxRedirects: 0 });
  expect(subscribed.status()).toBe(302);
  const staff = await staffPage(browser);
  await staff.goto("/staff/newsletter?state=pending");
  await expect(staff.getByTestId("newsletter-subscribers")).toContainText(email);
  const [download] = await Promise.all([staff.waitForEvent("download"), staff.getByTestId("newsletter-csv").click()]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-pending-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await staff.request.get("/staff/newsletter.csv?state=pending");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename=/);
  const body = await csv.text();
  expect(body).toContain("email,state,locale,source,created_at,confirmed_at,unsubscribed_at\r\n");
  expect(body).toContain(`${email},pending,`);
  await staff.context().close();
});
