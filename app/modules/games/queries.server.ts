import { sql, type Insertable, type Selectable, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { GameCampaignTable, GameSegmentTable, GameSpinTable } from "~/db/schema-games";

/**
 * The games' SQL (docs/decisions/055-games-wheel-jackpot-roulette.md). Nothing here reads a count
 * and writes it back: a spin is made once by its UNIQUE key (insert ... on conflict do nothing),
 * caps are taken by guarded UPDATEs that change one row or none, and the jackpot is grown by
 * `amount = amount + step` and won by an UPDATE guarded on the round the spin saw.
 */

type Executor = DB | Transaction<Database>;
export type CampaignRow = Selectable<GameCampaignTable>;
export type SegmentRow = Selectable<GameSegmentTable>;

/** The order states of an order that was paid (and not undone). */
const PAID_STATES = ["paid", "confirmed", "ready_to_deliver", "shipped", "out_for_delivery", "delivered", "completed"] as const;

// ---------------------------------------------------------------------------------------------
// Campaigns and segments

export async function findCampaignBySlug(db: Executor, slug: string): Promise<CampaignRow | undefined> {
  return db.selectFrom("game_campaigns").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function findCampaignById(db: Executor, id: number): Promise<CampaignRow | undefined> {
  return db.selectFrom("game_campaigns").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listCampaigns(db: Executor): Promise<CampaignRow[]> {
  return db.selectFrom("game_campaigns").selectAll().orderBy("starts_at", "desc").orderBy("id", "desc").execute();
}

/** Active campaigns whose window holds `at`, soonest to end first. */
export async function listRunningCampaigns(db: Executor, at: string): Promise<CampaignRow[]> {
  return db
    .selectFrom("game_campaigns")
    .selectAll()
    .where("active", "=", 1)
    .where("starts_at", "<=", at)
    .where("ends_at", ">", at)
    .orderBy("ends_at")
    .orderBy("id")
    .execute();
}

/** The jackpot fed by a wheel, with its pool. */
export async function jackpotOfWheel(db: Executor, wheelId: number) {
  return db
    .selectFrom("game_campaigns as c")
    .innerJoin("game_jackpot_pools as p", "p.campaign_id", "c.id")
    .selectAll("c")
    .select(["p.amount as pool_amount", "p.round as pool_round", "p.won_amount as pool_won_amount", "p.updated_at as pool_updated_at"])
    .where("c.jackpot_wheel_id", "=", wheelId)
    .executeTakeFirst();
}

export async function findPool(db: Executor, campaignId: number) {
  return db.selectFrom("game_jackpot_pools").selectAll().where("campaign_id", "=", campaignId).executeTakeFirst();
}

export async function segmentsOf(db: Executor, campaignId: number): Promise<SegmentRow[]> {
  return db.selectFrom("game_segments").selectAll().where("campaign_id", "=", campaignId).orderBy("position").execute();
}

/** Prizes given per segment on one day (segments with none given are absent). */
export async function givenOnDay(db: Executor, segmentIds: readonly number[], day: string): Promise<Map<number, number>> {
  if (segmentIds.length === 0) return new Map();
  const rows = await db.selectFrom("game_prize_days").select(["segment_id", "given"]).where("segment_id", "in", segmentIds).where("day", "=", day).execute();
  return new Map(rows.map((r) => [r.segment_id, Number(r.given)]));
}

export async function insertCampaign(trx: Executor, values: Insertable<GameCampaignTable>): Promise<number> {
  return (await trx.insertInto("game_campaigns").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updateCampaign(trx: Executor, id: number, values: Partial<Insertable<GameCampaignTable>>): Promise<boolean> {
  const result = await trx.updateTable("game_campaigns").set(values).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPool(trx: Executor, campaignId: number, amount: number, at: string): Promise<void> {
  await trx.insertInto("game_jackpot_pools").values({ campaign_id: campaignId, amount, updated_at: at }).onConflict((oc) => oc.column("campaign_id").doNothing()).execute();
}

/** Writes a wheel's segments by position: existing positions keep their given counts; positions past the new list go (their spins keep what they gave). */
export async function saveSegments(trx: Transaction<Database>, campaignId: number, segments: readonly Omit<Insertable<GameSegmentTable>, "campaign_id">[]): Promise<void> {
  for (const segment of segments) {
    const values = { ...segment, campaign_id: campaignId };
    const updated = await trx.updateTable("game_segments").set(values).where("campaign_id", "=", campaignId).where("position", "=", segment.position).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto("game_segments").values(values).execute();
  }
  await trx.deleteFrom("game_segments").where("campaign_id", "=", campaignId).where("position", ">=", segments.length).execute();
}

// ---------------------------------------------------------------------------------------------
// Players

/** True when the user has an order that was paid and not canceled, expired or returned. */
export async function hasPaidOrder(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom("orders").select("id").where("user_id", "=", userId).where("state", "in", PAID_STATES).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function spinUnderKey(db: Executor, campaignId: number, userId: number, playKey: string) {
  return db.selectFrom("game_spins").select(["id"]).where("campaign_id", "=", campaignId).where("user_id", "=", userId).where("play_key", "=", playKey).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// A spin

/** The spin's row, once: undefined when the shopper already has one under the key (a double click, a parallel request, a replay). */
export async function insertSpin(trx: Transaction<Database>, values: Insertable<GameSpinTable>): Promise<number | undefined> {
  const row = await trx
    .insertInto("game_spins")
    .values(values)
    .onConflict((oc) => oc.columns(["campaign_id", "user_id", "play_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function recordSpinPrize(
  trx: Transaction<Database>,
  spinId: number,
  prize: { segmentId: number | null; prizeKind: GameSpinTable["prize_kind"]; couponId: number | null; cashbackAmount: number | null; jackpotAmount: number | null },
): Promise<void> {
  await trx
    .updateTable("game_spins")
    .set({ segment_id: prize.segmentId, prize_kind: prize.prizeKind, coupon_id: prize.couponId, cashback_amount: prize.cashbackAmount, jackpot_amount: prize.jackpotAmount })
    .where("id", "=", spinId)
    .execute();
}

/** Takes one prize under the segment's total cap; false when it is used up. */
export async function takeTotalCap(trx: Transaction<Database>, segmentId: number): Promise<boolean> {
  const result = await trx
    .updateTable("game_segments")
    .set((eb) => ({ given_total: eb("given_total", "+", 1) }))
    .where("id", "=", segmentId)
    .where((eb) => eb.or([eb("total_cap", "is", null), eb("given_total", "<", eb.ref("total_cap"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseTotalCap(trx: Transaction<Database>, segmentId: number): Promise<void> {
  await trx
    .updateTable("game_segments")
    .set((eb) => ({ given_total: eb("given_total", "-", 1) }))
    .where("id", "=", segmentId)
    .where("given_total", ">", 0)
    .execute();
}

/** Counts one prize on the day, under the daily cap when there is one; false when the day's cap is used up. */
export async function takeDailyCap(trx: Transaction<Database>, segmentId: number, day: string, cap: number | null): Promise<boolean> {
  await trx.insertInto("game_prize_days").values({ segment_id: segmentId, day }).onConflict((oc) => oc.columns(["segment_id", "day"]).doNothing()).execute();
  let query = trx
    .updateTable("game_prize_days")
    .set((eb) => ({ given: eb("given", "+", 1) }))
    .where("segment_id", "=", segmentId)
    .where("day", "=", day);
  if (cap !== null) query = query.where("given", "<", cap);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Adds a spin's step to the pool (no read: concurrent spins all count). */
export async function growPool(trx: Transaction<Database>, campaignId: number, step: number, at: string): Promise<void> {
  await trx
    .updateTable("game_jackpot_pools")
    .set((eb) => ({ amount: eb("amount", "+", step), updated_at: at }))
    .where("campaign_id", "=", campaignId)
    .execute();
}

/**
 * Wins the pool for the round the spin saw: the pool restarts from the seed and the next round
 * begins. SET expressions read the row as it was, so `won_amount = amount` is what was paid. No
 * row (undefined) when someone else won this round first or the pool is under the least win.
 */
export async function winPool(trx: Transaction<Database>, campaignId: number, round: number, seed: number, minWin: number, at: string): Promise<number | undefined> {
  const row = await trx
    .updateTable("game_jackpot_pools")
    .set((eb) => ({ won_amount: eb.ref("amount"), amount: seed, round: eb("round", "+", 1), updated_at: at }))
    .where("campaign_id", "=", campaignId)
    .where("round", "=", round)
    .where("amount", ">=", minWin)
    .returning("won_amount")
    .executeTakeFirst();
  return row?.won_amount ?? undefined;
}

export async function insertJackpotWin(trx: Transaction<Database>, values: { campaignId: number; round: number; userId: number; spinId: number; amount: number; at: string }): Promise<void> {
  await trx
    .insertInto("game_jackpot_wins")
    .values({ campaign_id: values.campaignId, round: values.round, user_id: values.userId, spin_id: values.spinId, amount: values.amount, created_at: values.at })
    .execute();
}

/** A spin with what it gave, for its owner's result page. */
export async function findSpin(db: Executor, spinId: number) {
  return db
    .selectFrom("game_spins as s")
    .innerJoin("game_campaigns as c", "c.id", "s.campaign_id")
    .leftJoin("game_segments as g", "g.id", "s.segment_id")
    .leftJoin("coupons as k", "k.id", "s.coupon_id")
    .select([
      "s.id",
      "s.user_id",
      "s.campaign_id",
      "s.play_key",
      "s.prize_kind",
      "s.cashback_amount",
      "s.jackpot_amount",
      "s.created_at",
      "s.segment_id",
      "g.position",
      "g.label_mn",
      "g.label_en",
      "c.slug",
      "c.title_mn",
      "c.title_en",
      "c.play_rule",
      "c.starts_at",
      "c.ends_at",
      "c.active",
      "k.id as coupon_id",
      "k.code as coupon_code",
      "k.ends_at as coupon_ends_at",
    ])
    .where("s.id", "=", spinId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Staff figures

/** Spins and prizes per Ulaanbaatar day and segment, newest days first. */
export async function spinsPerDay(db: Executor, campaignId: number, days: number) {
  return db
    .selectFrom("game_spins")
    .select(["day", "segment_id", "prize_kind"])
    .select((eb) => [eb.fn.countAll<number>().as("spins"), eb.fn.sum<number>("cashback_amount").as("cashback"), eb.fn.count<number>("coupon_id").as("coupons")])
    .where("campaign_id", "=", campaignId)
    .groupBy(["day", "segment_id", "prize_kind"])
    .orderBy("day", "desc")
    .limit(days * 24)
    .execute();
}

export async function recentSpins(db: Executor, campaignId: number, limit: number) {
  return db
    .selectFrom("game_spins as s")
    .leftJoin("users as u", "u.id", "s.user_id")
    .leftJoin("coupons as k", "k.id", "s.coupon_id")
    .leftJoin("game_segments as g", "g.id", "s.segment_id")
    .select(["s.id", "s.created_at", "s.prize_kind", "s.cashback_amount", "s.jackpot_amount", "u.email", "u.phone", "k.code as coupon_code", "g.label_mn", "g.label_en"])
    .where("s.campaign_id", "=", campaignId)
    .orderBy("s.id", "desc")
    .limit(limit)
    .execute();
}

export async function jackpotWins(db: Executor, campaignId: number, limit: number) {
  return db
    .selectFrom("game_jackpot_wins as w")
    .leftJoin("users as u", "u.id", "w.user_id")
    .select(["w.id", "w.round", "w.amount", "w.created_at", "u.email", "u.phone"])
    .where("w.campaign_id", "=", campaignId)
    .orderBy("w.id", "desc")
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// The roulette tool

export async function listRouletteUsers(db: Executor) {
  return db.selectFrom("roulette_users").selectAll().orderBy("id").execute();
}

export async function findRouletteUser(db: Executor, id: number) {
  return db.selectFrom("roulette_users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The new participant's id, or undefined when the contact is taken. */
export async function insertRouletteUser(db: Executor, values: { displayName: string; contact: string; createdBy: number; at: string }): Promise<number | undefined> {
  const row = await db
    .insertInto("roulette_users")
    .values({ display_name: values.displayName, contact: values.contact, created_by: values.createdBy, created_at: values.at })
    .onConflict((oc) => oc.column("contact").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function deleteRouletteUser(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom("roulette_users").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The draw's id, or undefined when a draw with this one-time key exists already. */
export async function insertDraw(
  trx: Executor,
  values: { requestKey: string; winnerId: number; winnerName: string; winnerContact: string; entrants: number; runBy: number; at: string },
): Promise<number | undefined> {
  const row = await trx
    .insertInto("roulette_draws")
    .values({
      request_key: values.requestKey,
      winner_id: values.winnerId,
      winner_name: values.winnerName,
      winner_contact: values.winnerContact,
      entrants: values.entrants,
      run_by: values.runBy,
      created_at: values.at,
    })
    .onConflict((oc) => oc.column("request_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function findDrawByKey(db: Executor, requestKey: string) {
  return db.selectFrom("roulette_draws").selectAll().where("request_key", "=", requestKey).executeTakeFirst();
}

export async function listDraws(db: Executor, limit: number) {
  return db
    .selectFrom("roulette_draws as d")
    .leftJoin("users as u", "u.id", "d.run_by")
    .select(["d.id", "d.winner_name", "d.winner_contact", "d.entrants", "d.created_at", "u.name as run_by_name", "u.email as run_by_email"])
    .orderBy("d.id", "desc")
    .limit(limit)
    .execute();
}

/** A table's row count (the seed's idempotence, the tests). */
export async function countRows(db: Executor, table: "game_spins" | "game_jackpot_wins" | "roulette_draws" | "roulette_users"): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
