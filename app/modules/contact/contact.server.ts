import { queueMessage } from "~/adapters/messages/index.server";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { DAY_MS, HOUR_MS } from "~/kernel/dates";
import { fail, ok, type Result } from "~/kernel/result";
import { findPickupLocations } from "~/modules/checkout/index.server";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import { CONTACTS_PER_IP_PER_HOUR, CONTACTS_PER_PAGE, CONTACTS_PER_SENDER_PER_DAY, ownContactsOnly, replyChannel, type AccountContacts, type ContactStateFilter, type ContactTopic } from "./domain/contact";
import type { ContactInput, StaffContactInput } from "./forms";
import { messageLocale, renderContactAnswer, renderContactCopy } from "./messages";
import { countContactForms, findAccountContacts, findContactForm, insertContactForm, insertReply, listContactForms, moveOpenContactForm, repliesOf } from "./queries.server";
import type { ContactError, StaffContactError } from "./status";
import type { ContactDefaults, ContactMessagePage, ContactMessageSummary, ContactMessageView, StoreLocationView } from "./view-models";
import { localized } from "~/kernel/localized";

/**
 * The contact form (issue 17, decision 049): a message to the shop with a copy to the sender,
 * read and answered by staff at /staff/messages; answers go out through the outbox.
 */

/** The account's own confirmed contacts: the only ones a signed-in shopper may send with (spec §5). */
async function ownContacts(db: DB, userId: number): Promise<(AccountContacts & { name: string }) | null> {
  const account = await findAccountContacts(db, userId);
  if (!account) return null;
  return { name: account.name, email: account.email_confirmed_at ? account.email : null, phone: account.phone_confirmed_at ? account.phone : null };
}

export async function contactDefaults(db: DB, userId: number | null): Promise<ContactDefaults> {
  const own = userId === null ? null : await ownContacts(db, userId);
  return own ? { name: own.name, email: own.email ?? "", phone: own.phone ?? "", locked: true } : { name: "", email: "", phone: "", locked: false };
}

export async function storeLocations(db: DB, locale: "mn" | "en"): Promise<StoreLocationView[]> {
  return (await findPickupLocations(db)).map((row) => ({
    id: row.id,
    name: localized(row, "name", locale),
    address: localized(row, "address", locale),
    opensAt: row.opens_at,
    closesAt: row.closes_at,
  }));
}

export interface ContactRequest extends ContactInput {
  userId: number | null;
  locale: string;
  clientIp: string;
}

export async function sendContactMessage(db: DB, now: Date, request: ContactRequest): Promise<Result<{ id: number; copy: "email" | "sms" }, ContactError>> {
  const email = request.email ?? null;
  const phone = request.phone ?? null;
  if (request.userId !== null && !ownContactsOnly(await ownContacts(db, request.userId), { email, phone })) return fail("contact:errors.ownContactOnly");
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  if (!(await hitRateLimit(db, `contact:ip:${request.clientIp}`, CONTACTS_PER_IP_PER_HOUR, hourAgo, now))) return fail("contact:errors.tooManyMessages");
  if (!(await hitRateLimit(db, `contact:sender:${email ?? phone}`, CONTACTS_PER_SENDER_PER_DAY, dayAgo, now))) return fail("contact:errors.tooManyMessages");
  const locale = messageLocale(request.locale);
  const to = replyChannel({ email, phone })!;
  const id = await inTransaction(db, async (trx) => {
    const row = await insertContactForm(trx, {
      user_id: request.userId,
      name: request.name,
      email,
      phone,
      topic: request.topic,
      message: request.message,
      locale,
      state: "new",
      created_at: now.toISOString(),
    });
    const copy = renderContactCopy(to.channel, locale, { number: row.id, topic: request.topic, message: request.message });
    await queueMessage(trx, { channel: to.channel, recipient: to.to, subject: copy.subject, text: copy.text, html: copy.html }, now);
    return row.id;
  });
  return ok({ id, copy: to.channel });
}

type Row = NonNullable<Awaited<ReturnType<typeof findContactForm>>>;

const summary = (row: Row): ContactMessageSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  topic: row.topic as ContactTopic,
  state: row.state,
  excerpt: row.message.length > 140 ? `${row.message.slice(0, 139)}…` : row.message,
  createdAt: row.created_at,
  signedIn: row.user_id !== null,
});

export async function staffContactMessages(db: DB, state: ContactStateFilter | null, page: number): Promise<ContactMessagePage> {
  const total = await countContactForms(db, state);
  const pages = Math.max(1, Math.ceil(total / CONTACTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await listContactForms(db, state, CONTACTS_PER_PAGE, (current - 1) * CONTACTS_PER_PAGE);
  return { messages: rows.map(summary), state, page: current, pages, total };
}

export async function staffContactMessage(db: DB, id: number): Promise<ContactMessageView | null> {
  const row = await findContactForm(db, id);
  if (!row) return null;
  const { excerpt: _excerpt, ...rest } = summary(row);
  const replies = await repliesOf(db, id);
  return { ...rest, message: row.message, locale: row.locale, replies: replies.map((r) => ({ id: r.id, body: r.body, createdAt: r.created_at, staffName: r.staff_name })) };
}

/** Staff's answer (sent to the sender through the outbox, the message marked answered) or closing a message. */
export async function handleContactMessage(db: DB, now: Date, staffId: number, input: StaffContactInput): Promise<Result<{ state: "answered" | "closed" }, StaffContactError>> {
  const row = await findContactForm(db, input.id);
  if (!row) return fail("contact:errors.messageNotFound");
  if (input.intent === "close") {
    return (await moveOpenContactForm(db, row.id, "closed")) ? ok({ state: "closed" }) : fail("contact:errors.alreadyClosed");
  }
  const to = replyChannel(row)!;
  const answered = await inTransaction(db, async (trx) => {
    if (!(await moveOpenContactForm(trx, row.id, "answered"))) return false;
    await insertReply(trx, { contactFormId: row.id, staffUserId: staffId, body: input.body, createdAt: now.toISOString() });
    const message = renderContactAnswer(to.channel, messageLocale(row.locale), { number: row.id, body: input.body });
    await queueMessage(trx, { channel: to.channel, recipient: to.to, subject: message.subject, text: message.text, html: message.html }, now);
    return true;
  });
  return answered ? ok({ state: "answered" }) : fail("contact:errors.alreadyClosed");
}
