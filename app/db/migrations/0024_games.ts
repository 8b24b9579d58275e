import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { autoId, createChangeTrigger, dropChangeTrigger } from "./portable";

/**
 * The games (issue 20, docs/decisions/055-games-wheel-jackpot-roulette.md): the lucky wheel, its
 * jackpot and the website admin's roulette tool. Money is integer tugrik.
 *
 * - game_campaigns: a wheel or a jackpot, configured by staff. Times are UTC instants (start
 *   inclusive, end exclusive). A wheel's play rule says how often one shopper may spin
 *   (once per Ulaanbaatar calendar day, or once in the whole campaign); `requires_order` lets
 *   only shoppers with a paid order play. A jackpot names the wheel whose spins feed it
 *   (`jackpot_wheel_id`), its seed, the tugrik each spin adds, the 1-in-N chance a spin wins it
 *   and the least pool a spin can win (above the seed, so a pool just restarted is never won
 *   again at once). The jackpot columns are all set for a jackpot and all null for a wheel.
 * - game_segments: the wheel's slices in order. A prize is a coupon template (discount and days
 *   valid), wallet cashback, or 'try again'. `weight` is the odds (share of the total weight);
 *   `daily_cap` and `total_cap` the most given per Ulaanbaatar day and in all; `given_total` is
 *   moved by a guarded UPDATE (`... where total_cap is null or given_total < total_cap`) and the
 *   CHECK holds it under its cap whatever the code does.
 * - game_prize_days: the per-segment per-day count for the daily cap, the same guarded UPDATE.
 * - game_spins: one play. UNIQUE (campaign, user, play_key) is what makes "once" hold under
 *   double clicks, parallel requests and replays: the play key is the Ulaanbaatar date for
 *   once_per_day and 'campaign' for once_per_campaign; a second insert does nothing. The row
 *   records what was given: the segment landed on, the coupon issued or the cashback credited,
 *   and the jackpot won with it, if any.
 * - game_jackpot_pools: the live pool of a jackpot. Each spin of the linked wheel adds its step
 *   (`amount = amount + step`, no read); a win is `... set won_amount = amount, amount = seed,
 *   round = round + 1 where round = <the round the spin saw> and amount >= min`, so one round is
 *   paid once, whoever else hits at the same moment.
 * - game_jackpot_wins: one row per round won (UNIQUE), the winner and the amount paid.
 * - roulette_users / roulette_draws: the roulette tool's participants and its draws (the website
 *   admin's, not the shop's accounts). A draw records the winner's name as it was (the user may be
 *   deleted later), who ran it and when; `request_key` (the form's one-time key) makes a double
 *   submit draw once.
 *
 * Campaign changes move the page revision (the promotions page lists the running wheels).
 */
const SEGMENT_KINDS = sql`('coupon', 'cashback', 'try_again')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("game_campaigns")
    .addColumn("id", "integer", autoId(db))
    .addColumn("slug", "varchar(60)", (c) => c.notNull().unique().check(sql`length(slug) between 2 and 60`))
    .addColumn("kind", "varchar(8)", (c) => c.notNull().check(sql`kind in ('wheel', 'jackpot')`))
    .addColumn("title_mn", "varchar(120)", (c) => c.notNull().check(sql`length(title_mn) between 1 and 120`))
    .addColumn("title_en", "varchar(120)", (c) => c.notNull().check(sql`length(title_en) between 1 and 120`))
    .addColumn("description_mn", "varchar(1000)", (c) => c.notNull().defaultTo("").check(sql`length(description_mn) <= 1000`))
    .addColumn("description_en", "varchar(1000)", (c) => c.notNull().defaultTo("").check(sql`length(description_en) <= 1000`))
    .addColumn("starts_at", "varchar(32)", (c) => c.notNull())
    .addColumn("ends_at", "varchar(32)", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(0).check(sql`active in (0, 1)`))
    .addColumn("play_rule", "varchar(20)", (c) => c.notNull().defaultTo("once_per_day").check(sql`play_rule in ('once_per_day', 'once_per_campaign')`))
    .addColumn("requires_order", "integer", (c) => c.notNull().defaultTo(0).check(sql`requires_order in (0, 1)`))
    .addColumn("jackpot_wheel_id", "integer", (c) => c.references("game_campaigns.id").onDelete("restrict"))
    .addColumn("jackpot_seed", "integer", (c) => c.check(sql`jackpot_seed >= 0`))
    .addColumn("jackpot_step", "integer", (c) => c.check(sql`jackpot_step > 0`))
    .addColumn("jackpot_one_in", "integer", (c) => c.check(sql`jackpot_one_in between 1 and 1000000`))
    .addColumn("jackpot_min_win", "integer", (c) => c.check(sql`jackpot_min_win > 0`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addCheckConstraint("game_campaigns_ends_after_start", sql`ends_at > starts_at`)
    // A jackpot has all its settings (and wins above its seed); a wheel has none of them.
    .addCheckConstraint(
      "game_campaigns_jackpot_whole",
      sql`(kind = 'wheel' and jackpot_wheel_id is null and jackpot_seed is null and jackpot_step is null and jackpot_one_in is null and jackpot_min_win is null)
       or (kind = 'jackpot' and jackpot_wheel_id is not null and jackpot_seed is not null and jackpot_step is not null and jackpot_one_in is not null and jackpot_min_win > jackpot_seed)`,
    )
    .execute();
  await db.schema.createIndex("game_campaigns_by_window").on("game_campaigns").columns(["active", "starts_at"]).execute();
  // One jackpot per wheel: a spin feeds at most one pool.
  await db.schema.createIndex("game_campaigns_one_jackpot_per_wheel").on("game_campaigns").column("jackpot_wheel_id").unique().execute();

  await db.schema
    .createTable("game_segments")
    .addColumn("id", "integer", autoId(db))
    .addColumn("campaign_id", "integer", (c) => c.notNull().references("game_campaigns.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position between 0 and 23`))
    .addColumn("label_mn", "varchar(60)", (c) => c.notNull().check(sql`length(label_mn) between 1 and 60`))
    .addColumn("label_en", "varchar(60)", (c) => c.notNull().check(sql`length(label_en) between 1 and 60`))
    .addColumn("colour", "varchar(7)", (c) => c.notNull().check(sql`length(colour) = 7`))
    .addColumn("prize_kind", "varchar(10)", (c) => c.notNull().check(sql`prize_kind in ${SEGMENT_KINDS}`))
    .addColumn("discount_type", "varchar(8)", (c) => c.check(sql`discount_type in ('percent', 'amount')`))
    .addColumn("discount_value", "integer", (c) => c.check(sql`discount_value > 0`))
    .addColumn("min_order", "integer", (c) => c.notNull().defaultTo(0).check(sql`min_order >= 0`))
    .addColumn("valid_days", "integer", (c) => c.check(sql`valid_days between 1 and 365`))
    .addColumn("cashback_amount", "integer", (c) => c.check(sql`cashback_amount > 0`))
    .addColumn("weight", "integer", (c) => c.notNull().check(sql`weight between 0 and 1000000`))
    .addColumn("daily_cap", "integer", (c) => c.check(sql`daily_cap >= 0`))
    .addColumn("total_cap", "integer", (c) => c.check(sql`total_cap >= 0`))
    .addColumn("given_total", "integer", (c) => c.notNull().defaultTo(0).check(sql`given_total >= 0`))
    .addUniqueConstraint("game_segments_position", ["campaign_id", "position"])
    .addCheckConstraint("game_segments_under_total_cap", sql`total_cap is null or given_total <= total_cap`)
    // The prize's fields match its kind: a coupon has its template, cashback its amount, 'try again' nothing (and no caps).
    .addCheckConstraint(
      "game_segments_prize_whole",
      sql`(prize_kind = 'coupon' and discount_type is not null and discount_value is not null and valid_days is not null and cashback_amount is null and (discount_type <> 'percent' or discount_value <= 100))
       or (prize_kind = 'cashback' and cashback_amount is not null and discount_type is null and discount_value is null and valid_days is null)
       or (prize_kind = 'try_again' and cashback_amount is null and discount_type is null and discount_value is null and valid_days is null and daily_cap is null and total_cap is null)`,
    )
    .execute();

  await db.schema
    .createTable("game_prize_days")
    .addColumn("segment_id", "integer", (c) => c.notNull().references("game_segments.id").onDelete("cascade"))
    .addColumn("day", "varchar(10)", (c) => c.notNull().check(sql`length(day) = 10`))
    .addColumn("given", "integer", (c) => c.notNull().defaultTo(0).check(sql`given >= 0`))
    .addPrimaryKeyConstraint("game_prize_days_pk", ["segment_id", "day"])
    .execute();

  await db.schema
    .createTable("game_spins")
    .addColumn("id", "integer", autoId(db))
    .addColumn("campaign_id", "integer", (c) => c.notNull().references("game_campaigns.id").onDelete("restrict"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("play_key", "varchar(10)", (c) => c.notNull().check(sql`play_key = 'campaign' or length(play_key) = 10`))
    .addColumn("day", "varchar(10)", (c) => c.notNull().check(sql`length(day) = 10`))
    .addColumn("segment_id", "integer", (c) => c.references("game_segments.id").onDelete("set null"))
    .addColumn("prize_kind", "varchar(10)", (c) => c.notNull().check(sql`prize_kind in ${SEGMENT_KINDS}`))
    .addColumn("coupon_id", "integer", (c) => c.references("coupons.id").onDelete("set null"))
    .addColumn("cashback_amount", "integer", (c) => c.check(sql`cashback_amount > 0`))
    .addColumn("jackpot_amount", "integer", (c) => c.check(sql`jackpot_amount > 0`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("game_spins_once", ["campaign_id", "user_id", "play_key"])
    .execute();
  await db.schema.createIndex("game_spins_by_day").on("game_spins").columns(["campaign_id", "day"]).execute();
  await db.schema.createIndex("game_spins_by_user").on("game_spins").columns(["user_id", "id"]).execute();

  await db.schema
    .createTable("game_jackpot_pools")
    .addColumn("campaign_id", "integer", (c) => c.primaryKey().references("game_campaigns.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("round", "integer", (c) => c.notNull().defaultTo(1).check(sql`round >= 1`))
    .addColumn("won_amount", "integer", (c) => c.check(sql`won_amount > 0`))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("game_jackpot_wins")
    .addColumn("id", "integer", autoId(db))
    .addColumn("campaign_id", "integer", (c) => c.notNull().references("game_campaigns.id").onDelete("restrict"))
    .addColumn("round", "integer", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("spin_id", "integer", (c) => c.notNull().references("game_spins.id").onDelete("restrict"))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("game_jackpot_wins_once", ["campaign_id", "round"])
    .execute();

  await db.schema
    .createTable("roulette_users")
    .addColumn("id", "integer", autoId(db))
    .addColumn("display_name", "varchar(80)", (c) => c.notNull().check(sql`length(display_name) between 1 and 80`))
    .addColumn("contact", "varchar(254)", (c) => c.notNull().check(sql`length(contact) between 3 and 254`))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  // One participant per phone or e-mail: the same person twice would double their chance.
  await db.schema.createIndex("roulette_users_contact").on("roulette_users").column("contact").unique().execute();

  await db.schema
    .createTable("roulette_draws")
    .addColumn("id", "integer", autoId(db))
    .addColumn("request_key", "varchar(64)", (c) => c.notNull().unique().check(sql`length(request_key) between 16 and 64`))
    .addColumn("winner_id", "integer", (c) => c.references("roulette_users.id").onDelete("set null"))
    .addColumn("winner_name", "varchar(80)", (c) => c.notNull())
    .addColumn("winner_contact", "varchar(254)", (c) => c.notNull())
    .addColumn("entrants", "integer", (c) => c.notNull().check(sql`entrants >= 1`))
    .addColumn("run_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("roulette_draws_by_time").on("roulette_draws").columns(["created_at"]).execute();

  const statement = isPostgres(db) ? "perform nextval('page_revision')" : "update page_revision set revision = revision + 1 where id = 1";
  await createChangeTrigger(db, "page_revision_game_campaigns", "game_campaigns", statement);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeTrigger(db, "page_revision_game_campaigns", "game_campaigns");
  for (const table of ["roulette_draws", "roulette_users", "game_jackpot_wins", "game_jackpot_pools", "game_spins", "game_prize_days", "game_segments", "game_campaigns"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
