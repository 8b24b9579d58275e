import { bucketPart, type RatePlan } from "~/kernel/rate-limits";
import { HOUR_MS } from "~/kernel/dates";

/**
 * Refused codes on the payment step within an hour. Promo codes are only 4 digits (10,000
 * values), so guessing them must stay slow; but a code that applies gives its hit back, so the
 * limits only ever meet someone who keeps typing codes that do not work:
 * - per user: 20 refusals; per cart: 20 (a guest's cart is their only key besides the address);
 * - per client address: 100, the ceiling for guests who start fresh carts. An office or a
 *   carrier's NAT shares it, which is why it is five times the per-user allowance and counts
 *   refusals only.
 */
export const CODE_ATTEMPT_WINDOW_MS = HOUR_MS;
export const CODE_REFUSALS_PER_USER = 20;
export const CODE_REFUSALS_PER_CART = 20;
export const CODE_REFUSALS_PER_IP = 100;

export function codeAttemptPlan(who: { orderId: number; userId: number | null; ip: string }): RatePlan {
  return {
    windowMs: CODE_ATTEMPT_WINDOW_MS,
    rules: [
      { kind: "count", bucket: `code:cart:${who.orderId}`, limit: CODE_REFUSALS_PER_CART },
      ...(who.userId !== null ? [{ kind: "count" as const, bucket: `code:user:${who.userId}`, limit: CODE_REFUSALS_PER_USER }] : []),
      ...(who.ip ? [{ kind: "count" as const, bucket: `code:ip:${bucketPart(who.ip)}`, limit: CODE_REFUSALS_PER_IP }] : []),
    ],
  };
}
