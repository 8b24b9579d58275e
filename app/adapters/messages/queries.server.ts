import type { Insertable, Selectable } from "kysely";
import type { DB } from "~/db/client.server";
import { isPostgres } from "~/db/dialect";
import type { MessageChannel, OutboxMessageTable } from "~/db/schema";

export type OutboxMessageRow = Selectable<OutboxMessageTable>;

export interface NewOutboxMessage {
  channel: MessageChannel;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
}

export async function insertOutboxMessage(db: DB, message: NewOutboxMessage, now: Date): Promise<number> {
  const row: Insertable<OutboxMessageTable> = {
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body_text: message.bodyText,
    body_html: message.bodyHtml,
    status: "pending",
    created_at: now.toISOString(),
  };
  const inserted = await db.insertInto("outbox_messages").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

export interface ClaimFilter {
  /** The claim's moment: stamped on the rows, and no retry starts in the run that failed the message. */
  now: string;
  /** Failed messages are retried only once their backoff has passed: attempt n + 1 waits until created_at <= createdAtOrBefore. */
  retryWindows: Array<{ attempts: number; createdAtOrBefore: string }>;
  /** Failed messages created at or before this are not retried (their codes have expired). */
  retryCreatedAfter: string;
  /** A message still 'sending' that was claimed at or before this was left by a server that stopped: claim it again. */
  staleClaimedAtOrBefore: string;
  /** A message that has had this many attempts gets no more. */
  maxAttempts: number;
  limit: number;
}

/**
 * Claims up to `limit` deliverable messages, oldest first, in one statement: each moves to
 * 'sending' with the attempt counted and the claim stamped, and comes back to the caller alone.
 * Deliverable: waiting for a first attempt, failed with its retry backoff passed, or left
 * 'sending' by a server that stopped. PostgreSQL locks the chosen rows and skips rows another
 * server is claiming at that moment (FOR UPDATE SKIP LOCKED), so two servers take disjoint
 * batches instead of queueing on one another; SQLite runs one writer at a time, so the statement
 * alone is enough there.
 */
export async function claimDeliverable(db: DB, filter: ClaimFilter): Promise<OutboxMessageRow[]> {
  const claimable = db
    .selectFrom("outbox_messages")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("status", "=", "pending"),
        eb.and([
          eb("status", "=", "failed"),
          eb("created_at", ">", filter.retryCreatedAfter),
          eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", filter.now)]),
          eb.or(filter.retryWindows.map((w) => eb.and([eb("attempts", "=", w.attempts), eb("created_at", "<=", w.createdAtOrBefore)]))),
        ]),
        eb.and([eb("status", "=", "sending"), eb("claimed_at", "<=", filter.staleClaimedAtOrBefore), eb("attempts", "<", filter.maxAttempts)]),
      ]),
    )
    .orderBy("id")
    .limit(filter.limit)
    .$if(isPostgres(db), (query) => query.forUpdate().skipLocked());
  const claimed = await db
    .updateTable("outbox_messages")
    .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1), claimed_at: filter.now }))
    .where("id", "in", claimable)
    .returningAll()
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Messages left 'sending' by a server that stopped, after their last allowed attempt: they are
 * failed (no further attempt), so none stays 'sending' for ever.
 */
export async function failAbandonedMessages(db: DB, filter: { staleClaimedAtOrBefore: string; maxAttempts: number }): Promise<number> {
  const result = await db
    .updateTable("outbox_messages")
    .set({ status: "failed", last_error: "the server sending it stopped before it finished" })
    .where("status", "=", "sending")
    .where("claimed_at", "<=", filter.staleClaimedAtOrBefore)
    .where("attempts", ">=", filter.maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The claim a delivery settles: a message claimed again since (its first server stalled) is no longer this one's to settle. */
export interface Claim {
  id: number;
  attempts: number;
}

export async function markSent(db: DB, claim: Claim, now: Date): Promise<void> {
  await settle(db, claim).set({ status: "sent", sent_at: now.toISOString(), last_error: null }).execute();
}

export async function markFailed(db: DB, claim: Claim, error: string): Promise<void> {
  await settle(db, claim).set({ status: "failed", last_error: error.slice(0, 1000) }).execute();
}

/** No delivery channel is configured: the message stays in the outbox, readable at /dev/outbox. */
export async function markKept(db: DB, claim: Claim): Promise<void> {
  await settle(db, claim).set({ status: "kept", last_error: null }).execute();
}

function settle(db: DB, claim: Claim) {
  return db.updateTable("outbox_messages").where("id", "=", claim.id).where("status", "=", "sending").where("attempts", "=", claim.attempts);
}

/** The newest messages first, optionally only those to one recipient (for the development page). */
export function listRecentMessages(db: DB, options: { recipient?: string; limit: number }): Promise<OutboxMessageRow[]> {
  let query = db.selectFrom("outbox_messages").selectAll().orderBy("id", "desc").limit(options.limit);
  if (options.recipient) query = query.where("recipient", "=", options.recipient);
  return query.execute();
}

export function findLatestMessageTo(db: DB, recipient: string, channel?: MessageChannel): Promise<OutboxMessageRow | undefined> {
  let query = db.selectFrom("outbox_messages").selectAll().where("recipient", "=", recipient).orderBy("id", "desc").limit(1);
  if (channel) query = query.where("channel", "=", channel);
  return query.executeTakeFirst();
}
