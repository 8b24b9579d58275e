import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Wallet, gift cards, recharges, coupons/vouchers/promo codes and partner cards
 * (docs/decisions/025-wallet-ledger.md, 026-coupon-codes.md).
 * Money is integer tugrik.
 *
 * - wallets: one row per user with the two balances (top-up, cashback), CHECK >= 0, changed
 *   only by guarded UPDATEs in the same transaction as the ledger row that explains it.
 * - wallet_entries: the append-only ledger. `amount` is signed (credit > 0, debit < 0);
 *   `balance_after` is the wallet's total after the entry. `idempotency_key` (unique) makes a
 *   redemption, a refund or a recharge credit happen once.
 * - gift_cards: number + secret (HMAC at rest), value, redeemed once (guarded UPDATE).
 * - wallet_recharges: bank-transfer top-ups waiting for staff to confirm the received amount.
 * - coupons: coupons, vouchers and promo codes in one table (`kind`); `used_count` is raised
 *   by a guarded UPDATE when an order is placed and lowered when it is canceled or expires;
 *   `voucher_balance` is what a voucher has left.
 * - coupon_redemptions: one per (coupon, order); state held -> released.
 * - partner_cards: loyalty and partner cards on the account.
 * - orders: the coupon applied and the store credit split (top-up / cashback).
 */

const money = (name: string) => sql.raw(`${name} >= 0`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("wallets")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("topup_balance", "integer", (c) => c.notNull().defaultTo(0).check(money("topup_balance")))
    .addColumn("cashback_balance", "integer", (c) => c.notNull().defaultTo(0).check(money("cashback_balance")))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("wallet_entries")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "varchar(16)", (c) => c.notNull().check(sql`kind in ('topup', 'cashback')`))
    .addColumn("reason", "varchar(24)", (c) =>
      c
        .notNull()
        .check(sql`reason in ('gift_card', 'bank_recharge', 'order_spend', 'order_refund', 'cashback_earned', 'cashback_reversed', 'adjustment')`),
    )
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn("balance_after", "integer", (c) => c.notNull().check(money("balance_after")))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("gift_card_id", "integer")
    .addColumn("recharge_id", "integer")
    .addColumn("idempotency_key", "varchar(128)", (c) => c.unique())
    .addColumn("note", "varchar(200)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("wallet_entries_by_user").on("wallet_entries").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("wallet_entries_by_order").on("wallet_entries").column("order_id").execute();

  await db.schema
    .createTable("gift_cards")
    .addColumn("id", "integer", autoId(db))
    .addColumn("number", "varchar(16)", (c) => c.notNull().unique())
    .addColumn("secret_hash", "varchar(128)", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("state", "varchar(16)", (c) => c.notNull().defaultTo("active").check(sql`state in ('active', 'redeemed', 'disabled')`))
    .addColumn("redeemed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("redeemed_at", "varchar(32)")
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("wallet_recharges")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reference", "varchar(16)", (c) => c.notNull().unique())
    .addColumn("requested_amount", "integer", (c) => c.check(sql`requested_amount > 0`))
    .addColumn("credited_amount", "integer", (c) => c.check(sql`credited_amount > 0`))
    .addColumn("state", "varchar(16)", (c) => c.notNull().defaultTo("waiting").check(sql`state in ('waiting', 'credited', 'canceled')`))
    .addColumn("confirmed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("credited_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("wallet_recharges_by_state").on("wallet_recharges").columns(["state", "id"]).execute();

  await db.schema
    .createTable("coupons")
    .addColumn("id", "integer", autoId(db))
    .addColumn("code", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("kind", "varchar(16)", (c) => c.notNull().check(sql`kind in ('coupon', 'voucher', 'promo')`))
    .addColumn("title_mn", "varchar(200)", (c) => c.notNull())
    .addColumn("title_en", "varchar(200)", (c) => c.notNull())
    .addColumn("discount_type", "varchar(16)", (c) => c.notNull().check(sql`discount_type in ('percent', 'amount')`))
    .addColumn("discount_value", "integer", (c) => c.notNull().check(sql`discount_value > 0`))
    .addColumn("min_order", "integer", (c) => c.notNull().defaultTo(0).check(money("min_order")))
    .addColumn("starts_at", "varchar(32)")
    .addColumn("ends_at", "varchar(32)")
    .addColumn("usage_limit", "integer", (c) => c.check(sql`usage_limit > 0`))
    .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0).check(sql`used_count >= 0 and (usage_limit is null or used_count <= usage_limit)`))
    .addColumn("per_user_limit", "integer", (c) => c.check(sql`per_user_limit > 0`))
    .addColumn("first_order_only", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("signed_in_only", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("eligible_taxon_ids", "text")
    .addColumn("eligible_product_ids", "text")
    .addColumn("voucher_balance", "integer", (c) => c.check(money("voucher_balance")))
    .addColumn("owner_user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("coupons_by_owner").on("coupons").column("owner_user_id").execute();

  await db.schema
    .createTable("coupon_redemptions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("amount", "integer", (c) => c.notNull().check(money("amount")))
    .addColumn("state", "varchar(16)", (c) => c.notNull().defaultTo("held").check(sql`state in ('held', 'released')`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("released_at", "varchar(32)")
    .addUniqueConstraint("coupon_redemptions_one_per_order", ["coupon_id", "order_id"])
    .execute();
  await db.schema.createIndex("coupon_redemptions_by_user").on("coupon_redemptions").columns(["coupon_id", "user_id", "state"]).execute();

  await db.schema
    .createTable("partner_cards")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("program", "varchar(24)", (c) => c.notNull())
    .addColumn("card_number", "varchar(32)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("partner_cards_one_per_program_number", ["program", "card_number"])
    .execute();
  await db.schema.createIndex("partner_cards_by_user").on("partner_cards").column("user_id").execute();

  const add = (column: string, type: string, build?: (c: any) => any) => // eslint-disable-line @typescript-eslint/no-explicit-any
    db.schema.alterTable("orders").addColumn(column, type as "text", build ?? ((c) => c)).execute();
  await add("coupon_id", "integer", (c) => c.references("coupons.id"));
  await add("coupon_code", "varchar(32)");
  await add("store_credit_topup", "integer", (c) => c.notNull().defaultTo(0).check(money("store_credit_topup")));
  await add("store_credit_cashback", "integer", (c) => c.notNull().defaultTo(0).check(money("store_credit_cashback")));
  await add("cashback_earned", "integer", (c) => c.notNull().defaultTo(0).check(money("cashback_earned")));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["coupon_id", "coupon_code", "store_credit_topup", "store_credit_cashback", "cashback_earned"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  for (const table of ["partner_cards", "coupon_redemptions", "coupons", "wallet_recharges", "gift_cards", "wallet_entries", "wallets"]) {
    await db.schema.dropTable(table).execute();
  }
}
