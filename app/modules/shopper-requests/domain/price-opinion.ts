/**
 * Rules of a price opinion ('I would buy this at …', issue 16; storefront-spec.md §5). Pure: the
 * caller passes the current selling price, the account's confirmed contacts and the clock.
 * Error codes are full i18n keys of the `requests` namespace.
 */

/** A note longer than a couple of sentences is not an opinion; the column holds 500. */
export const OPINION_NOTE_MAX = 300;
/** Opinions one shopper may send in a day, across products: enough for a person, useless for flooding staff. */
export const OPINIONS_PER_DAY = 5;
/** How long the coupon of an accepted opinion stays usable. */
export const OPINION_COUPON_DAYS = 14;
/** The largest amount anyone types for a bottle; above it the number is a typing slip. */
export const OPINION_AMOUNT_MAX = 100_000_000;

export type OpinionAmountError = "requests:errors.amountNotBelowPrice" | "requests:errors.amountInvalid";

/** An opinion names a whole, positive tugrik amount below what the product sells for now. */
export function checkOpinionAmount(amount: number, sellingPrice: number): OpinionAmountError | null {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > OPINION_AMOUNT_MAX) return "requests:errors.amountInvalid";
  if (amount >= sellingPrice) return "requests:errors.amountNotBelowPrice";
  return null;
}

export interface AccountContacts {
  email: string | null;
  emailConfirmed: boolean;
  phone: string | null;
  phoneConfirmed: boolean;
}

export type ContactChoice = { kind: "email"; value: string } | { kind: "phone"; value: string };

/** The contacts an answer may go to: only the account's own confirmed e-mail and phone, e-mail first. */
export function confirmedContacts(account: AccountContacts): ContactChoice[] {
  const choices: ContactChoice[] = [];
  if (account.email && account.emailConfirmed) choices.push({ kind: "email", value: account.email });
  if (account.phone && account.phoneConfirmed) choices.push({ kind: "phone", value: account.phone });
  return choices;
}

/**
 * The contact a posted request answers to, or null when what was posted is not one of the
 * account's confirmed contacts (spec §5: 'A request may only be sent from the user's own e-mail or
 * own phone number'). E-mail is compared without case; a phone as stored (+976…).
 */
export function ownContact(account: AccountContacts, posted: string): ContactChoice | null {
  const wanted = posted.trim();
  return confirmedContacts(account).find((c) => (c.kind === "email" ? c.value.toLowerCase() === wanted.toLowerCase() : c.value === wanted)) ?? null;
}

/** An accepted opinion's coupon takes off the difference the shopper asked for, at the price they saw. */
export function opinionDiscount(priceAtRequest: number, amount: number): number {
  const discount = priceAtRequest - amount;
  if (!Number.isSafeInteger(discount) || discount <= 0) throw new RangeError(`an opinion must be below its price: ${amount} vs ${priceAtRequest}`);
  return discount;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A coupon code for an accepted opinion from random bytes: 'PO-' and 10 letters or digits without look-alikes (0/O, 1/I). */
export function opinionCouponCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 10) throw new RangeError("ten random bytes are needed");
  let code = "PO-";
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomBytes[i]! % CODE_ALPHABET.length];
  return code;
}

export type OpinionState = "open" | "accepted" | "declined";

/** Open requests first (staff work them oldest first), then the answered ones newest first. */
export function staffQueueOrder<T extends { state: OpinionState; id: number }>(rows: readonly T[]): T[] {
  const open = rows.filter((r) => r.state === "open").sort((a, b) => a.id - b.id);
  const answered = rows.filter((r) => r.state !== "open").sort((a, b) => b.id - a.id);
  return [...open, ...answered];
}
