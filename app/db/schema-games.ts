import type { Generated } from "kysely";

/** The games: lucky wheel, jackpot, roulette tool (migration 0024_games). Part of the Database interface (app/db/schema.ts). */
export type GameKind = "wheel" | "jackpot";
export type PlayRule = "once_per_day" | "once_per_campaign";
export type PrizeKind = "coupon" | "cashback" | "try_again";

export interface GameCampaignTable {
  id: Generated<number>;
  slug: string;
  kind: GameKind;
  title_mn: string;
  title_en: string;
  description_mn: Generated<string>;
  description_en: Generated<string>;
  /** UTC ISO-8601 instants: start inclusive, end exclusive. */
  starts_at: string;
  ends_at: string;
  active: Generated<number>;
  play_rule: Generated<PlayRule>;
  requires_order: Generated<number>;
  /** Jackpot only: the wheel whose spins feed and may win it. */
  jackpot_wheel_id: number | null;
  jackpot_seed: number | null;
  jackpot_step: number | null;
  jackpot_one_in: number | null;
  jackpot_min_win: number | null;
  created_at: string;
  updated_at: string;
}

export interface GameSegmentTable {
  id: Generated<number>;
  campaign_id: number;
  /** 0.. clockwise from the top of the wheel. */
  position: number;
  label_mn: string;
  label_en: string;
  /** `#rrggbb`. */
  colour: string;
  prize_kind: PrizeKind;
  discount_type: "percent" | "amount" | null;
  discount_value: number | null;
  min_order: Generated<number>;
  valid_days: number | null;
  cashback_amount: number | null;
  weight: number;
  daily_cap: number | null;
  total_cap: number | null;
  given_total: Generated<number>;
}

export interface GamePrizeDayTable {
  segment_id: number;
  /** `YYYY-MM-DD` in Ulaanbaatar. */
  day: string;
  given: Generated<number>;
}

export interface GameSpinTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  /** The Ulaanbaatar date (once per day) or 'campaign' (once per campaign). */
  play_key: string;
  day: string;
  segment_id: number | null;
  prize_kind: PrizeKind;
  coupon_id: number | null;
  cashback_amount: number | null;
  jackpot_amount: number | null;
  created_at: string;
}

export interface GameJackpotPoolTable {
  campaign_id: number;
  amount: number;
  round: Generated<number>;
  /** What the last win paid (the pool before it restarted). */
  won_amount: number | null;
  updated_at: string;
}

export interface GameJackpotWinTable {
  id: Generated<number>;
  campaign_id: number;
  round: number;
  user_id: number | null;
  spin_id: number;
  amount: number;
  created_at: string;
}

export interface RouletteUserTable {
  id: Generated<number>;
  display_name: string;
  /** A phone (+976XXXXXXXX) or an e-mail, normalised; unique. */
  contact: string;
  created_by: number | null;
  created_at: string;
}

export interface RouletteDrawTable {
  id: Generated<number>;
  request_key: string;
  winner_id: number | null;
  winner_name: string;
  winner_contact: string;
  entrants: number;
  run_by: number | null;
  created_at: string;
}

export interface GameTables {
  game_campaigns: GameCampaignTable;
  game_segments: GameSegmentTable;
  game_prize_days: GamePrizeDayTable;
  game_spins: GameSpinTable;
  game_jackpot_pools: GameJackpotPoolTable;
  game_jackpot_wins: GameJackpotWinTable;
  roulette_users: RouletteUserTable;
  roulette_draws: RouletteDrawTable;
}
