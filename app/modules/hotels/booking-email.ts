import { escapeHtml, SHOP_NAME, type RenderedEmail } from "~/adapters/messages/templates";
import { formatMoney } from "~/kernel/money";

/**
 * The e-mails a booking's shopper receives at each step, in Mongolian or English (the language
 * they booked in). Pure: the caller passes the facts and the absolute link.
 */

export type BookingEmailKind = "requested" | "awaiting_payment" | "paid" | "confirmed" | "declined" | "canceled" | "expired";

export interface BookingEmailFacts {
  number: string;
  hotelName: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  passengers: string[];
  total: number;
  /** Set when a paid booking's money goes back. */
  refunded: boolean;
  url: string;
}

const WORDS = {
  mn: {
    subject: {
      requested: "Захиалгын хүсэлт хүлээн авлаа",
      awaiting_payment: "Захиалгаа төлнө үү",
      paid: "Захиалгын төлбөр төлөгдлөө",
      confirmed: "Зочид буудлын захиалга баталгаажлаа",
      declined: "Захиалгын хүсэлтийг хүлээн авах боломжгүй",
      canceled: "Захиалга цуцлагдлаа",
      expired: "Төлөгдөөгүй захиалгын хугацаа дууслаа",
    },
    intro: {
      requested: "Таны хүсэлтийг хүлээн авлаа. Манай ажилтан зочид буудалтай тохирч баталгаажуулаад танд мэдэгдэнэ.",
      awaiting_payment: "Өрөөг тань 30 минутын турш хадгалж байна. Энэ хугацаанд төлбөрөө төлнө үү.",
      paid: "Төлбөр тань төлөгдлөө. Зочид буудал баталгаажуулмагц дахин мэдэгдэнэ.",
      confirmed: "Таны захиалга баталгаажлаа. Сайхан амраарай!",
      declined: "Уучлаарай, энэ өдрүүдэд захиалгыг баталгаажуулах боломжгүй байна. Өөр өдөр эсвэл өөр өрөө сонгоно уу.",
      canceled: "Таны захиалга цуцлагдлаа.",
      expired: "Төлбөр хугацаандаа төлөгдөөгүй тул захиалга хүчингүй боллоо.",
    },
    refunded: "Төлсөн мөнгийг тань буцаан шилжүүллээ.",
    number: "Захиалгын дугаар",
    hotel: "Зочид буудал",
    room: "Өрөө",
    dates: "Огноо",
    rooms: "Өрөөний тоо",
    guests: "Зочид",
    total: "Нийт дүн",
    link: "Захиалгаа харах",
  },
  en: {
    subject: {
      requested: "We have your booking request",
      awaiting_payment: "Please pay for your booking",
      paid: "Your booking is paid",
      confirmed: "Your hotel booking is confirmed",
      declined: "We cannot confirm your booking request",
      canceled: "Your booking is canceled",
      expired: "Your unpaid booking has expired",
    },
    intro: {
      requested: "We have your request. Our staff will confirm it with the hotel and let you know.",
      awaiting_payment: "We are holding your room for 30 minutes. Please pay within that time.",
      paid: "Your payment is through. We will write again as soon as the hotel confirms.",
      confirmed: "Your booking is confirmed. Enjoy your stay!",
      declined: "Sorry, we cannot confirm this booking for these dates. Please choose other dates or another room.",
      canceled: "Your booking is canceled.",
      expired: "The payment did not arrive in time, so the booking has lapsed.",
    },
    refunded: "The money you paid has been refunded.",
    number: "Booking number",
    hotel: "Hotel",
    room: "Room",
    dates: "Dates",
    rooms: "Rooms",
    guests: "Guests",
    total: "Total",
    link: "See your booking",
  },
} as const;

export function renderBookingEmail(locale: "mn" | "en", kind: BookingEmailKind, facts: BookingEmailFacts): RenderedEmail {
  const w = WORDS[locale];
  const subject = `${w.subject[kind]} — ${facts.number}`;
  const rows: [string, string][] = [
    [w.number, facts.number],
    [w.hotel, facts.hotelName],
    [w.room, facts.roomName],
    [w.dates, `${facts.checkIn} – ${facts.checkOut}`],
    [w.rooms, String(facts.rooms)],
    [w.guests, facts.passengers.join(", ")],
    [w.total, formatMoney(facts.total, locale)],
  ];
  const intro = [w.intro[kind], ...(facts.refunded ? [w.refunded] : [])].join(" ");
  const text = [intro, "", ...rows.map(([label, value]) => `${label}: ${value}`), "", `${w.link}: ${facts.url}`, "", SHOP_NAME[locale], ""].join("\n");
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse: collapse; margin: 0 0 16px">
${rows.map(([label, value]) => `<tr><th style="text-align: left; padding: 4px 12px; vertical-align: top">${escapeHtml(label)}</th><td style="padding: 4px 12px">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p><a href="${escapeHtml(facts.url)}">${escapeHtml(w.link)}</a></p>
<p>${escapeHtml(SHOP_NAME[locale])}</p>
</body>
</html>
`;
  return { subject, text, html };
}
