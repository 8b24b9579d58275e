import { addCalendarDays, calendarDateIn, DAY_MS, dayStartIn, SHOP_TIME_ZONE } from "~/kernel/dates";

/**
 * The games' rules (docs/decisions/055-games-wheel-jackpot-roulette.md). Pure: no I/O, no clock
 * (`now` is passed in), no randomness (the use case draws the random integers with
 * `crypto.randomInt` and passes them in, so the rules can be tested with any stream).
 */

export type PrizeKind = "coupon" | "cashback" | "try_again";
export type PlayRule = "once_per_day" | "once_per_campaign";

export const PRIZE_KINDS = ["coupon", "cashback", "try_again"] as const satisfies readonly PrizeKind[];
export const PLAY_RULES = ["once_per_day", "once_per_campaign"] as const satisfies readonly PlayRule[];
export const MAX_SEGMENTS = 12;
export const MIN_SEGMENTS = 2;
/** A cashback prize, a coupon's amount or a jackpot setting is at most this many tugrik. */
export const MAX_PRIZE_MNT = 10_000_000;

// ---------------------------------------------------------------------------------------------
// Choosing a segment

export interface SegmentOdds {
  id: number;
  prizeKind: PrizeKind;
  weight: number;
  /** Prizes left today under the daily cap (null: no daily cap). */
  leftToday: number | null;
  /** Prizes left in all under the total cap (null: no total cap). */
  leftInAll: number | null;
}

/** The sum of the weights: the draw is `randomInt(totalWeight)`. */
export function totalWeight(segments: readonly Pick<SegmentOdds, "weight">[]): number {
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError("weights must be integers");
  return total;
}

function capped(segment: SegmentOdds): boolean {
  return segment.prizeKind !== "try_again" && ((segment.leftToday !== null && segment.leftToday <= 0) || (segment.leftInAll !== null && segment.leftInAll <= 0));
}

export type Choice = { segmentId: number; landedOn: number; capped: boolean } | null;

/**
 * The segment a draw lands on: `draw` is an integer in [0, totalWeight) and each segment owns a
 * run of `weight` numbers in wheel order, so its chance is weight / total. A prize whose daily
 * or total cap is used up gives 'try again' instead (the first 'try again' segment): its share
 * goes to 'try again', never to another prize, so the published odds of every prize stay an
 * upper bound and no cap is passed. `landedOn` is the segment the draw hit; `segmentId` what is
 * given. Null when nothing can be given (no weights, or a capped prize and no 'try again').
 */
export function chooseSegment(segments: readonly SegmentOdds[], draw: number): Choice {
  const total = totalWeight(segments);
  if (total <= 0) return null;
  if (!Number.isInteger(draw) || draw < 0 || draw >= total) throw new RangeError(`draw must be an integer in [0, ${total}), got ${draw}`);
  let rest = draw;
  const hit = segments.find((s) => {
    if (rest < s.weight) return true;
    rest -= s.weight;
    return false;
  })!;
  if (!capped(hit)) return { segmentId: hit.id, landedOn: hit.id, capped: false };
  const fallback = segments.find((s) => s.prizeKind === "try_again");
  return fallback ? { segmentId: fallback.id, landedOn: hit.id, capped: true } : null;
}

/** The published odds: each segment's share of the weights in percent (one decimal), in wheel order. */
export function publishedOdds(segments: readonly Pick<SegmentOdds, "id" | "weight">[]): { id: number; percent: number }[] {
  const total = totalWeight(segments);
  return segments.map((s) => ({ id: s.id, percent: total === 0 ? 0 : Math.round((s.weight / total) * 1000) / 10 }));
}

// ---------------------------------------------------------------------------------------------
// Who may play, and when

/** The Ulaanbaatar calendar day of an instant, `YYYY-MM-DD`. */
export function shopDay(now: Date): string {
  return calendarDateIn(now, SHOP_TIME_ZONE);
}

/** The key that makes "once" hold: one spin per (campaign, user, key). */
export function playKey(rule: PlayRule, now: Date): string {
  return rule === "once_per_day" ? shopDay(now) : "campaign";
}

/** The next midnight on the shop's wall clock after `now`, as a UTC ISO instant. */
export function nextShopMidnight(now: Date): string {
  return dayStartIn(addCalendarDays(shopDay(now), 1), SHOP_TIME_ZONE);
}

export interface CampaignWindow {
  active: boolean;
  startsAt: string;
  endsAt: string;
}

export type CampaignPhase = "upcoming" | "running" | "ended" | "off";

export function campaignPhase(campaign: CampaignWindow, now: Date): CampaignPhase {
  if (!campaign.active) return "off";
  const t = now.getTime();
  if (t < Date.parse(campaign.startsAt)) return "upcoming";
  if (t >= Date.parse(campaign.endsAt)) return "ended";
  return "running";
}

export type PlayRefusal =
  | "games:errors.signInRequired"
  | "games:errors.notRunning"
  | "games:errors.orderRequired"
  | "games:errors.alreadyPlayedToday"
  | "games:errors.alreadyPlayedCampaign";

export interface PlayerFacts {
  signedIn: boolean;
  hasPaidOrder: boolean;
  /** The shopper already has a spin under today's play key. */
  playedUnderKey: boolean;
}

/** Whether the shopper may spin now, and the reason when not (first that applies). */
export function judgePlay(campaign: CampaignWindow & { playRule: PlayRule; requiresOrder: boolean }, player: PlayerFacts, now: Date): PlayRefusal | null {
  if (campaignPhase(campaign, now) !== "running") return "games:errors.notRunning";
  if (!player.signedIn) return "games:errors.signInRequired";
  if (campaign.requiresOrder && !player.hasPaidOrder) return "games:errors.orderRequired";
  if (player.playedUnderKey) return campaign.playRule === "once_per_day" ? "games:errors.alreadyPlayedToday" : "games:errors.alreadyPlayedCampaign";
  return null;
}

/** When the shopper may play again after a spin: the next Ulaanbaatar midnight (if the campaign still runs then), or never. */
export function nextPlayAt(campaign: CampaignWindow & { playRule: PlayRule }, now: Date): string | null {
  if (campaign.playRule === "once_per_campaign") return null;
  const next = nextShopMidnight(now);
  return Date.parse(next) < Date.parse(campaign.endsAt) ? next : null;
}

// ---------------------------------------------------------------------------------------------
// The jackpot

export interface JackpotRule {
  oneIn: number;
  minWin: number;
}

/**
 * A spin of the linked wheel wins the pool when its jackpot draw (an integer in [0, oneIn)) is 0
 * and the pool holds at least the least win. Otherwise the spin adds the step to the pool.
 */
export function winsJackpot(rule: JackpotRule, pool: number, draw: number): boolean {
  if (!Number.isInteger(draw) || draw < 0 || draw >= rule.oneIn) throw new RangeError(`jackpot draw must be in [0, ${rule.oneIn}), got ${draw}`);
  return draw === 0 && pool >= rule.minWin;
}

// ---------------------------------------------------------------------------------------------
// Prize coupons

/** Letters and digits a person reads without mistakes (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/**
 * A prize coupon's code from random bytes: `WIN-` and 12 characters (31^12, about 2^59: not
 * guessable), which the coupon code rules accept (4-32 of A-Z, 0-9 and '-').
 */
export function prizeCouponCode(bytes: Uint8Array): string {
  if (bytes.length < 12) throw new RangeError("a prize code needs 12 random bytes");
  let code = "";
  for (let i = 0; i < 12; i++) code += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  return `WIN-${code}`;
}

/** A prize coupon's validity: from now for `days` days (end exclusive). */
export function prizeCouponWindow(now: Date, days: number): { startsAt: string; endsAt: string } {
  return { startsAt: now.toISOString(), endsAt: new Date(now.getTime() + days * DAY_MS).toISOString() };
}

// ---------------------------------------------------------------------------------------------
// The roulette tool

/** The winner of a draw among `count` participants, given a random integer in [0, count). */
export function pickWinner<T>(participants: readonly T[], draw: number): T | null {
  if (participants.length === 0) return null;
  if (!Number.isInteger(draw) || draw < 0 || draw >= participants.length) throw new RangeError(`draw must be in [0, ${participants.length}), got ${draw}`);
  return participants[draw]!;
}

// ---------------------------------------------------------------------------------------------
// The wheel's geometry (shared by the SVG and the animation)

/** The rotation (degrees, clockwise) that brings the middle of segment `index` of `count` under the pointer at the top, plus whole turns. */
export function wheelRotation(index: number, count: number, turns = 5): number {
  const slice = 360 / count;
  return turns * 360 + (360 - (index * slice + slice / 2));
}
