import { randomInt } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { queueMessage } from "~/adapters/messages/index.server";
import { siteConfig } from "~/config/site";
import { formatShopWindow } from "~/kernel/dates";
import { TICKET_CODE_ALPHABET, TICKET_CODE_SYMBOLS, ticketCodeFromValues } from "../domain/tickets";
import { admissionLinesOfOrder, insertTicketIfNew, ticketsOfOrder, unitHasTicket, userEmail, userName, voidValidTicketsOfOrder } from "./queries.server";
import { renderTicketEmail } from "./ticket-email";
import { eventWordsIn } from "./words.server";
import { localized } from "~/kernel/localized";

/**
 * Issuing and voiding e-tickets, inside the order's own transaction (the orders module calls
 * these from applyOrderEventInTx): a ticket exists exactly when its payment does, and a rollback
 * takes both back (docs/decisions/053-counter-tickets-and-coupons.md).
 */

/** The order as the counter needs it (the orders module passes its row; no import back). */
export interface TicketOrder {
  id: number;
  number: string;
  token: string;
  user_id: number | null;
  email: string | null;
  locale: string | null;
  receiver_name: string | null;
}

/** Tries for a code nobody holds; a clash among 2^100 codes is already a wonder. */
const CODE_ATTEMPTS = 5;

export function newTicketCode(): string {
  return ticketCodeFromValues(Array.from({ length: TICKET_CODE_SYMBOLS }, () => randomInt(TICKET_CODE_ALPHABET.length)));
}

/**
 * One ticket per unit of each admission line (seq 1..quantity). A unit that already has its
 * ticket is skipped by the unique (line, seq) key, so a second "paid" issues nothing more. When
 * it wrote any, the e-mail with every ticket of the order goes to the outbox in this transaction.
 * Returns how many it wrote.
 */
export async function issueOrderTicketsInTx(trx: Transaction<Database>, order: TicketOrder, now: Date, origin: string): Promise<number> {
  const lines = await admissionLinesOfOrder(trx, order.id);
  if (lines.length === 0) return 0;
  const createdAt = now.toISOString();
  const holderName = (order.receiver_name?.trim() || (order.user_id !== null ? await userName(trx, order.user_id) : "")).slice(0, 200);
  let issued = 0;
  for (const line of lines) {
    for (let seq = 1; seq <= line.quantity; seq++) {
      for (let attempt = 1; ; attempt++) {
        const written = await insertTicketIfNew(trx, {
          code: newTicketCode(),
          orderId: order.id,
          lineItemId: line.line_item_id,
          seq,
          eventId: line.event_id,
          variantId: line.variant_id,
          holderUserId: order.user_id,
          holderName,
          createdAt,
        });
        if (written) {
          issued += 1;
          break;
        }
        if (await unitHasTicket(trx, line.line_item_id, seq)) break;
        if (attempt >= CODE_ATTEMPTS) throw new Error(`no free ticket code after ${CODE_ATTEMPTS} tries`);
      }
    }
  }
  if (issued > 0) await queueTicketEmail(trx, order, now, origin);
  return issued;
}

async function queueTicketEmail(trx: Transaction<Database>, order: TicketOrder, now: Date, origin: string): Promise<void> {
  const recipient = order.email ?? (order.user_id !== null ? await userEmail(trx, order.user_id) : null);
  if (!recipient) return;
  const locale = order.locale === "en" ? "en" : "mn";
  const tickets = await ticketsOfOrder(trx, order.id);
  const words = await eventWordsIn(trx, tickets.map((t) => t.event_id), locale);
  const orderUrl = `${origin}/orders/${encodeURIComponent(order.number)}${order.user_id === null ? `?token=${encodeURIComponent(order.token)}` : ""}`;
  const email = renderTicketEmail(locale, {
    orderNumber: order.number,
    orderUrl,
    ticketsUrl: order.user_id === null ? null : `${origin}/account/tickets`,
    tickets: tickets
      .filter((t) => t.state === "valid")
      .map((t) => ({
        code: t.code,
        eventTitle: words(t.event_id).title,
        place: words(t.event_id).place,
        when: formatShopWindow(t.event_starts_at, t.event_ends_at, locale, siteConfig.timeZone),
        admission: localized(t, "admission", locale),
      })),
  });
  await queueMessage(trx, { channel: "email", recipient, subject: email.subject, text: email.text, html: email.html }, now);
}

/** The order was canceled, expired or returned: its valid tickets become void; used ones stay used. */
export async function voidOrderTicketsInTx(trx: Transaction<Database>, orderId: number, now: Date): Promise<number> {
  return voidValidTicketsOfOrder(trx, orderId, now.toISOString());
}
