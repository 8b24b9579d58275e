import { randomBytes } from "node:crypto";
import os from "node:os";
import { env } from "~/config/env.server";
import type { DB } from "~/db/client.server";
import { releaseLease, takeLease } from "~/db/leases.server";
import { shopNow } from "~/kernel/clock.server";
import { DAY_MS, MINUTE_MS } from "~/kernel/dates";
import { deleteStaleGuestStateRows } from "~/modules/guest-state/index.server";
import { sweepBookings } from "~/modules/hotels/index.server";
import { sweepDueOrders } from "~/modules/payments/index.server";
import { deliverPendingPushes, setPushDeliveryDatabase } from "~/modules/push/index.server";
import type { SearchIndex } from "~/modules/search";
import { shopResources } from "~/platform/context.server";

/**
 * The shop's background work, started by server.mjs once the server listens (never by importing
 * a module): the order sweeps every minute (docs/decisions/022-order-state-machine.md) and the
 * search index's warm-up, so the first shopper to search does not wait for it. Timers never keep
 * a stopping process alive. With several app servers on one database the sweeps run on one of
 * them at a time, the one holding the "order-sweeps" lease (docs/decisions/036-shared-background-work.md).
 */

export const SWEEP_LEASE = "order-sweeps";
const GUEST_STATE_ROW_DAYS = 181;
/**
 * Longer than a sweep may take, so a slow sweep is not joined by a second server; the holder
 * renews it every tick. A server that dies holds the sweeps up for at most this long.
 */
export const SWEEP_LEASE_MS = 5 * MINUTE_MS;

/** This process among the app servers sharing the database: made once, never reused by another process. */
export const processHolder = `${os.hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;

/** One sweep tick: sweeps when `holder` has (or now takes) the sweep lease; true when it swept. */
export async function runSweepTick(db: DB, searchIndex: SearchIndex, now: Date, holder: string): Promise<boolean> {
  if (!(await takeLease(db, { name: SWEEP_LEASE, holder, now, ttlMs: SWEEP_LEASE_MS }))) return false;
  await sweepDueOrders(db, searchIndex, now);
  // Unpaid hotel bookings past their 30-minute hold give their nights back (decision 056).
  await sweepBookings(db, now).catch((error) => console.error("[hotels] sweep failed", error));
  // A guest state's row outlives its cookie (180 days) only by this much before it goes.
  await deleteStaleGuestStateRows(db, new Date(now.getTime() - GUEST_STATE_ROW_DAYS * DAY_MS));
  // Pushes whose retry is due, and any the run after their commit missed (decision 058).
  await deliverPendingPushes(db, null, now).catch((error) => console.error("[push] sweep delivery failed", error));
  return true;
}

let timer: NodeJS.Timeout | null = null;
let sweeping: Promise<unknown> | null = null;

export function startJobs(options: { sweepIntervalMs?: number } = {}): void {
  if (timer || env().NODE_ENV === "test") return;
  const { db, searchIndex } = shopResources();
  setPushDeliveryDatabase(db);
  searchIndex.warm?.().catch((error) => console.error("[search] warm-up failed", error));
  timer = setInterval(() => {
    if (sweeping) return;
    sweeping = runSweepTick(db, searchIndex, shopNow(), processHolder)
      .catch((error) => console.error("[orders] sweep failed", error))
      .finally(() => {
        sweeping = null;
      });
  }, options.sweepIntervalMs ?? env().ORDER_SWEEP_INTERVAL_MS);
  timer.unref();
}

/** Stops the ticks and hands the sweep lease back, so another server takes over at its next tick rather than after the lease runs out. */
export async function stopJobs(): Promise<void> {
  if (!timer) return;
  clearInterval(timer);
  timer = null;
  await sweeping;
  await releaseLease(shopResources().db, { name: SWEEP_LEASE, holder: processHolder });
}
