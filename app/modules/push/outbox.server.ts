import type { Transaction } from "kysely";
import { webPushSender, type SendPush } from "~/adapters/push/index.server";
import { pushLoopbackAllowed } from "~/config/env.server";
import type { DB } from "~/db/client.server";
import { isPostgres } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { createAfterCommitRuns } from "~/kernel/after-commit-runs";
import { shopNow } from "~/kernel/clock.server";
import { MINUTE_MS } from "~/kernel/dates";
import { classifyAnswer, MAX_ATTEMPTS, nextAttemptAt } from "./domain/delivery";
import { backInStockPayload, isPushedOrderState, orderStatusPayload, pushLocale, type PushPayload } from "./domain/payloads";
import { isAllowedEndpoint } from "./domain/subscription";
import {
  claimDuePushes,
  deleteSubscription,
  failAbandonedPushes,
  findTargets,
  insertMessagesForUser,
  markPushFailed,
  markPushRetry,
  markPushSent,
  markSubscriptionUsed,
  nextDueAt,
  userLocale,
} from "./queries.server";
import { vapidConfig } from "./vapid.server";

/**
 * The push outbox (docs/decisions/058-web-push.md). Other modules queue pushes inside the
 * transaction of their event (rows only, no I/O: orders -> push never waits on a push service);
 * delivery runs after the commit, outside any transaction, like the e-mail outbox's
 * (app/adapters/messages/index.server.ts), and again from the sweep tick for retries and for a
 * message the run after its commit did not yet see.
 */

/** How long a push service keeps a message for a browser that is offline: a day (an order's news is stale after that). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A message still 'sending' this long after its claim was left by a server that stopped: claimed again. */
export const STALE_PUSH_CLAIM_MS = 10 * MINUTE_MS;
const CLAIM_BATCH_SIZE = 20;

export type OrderPushEvent = { userId: number; orderNumber: string; state: string; locale: string | null };

/**
 * An order reached a state the shopper hears about by push (paid, shipped, delivered): one
 * message per device of the order's user, in the order's language. Rows only; returns how many.
 */
export async function queueOrderStatusPushInTx(trx: Transaction<Database>, event: OrderPushEvent, now: Date): Promise<number> {
  if (!isPushedOrderState(event.state)) return 0;
  const payload = orderStatusPayload(pushLocale(event.locale), { number: event.orderNumber, state: event.state });
  return queuePushInTx(trx, { userId: event.userId, kind: "order_status", payload }, now);
}

/** A variant a signed-in shopper waited for is back: one message per device, in the account's language. */
export async function queueBackInStockPushInTx(
  trx: Transaction<Database>,
  event: { userId: number; product: { name: { mn: string; en: string }; slug: string }; variantId: number },
  now: Date,
): Promise<number> {
  const locale = pushLocale(await userLocale(trx, event.userId));
  const payload = backInStockPayload(locale, { name: event.product.name[locale] || event.product.name.mn, slug: event.product.slug, variantId: event.variantId });
  return queuePushInTx(trx, { userId: event.userId, kind: "back_in_stock", payload }, now);
}

/** Writes one outbox row per device of the user (none when they linked none) and schedules delivery after the commit. */
export async function queuePushInTx(trx: Transaction<Database> | DB, message: { userId: number; kind: "order_status" | "back_in_stock"; payload: PushPayload }, now: Date): Promise<number> {
  const queued = await insertMessagesForUser(trx, message.userId, { kind: message.kind, payload: JSON.stringify(message.payload) }, now);
  if (queued > 0) schedulePushDeliveryAfter(trx);
  return queued;
}

export interface PushDeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Subscriptions deleted because their push service said they are gone (404/410). */
  gone: number;
}

/** The sender the configuration gives, or null when push is off (no keys in production). */
export async function configuredPushSender(db: DB): Promise<SendPush | null> {
  const vapid = await vapidConfig(db);
  return vapid ? webPushSender(vapid) : null;
}

/**
 * Sends every due message (claimed in batches; two servers never send one twice), settles each by
 * the push service's answer: sent; gone -> the subscription and its messages deleted; rejected
 * (4xx) -> failed; no answer, 429 or 5xx -> tried again later (1, 5, 30, 120 minutes), then failed.
 */
export async function deliverPendingPushes(db: DB, send: SendPush | null = null, now: Date = shopNow()): Promise<PushDeliveryReport> {
  const report: PushDeliveryReport = { sent: 0, retried: 0, failed: 0, gone: 0 };
  const sender = send ?? (await configuredPushSender(db));
  if (!sender) return report;
  const staleClaimedAtOrBefore = new Date(now.getTime() - STALE_PUSH_CLAIM_MS).toISOString();
  await failAbandonedPushes(db, { staleClaimedAtOrBefore, maxAttempts: MAX_ATTEMPTS });
  const allowLoopback = pushLoopbackAllowed();
  for (;;) {
    const batch = await claimDuePushes(db, { now: now.toISOString(), staleClaimedAtOrBefore, maxAttempts: MAX_ATTEMPTS, limit: CLAIM_BATCH_SIZE });
    const targets = new Map((await findTargets(db, [...new Set(batch.map((m) => m.subscription_id))])).map((t) => [t.id, t]));
    for (const message of batch) {
      const target = targets.get(message.subscription_id);
      if (!target) continue; // its device was removed after the claim: the row went with it
      if (!isAllowedEndpoint(target.endpoint, { allowLoopback })) {
        await markPushFailed(db, message, "endpoint not allowed");
        report.failed += 1;
        continue;
      }
      const answer = await sender(target, message.payload, { ttlSeconds: PUSH_TTL_SECONDS, urgency: message.kind === "broadcast" ? "low" : "normal" });
      const meaning = classifyAnswer(answer.status);
      if (meaning === "sent") {
        await markPushSent(db, message, now);
        await markSubscriptionUsed(db, target.id, now);
        report.sent += 1;
      } else if (meaning === "gone") {
        await deleteSubscription(db, target.id);
        report.gone += 1;
      } else {
        const retryAt = meaning === "retry" ? nextAttemptAt(message.attempts, now) : null;
        if (retryAt) {
          await markPushRetry(db, message, retryAt, answer.error ?? "no answer");
          report.retried += 1;
        } else {
          await markPushFailed(db, message, answer.error ?? `push service answered ${answer.status}`);
          report.failed += 1;
        }
        console.error(`[push] message ${message.id} attempt ${message.attempts} of ${MAX_ATTEMPTS}: ${answer.error ?? answer.status}`);
      }
    }
    if (batch.length < CLAIM_BATCH_SIZE) return report;
  }
}

// ---------------------------------------------------------------------------------------------
// Delivery after the commit, in this process

const deliveryRuns = createAfterCommitRuns<DB>({
  label: "[push]",
  run: async (db) => {
    await deliverPendingPushes(db);
    const due = await nextDueAt(db);
    return due ? Date.parse(due) : null;
  },
  now: () => shopNow().getTime(),
});

/** The process's own database handle (app/platform/context.server.ts registers it): deliveries run on it, never on a transaction. */
export function setPushDeliveryDatabase(db: DB): void {
  deliveryRuns.setHome(db);
}

function schedulePushDeliveryAfter(db: DB | Transaction<Database>): void {
  const handle = deliveryRuns.scheduleAfter(db);
  // On PostgreSQL the first run may start before the caller's transaction commits and not see
  // the rows yet: a second run a moment later does (and the sweep tick after that, whatever happens).
  if (handle && db.isTransaction && isPostgres(handle)) setTimeout(() => deliveryRuns.schedule(handle), 1_500).unref();
}

export function schedulePushDelivery(db: DB): void {
  deliveryRuns.schedule(db);
}

/** Resolves when this handle's scheduled delivery runs have finished (tests). */
export async function whenPushDeliveryIdle(db: DB): Promise<void> {
  await deliveryRuns.whenIdle(db);
}
