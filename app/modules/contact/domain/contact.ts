/**
 * The contact form's rules (issue 17; storefront-spec.md §5: "Enter e-mail or phone", "A request
 * may only be sent from the user's own e-mail or own phone number").
 */

export const CONTACT_TOPICS = ["order", "delivery", "product", "wholesale", "feedback", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_ANSWER_MAX = 2000;
export const CONTACTS_PER_IP_PER_HOUR = 5;
export const CONTACTS_PER_SENDER_PER_DAY = 10;
export const CONTACTS_PER_PAGE = 30;

export const CONTACT_STATES = ["new", "answered", "closed"] as const;
export type ContactStateFilter = (typeof CONTACT_STATES)[number];

export function asContactState(value: string | null | undefined): ContactStateFilter | null {
  return (CONTACT_STATES as readonly string[]).includes(value ?? "") ? (value as ContactStateFilter) : null;
}

export interface AccountContacts {
  email: string | null;
  phone: string | null;
}

/**
 * Whether a signed-in shopper may send with these contacts: each one given must be the account's
 * own (compared normalised). A guest (account null) may give any.
 */
export function ownContactsOnly(account: AccountContacts | null, given: { email: string | null; phone: string | null }): boolean {
  if (!account) return true;
  if (given.email !== null && given.email !== account.email) return false;
  if (given.phone !== null && given.phone !== account.phone) return false;
  return true;
}

/** How the sender hears back: e-mail when they gave one, else SMS. */
export function replyChannel(contact: { email: string | null; phone: string | null }): { channel: "email"; to: string } | { channel: "sms"; to: string } | null {
  if (contact.email) return { channel: "email", to: contact.email };
  if (contact.phone) return { channel: "sms", to: contact.phone };
  return null;
}
