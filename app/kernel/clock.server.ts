import { env } from "~/config/env.server";

/**
 * The shop's one clock (docs/decisions/031-one-clock.md): prices, delivery slots, payment
 * deadlines, sessions, codes and limits all read it, through the request's `now` or a job's tick.
 * Normally the real time. `SHOP_CLOCK_START` (demos and the end-to-end tests only; refused on a
 * real shop) sets it to that instant at `SHOP_CLOCK_SET_AT` (default: when the server started),
 * and it runs on from there, so journeys that depend on the hour (express after 18:00) are
 * repeatable and a second process (a test fixture) can read the same time.
 */
const bootedAt = Date.now();

export function shopNow(): Date {
  const { SHOP_CLOCK_START: start, SHOP_CLOCK_SET_AT: setAt } = env();
  if (!start) return new Date();
  return new Date(Date.parse(start) + (Date.now() - (setAt ? Date.parse(setAt) : bootedAt)));
}
