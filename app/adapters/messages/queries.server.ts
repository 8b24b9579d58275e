import type { Insertable, Selectable } from "kysely";
import type { DB } from "~/db/client.server";
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

export interface DeliverableFilter {
  /** Failed messages are retried only once their backoff has passed: attempt n + 1 waits until created_at <= createdAtOrBefore. */
  retryWindows: Array<{ attempts: number; createdAtOrBefore: string }>;
  /** Failed messages created at or before this are not retried (their codes have expired). */
  retryCreatedAfter: string;
  limit: number;
}

export interface DeliverableMessage {
  id: number;
  attempts: number;
}

/** Messages waiting for a first attempt, or for a retry whose backoff has passed, oldest first. */
export function findDeliverable(db: DB, filter: DeliverableFilter): Promise<DeliverableMessage[]> {
  return db
    .selectFrom("outbox_messages")
    .select(["id", "attempts"])
    .where((eb) =>
      eb.or([
        eb("status", "=", "pending"),
        eb.and([
          eb("status", "=", "failed"),
          eb("created_at", ">", filter.retryCreatedAfter),
          eb.or(filter.retryWindows.map((w) => eb.and([eb("attempts", "=", w.attempts), eb("created_at", "<=", w.createdAtOrBefore)]))),
        ]),
      ]),
    )
    .orderBy("id")
    .limit(filter.limit)
    .execute();
}

/**
 * Moves one message to 'sending' and counts the attempt. The guard on status and on the attempt
 * count that was read makes this the lock: of two processes claiming the same row, exactly one
 * gets it back; the other gets undefined.
 */
export function claimMessage(db: DB, message: DeliverableMessage): Promise<OutboxMessageRow | undefined> {
  return db
    .updateTable("outbox_messages")
    .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1) }))
    .where("id", "=", message.id)
    .where("status", "in", ["pending", "failed"])
    .where("attempts", "=", message.attempts)
    .returningAll()
    .executeTakeFirst();
}

export async function markSent(db: DB, id: number, now: Date): Promise<void> {
  await db.updateTable("outbox_messages").set({ status: "sent", sent_at: now.toISOString(), last_error: null }).where("id", "=", id).execute();
}

export async function markFailed(db: DB, id: number, error: string): Promise<void> {
  await db.updateTable("outbox_messages").set({ status: "failed", last_error: error.slice(0, 1000) }).where("id", "=", id).execute();
}

/** No delivery channel is configured: the message stays in the outbox, readable at /dev/outbox. */
export async function markKept(db: DB, id: number): Promise<void> {
  await db.updateTable("outbox_messages").set({ status: "kept", last_error: null }).where("id", "=", id).execute();
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
