import type { DB } from "~/db/client.server";
import { shopNow } from "~/kernel/clock.server";
import { createAfterCommitRuns } from "~/kernel/after-commit-runs";
import { MINUTE_MS } from "~/kernel/dates";
import { claimDeliverable, failAbandonedMessages, insertOutboxMessage, markFailed, markKept, markSent, type OutboxMessageRow } from "./queries.server";
import type { CodePurpose, MessageChannel } from "~/db/schema";
import { devOutboxEnabled, env } from "~/config/env.server";
import { smtpEmailSender, type SendEmail } from "./mail.server";
import { httpSmsSender, type SendSms } from "./sms.server";
import { CODE_TTL_MINUTES, renderCodeEmail, renderCodeSms } from "./templates";

/**
 * Every e-mail and SMS goes through the outbox: the request writes a row (cheap, and inside its
 * transaction if it has one), and delivery happens afterwards, outside any transaction, so a
 * slow SMTP server or SMS gateway never holds a database lock or delays a page.
 */

export interface CodeMessage {
  channel: "email" | "sms";
  destination: string;
  code: string;
  purpose: CodePurpose;
  locale: "mn" | "en";
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  kept: number;
}

/** The delivery channels; null means "not configured: keep the message in the outbox". */
export interface Senders {
  email: SendEmail | null;
  sms: SendSms | null;
}

/**
 * Retry n + 1 of a failed message may start this long after the message was written (the
 * first attempt is immediate). After the last one it stays 'failed'.
 */
export const RETRY_OFFSETS_MS = [5_000, 35_000] as const;
export const MAX_ATTEMPTS = RETRY_OFFSETS_MS.length + 1;
/**
 * A message still 'sending' this long after its claim was left by a server that stopped (or
 * lost the database) mid-send: it is claimed again, as a further attempt. Far longer than a
 * claimed batch takes to send, even when every message runs into the senders' timeouts
 * (mail.server.ts, sms.server.ts).
 */
export const STALE_CLAIM_MS = 10 * MINUTE_MS;
/** Messages one run claims at a time: small enough to be sent well within STALE_CLAIM_MS, so no live claim looks stale. */
const CLAIM_BATCH_SIZE = 10;

/** Writes the message to the outbox (one INSERT, safe inside the caller's flow) and schedules delivery after the current request (never awaited by the caller, never inside a transaction). */
export async function queueCodeMessage(db: DB, message: CodeMessage, now: Date): Promise<void> {
  if (message.channel === "email") {
    const email = renderCodeEmail(message.purpose, message.locale, message.code);
    await insertOutboxMessage(db, { channel: "email", recipient: message.destination, subject: email.subject, bodyText: email.text, bodyHtml: email.html }, now);
  } else {
    const text = renderCodeSms(message.purpose, message.locale, message.code);
    await insertOutboxMessage(db, { channel: "sms", recipient: message.destination, subject: "", bodyText: text, bodyHtml: null }, now);
  }
  // A transaction handle is dead once it commits; delivery uses the process-wide connection,
  // whose queries wait for the caller's transaction to finish first.
  scheduleDeliveryAfter(db);
}

export interface PlainMessage {
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Any already-rendered message (order notices): written to the outbox, delivered after the request like the codes. */
export async function queueMessage(db: DB, message: PlainMessage, now: Date): Promise<void> {
  await insertOutboxMessage(db, { channel: message.channel, recipient: message.recipient, subject: message.subject, bodyText: message.text, bodyHtml: message.html }, now);
  scheduleDeliveryAfter(db);
}

/** Delivers pending outbox rows (claimed in batches, so two app servers never send one message twice); retries failures a few times with backoff; returns counts. */
export async function deliverPendingMessages(db: DB, now: Date = shopNow()): Promise<DeliveryReport> {
  return deliverOutbox(db, configuredSenders(), now);
}

/** The senders the environment configures (SMTP_URL, SMS_GATEWAY_URL). */
export function configuredSenders(): Senders {
  const config = env();
  return {
    email: config.SMTP_URL ? smtpEmailSender(config.SMTP_URL, config.MAIL_FROM) : null,
    sms: config.SMS_GATEWAY_URL
      ? httpSmsSender({ url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, sender: config.SMS_SENDER })
      : null,
  };
}

/** deliverPendingMessages with explicit senders (tests, scripts). */
export async function deliverOutbox(db: DB, senders: Senders, now: Date = shopNow()): Promise<DeliveryReport> {
  return (await runOutbox(db, senders, now)).report;
}

interface OutboxRun {
  report: DeliveryReport;
  /** When the earliest message that failed in this run may be tried again; null when none may. */
  nextRetryAt: number | null;
}

async function runOutbox(db: DB, senders: Senders, now: Date): Promise<OutboxRun> {
  const run: OutboxRun = { report: { sent: 0, failed: 0, kept: 0 }, nextRetryAt: null };
  const staleClaimedAtOrBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  await failAbandonedMessages(db, { staleClaimedAtOrBefore, maxAttempts: MAX_ATTEMPTS });
  for (;;) {
    const batch = await claimDeliverable(db, {
      now: now.toISOString(),
      retryWindows: RETRY_OFFSETS_MS.map((offset, index) => ({
        attempts: index + 1,
        createdAtOrBefore: new Date(now.getTime() - offset).toISOString(),
      })),
      retryCreatedAfter: new Date(now.getTime() - CODE_TTL_MINUTES * MINUTE_MS).toISOString(),
      staleClaimedAtOrBefore,
      maxAttempts: MAX_ATTEMPTS,
      limit: CLAIM_BATCH_SIZE,
    });
    for (const message of batch) {
      const outcome = await deliverOne(db, message, senders, now);
      run.report[outcome] += 1;
      const offset = RETRY_OFFSETS_MS[message.attempts - 1];
      if (outcome === "failed" && offset !== undefined) {
        const retryAt = Date.parse(message.created_at) + offset;
        run.nextRetryAt = Math.min(run.nextRetryAt ?? retryAt, retryAt);
      }
    }
    if (batch.length < CLAIM_BATCH_SIZE) return run;
  }
}

async function deliverOne(db: DB, message: OutboxMessageRow, senders: Senders, now: Date): Promise<keyof DeliveryReport> {
  try {
    if (message.channel === "email") {
      if (!senders.email) return await keep(db, message);
      await senders.email({ to: message.recipient, subject: message.subject, text: message.body_text, html: message.body_html });
    } else {
      if (!senders.sms) return await keep(db, message);
      await senders.sms({ to: message.recipient, text: message.body_text });
    }
  } catch (error) {
    await markFailed(db, message, error instanceof Error ? error.message : String(error));
    console.error(`[outbox] ${message.channel} message ${message.id} failed (attempt ${message.attempts} of ${MAX_ATTEMPTS}):`, error);
    return "failed";
  }
  await markSent(db, message, now);
  return "sent";
}

const announcedChannels = new Set<MessageChannel>();

async function keep(db: DB, message: OutboxMessageRow): Promise<"kept"> {
  await markKept(db, message);
  const setting = message.channel === "email" ? "SMTP_URL" : "SMS_GATEWAY_URL";
  if (env().NODE_ENV === "production" && !devOutboxEnabled()) {
    // A shopper is waiting for this code and nothing can deliver it: an operator must see that.
    console.error(`[outbox] ${setting} is not set: ${message.channel} message ${message.id} was not delivered (kept in the outbox)`);
  } else if (!announcedChannels.has(message.channel)) {
    // Development, tests, or an operator who turned the outbox page on: keeping is the plan.
    announcedChannels.add(message.channel);
    console.info(`[outbox] ${setting} is not set: ${message.channel} messages stay in the outbox (see /dev/outbox)`);
  }
  return "kept";
}

/**
 * Delivery runs after the commit (app/kernel/after-commit-runs.ts). A run after the request has
 * no request of its own: it reads the shop's one clock (docs/decisions/031-one-clock.md), the
 * clock the outbox rows were stamped with.
 */
const deliveryRuns = createAfterCommitRuns<DB>({
  label: "[outbox]",
  run: async (db) => (await runOutbox(db, configuredSenders(), shopNow())).nextRetryAt,
  now: () => shopNow().getTime(),
});

/** The process's own handle, which runs for messages queued inside a transaction go to (app/platform/context.server.ts). */
export function setDeliveryDatabase(db: DB): void {
  deliveryRuns.setHome(db);
}

function scheduleDeliveryAfter(db: DB): void {
  deliveryRuns.scheduleAfter(db);
}

/** Resolves when the scheduled delivery runs for this handle have finished (tests, graceful shutdown). */
export async function whenDeliveryIdle(db: DB): Promise<void> {
  await deliveryRuns.whenIdle(db);
}
