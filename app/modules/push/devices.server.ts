import { pushLoopbackAllowed } from "~/config/env.server";
import type { DB } from "~/db/client.server";
import { fail, ok, type Result } from "~/kernel/result";
import { deviceLabel, isAllowedEndpoint } from "./domain/subscription";
import type { LinkDeviceInput } from "./forms";
import {
  countSubscriptionsOfUser,
  deleteDecline,
  deleteSubscriptionOfUser,
  findSubscriptionByEndpoint,
  hasDeclined,
  insertDecline,
  listSubscriptionsOfUser,
  upsertSubscription,
} from "./queries.server";
import type { PushErrorCode } from "./status";
import type { PushDeviceView, PushPromptData } from "./view-models";
import { vapidConfig } from "./vapid.server";

/**
 * A shopper's devices (the spec's users/link_device): a browser subscription stored for the
 * signed-in user, listed and removable in /account/devices, and the shopper's 'no thanks'.
 */

/** More devices than anyone uses: a cap so one account cannot fill the table. */
export const DEVICES_PER_ACCOUNT = 20;

/**
 * What the root loader gives the page for the push prompt: the public key when push is on, the
 * visitor is signed in and has not said no; else null (no prompt, and no script loaded for it).
 */
export async function pushPromptFor(db: DB, userId: number | null): Promise<PushPromptData | null> {
  if (userId === null) return null;
  const [vapid, declined] = await Promise.all([vapidConfig(db), hasDeclined(db, userId)]);
  if (!vapid || declined) return null;
  return { publicKey: vapid.publicKey };
}

export type LinkResult = Result<{ moved: boolean }, PushErrorCode>;

/** Stores this browser's subscription for the user; a device known under another account moves to this one. No welcome push is sent. */
export async function linkDevice(db: DB, now: Date, userId: number, input: LinkDeviceInput, userAgent: string | null): Promise<LinkResult> {
  if (!(await vapidConfig(db))) return fail("push:errors.off");
  if (!isAllowedEndpoint(input.endpoint, { allowLoopback: pushLoopbackAllowed() })) return fail("push:errors.endpointNotAllowed");
  const known = await findSubscriptionByEndpoint(db, input.endpoint);
  if (!known || known.user_id !== userId) {
    const { n } = await countSubscriptionsOfUser(db, userId);
    if (Number(n) >= DEVICES_PER_ACCOUNT) return fail("push:errors.tooManyDevices");
  }
  await upsertSubscription(db, { userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, deviceLabel: deviceLabel(userAgent) }, now);
  // Saying yes on a device takes back an earlier 'no'.
  await deleteDecline(db, userId);
  return ok({ moved: known !== undefined && known.user_id !== userId });
}

/** Is this endpoint linked to this user (the prompt asks before showing itself on a browser that already has a subscription)? */
export async function isDeviceLinked(db: DB, userId: number, endpoint: string): Promise<boolean> {
  return (await findSubscriptionByEndpoint(db, endpoint))?.user_id === userId;
}

export async function removeDevice(db: DB, userId: number, id: number): Promise<Result<null, "push:errors.deviceNotFound">> {
  return (await deleteSubscriptionOfUser(db, userId, id)) ? ok(null) : fail("push:errors.deviceNotFound");
}

export async function listDevices(db: DB, userId: number): Promise<PushDeviceView[]> {
  return (await listSubscriptionsOfUser(db, userId)).map((row) => ({ id: row.id, label: row.device_label, linkedAt: row.created_at, lastPushAt: row.last_used_at }));
}

/** 'No thanks': remembered for the account; the prompt does not come back. */
export async function declinePush(db: DB, now: Date, userId: number): Promise<void> {
  await insertDecline(db, userId, now);
}

/** 'Ask me again' in /account/devices: the prompt may come back. */
export async function undoDecline(db: DB, userId: number): Promise<void> {
  await deleteDecline(db, userId);
}

export async function pushSettingsOf(db: DB, userId: number): Promise<{ enabled: boolean; declined: boolean }> {
  const [vapid, declined] = await Promise.all([vapidConfig(db), hasDeclined(db, userId)]);
  return { enabled: vapid !== null, declined };
}
