import { bucketPart, type RatePlan } from "~/kernel/rate-limits";
import { HOUR_MS } from "~/kernel/dates";

/**
 * Wrong gift-card numbers and secrets within an hour. Only failures count (a redemption, or
 * the right secret for a card already used, gives its hit back), and the card's own limit
 * counts people, not tries: a card number is printed on the card and seen by whoever handles
 * it, so a per-card count of tries would let anyone who saw the number freeze the card for its
 * owner with five wrong secrets.
 * - per user and card: 5 wrong secrets for one card;
 * - per card: at most 10 different users may be failing on it (someone already counted keeps
 *   their own 5), so guessing the 8-digit secret is capped at 50 tries an hour and freezing
 *   the card takes ten accounts, each proved by its own code;
 * - per user: 10 failures over all cards, so one account cannot sweep card numbers.
 */
export const GIFT_CARD_ATTEMPT_WINDOW_MS = HOUR_MS;
export const GIFT_CARD_FAILURES_PER_USER_AND_CARD = 5;
export const GIFT_CARD_FAILING_USERS_PER_CARD = 10;
export const GIFT_CARD_FAILURES_PER_USER = 10;

/** `card` is the normalised 16-digit number, or what was typed when it is not one. */
export function giftCardAttemptPlan(userId: number, card: string): RatePlan {
  const cardUsers = `giftcard:card:${bucketPart(card)}:user:`;
  const user = String(userId);
  return {
    windowMs: GIFT_CARD_ATTEMPT_WINDOW_MS,
    rules: [
      { kind: "count", bucket: `${cardUsers}${user}`, limit: GIFT_CARD_FAILURES_PER_USER_AND_CARD },
      { kind: "distinct", prefix: cardUsers, member: user, limit: GIFT_CARD_FAILING_USERS_PER_CARD },
      { kind: "count", bucket: `giftcard:user:${user}`, limit: GIFT_CARD_FAILURES_PER_USER },
    ],
  };
}
