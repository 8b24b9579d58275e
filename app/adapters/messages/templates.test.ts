import { describe, expect, it } from "vitest";
import type { CodePurpose } from "~/db/schema";
import { escapeHtml, renderCodeEmail, renderCodeSms, SMS_MAX_LENGTH, type MessageLocale } from "./templates";

const purposes: CodePurpose[] = ["login", "password_reset", "confirm_email", "confirm_phone", "link_identity"];
const locales: MessageLocale[] = ["mn", "en"];
const cases = purposes.flatMap((purpose) => locales.map((locale) => [purpose, locale] as const));
const shopName = { mn: "Хар Сувд", en: "Khar Suvd" };

describe("code message templates", () => {
  it.each(cases)("%s in %s: the SMS names the shop, carries the code and fits one message", (purpose, locale) => {
    const sms = renderCodeSms(purpose, locale, "482915");
    expect(sms).toContain("482915");
    expect(sms).toContain(shopName[locale]);
    expect(sms).toContain("10");
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  });

  it.each(cases)("%s in %s: the e-mail carries the code in subject, text and HTML", (purpose, locale) => {
    const email = renderCodeEmail(purpose, locale, "482915");
    expect(email.subject).toContain("482915");
    expect(email.subject).toContain(shopName[locale]);
    expect(email.text).toContain("482915");
    expect(email.text).toContain(shopName[locale]);
    expect(email.html).toContain("482915");
    expect(email.html).toContain(`<html lang="${locale}">`);
  });

  it("each purpose says something different", () => {
    for (const locale of locales) {
      const texts = new Set(purposes.map((purpose) => renderCodeSms(purpose, locale, "111111")));
      expect(texts.size).toBe(purposes.length);
    }
  });

  it("reads naturally in Mongolian", () => {
    expect(renderCodeSms("login", "mn", "123456")).toBe(
      "Хар Сувд: Таны нэвтрэх код: 123456. Код 10 минутын турш хүчинтэй. Хэнд ч бүү хэлээрэй.",
    );
    expect(renderCodeSms("login", "en", "123456")).toBe(
      "Khar Suvd: Your sign-in code is 123456. It expires in 10 minutes. Do not share it with anyone.",
    );
  });

  it("escapes HTML in the e-mail body", () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;");
    const email = renderCodeEmail("login", "en", "<b>&1</b>");
    expect(email.html).not.toContain("<b>&1</b>");
    expect(email.html).toContain("&lt;b&gt;&amp;1&lt;/b&gt;");
    // The plain-text part stays plain.
    expect(email.text).toContain("<b>&1</b>");
  });
});
