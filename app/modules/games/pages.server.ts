import type { DB } from "~/db/client.server";
import { campaignPhase, judgePlay, nextPlayAt, playKey, publishedOdds, type PlayRule } from "./domain/games";
import { findCampaignById, findCampaignBySlug, findPool, findSpin, hasPaidOrder, jackpotOfWheel, listRunningCampaigns, segmentsOf, spinUnderKey, type CampaignRow } from "./queries.server";
import type { CampaignPageView, GameLinkView, JackpotView, SegmentView, SpinResultView } from "./views";
import { localized } from "~/kernel/localized";

/** The shopper's game pages: a wheel with its odds and whether one may play, a jackpot's live pool, a spin's result. */

type Lang = "mn" | "en";

const titleOf = (row: { title_mn: string; title_en: string }, lang: Lang) => localized(row, "title", lang);

async function segmentViews(db: DB, campaignId: number, lang: Lang): Promise<SegmentView[]> {
  const rows = await segmentsOf(db, campaignId);
  const odds = publishedOdds(rows);
  return rows.map((s, i) => ({
    id: s.id,
    position: s.position,
    label: localized(s, "label", lang),
    colour: s.colour,
    prizeKind: s.prize_kind,
    percent: odds[i]!.percent,
    discountType: s.discount_type,
    discountValue: s.discount_value,
    minOrder: s.min_order,
    validDays: s.valid_days,
    cashbackAmount: s.cashback_amount,
  }));
}

async function jackpotView(db: DB, jackpot: CampaignRow, lang: Lang): Promise<JackpotView | null> {
  const pool = await findPool(db, jackpot.id);
  if (!pool) return null;
  const wheel = jackpot.jackpot_wheel_id === null ? undefined : await findCampaignById(db, jackpot.jackpot_wheel_id);
  return {
    slug: jackpot.slug,
    title: titleOf(jackpot, lang),
    amount: pool.amount,
    oneIn: jackpot.jackpot_one_in ?? 1,
    minWin: jackpot.jackpot_min_win ?? 0,
    step: jackpot.jackpot_step ?? 0,
    wheelSlug: wheel?.slug ?? null,
    wheelTitle: wheel ? titleOf(wheel, lang) : null,
    lastWon: pool.won_amount,
    updatedAt: pool.updated_at,
  };
}

/** A game's page; null when there is no such game or staff have it switched off. */
export async function campaignPage(db: DB, slug: string, lang: Lang, now: Date, userId: number | null): Promise<CampaignPageView | null> {
  const campaign = await findCampaignBySlug(db, slug);
  if (!campaign || campaign.active !== 1) return null;
  const window = { active: true, startsAt: campaign.starts_at, endsAt: campaign.ends_at, playRule: campaign.play_rule as PlayRule, requiresOrder: campaign.requires_order === 1 };
  let refusal = null;
  let playedSpinId: number | null = null;
  let next: string | null = null;
  let jackpot: JackpotView | null = null;
  if (campaign.kind === "wheel") {
    const played = userId === null ? undefined : await spinUnderKey(db, campaign.id, userId, playKey(window.playRule, now));
    playedSpinId = played?.id ?? null;
    const paid = userId !== null && window.requiresOrder ? await hasPaidOrder(db, userId) : true;
    refusal = judgePlay(window, { signedIn: userId !== null, hasPaidOrder: paid, playedUnderKey: played !== undefined }, now);
    if (played) next = nextPlayAt(window, now);
    const linked = await jackpotOfWheel(db, campaign.id);
    if (linked && linked.active === 1) jackpot = await jackpotView(db, linked, lang);
  } else {
    jackpot = await jackpotView(db, campaign, lang);
  }
  return {
    slug: campaign.slug,
    kind: campaign.kind,
    title: titleOf(campaign, lang),
    description: localized(campaign, "description", lang),
    startsAt: campaign.starts_at,
    endsAt: campaign.ends_at,
    phase: campaignPhase(window, now),
    playRule: window.playRule,
    requiresOrder: window.requiresOrder,
    segments: campaign.kind === "wheel" ? await segmentViews(db, campaign.id, lang) : [],
    jackpot,
    refusal,
    playedSpinId,
    nextPlayAt: next,
  };
}

/** The jackpot's pool now (the live figure), or null. */
export async function jackpotFigure(db: DB, slug: string): Promise<{ amount: number; updatedAt: string } | null> {
  const campaign = await findCampaignBySlug(db, slug);
  if (!campaign || campaign.active !== 1) return null;
  const jackpot = campaign.kind === "jackpot" ? campaign : await jackpotOfWheel(db, campaign.id);
  if (!jackpot) return null;
  const pool = await findPool(db, jackpot.id);
  return pool ? { amount: pool.amount, updatedAt: pool.updated_at } : null;
}

/** A spin's result for its owner; null for anyone else (the page answers 404, never whose spin it is). */
export async function spinResult(db: DB, spinId: number, userId: number, slug: string, lang: Lang, now: Date): Promise<SpinResultView | null> {
  const row = await findSpin(db, spinId);
  if (!row || row.user_id !== userId || row.slug !== slug) return null;
  const window = { active: row.active === 1, startsAt: row.starts_at, endsAt: row.ends_at, playRule: row.play_rule as PlayRule };
  return {
    id: row.id,
    slug: row.slug,
    campaignTitle: localized(row, "title", lang),
    createdAt: row.created_at,
    prizeKind: row.prize_kind,
    segmentId: row.segment_id,
    segmentPosition: row.position ?? null,
    label: localized(row, "label", lang) ?? null,
    couponId: row.coupon_id ?? null,
    couponCode: row.coupon_code ?? null,
    couponEndsAt: row.coupon_ends_at ?? null,
    cashbackAmount: row.cashback_amount,
    jackpotAmount: row.jackpot_amount,
    nextPlayAt: nextPlayAt(window, now),
  };
}

/** The running games for the promotions page: wheels first, each jackpot with its pool. */
export async function runningGames(db: DB, lang: Lang, now: Date): Promise<GameLinkView[]> {
  const rows = await listRunningCampaigns(db, now.toISOString());
  const views: GameLinkView[] = [];
  for (const row of rows) {
    const pool = row.kind === "jackpot" ? await findPool(db, row.id) : undefined;
    views.push({ slug: row.slug, kind: row.kind, title: titleOf(row, lang), description: localized(row, "description", lang), endsAt: row.ends_at, poolAmount: pool?.amount ?? null });
  }
  return views.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "wheel" ? -1 : 1));
}
