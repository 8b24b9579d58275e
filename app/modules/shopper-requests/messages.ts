import { escapeHtml, SHOP_NAME, SMS_MAX_LENGTH, type MessageLocale } from "~/adapters/messages/templates";
import { formatMoney } from "~/kernel/money";

/**
 * The messages of price opinions and back-in-stock, in the recipient's language (mn or en). Pure:
 * the caller passes names, amounts and links. An e-mail has text and HTML; an SMS is one short
 * text (SMS_MAX_LENGTH), product names cut to fit.
 */

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string | null;
}

export function messageLocale(locale: string | null | undefined): MessageLocale {
  return locale === "en" ? "en" : "mn";
}

function email(locale: MessageLocale, subject: string, lines: string[], link: { href: string; label: string } | null): RenderedMessage {
  const text = [...lines, ...(link ? [`${link.label}: ${link.href}`] : []), "", SHOP_NAME[locale]].join("\n");
  const html = `<p>${lines.map(escapeHtml).join("</p><p>")}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}<p>${escapeHtml(SHOP_NAME[locale])}</p>`;
  return { subject, text, html };
}

function sms(text: string): RenderedMessage {
  return { subject: "", text: text.length > SMS_MAX_LENGTH ? `${text.slice(0, SMS_MAX_LENGTH - 1)}…` : text, html: null };
}

const short = (name: string) => (name.length > 40 ? `${name.slice(0, 39)}…` : name);

export interface OpinionAnswer {
  productName: string;
  amount: number;
  /** Accepted: the coupon's code and its last day (already formatted in the shop's time zone). */
  coupon: { code: string; lastDay: string } | null;
  /** Declined: staff's reason. */
  reason: string | null;
  link: string;
}

export function renderOpinionAnswer(channel: "email" | "sms", locale: MessageLocale, answer: OpinionAnswer): RenderedMessage {
  const amount = formatMoney(answer.amount, locale);
  if (locale === "en") {
    if (answer.coupon) {
      const lines = [`Good news: your price opinion of ${amount} for ${answer.productName} was accepted.`, `Your one-time coupon: ${answer.coupon.code}, for this product, usable until ${answer.coupon.lastDay}.`];
      return channel === "sms"
        ? sms(`${SHOP_NAME.en}: your ${amount} offer for ${short(answer.productName)} was accepted. Coupon ${answer.coupon.code} until ${answer.coupon.lastDay}.`)
        : email("en", `Your price opinion was accepted: ${answer.productName}`, lines, { href: answer.link, label: "Your price opinions" });
    }
    const lines = [`Your price opinion of ${amount} for ${answer.productName} was declined.`, `Reason: ${answer.reason ?? ""}`];
    return channel === "sms"
      ? sms(`${SHOP_NAME.en}: your ${amount} offer for ${short(answer.productName)} was declined. ${answer.link}`)
      : email("en", `Your price opinion was answered: ${answer.productName}`, lines, { href: answer.link, label: "Your price opinions" });
  }
  if (answer.coupon) {
    const lines = [`Таны ${answer.productName} бүтээгдэхүүнийг ${amount}-өөр авах саналыг хүлээн авлаа.`, `Нэг удаагийн купон: ${answer.coupon.code}. Зөвхөн энэ бүтээгдэхүүнд, ${answer.coupon.lastDay} хүртэл хүчинтэй.`];
    return channel === "sms"
      ? sms(`${SHOP_NAME.mn}: ${short(answer.productName)} ${amount} саналыг зөвшөөрлөө. Купон ${answer.coupon.code}, ${answer.coupon.lastDay} хүртэл.`)
      : email("mn", `Таны үнийн санал зөвшөөрөгдлөө: ${answer.productName}`, lines, { href: answer.link, label: "Миний үнийн саналууд" });
  }
  const lines = [`Таны ${answer.productName} бүтээгдэхүүнийг ${amount}-өөр авах саналыг хүлээн авах боломжгүй байна.`, `Шалтгаан: ${answer.reason ?? ""}`];
  return channel === "sms"
    ? sms(`${SHOP_NAME.mn}: ${short(answer.productName)} ${amount} саналд хариу ирлээ. ${answer.link}`)
    : email("mn", `Таны үнийн саналд хариу ирлээ: ${answer.productName}`, lines, { href: answer.link, label: "Миний үнийн саналууд" });
}

export function renderBackInStock(channel: "email" | "sms", locale: MessageLocale, product: { name: string; link: string }): RenderedMessage {
  if (locale === "en") {
    return channel === "sms"
      ? sms(`${SHOP_NAME.en}: ${short(product.name)} is back in stock. ${product.link}`)
      : email("en", `Back in stock: ${product.name}`, [`${product.name} is back in stock.`, "You asked us to tell you; this is the only message about it."], { href: product.link, label: "See the product" });
  }
  return channel === "sms"
    ? sms(`${SHOP_NAME.mn}: ${short(product.name)} дахин нөөцөд ирлээ. ${product.link}`)
    : email("mn", `Дахин нөөцөд ирлээ: ${product.name}`, [`${product.name} дахин нөөцөд ирлээ.`, "Та мэдэгдэл хүссэн тул нэг удаа мэдэгдэж байна."], { href: product.link, label: "Бүтээгдэхүүнийг үзэх" });
}

export function renderAlertConfirmation(locale: MessageLocale, product: { name: string }, link: string): RenderedMessage {
  if (locale === "en") {
    return email("en", `Confirm: tell me when ${product.name} is back`, [`Someone (we hope you) asked to be told when ${product.name} is back in stock.`, "Open the link below to confirm. If it was not you, ignore this e-mail: nothing will be sent."], { href: link, label: "Confirm" });
  }
  return email("mn", `Баталгаажуулна уу: ${product.name} нөөцөд ирэхэд мэдэгдэх`, [`${product.name} дахин нөөцөд ирэхэд мэдэгдэл авах хүсэлт ирлээ.`, "Доорх холбоосоор баталгаажуулна уу. Хэрэв та биш бол энэ имэйлийг үл тоомсорлоно уу: юу ч илгээгдэхгүй."], { href: link, label: "Баталгаажуулах" });
}
