import type { DB } from "~/db/client.server";
import { countPartnerCards, loyaltyOrderTotal, partnerCardTaken } from "./queries/loyalty.server";
import { deletePartnerCard, insertPartnerCard, listPartnerCards } from "./queries/wallet.server";
import { LOYALTY_TUGRIK_PER_POINT, PARTNER_CARDS_PER_USER, partnerProgram } from "~/config/partner-cards";
import { fail, ok, type Result } from "~/kernel/result";

/**
 * Partner and loyalty cards on the account (storefront-spec.md §7 The calls it makes: users/cards,
 * register_card, remove_card), and the shopper's loyalty points: one point per 1,000₮ of delivered or
 * completed orders.
 */

export interface PartnerCardView {
  id: number;
  program: string;
  cardNumber: string;
  createdAt: string;
  known: boolean;
}

/** Groups of four digits, as printed on most cards. */
export function formatCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export async function partnerCardsPage(db: DB, userId: number) {
  const [cards, orderTotal] = await Promise.all([listPartnerCards(db, userId), loyaltyOrderTotal(db, userId)]);
  return {
    cards: cards.map(
      (c): PartnerCardView => ({ id: c.id, program: c.program, cardNumber: formatCardNumber(c.card_number), createdAt: c.created_at, known: partnerProgram(c.program) !== undefined }),
    ),
    loyalty: { points: Math.floor(orderTotal / LOYALTY_TUGRIK_PER_POINT), orderTotal, tugrikPerPoint: LOYALTY_TUGRIK_PER_POINT },
    limit: PARTNER_CARDS_PER_USER,
  };
}

export type AddCardError = "duplicate" | "limitReached" | "unknownProgram";

/** Registers a card; a card (programme + number) belongs to one account only. */
export async function addPartnerCard(db: DB, userId: number, input: { program: string; cardNumber: string }, now: Date): Promise<Result<null, AddCardError>> {
  if (!partnerProgram(input.program)) return fail("unknownProgram");
  if (await partnerCardTaken(db, input.program, input.cardNumber)) return fail("duplicate");
  if ((await countPartnerCards(db, userId)) >= PARTNER_CARDS_PER_USER) return fail("limitReached");
  // The UNIQUE (program, card_number) constraint settles two accounts racing for one card.
  if (!(await insertPartnerCard(db, { userId, program: input.program, cardNumber: input.cardNumber, now }))) return fail("duplicate");
  return ok(null);
}

/** Removes one of the user's own cards; another user's card (or none) is not found. */
export async function removePartnerCard(db: DB, userId: number, id: number): Promise<Result<null, "notFound">> {
  return (await deletePartnerCard(db, userId, id)) ? ok(null) : fail("notFound");
}
