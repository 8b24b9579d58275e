import type { Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { NewsletterSource, NewsletterState } from "~/db/schema-messages";

/**
 * SQL of the newsletter (migration 0020). One row per address (unique `email`): a sign-up is an
 * upsert that leaves an active subscription alone, so parallel sign-ups of one address make one
 * row; confirming and unsubscribing are guarded UPDATEs (a token works once).
 */

type Executor = DB | Transaction<Database>;

/**
 * Makes the address's row pending with a new token, unless it is already active. Returns the
 * row's id when it is now pending (a confirmation should go out), undefined when it was active.
 */
export async function upsertPendingSubscriber(
  db: Executor,
  values: { email: string; locale: string; tokenHash: string; createdAt: string; userId: number | null; source: NewsletterSource },
): Promise<number | undefined> {
  const row = await db
    .insertInto("newsletter_subscribers")
    .values({
      email: values.email,
      locale: values.locale,
      state: "pending",
      confirm_token_hash: values.tokenHash,
      created_at: values.createdAt,
      confirmed_at: null,
      unsubscribed_at: null,
      user_id: values.userId,
      source: values.source,
    })
    .onConflict((oc) =>
      oc
        .column("email")
        .doUpdateSet({ state: "pending", locale: values.locale, confirm_token_hash: values.tokenHash, created_at: values.createdAt, unsubscribed_at: null })
        .where("newsletter_subscribers.state", "!=", "active"),
    )
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function findSubscriberByTokenHash(db: Executor, tokenHash: string) {
  return db.selectFrom("newsletter_subscribers").select(["id", "email", "locale", "state", "created_at"]).where("confirm_token_hash", "=", tokenHash).executeTakeFirst();
}

/** pending -> active, once: the token is cleared in the same UPDATE. */
export async function activateSubscriber(db: Executor, id: number, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ state: "active", confirm_token_hash: null, confirmed_at: now.toISOString() })
    .where("id", "=", id)
    .where("confirm_token_hash", "=", tokenHash)
    .where("state", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unsubscribeAddress(db: Executor, email: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ state: "unsubscribed", confirm_token_hash: null, unsubscribed_at: now.toISOString() })
    .where("email", "=", email)
    .where("state", "!=", "unsubscribed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const subscriberColumns = ["id", "email", "locale", "state", "source", "created_at", "confirmed_at", "unsubscribed_at"] as const;

export async function countSubscribers(db: Executor, state: NewsletterState | null): Promise<number> {
  let query = db.selectFrom("newsletter_subscribers").select((eb) => eb.fn.countAll<number>().as("n"));
  if (state) query = query.where("state", "=", state);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function listSubscribers(db: Executor, state: NewsletterState | null, limit: number, offset: number) {
  let query = db.selectFrom("newsletter_subscribers").select(subscriberColumns).orderBy("id", "desc").limit(limit).offset(offset);
  if (state) query = query.where("state", "=", state);
  return query.execute();
}

export async function allSubscribers(db: Executor, state: NewsletterState | null) {
  let query = db.selectFrom("newsletter_subscribers").select(subscriberColumns).orderBy("id");
  if (state) query = query.where("state", "=", state);
  return query.execute();
}
