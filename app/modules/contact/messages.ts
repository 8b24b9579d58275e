import { escapeHtml, SHOP_NAME, SMS_MAX_LENGTH, type MessageLocale } from "~/adapters/messages/templates";
import type { ContactTopic } from "./domain/contact";

/** The contact form's messages to the sender (a copy of what they sent, the staff's answer), in their language. Pure. */

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string | null;
}

export function messageLocale(locale: string | null | undefined): MessageLocale {
  return locale === "en" ? "en" : "mn";
}

const TOPICS: Record<MessageLocale, Record<ContactTopic, string>> = {
  mn: { order: "Захиалга", delivery: "Хүргэлт", product: "Бараа", wholesale: "Бөөний худалдаа", feedback: "Санал хүсэлт", other: "Бусад" },
  en: { order: "Order", delivery: "Delivery", product: "Product", wholesale: "Wholesale", feedback: "Feedback", other: "Other" },
};

function email(locale: MessageLocale, subject: string, lines: string[], quoted: string): RenderedMessage {
  const text = [...lines, "", "> " + quoted.split("\n").join("\n> "), "", SHOP_NAME[locale]].join("\n");
  const html = `<p>${lines.map(escapeHtml).join("</p><p>")}</p><blockquote style="white-space:pre-wrap">${escapeHtml(quoted)}</blockquote><p>${escapeHtml(SHOP_NAME[locale])}</p>`;
  return { subject, text, html };
}

function sms(text: string): RenderedMessage {
  return { subject: "", text: text.length > SMS_MAX_LENGTH ? `${text.slice(0, SMS_MAX_LENGTH - 1)}…` : text, html: null };
}

export function renderContactCopy(channel: "email" | "sms", locale: MessageLocale, sent: { number: number; topic: ContactTopic; message: string }): RenderedMessage {
  const topic = TOPICS[locale][sent.topic];
  if (locale === "en") {
    return channel === "sms"
      ? sms(`${SHOP_NAME.en}: we received your message #${sent.number} (${topic}) and will answer within working hours.`)
      : email("en", `We received your message #${sent.number}: ${topic}`, ["Thank you for writing to us. This is a copy of your message; we answer within working hours."], sent.message);
  }
  return channel === "sms"
    ? sms(`${SHOP_NAME.mn}: таны №${sent.number} (${topic}) хүсэлтийг хүлээн авлаа. Ажлын цагаар хариулна.`)
    : email("mn", `Таны №${sent.number} хүсэлтийг хүлээн авлаа: ${topic}`, ["Бидэнд хандсанд баярлалаа. Таны илгээсэн захидлын хуулбарыг хавсаргав; ажлын цагаар хариу өгнө."], sent.message);
}

export function renderContactAnswer(channel: "email" | "sms", locale: MessageLocale, answer: { number: number; body: string }): RenderedMessage {
  if (locale === "en") {
    return channel === "sms" ? sms(`${SHOP_NAME.en} (#${answer.number}): ${answer.body}`) : email("en", `Answer to your message #${answer.number}`, ["Our answer to your message:"], answer.body);
  }
  return channel === "sms" ? sms(`${SHOP_NAME.mn} (№${answer.number}): ${answer.body}`) : email("mn", `Таны №${answer.number} хүсэлтийн хариу`, ["Таны хүсэлтэд өгөх хариу:"], answer.body);
}
