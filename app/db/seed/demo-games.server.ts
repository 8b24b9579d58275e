import type { Insertable, Kysely } from "kysely";
import type { Database } from "../schema";
import type { GameSegmentTable } from "../schema-games";
import { inTransaction } from "../transactions.server";

/**
 * The demo's games (issue 20): the New Year lucky wheel, running from a week ago for 60 days
 * (once a day per shopper; a 10% coupon, 5,000₮ cashback, a 5,000₮ "free delivery" coupon and
 * 'try again', with daily and total caps), and its jackpot (each spin adds 500₮ to a pool seeded
 * at 100,000₮; a spin wins it with a 1-in-500 chance once the pool holds 150,000₮). Idempotent:
 * it writes nothing when there is any campaign (an operator's own are never touched).
 */
export const DEMO_WHEEL_SLUG = "new-year-wheel";
export const DEMO_JACKPOT_SLUG = "new-year-jackpot";

type Segment = Omit<Insertable<GameSegmentTable>, "campaign_id">;

const SEGMENTS: Segment[] = [
  { position: 0, label_mn: "10% хөнгөлөлт", label_en: "10% off", colour: "#7a1f3d", prize_kind: "coupon", discount_type: "percent", discount_value: 10, valid_days: 30, weight: 15, daily_cap: 50, total_cap: 1000 },
  { position: 1, label_mn: "Дахин оролдоорой", label_en: "Try again", colour: "#f2e6d0", prize_kind: "try_again", weight: 30 },
  { position: 2, label_mn: "5,000₮ буцаан олголт", label_en: "5,000₮ cashback", colour: "#b08d57", prize_kind: "cashback", cashback_amount: 5000, weight: 10, daily_cap: 20, total_cap: 300 },
  { position: 3, label_mn: "Үнэгүй хүргэлт", label_en: "Free delivery", colour: "#1d6b3a", prize_kind: "coupon", discount_type: "amount", discount_value: 5000, min_order: 30000, valid_days: 14, weight: 15, daily_cap: 40, total_cap: 800 },
  { position: 4, label_mn: "Дахин оролдоорой", label_en: "Try again", colour: "#e4ddd3", prize_kind: "try_again", weight: 30 },
];

export async function seedDemoGames(db: Kysely<Database>, now: Date): Promise<number> {
  const any = await db.selectFrom("game_campaigns").select("id").limit(1).executeTakeFirst();
  if (any) return 0;
  const at = now.toISOString();
  const startsAt = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const endsAt = new Date(now.getTime() + 60 * 86_400_000).toISOString();
  await inTransaction(db, async (trx) => {
    const wheel = await trx
      .insertInto("game_campaigns")
      .values({
        slug: DEMO_WHEEL_SLUG,
        kind: "wheel",
        title_mn: "Шинэ оны азын хүрд",
        title_en: "New Year lucky wheel",
        description_mn: "Өдөр бүр нэг удаа хүрдээ эргүүлж, хөнгөлөлтийн купон, хэтэвчний буцаан олголт эсвэл үнэгүй хүргэлт хожоорой.",
        description_en: "Spin once a day for a discount coupon, cashback in your wallet or free delivery.",
        starts_at: startsAt,
        ends_at: endsAt,
        active: 1,
        play_rule: "once_per_day",
        requires_order: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("game_segments")
      .values(
        // Every row names every column (a multi-row insert would write null for one left out).
        SEGMENTS.map((s) => ({
          discount_type: null,
          discount_value: null,
          min_order: 0,
          valid_days: null,
          cashback_amount: null,
          daily_cap: null,
          total_cap: null,
          ...s,
          campaign_id: wheel.id,
        })),
      )
      .execute();
    const jackpot = await trx
      .insertInto("game_campaigns")
      .values({
        slug: DEMO_JACKPOT_SLUG,
        kind: "jackpot",
        title_mn: "Шинэ оны жекпот",
        title_en: "New Year jackpot",
        description_mn: "Азын хүрдийг эргүүлэх бүрт сан өснө. Аз таарвал бүх сан таны хэтэвчинд.",
        description_en: "Every spin of the lucky wheel grows the pool. With luck, the whole pool goes to your wallet.",
        starts_at: startsAt,
        ends_at: endsAt,
        active: 1,
        jackpot_wheel_id: wheel.id,
        jackpot_seed: 100_000,
        jackpot_step: 500,
        jackpot_one_in: 500,
        jackpot_min_win: 150_000,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("game_jackpot_pools").values({ campaign_id: jackpot.id, amount: 100_000, updated_at: at }).execute();
  });
  return 2;
}
