import { generateVapidKeys, type VapidConfig } from "~/adapters/push/index.server";
import { env } from "~/config/env.server";
import type { DB } from "~/db/client.server";
import { shopNow } from "~/kernel/clock.server";
import { findStoredVapidKeys, insertVapidKeysIfNone } from "./queries.server";

/**
 * The shop's VAPID key pair (docs/decisions/058-web-push.md). From the configuration when set.
 * Outside production without one, a pair is generated once and kept in the database, so every
 * app server on that database (and every restart) signs with the same key: a browser's
 * subscription is bound to the public key it was made with. In production without keys push is
 * off: no prompt, nothing queued, and the log says so once.
 */

/** Outside production without VAPID_SUBJECT: who push services may write to about the shop's pushes. */
const DEVELOPMENT_SUBJECT = "mailto:webmaster@kharsuvd.mn";

const cached = new WeakMap<DB, Promise<VapidConfig | null>>();
let announcedOff = false;

export function vapidConfig(db: DB): Promise<VapidConfig | null> {
  let keys = cached.get(db);
  if (!keys) {
    keys = resolve(db);
    cached.set(db, keys);
    // A database that could not be read is asked again next time.
    keys.catch(() => cached.delete(db));
  }
  return keys;
}

async function resolve(db: DB): Promise<VapidConfig | null> {
  const config = env();
  const subject = config.VAPID_SUBJECT ?? DEVELOPMENT_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.NODE_ENV === "production") {
    if (!announcedOff) {
      announcedOff = true;
      console.warn("[push] VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: web push is off (see .env.example)");
    }
    return null;
  }
  let stored = await findStoredVapidKeys(db);
  if (!stored) {
    await insertVapidKeysIfNone(db, generateVapidKeys(), shopNow());
    stored = await findStoredVapidKeys(db);
  }
  return stored ? { publicKey: stored.public_key, privateKey: stored.private_key, subject } : null;
}

/** Forgets the resolved keys (tests that change the configuration). */
export function forgetVapidConfig(db: DB): void {
  cached.delete(db);
}
