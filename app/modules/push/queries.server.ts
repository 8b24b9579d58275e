import { sql, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import { isPostgres } from "~/db/dialect";
import type { Database } from "~/db/schema";
import type { PushAudience, PushMessageKind } from "~/db/schema-push";

/** The push module's SQL (docs/decisions/058-web-push.md). */

type Executor = DB | Transaction<Database>;

/** Orders in these states have been paid (a broadcast's 'shoppers of a category'). */
const PAID_STATES = ["paid", "confirmed", "ready_to_deliver", "shipped", "out_for_delivery", "delivered", "completed"] as const;

// ---------------------------------------------------------------------------------------------
// VAPID keys kept in the database (outside production, when the configuration has none)

export function findStoredVapidKeys(db: Executor) {
  return db.selectFrom("push_vapid_keys").select(["public_key", "private_key"]).where("id", "=", 1).executeTakeFirst();
}

/** The first server to generate a pair keeps it; a second writes nothing and reads the first's. */
export async function insertVapidKeysIfNone(db: Executor, keys: { publicKey: string; privateKey: string }, now: Date): Promise<void> {
  await db
    .insertInto("push_vapid_keys")
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Devices

export interface NewSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceLabel: string;
}

/**
 * Links the endpoint to the user in one statement: a new device is inserted; a device already
 * known (this user's, or another account's that signed in on the same browser before) takes the
 * new keys and belongs to this user from now on.
 */
export async function upsertSubscription(db: Executor, input: NewSubscription, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db
    .insertInto("push_subscriptions")
    .values({ user_id: input.userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, device_label: input.deviceLabel, created_at: stamp, last_used_at: null })
    .onConflict((oc) =>
      oc.column("endpoint").doUpdateSet({
        user_id: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        device_label: input.deviceLabel,
        created_at: stamp,
      }),
    )
    .execute();
}

export function findSubscriptionByEndpoint(db: Executor, endpoint: string) {
  return db.selectFrom("push_subscriptions").select(["id", "user_id"]).where("endpoint", "=", endpoint).executeTakeFirst();
}

export function listSubscriptionsOfUser(db: Executor, userId: number) {
  return db
    .selectFrom("push_subscriptions")
    .select(["id", "device_label", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
}

export function countSubscriptionsOfUser(db: Executor, userId: number) {
  return db.selectFrom("push_subscriptions").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirstOrThrow();
}

/** Deletes the user's own device (its waiting messages go with it); false when it is not theirs. */
export async function deleteSubscriptionOfUser(db: Executor, userId: number, id: number): Promise<boolean> {
  await db.deleteFrom("push_messages").where("subscription_id", "=", id).where("subscription_id", "in", db.selectFrom("push_subscriptions").select("id").where("user_id", "=", userId)).execute();
  const result = await db.deleteFrom("push_subscriptions").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The push service said the subscription is gone (404/410): it and its waiting messages go. */
export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("push_messages").where("subscription_id", "=", id).execute();
  await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}

export async function markSubscriptionUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable("push_subscriptions").set({ last_used_at: now.toISOString() }).where("id", "=", id).execute();
}

// ---------------------------------------------------------------------------------------------
// Declines

export async function hasDeclined(db: Executor, userId: number): Promise<boolean> {
  return (await db.selectFrom("push_declines").select("user_id").where("user_id", "=", userId).executeTakeFirst()) !== undefined;
}

export async function insertDecline(db: Executor, userId: number, now: Date): Promise<void> {
  await db.insertInto("push_declines").values({ user_id: userId, created_at: now.toISOString() }).onConflict((oc) => oc.column("user_id").doNothing()).execute();
}

export async function deleteDecline(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom("push_declines").where("user_id", "=", userId).execute();
}

// ---------------------------------------------------------------------------------------------
// The outbox

export interface NewPushMessage {
  kind: PushMessageKind;
  payload: string;
  broadcastId?: number | null;
}

/** One message to every device of the user; returns how many were queued. */
export async function insertMessagesForUser(db: Executor, userId: number, message: NewPushMessage, now: Date): Promise<number> {
  const stamp = now.toISOString();
  const devices = await db.selectFrom("push_subscriptions").select("id").where("user_id", "=", userId).execute();
  if (devices.length === 0) return 0;
  await db
    .insertInto("push_messages")
    .values(devices.map((d) => ({ subscription_id: d.id, kind: message.kind, payload: message.payload, next_attempt_at: stamp, broadcast_id: message.broadcastId ?? null, created_at: stamp })))
    .execute();
  return devices.length;
}

export type PushMessageRow = Awaited<ReturnType<typeof claimDuePushes>>[number];

/**
 * Claims up to `limit` due messages in one statement (the messages outbox's way,
 * app/adapters/messages/queries.server.ts): 'pending' whose next attempt is due, or 'sending'
 * left by a server that stopped mid-send; each moves to 'sending' with the attempt counted and
 * the claim stamped. PostgreSQL skips rows another server is claiming (FOR UPDATE SKIP LOCKED);
 * SQLite runs one writer at a time. Two servers never hold one message.
 */
export async function claimDuePushes(db: DB, filter: { now: string; staleClaimedAtOrBefore: string; maxAttempts: number; limit: number }) {
  const claimable = db
    .selectFrom("push_messages")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", filter.now)]),
        eb.and([eb("status", "=", "sending"), eb("claimed_at", "<=", filter.staleClaimedAtOrBefore), eb("attempts", "<", filter.maxAttempts)]),
      ]),
    )
    .orderBy("id")
    .limit(filter.limit)
    .$if(isPostgres(db), (query) => query.forUpdate().skipLocked());
  const claimed = await db
    .updateTable("push_messages")
    .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1), claimed_at: filter.now }))
    .where("id", "in", claimable)
    .returning(["id", "subscription_id", "payload", "attempts", "kind"])
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

export function findTargets(db: DB, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("push_subscriptions").select(["id", "endpoint", "p256dh", "auth"]).where("id", "in", subscriptionIds).execute();
}

/** Messages left 'sending' after their last allowed attempt by a server that stopped: failed, none stays 'sending' for ever. */
export async function failAbandonedPushes(db: DB, filter: { staleClaimedAtOrBefore: string; maxAttempts: number }): Promise<void> {
  await db
    .updateTable("push_messages")
    .set({ status: "failed", last_error: "the server sending it stopped before it finished" })
    .where("status", "=", "sending")
    .where("claimed_at", "<=", filter.staleClaimedAtOrBefore)
    .where("attempts", ">=", filter.maxAttempts)
    .execute();
}

export interface PushClaim {
  id: number;
  attempts: number;
}

/** Settles only the claim it was given: a message claimed again since is the other claim's. */
function settle(db: DB, claim: PushClaim) {
  return db.updateTable("push_messages").where("id", "=", claim.id).where("status", "=", "sending").where("attempts", "=", claim.attempts);
}

export async function markPushSent(db: DB, claim: PushClaim, now: Date): Promise<void> {
  await settle(db, claim).set({ status: "sent", sent_at: now.toISOString(), last_error: null }).execute();
}

export async function markPushRetry(db: DB, claim: PushClaim, nextAttemptAt: Date, error: string): Promise<void> {
  await settle(db, claim).set({ status: "pending", next_attempt_at: nextAttemptAt.toISOString(), last_error: error.slice(0, 500) }).execute();
}

export async function markPushFailed(db: DB, claim: PushClaim, error: string): Promise<void> {
  await settle(db, claim).set({ status: "failed", last_error: error.slice(0, 500) }).execute();
}

/** The earliest moment a waiting message is due, for the in-process retry timer. */
export async function nextDueAt(db: DB): Promise<string | null> {
  const row = await db.selectFrom("push_messages").select((eb) => eb.fn.min("next_attempt_at").as("due")).where("status", "=", "pending").executeTakeFirst();
  return (row?.due as string | null | undefined) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Broadcasts

/** The users a broadcast reaches: every user with a device, or those with a paid order of a product in the category or below it. */
function audienceUsers(db: Executor, audience: { kind: PushAudience; permalink: string | null }) {
  if (audience.kind === "all" || audience.permalink === null) return db.selectFrom("push_subscriptions").select("user_id").distinct();
  return db
    .selectFrom("orders as o")
    .innerJoin("line_items as li", "li.order_id", "o.id")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .innerJoin("product_taxons as pt", "pt.product_id", "v.product_id")
    .innerJoin("taxons as t", "t.id", "pt.taxon_id")
    .select("o.user_id as user_id")
    .distinct()
    .where("o.user_id", "is not", null)
    .where("o.state", "in", PAID_STATES)
    .where((eb) => eb.or([eb("t.permalink", "=", audience.permalink!), eb("t.permalink", "like", `${audience.permalink!.replace(/[\\%_]/g, "")}/%`)]));
}

export async function countAudienceDevices(db: Executor, audience: { kind: PushAudience; permalink: string | null }): Promise<number> {
  const row = await db
    .selectFrom("push_subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "in", audienceUsers(db, audience) as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One message per device of the audience, in one INSERT ... SELECT; returns how many. */
export async function insertBroadcastMessages(db: Executor, broadcastId: number, payload: string, audience: { kind: PushAudience; permalink: string | null }, now: Date): Promise<number> {
  const stamp = now.toISOString();
  await db
    .insertInto("push_messages")
    .columns(["subscription_id", "kind", "payload", "next_attempt_at", "broadcast_id", "created_at"])
    .expression(
      db
        .selectFrom("push_subscriptions as s")
        .select((eb) => [
          "s.id",
          sql.lit("broadcast").as("kind"),
          eb.val(payload).as("payload"),
          eb.val(stamp).as("next_attempt_at"),
          eb.val(broadcastId).as("broadcast_id"),
          eb.val(stamp).as("created_at"),
        ])
        .where("s.user_id", "in", audienceUsers(db, audience) as never),
    )
    .execute();
  const row = await db.selectFrom("push_messages").select((eb) => eb.fn.countAll<number>().as("n")).where("broadcast_id", "=", broadcastId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertBroadcast(
  db: Executor,
  row: { requestKey: string; staffId: number; title: string; body: string; url: string; audience: PushAudience; taxonId: number | null; taxonName: string | null },
  now: Date,
): Promise<number | null> {
  const inserted = await db
    .insertInto("push_broadcasts")
    .values({
      request_key: row.requestKey,
      staff_id: row.staffId,
      title: row.title,
      body: row.body,
      url: row.url,
      audience: row.audience,
      taxon_id: row.taxonId,
      taxon_name: row.taxonName,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("request_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function setBroadcastRecipients(db: Executor, id: number, recipients: number): Promise<void> {
  await db.updateTable("push_broadcasts").set({ recipients }).where("id", "=", id).execute();
}

export function listBroadcasts(db: Executor, limit: number) {
  return db
    .selectFrom("push_broadcasts as b")
    .leftJoin("users as u", "u.id", "b.staff_id")
    .select(["b.id", "b.title", "b.body", "b.url", "b.audience", "b.taxon_name", "b.recipients", "b.created_at", "u.name as staff_name", "u.email as staff_email"])
    .select((eb) => [
      eb.selectFrom("push_messages as m").select((e) => e.fn.countAll<number>().as("n")).whereRef("m.broadcast_id", "=", "b.id").where("m.status", "=", "sent").as("sent"),
    ])
    .orderBy("b.id", "desc")
    .limit(limit)
    .execute();
}

export function findTaxon(db: Executor, id: number) {
  return db.selectFrom("taxons").select(["id", "permalink", "name", "translation_en"]).where("id", "=", id).executeTakeFirst();
}

export function listTaxons(db: Executor) {
  return db.selectFrom("taxons").select(["id", "permalink", "name", "translation_en", "depth"]).orderBy("permalink").execute();
}

/** The shopper's language for what is pushed to them. */
export async function userLocale(db: Executor, userId: number): Promise<string | null> {
  return (await db.selectFrom("users").select("locale").where("id", "=", userId).executeTakeFirst())?.locale ?? null;
}
