import { escapeHtml, SHOP_NAME, type MessageLocale } from "~/adapters/messages/templates";

/**
 * The newsletter's e-mails, in the subscriber's language. Pure: the caller passes the links.
 * Every one carries the unsubscribe link (no sign-in needed), as every newsletter message must.
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function messageLocale(locale: string | null | undefined): MessageLocale {
  return locale === "en" ? "en" : "mn";
}

const WORDS = {
  mn: {
    confirmSubject: "Мэдээллийн товхимлоо баталгаажуулна уу",
    confirmLines: ["Хар Сувдын мэдээллийн товхимолд бүртгүүлэх хүсэлт ирлээ.", "Доорх холбоосоор орж баталгаажуулснаар шинэ бараа, хямдрал, нийтлэлийн мэдээ тань руу ирнэ. Хэрэв та хүсээгүй бол энэ имэйлийг үл тоомсорлоорой: бид дахин бичихгүй."],
    confirmLabel: "Бүртгэлээ баталгаажуулах",
    welcomeSubject: "Мэдээллийн товхимолд тавтай морил",
    welcomeLines: ["Таны бүртгэл баталгаажлаа. Шинэ бараа, хямдрал, нийтлэлийн тухай мэдээг хааяа нэг илгээх болно."],
    shopLabel: "Дэлгүүр рүү орох",
    unsubscribe: "Товхимлоос гарах",
  },
  en: {
    confirmSubject: "Please confirm your newsletter sign-up",
    confirmLines: ["Someone (we hope you) asked to receive the Khar Suvd newsletter at this address.", "Open the link below to confirm and we will send news of arrivals, offers and articles. If it was not you, ignore this e-mail: we will not write again."],
    confirmLabel: "Confirm my sign-up",
    welcomeSubject: "Welcome to our newsletter",
    welcomeLines: ["Your sign-up is confirmed. We will write now and then about new arrivals, offers and articles."],
    shopLabel: "Visit the shop",
    unsubscribe: "Unsubscribe",
  },
} as const;

function email(locale: MessageLocale, subject: string, lines: readonly string[], action: { href: string; label: string }, unsubscribeLink: string): RenderedEmail {
  const words = WORDS[locale];
  const text = [...lines, `${action.label}: ${action.href}`, "", SHOP_NAME[locale], `${words.unsubscribe}: ${unsubscribeLink}`].join("\n");
  const html = `<p>${lines.map(escapeHtml).join("</p><p>")}</p><p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p><p>${escapeHtml(SHOP_NAME[locale])}</p><p style="font-size:12px"><a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(words.unsubscribe)}</a></p>`;
  return { subject, text, html };
}

export function renderSubscriptionConfirmation(locale: MessageLocale, links: { confirm: string; unsubscribe: string }): RenderedEmail {
  const words = WORDS[locale];
  return email(locale, words.confirmSubject, words.confirmLines, { href: links.confirm, label: words.confirmLabel }, links.unsubscribe);
}

export function renderSubscriptionWelcome(locale: MessageLocale, links: { shop: string; unsubscribe: string }): RenderedEmail {
  const words = WORDS[locale];
  return email(locale, words.welcomeSubject, words.welcomeLines, { href: links.shop, label: words.shopLabel }, links.unsubscribe);
}
