import QRCode from "qrcode";
import type { DB } from "~/db/client.server";
import { siteConfig } from "~/config/site";
import { formatShopWindow } from "~/kernel/dates";
import { holderTicketOrder, normalizeTicketCode, ticketDisplayState } from "../domain/tickets";
import { eventOfProduct, findTicketByCode, ticketProductOfEvent, ticketsOfHolder, ticketsOfOrder, type TicketRow } from "./queries.server";
import type { TicketView } from "./view-models";
import { eventWordsIn } from "./words.server";
import { localized } from "~/kernel/localized";

type Locale = "mn" | "en";

/** The most tickets /account/tickets lists (a shopper with more sees the newest). */
const HOLDER_LIST_MAX = 200;

/** The code as a QR code, an SVG document drawn on the server (no script needed to show it). */
export function ticketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

async function toViews(db: DB, rows: TicketRow[], locale: Locale, now: Date, withQr: boolean): Promise<(TicketView & { id: number; usedByName: string | null })[]> {
  const words = await eventWordsIn(db, rows.map((r) => r.event_id), locale);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      code: row.code,
      state: ticketDisplayState({ state: row.state, eventEndsAt: row.event_ends_at }, now),
      eventTitle: words(row.event_id).title,
      eventPlace: words(row.event_id).place,
      eventStartsAt: row.event_starts_at,
      eventEndsAt: row.event_ends_at,
      when: formatShopWindow(row.event_starts_at, row.event_ends_at, locale, siteConfig.timeZone),
      admission: localized(row, "admission", locale),
      holderName: row.holder_name,
      orderNumber: row.order_number,
      usedAt: row.used_at,
      voidedAt: row.voided_at,
      usedByName: row.used_by_name || row.used_by_email || null,
      qrSvg: withQr && row.state !== "void" ? await ticketQrSvg(row.code) : null,
    })),
  );
}

const strip = <T extends { id: number; usedByName: string | null }>({ id: _id, usedByName: _by, ...view }: T) => view;

/** The order page's tickets (owner, staff or the token's holder already passed the order's guard). */
export async function orderTickets(db: DB, orderId: number, locale: Locale, now: Date): Promise<TicketView[]> {
  const rows = await ticketsOfOrder(db, orderId);
  return (await toViews(db, rows, locale, now, true)).map(strip);
}

/** /account/tickets: the holder's tickets, upcoming first (soonest first), then the rest. */
export async function holderTickets(db: DB, userId: number, locale: Locale, now: Date): Promise<TicketView[]> {
  const rows = await ticketsOfHolder(db, userId, HOLDER_LIST_MAX);
  const sorted = holderTicketOrder(
    rows.map((row) => ({ ...row, eventStartsAt: row.event_starts_at, eventEndsAt: row.event_ends_at })),
    now,
  );
  return (await toViews(db, sorted, locale, now, true)).map(strip);
}

/** One of the holder's tickets by its code (the big QR for the door), or null: not theirs, or no such code. */
export async function holderTicket(db: DB, userId: number, code: string, locale: Locale, now: Date): Promise<TicketView | null> {
  const normal = normalizeTicketCode(code);
  if (!normal) return null;
  const row = await findTicketByCode(db, normal);
  if (!row || row.holder_user_id !== userId) return null;
  return strip((await toViews(db, [row], locale, now, true))[0]!);
}

/** The microsite's "Buy tickets": the slug of the event's ticket product, if one is on sale. */
export async function ticketProductSlug(db: DB, eventSlug: string): Promise<string | null> {
  return (await ticketProductOfEvent(db, eventSlug))?.slug ?? null;
}

/** The product page's facts for a ticket product: the event's date, time and place, in words. */
export async function productEventFacts(db: DB, productId: number, locale: Locale): Promise<{ when: string; place: string } | null> {
  const event = await eventOfProduct(db, productId);
  if (!event) return null;
  const words = await eventWordsIn(db, [event.id], locale);
  return { when: formatShopWindow(event.starts_at, event.ends_at, locale, siteConfig.timeZone), place: words(event.id).place };
}
