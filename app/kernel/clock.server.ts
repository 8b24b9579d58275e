import { env } from "~/config/env.server";

/**
 * The shop's clock for time-of-day rules (delivery slots, express hours, payment deadlines,
 * the order sweeps). Normally the real time. `SHOP_CLOCK_START` (demos and the end-to-end
 * tests only; refused on a real shop) makes it start at a given instant and run on from
 * there, so journeys that depend on the hour (express after 18:00) are repeatable.
 */
const bootedAt = Date.now();

export function shopNow(): Date {
  const start = env().SHOP_CLOCK_START;
  return start ? new Date(Date.parse(start) + (Date.now() - bootedAt)) : new Date();
}
