import { escapeHtml, SHOP_NAME, type MessageLocale, type RenderedEmail } from "~/adapters/messages/templates";
import { formatShopDate } from "~/kernel/dates";
import { formatMoney } from "~/kernel/money";
import type { CouponView } from "./coupon-view";

/**
 * The 'send by e-mail' message of a coupon (storefront-spec.md §7, "Coupons": {id}/send_by_email),
 * in Mongolian and English. Pure: the caller passes the coupon, the page's link and the shop's time
 * zone.
 */

interface Words {
  subject: (code: string) => string;
  greeting: string;
  intro: string;
  code: string;
  gives: (c: CouponView, locale: MessageLocale) => string;
  minimum: (amount: string) => string;
  validity: (from: string | null, to: string | null) => string;
  firstOrder: string;
  howTo: string;
  link: string;
}

const gives = (c: CouponView, locale: MessageLocale, words: { percent: (n: number) => string; amount: (a: string) => string; voucher: (a: string) => string }) =>
  c.kind === "voucher"
    ? words.voucher(formatMoney(c.voucherBalance ?? 0, locale))
    : c.discountType === "percent"
      ? words.percent(c.discountValue)
      : words.amount(formatMoney(c.discountValue, locale));

const WORDS: Record<MessageLocale, Words> = {
  mn: {
    subject: (code) => `Таны купон: ${code}`,
    greeting: "Сайн байна уу,",
    intro: "Таны хүсэлтээр купоны мэдээллийг илгээж байна.",
    code: "Купоны код",
    gives: (c, l) => gives(c, l, { percent: (n) => `${n}% хөнгөлөлт`, amount: (a) => `${a} хөнгөлөлт`, voucher: (a) => `Ваучерын үлдэгдэл: ${a}` }),
    minimum: (a) => `Захиалгын доод дүн: ${a}`,
    validity: (from, to) => (from && to ? `Хүчинтэй хугацаа: ${from} – ${to}` : to ? `Дуусах огноо: ${to}` : from ? `Эхлэх огноо: ${from} (дуусах хугацаагүй)` : "Хугацааны хязгааргүй"),
    firstOrder: "Зөвхөн анхны захиалгад хүчинтэй.",
    howTo: "Төлбөрийн алхам дээр купоны кодоо оруулж ашиглана уу.",
    link: "Купоноо эндээс харна уу:",
  },
  en: {
    subject: (code) => `Your coupon: ${code}`,
    greeting: "Hello,",
    intro: "Here are the details of your coupon, as you asked.",
    code: "Coupon code",
    gives: (c, l) => gives(c, l, { percent: (n) => `${n}% off`, amount: (a) => `${a} off`, voucher: (a) => `Voucher balance: ${a}` }),
    minimum: (a) => `Minimum order: ${a}`,
    validity: (from, to) => (from && to ? `Valid: ${from} – ${to}` : to ? `Valid until ${to}` : from ? `Valid from ${from}` : "No expiry date"),
    firstOrder: "Valid on your first order only.",
    howTo: "Enter the code at the payment step of checkout.",
    link: "See the coupon in your account:",
  },
};

export function renderCouponEmail(coupon: CouponView, locale: MessageLocale, couponUrl: string, timeZone: string): RenderedEmail {
  const w = WORDS[locale];
  const shop = SHOP_NAME[locale];
  const title = coupon.title[locale];
  const from = coupon.startsAt ? formatShopDate(coupon.startsAt, locale, timeZone) : null;
  const to = coupon.lastUsableAt ? formatShopDate(coupon.lastUsableAt, locale, timeZone) : null;
  const lines = [
    w.gives(coupon, locale),
    ...(coupon.minOrder > 0 ? [w.minimum(formatMoney(coupon.minOrder, locale))] : []),
    w.validity(from, to),
    ...(coupon.firstOrderOnly ? [w.firstOrder] : []),
  ];
  const subject = `${w.subject(coupon.code)} · ${shop}`;
  const text = [w.greeting, "", w.intro, "", title, `${w.code}: ${coupon.code}`, ...lines, "", w.howTo, `${w.link} ${couponUrl}`, "", shop, ""].join("\n");
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(w.subject(coupon.code))}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(w.greeting)}</p>
<p>${escapeHtml(w.intro)}</p>
<h1 style="font-size: 20px; color: #5b1420">${escapeHtml(title)}</h1>
<p>${escapeHtml(w.code)}:</p>
<p style="font-size: 26px; font-weight: bold; letter-spacing: 3px; color: #5b1420">${escapeHtml(coupon.code)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p>${escapeHtml(w.howTo)}</p>
<p><a href="${escapeHtml(couponUrl)}">${escapeHtml(w.link)}</a></p>
<p>${escapeHtml(shop)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
