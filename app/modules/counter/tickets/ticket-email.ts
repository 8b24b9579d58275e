import { qrImageSrc } from "~/adapters/messages/inline-qr";
import { escapeHtml, SHOP_NAME, type RenderedEmail } from "~/adapters/messages/templates";

/**
 * The e-mail that carries an order's e-tickets, in Mongolian and English. Pure: the caller passes
 * the event's words in the e-mail's language and the absolute links. Each ticket's QR code is an
 * inline PNG the sender draws from the code (adapters/messages/inline-qr.ts), so the door can
 * scan it from the e-mail; the text part carries the code for a reader without images.
 */

export interface TicketEmailFacts {
  orderNumber: string;
  orderUrl: string;
  /** /account/tickets, or null for a guest (who opens the order page). */
  ticketsUrl: string | null;
  tickets: { code: string; eventTitle: string; when: string; place: string; admission: string }[];
}

const WORDS = {
  mn: {
    subject: (n: number, number: string) => `Таны цахим тасалбар (${n}) — захиалга ${number}`,
    intro: (number: string) => `${number} дугаартай захиалгын төлбөр төлөгдлөө. Таны цахим тасалбарууд:`,
    code: "Тасалбарын код",
    event: "Арга хэмжээ",
    when: "Хэзээ",
    place: "Хаана",
    admission: "Тасалбарын төрөл",
    door: "Хаалган дээр ажилтанд QR кодоо эсвэл кодоо үзүүлнэ үү. Тасалбар бүрийг нэг удаа ашиглана.",
    order: "Захиалга болон QR код",
    account: "Миний тасалбарууд",
  },
  en: {
    subject: (n: number, number: string) => `Your e-ticket${n === 1 ? "" : "s"} (${n}) — order ${number}`,
    intro: (number: string) => `Order ${number} is paid. Here are your e-tickets:`,
    code: "Ticket code",
    event: "Event",
    when: "When",
    place: "Where",
    admission: "Admission",
    door: "Show the QR code or the code to our staff at the door. Each ticket lets one person in once.",
    order: "Your order and the QR codes",
    account: "My tickets",
  },
} as const;

export function renderTicketEmail(locale: "mn" | "en", facts: TicketEmailFacts): RenderedEmail {
  const w = WORDS[locale];
  const subject = w.subject(facts.tickets.length, facts.orderNumber);
  const rows = (t: TicketEmailFacts["tickets"][number]): [string, string][] => [
    [w.code, t.code],
    [w.event, t.eventTitle],
    [w.when, t.when],
    [w.place, t.place],
    [w.admission, t.admission],
  ];
  const links: [string, string][] = [[w.order, facts.orderUrl], ...(facts.ticketsUrl ? ([[w.account, facts.ticketsUrl]] as [string, string][]) : [])];
  const text = [
    w.intro(facts.orderNumber),
    "",
    ...facts.tickets.flatMap((t) => [...rows(t).map(([label, value]) => `${label}: ${value}`), ""]),
    w.door,
    "",
    ...links.map(([label, url]) => `${label}: ${url}`),
    "",
    SHOP_NAME[locale],
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(w.intro(facts.orderNumber))}</p>
${facts.tickets
  .map(
    (t) => `<table style="border-collapse: collapse; margin: 0 0 16px; border: 2px solid #222">
<tr><td colspan="2" style="padding: 8px 12px 0"><img src="${qrImageSrc(t.code)}" width="180" height="180" alt="QR ${escapeHtml(t.code)}" style="display: block; width: 180px; height: 180px"></td></tr>
${rows(t)
  .map(
    ([label, value], i) =>
      `<tr><th style="text-align: left; padding: 4px 12px; vertical-align: top">${escapeHtml(label)}</th><td style="padding: 4px 12px${i === 0 ? "; font-family: monospace; font-size: 18px; font-weight: bold; letter-spacing: 1px" : ""}">${escapeHtml(value)}</td></tr>`,
  )
  .join("\n")}
</table>`,
  )
  .join("\n")}
<p>${escapeHtml(w.door)}</p>
${links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`).join("\n")}
<p>${escapeHtml(SHOP_NAME[locale])}</p>
</body>
</html>
`;
  return { subject, text, html };
}
