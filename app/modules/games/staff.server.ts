import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { campaignPhase, publishedOdds, type CampaignPhase, type PlayRule, type PrizeKind } from "./domain/games";
import type { CampaignInput } from "./forms";
import {
  findCampaignById,
  findCampaignBySlug,
  findPool,
  insertCampaign,
  insertPool,
  jackpotOfWheel,
  jackpotWins,
  listCampaigns,
  recentSpins,
  saveSegments,
  segmentsOf,
  spinsPerDay,
  updateCampaign,
} from "./queries.server";
import type { StaffGameError } from "./status";
import { localized } from "~/kernel/localized";
import { calendarDateIn, dayStartIn, SHOP_TIME_ZONE } from "~/kernel/dates";

/**
 * The staff's side of the games (/staff/games): campaigns with their segments, odds and caps;
 * switching one on and off; the spins and prizes given per Ulaanbaatar day.
 */

/** A form's `YYYY-MM-DD` as the instant that day begins on the shop's wall clock. */
export const ubDayStart = (day: string) => dayStartIn(day, SHOP_TIME_ZONE);
/** An instant as its `YYYY-MM-DD` on the shop's wall clock (for the form's date fields). */
export const ubDayOf = (iso: string) => calendarDateIn(new Date(iso), SHOP_TIME_ZONE);

export interface StaffCampaignSummary {
  id: number;
  slug: string;
  kind: "wheel" | "jackpot";
  title: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  phase: CampaignPhase;
}

export async function staffCampaigns(db: DB, lang: "mn" | "en", now: Date): Promise<StaffCampaignSummary[]> {
  return (await listCampaigns(db)).map((c) => ({
    id: c.id,
    slug: c.slug,
    kind: c.kind,
    title: localized(c, "title", lang),
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    active: c.active === 1,
    phase: campaignPhase({ active: c.active === 1, startsAt: c.starts_at, endsAt: c.ends_at }, now),
  }));
}

export interface StaffSegmentForm {
  labelMn: string;
  labelEn: string;
  colour: string;
  prizeKind: PrizeKind;
  discountType: string;
  discountValue: string;
  minOrder: string;
  validDays: string;
  cashbackAmount: string;
  weight: string;
  dailyCap: string;
  totalCap: string;
}

export interface StaffCampaignView {
  id: number;
  slug: string;
  kind: "wheel" | "jackpot";
  active: boolean;
  phase: CampaignPhase;
  /** The edit form's values, as typed. */
  form: {
    slug: string;
    kind: "wheel" | "jackpot";
    titleMn: string;
    titleEn: string;
    descriptionMn: string;
    descriptionEn: string;
    startsOn: string;
    endsOn: string;
    playRule: PlayRule;
    requiresOrder: boolean;
    wheelSlug: string;
    jackpotSeed: string;
    jackpotStep: string;
    jackpotOneIn: string;
    jackpotMinWin: string;
    segments: StaffSegmentForm[];
  };
  segments: { id: number; label: string; prizeKind: PrizeKind; percent: number; givenTotal: number; totalCap: number | null; dailyCap: number | null }[];
  days: { day: string; rows: { segmentId: number | null; label: string; spins: number; coupons: number; cashback: number }[] }[];
  recent: { id: number; createdAt: string; who: string; label: string; prizeKind: PrizeKind; couponCode: string | null; cashback: number | null; jackpot: number | null }[];
  pool: { amount: number; round: number } | null;
  wins: { id: number; round: number; amount: number; createdAt: string; who: string }[];
}

const str = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export async function staffCampaign(db: DB, id: number, lang: "mn" | "en", now: Date): Promise<StaffCampaignView | null> {
  const c = await findCampaignById(db, id);
  if (!c) return null;
  const segments = await segmentsOf(db, c.id);
  const odds = publishedOdds(segments);
  const wheel = c.jackpot_wheel_id === null ? undefined : await findCampaignById(db, c.jackpot_wheel_id);
  const label = (s: { label_mn: string | null; label_en: string | null }) => localized(s, "label", lang) ?? "—";
  const perDay = await spinsPerDay(db, c.id, 14);
  const byDay = new Map<string, StaffCampaignView["days"][number]["rows"]>();
  for (const row of perDay) {
    const seg = segments.find((s) => s.id === row.segment_id);
    const list = byDay.get(row.day) ?? [];
    list.push({ segmentId: row.segment_id, label: seg ? label(seg) : "—", spins: Number(row.spins), coupons: Number(row.coupons), cashback: Number(row.cashback ?? 0) });
    byDay.set(row.day, list);
  }
  const pool = c.kind === "jackpot" ? await findPool(db, c.id) : undefined;
  return {
    id: c.id,
    slug: c.slug,
    kind: c.kind,
    active: c.active === 1,
    phase: campaignPhase({ active: c.active === 1, startsAt: c.starts_at, endsAt: c.ends_at }, now),
    form: {
      slug: c.slug,
      kind: c.kind,
      titleMn: c.title_mn,
      titleEn: c.title_en,
      descriptionMn: c.description_mn,
      descriptionEn: c.description_en,
      startsOn: ubDayOf(c.starts_at),
      endsOn: ubDayOf(c.ends_at),
      playRule: c.play_rule,
      requiresOrder: c.requires_order === 1,
      wheelSlug: wheel?.slug ?? "",
      jackpotSeed: str(c.jackpot_seed),
      jackpotStep: str(c.jackpot_step),
      jackpotOneIn: str(c.jackpot_one_in),
      jackpotMinWin: str(c.jackpot_min_win),
      segments: segments.map((s) => ({
        labelMn: s.label_mn,
        labelEn: s.label_en,
        colour: s.colour,
        prizeKind: s.prize_kind,
        discountType: s.discount_type ?? "",
        discountValue: str(s.discount_value),
        minOrder: s.min_order ? String(s.min_order) : "",
        validDays: str(s.valid_days),
        cashbackAmount: str(s.cashback_amount),
        weight: String(s.weight),
        dailyCap: str(s.daily_cap),
        totalCap: str(s.total_cap),
      })),
    },
    segments: segments.map((s, i) => ({ id: s.id, label: label(s), prizeKind: s.prize_kind, percent: odds[i]!.percent, givenTotal: Number(s.given_total), totalCap: s.total_cap, dailyCap: s.daily_cap })),
    days: [...byDay.entries()].slice(0, 14).map(([day, rows]) => ({ day, rows })),
    recent: (await recentSpins(db, c.id, 30)).map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      who: r.email ?? r.phone ?? "—",
      label: label(r),
      prizeKind: r.prize_kind,
      couponCode: r.coupon_code ?? null,
      cashback: r.cashback_amount,
      jackpot: r.jackpot_amount,
    })),
    pool: pool ? { amount: pool.amount, round: pool.round } : null,
    wins: (await jackpotWins(db, c.id, 20)).map((w) => ({ id: w.id, round: w.round, amount: w.amount, createdAt: w.created_at, who: w.email ?? w.phone ?? "—" })),
  };
}

/** Creates a campaign (id null) or saves one; a jackpot's pool starts at its seed. */
export async function saveCampaign(db: DB, now: Date, id: number | null, input: CampaignInput): Promise<Result<{ id: number }, StaffGameError>> {
  const at = now.toISOString();
  const existing = id === null ? undefined : await findCampaignById(db, id);
  if (id !== null && !existing) return fail("games:errors.notFound");
  if (existing && existing.kind !== input.kind) return fail("games:errors.kindChanged");
  const sameSlug = await findCampaignBySlug(db, input.slug);
  if (sameSlug && sameSlug.id !== id) return fail("games:errors.slugTaken");
  let wheelId: number | null = null;
  if (input.kind === "jackpot") {
    const wheel = await findCampaignBySlug(db, input.wheelSlug ?? "");
    if (!wheel || wheel.kind !== "wheel") return fail("games:errors.wheelNotFound");
    const other = await jackpotOfWheel(db, wheel.id);
    if (other && other.id !== id) return fail("games:errors.wheelNotFound");
    wheelId = wheel.id;
  } else if (existing) {
    const current = await segmentsOf(db, existing.id);
    for (const [position, segment] of input.segments.entries()) {
      const before = current.find((s) => s.position === position);
      if (before && segment.totalCap !== null && segment.totalCap < Number(before.given_total)) return fail("games:errors.capBelowGiven");
    }
  }
  const values = {
    slug: input.slug,
    kind: input.kind,
    title_mn: input.titleMn,
    title_en: input.titleEn,
    description_mn: input.descriptionMn,
    description_en: input.descriptionEn,
    starts_at: ubDayStart(input.startsOn),
    ends_at: ubDayStart(input.endsOn),
    play_rule: input.playRule,
    requires_order: input.requiresOrder ? 1 : 0,
    jackpot_wheel_id: wheelId,
    jackpot_seed: input.kind === "jackpot" ? input.jackpotSeed : null,
    jackpot_step: input.kind === "jackpot" ? input.jackpotStep : null,
    jackpot_one_in: input.kind === "jackpot" ? input.jackpotOneIn : null,
    jackpot_min_win: input.kind === "jackpot" ? input.jackpotMinWin : null,
    updated_at: at,
  };
  const savedId = await inTransaction(db, async (trx) => {
    const campaignId = existing ? existing.id : await insertCampaign(trx, { ...values, created_at: at });
    if (existing) await updateCampaign(trx, existing.id, values);
    if (input.kind === "jackpot") await insertPool(trx, campaignId, input.jackpotSeed ?? 0, at);
    else
      await saveSegments(
        trx,
        campaignId,
        input.segments.map((s, position) => ({
          position,
          label_mn: s.labelMn,
          label_en: s.labelEn,
          colour: s.colour,
          prize_kind: s.prizeKind,
          discount_type: s.discountType,
          discount_value: s.discountValue,
          min_order: s.minOrder,
          valid_days: s.validDays,
          cashback_amount: s.cashbackAmount,
          weight: s.weight,
          daily_cap: s.dailyCap,
          total_cap: s.totalCap,
        })),
      );
    return campaignId;
  });
  return ok({ id: savedId });
}

export async function setCampaignActive(db: DB, now: Date, id: number, active: boolean): Promise<Result<{ active: boolean }, StaffGameError>> {
  const done = await updateCampaign(db, id, { active: active ? 1 : 0, updated_at: now.toISOString() });
  return done ? ok({ active }) : fail("games:errors.notFound");
}
