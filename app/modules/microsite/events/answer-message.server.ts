import { escapeHtml, SMS_MAX_LENGTH } from "~/adapters/messages/templates";
import { siteConfig } from "~/config/site";
import { HTML_LANG, type MicrositeLocale } from "../locales";
import { brandTranslator } from "../texts";
import { brandTexts } from "../texts.server";

/**
 * The staff's answer to a quote request as the requester receives it, in the microsite language
 * they wrote in (five languages; the words are `brandEvents:email.*`, a missing one falls back to
 * mn like every microsite text). Pure apart from reading the texts.
 */

export interface QuoteAnswerFacts {
  number: number;
  name: string;
  /** The event's title in the requester's language (or mn); null for a private tour. */
  eventTitle: string | null;
  /** The event's date and time in words, or null for a private tour. */
  eventWhen: string | null;
  dateWanted: string;
  groupSize: number;
  guideLanguage: MicrositeLocale;
  price: number;
  message: string;
}

export interface RenderedQuoteAnswer {
  subject: string;
  text: string;
  html: string | null;
}

export function renderQuoteAnswer(channel: "email" | "sms", lang: MicrositeLocale, facts: QuoteAnswerFacts): RenderedQuoteAnswer {
  const { t, money } = brandTranslator([brandTexts(lang, ["brand", "brandEvents"])]);
  const price = money(facts.price);
  const what = facts.eventTitle ?? t("brandEvents:email.privateTour");
  if (channel === "sms") {
    const text = t("brandEvents:email.sms", { number: facts.number, price, groupSize: facts.groupSize, date: facts.dateWanted, message: facts.message });
    return { subject: "", text: text.length > SMS_MAX_LENGTH ? `${text.slice(0, SMS_MAX_LENGTH - 1)}…` : text, html: null };
  }
  const rows: [string, string][] = [
    [t("brandEvents:email.what"), what],
    ...(facts.eventWhen ? ([[t("brandEvents:email.when"), facts.eventWhen]] as [string, string][]) : []),
    [t("brandEvents:email.dateWanted"), facts.dateWanted],
    [t("brandEvents:email.groupSize"), String(facts.groupSize)],
    [t("brandEvents:email.guideLanguage"), t(`brandEvents:languages.${facts.guideLanguage}`)],
    [t("brandEvents:email.price"), price],
  ];
  const greeting = t("brandEvents:email.greeting", { name: facts.name });
  const intro = t("brandEvents:email.intro", { number: facts.number });
  const closing = t("brandEvents:email.closing", { phone: siteConfig.contact.phone, email: siteConfig.contact.email });
  const signature = t("brandEvents:email.signature");
  const subject = t("brandEvents:email.subject", { number: facts.number, what, price });
  const text = [
    greeting,
    "",
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("brandEvents:email.message")}:`,
    ...facts.message.split("\n").map((line) => `> ${line}`),
    "",
    closing,
    "",
    signature,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse: collapse">
${rows.map(([label, value]) => `<tr><th style="text-align: left; padding: 4px 12px 4px 0; vertical-align: top">${escapeHtml(label)}</th><td style="padding: 4px 0">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p><strong>${escapeHtml(t("brandEvents:email.message"))}:</strong></p>
<blockquote style="white-space: pre-wrap; margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #b08d57">${escapeHtml(facts.message)}</blockquote>
<p>${escapeHtml(closing)}</p>
<p>${escapeHtml(signature)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
