import type { CampaignPhase, PlayRefusal, PlayRule, PrizeKind } from "./domain/games";

/** What the games' pages show (camelCase; never rows). Texts are already in the page's language. */

export interface SegmentView {
  id: number;
  position: number;
  label: string;
  colour: string;
  prizeKind: PrizeKind;
  /** The published odds, in percent (one decimal). */
  percent: number;
  discountType: "percent" | "amount" | null;
  discountValue: number | null;
  minOrder: number;
  validDays: number | null;
  cashbackAmount: number | null;
}

export interface JackpotView {
  slug: string;
  title: string;
  amount: number;
  oneIn: number;
  minWin: number;
  step: number;
  wheelSlug: string | null;
  wheelTitle: string | null;
  lastWon: number | null;
  updatedAt: string;
}

export interface CampaignPageView {
  slug: string;
  kind: "wheel" | "jackpot";
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  phase: CampaignPhase;
  playRule: PlayRule;
  requiresOrder: boolean;
  segments: SegmentView[];
  jackpot: JackpotView | null;
  /** Null when the shopper may spin now. */
  refusal: PlayRefusal | null;
  /** The shopper's spin under the current play key, when there is one. */
  playedSpinId: number | null;
  /** When the shopper may spin again (an instant), if ever. */
  nextPlayAt: string | null;
}

export interface SpinResultView {
  id: number;
  slug: string;
  campaignTitle: string;
  createdAt: string;
  prizeKind: PrizeKind;
  segmentId: number | null;
  segmentPosition: number | null;
  label: string | null;
  couponId: number | null;
  couponCode: string | null;
  couponEndsAt: string | null;
  cashbackAmount: number | null;
  jackpotAmount: number | null;
  nextPlayAt: string | null;
}

export interface GameLinkView {
  slug: string;
  kind: "wheel" | "jackpot";
  title: string;
  description: string;
  endsAt: string;
  poolAmount: number | null;
}
