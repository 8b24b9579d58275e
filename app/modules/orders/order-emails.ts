import type { NotifyTemplate } from "./domain/order-states";
import { formatMoney } from "~/kernel/money";
import { escapeHtml, SHOP_NAME, type MessageLocale, type RenderedEmail } from "~/adapters/messages/templates";

/**
 * The e-mails an order sends as it moves, in Mongolian and English. Pure: the caller
 * passes everything the text needs, including the absolute link to the order's page.
 */

export interface OrderMessageFacts {
  number: string;
  total: number;
  /** Absolute URL of the order's page (with the guest token when the order has no account). */
  orderUrl: string;
  cancelReason?: string | null;
  /** What was bought, named in the e-mail's language (the order-placed e-mail lists it). */
  lines?: OrderMessageLine[];
  bankTransfer?: { bank: string; account: string; accountName: string; amount: number; deadline: string } | null;
}

export interface OrderMessageLine {
  name: string;
  /** The variant: "Багтаамж: 1 литр, Өнгө: Хар хөх"; "" for a product without options. */
  options: string;
  quantity: number;
  lineTotal: number;
}

/** Templates that list the order's lines under their sentence. */
const LISTS_LINES: readonly NotifyTemplate[] = ["order_placed"];

const ITEMS_HEADING: Record<MessageLocale, string> = { mn: "Захиалсан бараа:", en: "Items:" };

function lineText(line: OrderMessageLine, locale: MessageLocale): string {
  const variant = line.options ? ` (${line.options})` : "";
  return `${line.name}${variant} × ${line.quantity}: ${formatMoney(line.lineTotal, locale)}`;
}

type Words = Record<NotifyTemplate, { subject: (n: string) => string; line: (f: OrderMessageFacts) => string }>;

const WORDS: Record<MessageLocale, Words> = {
  mn: {
    order_placed: { subject: (n) => `Таны ${n} захиалгыг хүлээн авлаа`, line: (f) => `Таны захиалга бүртгэгдлээ. Нийт дүн: ${formatMoney(f.total, "mn")}.` },
    bank_transfer_instructions: {
      subject: (n) => `${n} захиалгын төлбөрийн заавар`,
      line: (f) =>
        f.bankTransfer
          ? `${f.bankTransfer.bank}, дансны дугаар ${f.bankTransfer.account} (${f.bankTransfer.accountName}) руу ${formatMoney(f.bankTransfer.amount, "mn")} шилжүүлнэ үү. Гүйлгээний утгад ${f.number} гэж бичнэ үү. Төлөх хугацаа: ${f.bankTransfer.deadline}.`
          : "Төлбөрийн зааврыг захиалгын хуудаснаас харна уу.",
    },
    payment_received: { subject: (n) => `${n} захиалгын төлбөр төлөгдлөө`, line: () => "Төлбөр амжилттай хүлээн авлаа. Баярлалаа!" },
    payment_failed: { subject: (n) => `${n} захиалгын төлбөр амжилтгүй боллоо`, line: () => "Төлбөр амжилтгүй боллоо. Захиалгын хуудаснаас дахин төлж болно." },
    payment_overdue: { subject: (n) => `${n} захиалгын төлбөрийн хугацаа хэтэрлээ`, line: () => "Урьдчилгаа төлбөрийн хугацаа хэтэрсэн байна. Захиалгын хуудаснаас төлнө үү." },
    loan_approved: { subject: (n) => `${n} захиалгын зээл батлагдлаа`, line: () => "Таны зээлийн хүсэлт батлагдлаа. Захиалгыг тань бэлтгэж эхэллээ." },
    loan_declined: { subject: (n) => `${n} захиалгын зээлийн хүсэлт татгалзагдлаа`, line: () => "Зээлийн хүсэлт татгалзагдсан тул захиалга цуцлагдлаа. Төлсөн урьдчилгаа буцаан олгогдоно." },
    order_confirmed: { subject: (n) => `${n} захиалга баталгаажлаа`, line: () => "Таны захиалга баталгаажлаа." },
    order_ready: { subject: (n) => `${n} захиалга бэлэн боллоо`, line: () => "Таны захиалга хүргэлтэд (эсвэл очиж авахад) бэлэн боллоо." },
    order_shipped: { subject: (n) => `${n} захиалга илгээгдлээ`, line: () => "Таны захиалгыг илгээлээ." },
    order_out_for_delivery: { subject: (n) => `${n} захиалга хүргэлтэд гарлаа`, line: () => "Жолооч таны захиалгыг хүргэхээр гарлаа. Хүлээн авагч 18 нас хүрсэн байх ёстой." },
    order_delivered: { subject: (n) => `${n} захиалга хүргэгдлээ`, line: () => "Таны захиалга хүргэгдлээ. И-баримт 14 хоногийн дотор имэйлээр ирнэ." },
    order_canceled: { subject: (n) => `${n} захиалга цуцлагдлаа`, line: (f) => `Захиалга цуцлагдлаа${f.cancelReason ? `: ${f.cancelReason}` : "."}` },
    order_expired: { subject: (n) => `${n} захиалгын хугацаа дууслаа`, line: () => "Төлбөр хугацаандаа төлөгдөөгүй тул захиалгын хугацаа дууслаа." },
    order_returned: { subject: (n) => `${n} захиалгын буцаалт`, line: () => "Буцаалтыг хүлээн авлаа. Мөнгийг 3-5 хоногийн дотор данс руу тань буцаан шилжүүлнэ." },
    e_receipt_issued: { subject: (n) => `${n} захиалгын и-баримт`, line: () => "Таны захиалгын НӨАТ-ын и-баримт гарлаа." },
  },
  en: {
    order_placed: { subject: (n) => `We have received your order ${n}`, line: (f) => `Your order is placed. Total: ${formatMoney(f.total, "en")}.` },
    bank_transfer_instructions: {
      subject: (n) => `Payment instructions for order ${n}`,
      line: (f) =>
        f.bankTransfer
          ? `Please transfer ${formatMoney(f.bankTransfer.amount, "en")} to ${f.bankTransfer.bank}, account ${f.bankTransfer.account} (${f.bankTransfer.accountName}), with ${f.number} as the reference, by ${f.bankTransfer.deadline}.`
          : "See the order page for the payment instructions.",
    },
    payment_received: { subject: (n) => `Order ${n} is paid`, line: () => "We have received your payment. Thank you!" },
    payment_failed: { subject: (n) => `Payment for order ${n} failed`, line: () => "The payment failed. You can try again from the order page." },
    payment_overdue: { subject: (n) => `Payment for order ${n} is overdue`, line: () => "The down payment is overdue. Please pay it from the order page." },
    loan_approved: { subject: (n) => `The loan for order ${n} is approved`, line: () => "Your loan application was approved. We are preparing your order." },
    loan_declined: { subject: (n) => `The loan for order ${n} was declined`, line: () => "The loan application was declined, so the order is canceled. Your down payment will be refunded." },
    order_confirmed: { subject: (n) => `Order ${n} is confirmed`, line: () => "Your order is confirmed." },
    order_ready: { subject: (n) => `Order ${n} is ready`, line: () => "Your order is ready for delivery (or for pickup)." },
    order_shipped: { subject: (n) => `Order ${n} has been shipped`, line: () => "Your order has left the shop." },
    order_out_for_delivery: { subject: (n) => `Order ${n} is out for delivery`, line: () => "The courier is on the way. The receiver must be 18 or older." },
    order_delivered: { subject: (n) => `Order ${n} was delivered`, line: () => "Your order was delivered. The VAT e-receipt is e-mailed within 14 days." },
    order_canceled: { subject: (n) => `Order ${n} was canceled`, line: (f) => `The order was canceled${f.cancelReason ? `: ${f.cancelReason}` : "."}` },
    order_expired: { subject: (n) => `Order ${n} has expired`, line: () => "The payment did not arrive in time, so the order has expired." },
    order_returned: { subject: (n) => `Return of order ${n}`, line: () => "We have received the return. The money is refunded to your account within 3-5 days." },
    e_receipt_issued: { subject: (n) => `VAT e-receipt for order ${n}`, line: () => "The VAT e-receipt for your order has been issued." },
  },
};

const LINK: Record<MessageLocale, string> = { mn: "Захиалгаа харах", en: "View your order" };

export function renderOrderEmail(template: NotifyTemplate, locale: MessageLocale, facts: OrderMessageFacts): RenderedEmail {
  const words = WORDS[locale][template];
  const subject = `${words.subject(facts.number)} · ${SHOP_NAME[locale]}`;
  const line = words.line(facts);
  const items = LISTS_LINES.includes(template) && facts.lines && facts.lines.length > 0 ? facts.lines.map((l) => lineText(l, locale)) : [];
  const itemsText = items.length > 0 ? `\n\n${ITEMS_HEADING[locale]}\n${items.map((i) => `- ${i}`).join("\n")}` : "";
  const itemsHtml = items.length > 0 ? `<p>${escapeHtml(ITEMS_HEADING[locale])}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "";
  const text = `${line}${itemsText}\n\n${LINK[locale]}: ${facts.orderUrl}\n\n${SHOP_NAME[locale]}`;
  const html = `<p>${escapeHtml(line)}</p>${itemsHtml}<p><a href="${escapeHtml(facts.orderUrl)}">${escapeHtml(LINK[locale])}</a></p><p>${escapeHtml(SHOP_NAME[locale])}</p>`;
  return { subject, text, html };
}
