import { env } from "~/config/env.server";
import { shopNow } from "~/kernel/clock.server";
import { sweepDueOrders } from "~/modules/payments/index.server";
import { shopResources } from "~/platform/context.server";

/**
 * The shop's background work, started by server.mjs once the server listens (never by importing
 * a module): the order sweeps every minute (docs/decisions/022-order-state-machine.md) and the
 * search index's warm-up, so the first shopper to search does not wait for it. Timers never keep
 * a stopping process alive.
 */
let started = false;

export function startJobs(options: { sweepIntervalMs?: number } = {}): void {
  if (started || env().NODE_ENV === "test") return;
  started = true;
  const { db, searchIndex } = shopResources();
  searchIndex.warm?.().catch((error) => console.error("[search] warm-up failed", error));
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepDueOrders(db, searchIndex, shopNow())
      .catch((error) => console.error("[orders] sweep failed", error))
      .finally(() => {
        sweeping = false;
      });
  }, options.sweepIntervalMs ?? 60_000);
  timer.unref();
}
