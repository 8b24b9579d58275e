import { createHash, randomBytes } from "node:crypto";
import { queueMessage } from "~/adapters/messages/index.server";
import { sessionSecrets } from "~/config/env.server";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { DAY_MS, HOUR_MS } from "~/kernel/dates";
import { normaliseEmail } from "~/kernel/identifiers";
import { fail, ok, type Result } from "~/kernel/result";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import { confirmationOpen, SUBSCRIBERS_PER_PAGE, SUBSCRIBES_PER_EMAIL_PER_DAY, SUBSCRIBES_PER_IP_PER_HOUR, toCsv, type NewsletterStateFilter } from "./domain/newsletter";
import { messageLocale, renderSubscriptionConfirmation, renderSubscriptionWelcome } from "./messages";
import { activateSubscriber, allSubscribers, countSubscribers, findSubscriberByTokenHash, listSubscribers, unsubscribeAddress, upsertPendingSubscriber } from "./queries.server";
import type { ConfirmSubscriptionError, SubscribeError, UnsubscribeError } from "./status";
import type { SubscriberPage, SubscriberView } from "./view-models";
import { hmacSha256, signedByAny } from "~/kernel/signing.server";

/**
 * The newsletter (issue 17, decision 049): double opt-in through the outbox, an unsubscribe link
 * signed with the session secrets in every message, and the staff's list and CSV export.
 */

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const base = (origin: string) => origin.replace(/\/+$/, "");

function unsubscribeSignature(email: string, secret: string): string {
  return hmacSha256(secret, `newsletter-unsubscribe:${email}`).toString("base64url");
}

/** The unsubscribe link of an address: works without signing in, for as long as the secret does (signed with the newest secret). */
export function unsubscribeLink(origin: string, email: string): string {
  const params = new URLSearchParams({ email, sig: unsubscribeSignature(email, sessionSecrets()[0]!) });
  return `${base(origin)}/newsletter/unsubscribe?${params.toString()}`;
}

/** Whether `sig` is the signature of `email` under any of the current secrets (rotation keeps old links working). */
export function verifyUnsubscribe(email: string, sig: string): string | null {
  const normalised = normaliseEmail(email);
  if (!normalised) return null;
  return signedByAny(sig, sessionSecrets(), (secret) => unsubscribeSignature(normalised, secret)) ? normalised : null;
}

export interface SubscribeRequest {
  email: string;
  source: "footer" | "page";
  userId: number | null;
  locale: string;
  clientIp: string;
  origin: string;
}

/**
 * A sign-up. The answer is the same for a new, pending or active address ("check your e-mail"),
 * so nobody learns who subscribed; only a pending row gets a (new) confirmation e-mail.
 */
export async function subscribeToNewsletter(db: DB, now: Date, request: SubscribeRequest): Promise<Result<{ state: "pending" }, SubscribeError>> {
  const email = normaliseEmail(request.email);
  if (!email) return fail("contact:errors.subscribeEmail");
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  if (!(await hitRateLimit(db, `newsletter:ip:${request.clientIp}`, SUBSCRIBES_PER_IP_PER_HOUR, hourAgo, now))) return fail("contact:errors.tooManySubscribes");
  if (!(await hitRateLimit(db, `newsletter:email:${email}`, SUBSCRIBES_PER_EMAIL_PER_DAY, dayAgo, now))) return fail("contact:errors.tooManySubscribes");
  const token = randomBytes(24).toString("base64url");
  const locale = messageLocale(request.locale);
  try {
    await inTransaction(db, async (trx) => {
      const id = await upsertPendingSubscriber(trx, { email, locale, tokenHash: hashToken(token), createdAt: now.toISOString(), userId: request.userId, source: request.source });
      if (id === undefined) return;
      const message = renderSubscriptionConfirmation(locale, {
        confirm: `${base(request.origin)}/newsletter/confirm?token=${token}`,
        unsubscribe: unsubscribeLink(request.origin, email),
      });
      await queueMessage(trx, { channel: "email", recipient: email, subject: message.subject, text: message.text, html: message.html }, now);
    });
  } catch (error) {
    // The other parallel sign-up of this address won the row and sent the e-mail: same answer.
    if (/UNIQUE|duplicate key|could not serialize/i.test(String(error))) return ok({ state: "pending" });
    console.error("[newsletter] the confirmation could not be queued", error);
    return fail("contact:errors.subscribeEmail");
  }
  return ok({ state: "pending" });
}

/** What a confirmation link is for (GET shows a button; only the POST confirms, so a mail scanner opening links confirms nothing). */
export async function newsletterConfirmLink(db: DB, now: Date, token: string): Promise<Result<{ email: string }, ConfirmSubscriptionError>> {
  const row = await findSubscriberByTokenHash(db, hashToken(token));
  if (!row || row.state !== "pending" || !confirmationOpen(row.created_at, now)) return fail("contact:errors.linkDead");
  return ok({ email: row.email });
}

/** Confirms once (the token is cleared by the same guarded UPDATE) and sends the welcome message. */
export async function confirmNewsletter(db: DB, now: Date, token: string, origin: string): Promise<Result<{ email: string }, ConfirmSubscriptionError>> {
  const tokenHash = hashToken(token);
  const row = await findSubscriberByTokenHash(db, tokenHash);
  if (!row || row.state !== "pending" || !confirmationOpen(row.created_at, now)) return fail("contact:errors.linkDead");
  const confirmed = await inTransaction(db, async (trx) => {
    if (!(await activateSubscriber(trx, row.id, tokenHash, now))) return false;
    const locale = messageLocale(row.locale);
    const message = renderSubscriptionWelcome(locale, { shop: `${base(origin)}/${locale === "en" ? "?lng=en" : ""}`, unsubscribe: unsubscribeLink(origin, row.email) });
    await queueMessage(trx, { channel: "email", recipient: row.email, subject: message.subject, text: message.text, html: message.html }, now);
    return true;
  });
  return confirmed ? ok({ email: row.email }) : fail("contact:errors.linkDead");
}

/** Unsubscribes the address of a correctly signed link; the same answer whether it was subscribed or not. */
export async function unsubscribeNewsletter(db: DB, now: Date, email: string, sig: string): Promise<Result<{ email: string }, UnsubscribeError>> {
  const address = verifyUnsubscribe(email, sig);
  if (!address) return fail("contact:errors.unsubscribeLinkBad");
  await unsubscribeAddress(db, address, now);
  return ok({ email: address });
}

const view = (row: Awaited<ReturnType<typeof listSubscribers>>[number]): SubscriberView => ({
  id: row.id,
  email: row.email,
  locale: row.locale,
  state: row.state,
  source: row.source,
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
});

export async function staffSubscribers(db: DB, state: NewsletterStateFilter | null, page: number): Promise<SubscriberPage> {
  const total = await countSubscribers(db, state);
  const pages = Math.max(1, Math.ceil(total / SUBSCRIBERS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await listSubscribers(db, state, SUBSCRIBERS_PER_PAGE, (current - 1) * SUBSCRIBERS_PER_PAGE);
  return { subscribers: rows.map(view), state, page: current, pages, total };
}

/** Every subscriber (of one state, or all) as CSV for a spreadsheet. */
export async function subscribersCsv(db: DB, state: NewsletterStateFilter | null): Promise<string> {
  const rows = await allSubscribers(db, state);
  return toCsv([
    ["email", "state", "locale", "source", "created_at", "confirmed_at", "unsubscribed_at"],
    ...rows.map((row) => [row.email, row.state, row.locale, row.source, row.created_at, row.confirmed_at, row.unsubscribed_at]),
  ]);
}
