import { randomBytes, randomInt } from "node:crypto";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { insertCoupon } from "~/modules/coupons/index.server";
import { postWalletEntry } from "~/modules/wallet/index.server";
import { campaignPhase, chooseSegment, judgePlay, playKey, prizeCouponCode, prizeCouponWindow, shopDay, totalWeight, winsJackpot, type PrizeKind, type SegmentOdds } from "./domain/games";
import {
  findCampaignBySlug,
  findPool,
  givenOnDay,
  growPool,
  hasPaidOrder,
  insertJackpotWin,
  insertSpin,
  jackpotOfWheel,
  recordSpinPrize,
  releaseTotalCap,
  segmentsOf,
  spinUnderKey,
  takeDailyCap,
  takeTotalCap,
  winPool,
  type SegmentRow,
} from "./queries.server";
import type { SpinError } from "./status";

/**
 * A spin of the lucky wheel, in one transaction (docs/decisions/055-games-wheel-jackpot-roulette.md):
 * the spin's row first (UNIQUE campaign, shopper and play key: a double click, a parallel request
 * or a replayed POST finds it there and gives nothing), then the draw with `crypto.randomInt`
 * over the weights, the prize's caps taken by guarded UPDATEs (a prize whose cap is used up, or
 * taken by a spin that committed first, gives 'try again'), the prize issued (a coupon owned by
 * the shopper, or cashback in the wallet), the jackpot grown or won, and what was given written
 * on the spin. The page shows it after the commit.
 */

/** Random integers in [0, n): crypto.randomInt in the shop; a seeded stream in tests. */
export type RandomSource = (n: number) => number;
const cryptoRandom: RandomSource = (n) => randomInt(n);

export interface SpinOutcome {
  spinId: number;
  /** True when this request made the spin; false when it found the shopper's earlier one. */
  created: boolean;
  segmentId: number | null;
  /** The wheel position the pointer stops on (the segment given). */
  position: number | null;
  prizeKind: PrizeKind;
  couponCode: string | null;
  cashbackAmount: number | null;
  jackpotAmount: number | null;
}

function oddsOf(segments: readonly SegmentRow[], given: Map<number, number>): SegmentOdds[] {
  return segments.map((s) => ({
    id: s.id,
    prizeKind: s.prize_kind,
    weight: s.weight,
    leftToday: s.daily_cap === null ? null : s.daily_cap - (given.get(s.id) ?? 0),
    leftInAll: s.total_cap === null ? null : s.total_cap - Number(s.given_total),
  }));
}

export async function spinWheel(db: DB, now: Date, userId: number, slug: string, random: RandomSource = cryptoRandom): Promise<Result<SpinOutcome, SpinError>> {
  const campaign = await findCampaignBySlug(db, slug);
  if (!campaign || campaign.kind !== "wheel") return fail("games:errors.notFound");
  const key = playKey(campaign.play_rule, now);
  const day = shopDay(now);
  const window = { active: campaign.active === 1, startsAt: campaign.starts_at, endsAt: campaign.ends_at, playRule: campaign.play_rule, requiresOrder: campaign.requires_order === 1 };
  const earlier = await spinUnderKey(db, campaign.id, userId, key);
  const refusal = judgePlay(window, { signedIn: true, hasPaidOrder: window.requiresOrder ? await hasPaidOrder(db, userId) : true, playedUnderKey: earlier !== undefined }, now);
  if (refusal) return fail(refusal, earlier ? { spinId: earlier.id } : undefined);
  const jackpot = await jackpotOfWheel(db, campaign.id);
  const jackpotRuns = jackpot !== undefined && campaignPhase({ active: jackpot.active === 1, startsAt: jackpot.starts_at, endsAt: jackpot.ends_at }, now) === "running";
  const at = now.toISOString();

  const outcome = await inTransaction(
    db,
    async (trx): Promise<SpinOutcome | { already: true }> => {
      const spinId = await insertSpin(trx, { campaign_id: campaign.id, user_id: userId, play_key: key, day, prize_kind: "try_again", created_at: at });
      if (spinId === undefined) return { already: true };
      const segments = await segmentsOf(trx, campaign.id);
      const odds = oddsOf(
        segments,
        await givenOnDay(
          trx,
          segments.map((s) => s.id),
          day,
        ),
      );
      const total = totalWeight(odds);
      const choice = total > 0 ? chooseSegment(odds, random(total)) : null;
      let segment = choice ? segments.find((s) => s.id === choice.segmentId)! : null;
      if (segment && segment.prize_kind !== "try_again") {
        // The caps as they are now (a spin that committed first may have taken the last one).
        const tookTotal = await takeTotalCap(trx, segment.id);
        const tookDay = tookTotal && (await takeDailyCap(trx, segment.id, day, segment.daily_cap));
        if (tookTotal && !tookDay) await releaseTotalCap(trx, segment.id);
        if (!tookDay) segment = segments.find((s) => s.prize_kind === "try_again") ?? null;
      }
      if (segment?.prize_kind === "try_again") await takeDailyCap(trx, segment.id, day, null);

      let couponId: number | null = null;
      let couponCode: string | null = null;
      let cashbackAmount: number | null = null;
      if (segment?.prize_kind === "coupon") {
        const window = prizeCouponWindow(now, segment.valid_days!);
        const coupon = await insertCoupon(trx, {
          code: prizeCouponCode(randomBytes(12)),
          kind: "coupon",
          title_mn: `${campaign.title_mn}: ${segment.label_mn}`.slice(0, 200),
          title_en: `${campaign.title_en}: ${segment.label_en}`.slice(0, 200),
          discount_type: segment.discount_type!,
          discount_value: segment.discount_value!,
          min_order: segment.min_order,
          starts_at: window.startsAt,
          ends_at: window.endsAt,
          usage_limit: 1,
          per_user_limit: 1,
          signed_in_only: 1,
          owner_user_id: userId,
          created_by: null,
          created_at: at,
        });
        couponId = coupon.id;
        couponCode = coupon.code;
      } else if (segment?.prize_kind === "cashback") {
        cashbackAmount = segment.cashback_amount!;
        await postWalletEntry(trx, { userId, kind: "cashback", reason: "cashback_earned", amount: cashbackAmount, idempotencyKey: `game-spin:${spinId}`, note: `${campaign.slug}`.slice(0, 200), now });
      }

      let jackpotAmount: number | null = null;
      if (jackpotRuns && jackpot) {
        const pool = await findPool(trx, jackpot.id);
        if (pool && winsJackpot({ oneIn: jackpot.jackpot_one_in!, minWin: jackpot.jackpot_min_win! }, pool.amount, random(jackpot.jackpot_one_in!))) {
          const won = await winPool(trx, jackpot.id, pool.round, jackpot.jackpot_seed!, jackpot.jackpot_min_win!, at);
          if (won !== undefined) {
            jackpotAmount = won;
            await insertJackpotWin(trx, { campaignId: jackpot.id, round: pool.round, userId, spinId, amount: won, at });
            await postWalletEntry(trx, { userId, kind: "cashback", reason: "cashback_earned", amount: won, idempotencyKey: `game-jackpot:${jackpot.id}:${pool.round}`, note: jackpot.slug.slice(0, 200), now });
          }
        }
        if (jackpotAmount === null) await growPool(trx, jackpot.id, jackpot.jackpot_step!, at);
      }

      const prizeKind: PrizeKind = segment?.prize_kind ?? "try_again";
      await recordSpinPrize(trx, spinId, { segmentId: segment?.id ?? null, prizeKind, couponId, cashbackAmount, jackpotAmount });
      return { spinId, created: true, segmentId: segment?.id ?? null, position: segment?.position ?? null, prizeKind, couponCode, cashbackAmount, jackpotAmount };
    },
    // On PostgreSQL one shopper's spins of one wheel take turns (the unique key settles them anyway).
    { queueOn: [`game-spin:${campaign.id}:${userId}`] },
  );

  if ("already" in outcome) {
    const existing = await spinUnderKey(db, campaign.id, userId, key);
    return fail(campaign.play_rule === "once_per_day" ? "games:errors.alreadyPlayedToday" : "games:errors.alreadyPlayedCampaign", existing ? { spinId: existing.id } : undefined);
  }
  return ok(outcome);
}
