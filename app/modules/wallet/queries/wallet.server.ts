import { sql, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database, WalletKind, WalletReason } from "~/db/schema";

/**
 * SQL for the wallet (docs/decisions/025-wallet-ledger.md). The balances live in `wallets` and
 * change only together with a ledger row in `wallet_entries`, inside the caller's transaction,
 * through a guarded UPDATE that refuses to go below zero. A ledger row with an idempotency key is
 * written at most once.
 */

type Executor = DB | Transaction<Database>;

export interface WalletBalancesRow {
  topup: number;
  cashback: number;
}

export async function findWalletBalances(db: Executor, userId: number): Promise<WalletBalancesRow> {
  const row = await db.selectFrom("wallets").select(["topup_balance", "cashback_balance"]).where("user_id", "=", userId).executeTakeFirst();
  return { topup: row?.topup_balance ?? 0, cashback: row?.cashback_balance ?? 0 };
}

export interface PostEntryInput {
  userId: number;
  kind: WalletKind;
  reason: WalletReason;
  /** Signed: credit > 0, debit < 0. */
  amount: number;
  orderId?: number | null;
  giftCardId?: number | null;
  rechargeId?: number | null;
  idempotencyKey?: string | null;
  note?: string | null;
  now: Date;
}

export type PostEntryResult = { ok: true; entryId: number; balanceAfter: number } | { ok: false; reason: "insufficient" | "duplicate" };

/** Must run inside a transaction: the balance change and its ledger row commit together. */
export async function postWalletEntry(trx: Transaction<Database>, input: PostEntryInput): Promise<PostEntryResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new RangeError(`wallet amount must be a non-zero integer, got ${input.amount}`);
  const stamp = input.now.toISOString();
  if (input.idempotencyKey) {
    const seen = await trx.selectFrom("wallet_entries").select("id").where("idempotency_key", "=", input.idempotencyKey).executeTakeFirst();
    if (seen) return { ok: false, reason: "duplicate" };
  }
  await trx.insertInto("wallets").values({ user_id: input.userId, updated_at: stamp }).onConflict((oc) => oc.column("user_id").doNothing()).execute();
  const column = input.kind === "topup" ? sql.ref("topup_balance") : sql.ref("cashback_balance");
  const updated = await sql<{ total: number }>`
    update wallets set ${column} = ${column} + ${input.amount}, updated_at = ${stamp}
    where user_id = ${input.userId} and ${column} + ${input.amount} >= 0
    returning topup_balance + cashback_balance as total`.execute(trx);
  const total = updated.rows[0]?.total;
  if (total === undefined) return { ok: false, reason: "insufficient" };
  const entry = await trx
    .insertInto("wallet_entries")
    .values({
      user_id: input.userId,
      kind: input.kind,
      reason: input.reason,
      amount: input.amount,
      balance_after: Number(total),
      order_id: input.orderId ?? null,
      gift_card_id: input.giftCardId ?? null,
      recharge_id: input.rechargeId ?? null,
      idempotency_key: input.idempotencyKey ?? null,
      note: input.note ?? null,
      created_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, entryId: entry.id, balanceAfter: Number(total) };
}

export async function listWalletEntries(db: Executor, userId: number, options: { limit: number; offset: number }) {
  return db
    .selectFrom("wallet_entries as e")
    .leftJoin("orders as o", "o.id", "e.order_id")
    .leftJoin("gift_cards as g", "g.id", "e.gift_card_id")
    .leftJoin("wallet_recharges as r", "r.id", "e.recharge_id")
    .select(["e.id", "e.kind", "e.reason", "e.amount", "e.balance_after", "e.created_at", "e.note", "o.number as order_number", "g.number as gift_card_number", "r.reference as recharge_reference"])
    .where("e.user_id", "=", userId)
    .orderBy("e.id", "desc")
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

/** The sum of the ledger per kind (for checks: it always equals the balances). */
export async function ledgerSums(db: Executor, userId: number): Promise<WalletBalancesRow> {
  const rows = await db
    .selectFrom("wallet_entries")
    .select(["kind"])
    .select((eb) => eb.fn.sum<number>("amount").as("total"))
    .where("user_id", "=", userId)
    .groupBy("kind")
    .execute();
  const of = (kind: WalletKind) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return { topup: of("topup"), cashback: of("cashback") };
}

/** What an order has taken from the wallet and not yet been given back, per kind (positive numbers). */
export async function orderWalletNet(db: Executor, orderId: number): Promise<WalletBalancesRow> {
  const rows = await db
    .selectFrom("wallet_entries")
    .select(["kind"])
    .select((eb) => eb.fn.sum<number>("amount").as("total"))
    .where("order_id", "=", orderId)
    .where("reason", "in", ["order_spend", "order_refund"])
    .groupBy("kind")
    .execute();
  const of = (kind: WalletKind) => Math.max(0, -Number(rows.find((r) => r.kind === kind)?.total ?? 0));
  return { topup: of("topup"), cashback: of("cashback") };
}

// ---------------------------------------------------------------------------------------------
// Gift cards

export async function findGiftCardByNumber(db: Executor, number: string) {
  return db.selectFrom("gift_cards").selectAll().where("number", "=", number).executeTakeFirst();
}

export async function noteGiftCardFailure(db: Executor, id: number): Promise<void> {
  await db.updateTable("gift_cards").set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) })).where("id", "=", id).execute();
}

/** active -> redeemed, once: false when someone else redeemed it first. */
export async function markGiftCardRedeemed(trx: Transaction<Database>, id: number, userId: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable("gift_cards")
    .set({ state: "redeemed", redeemed_by: userId, redeemed_at: now.toISOString() })
    .where("id", "=", id)
    .where("state", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertGiftCard(db: Executor, input: { number: string; secretHash: string; amount: number; createdBy: number | null; now: Date }) {
  return db
    .insertInto("gift_cards")
    .values({ number: input.number, secret_hash: input.secretHash, amount: input.amount, created_by: input.createdBy, created_at: input.now.toISOString(), redeemed_by: null, redeemed_at: null })
    .returning(["id", "number", "amount"])
    .executeTakeFirstOrThrow();
}

export async function listGiftCards(db: Executor, options: { limit: number }) {
  return db
    .selectFrom("gift_cards as g")
    .leftJoin("users as u", "u.id", "g.redeemed_by")
    .select(["g.id", "g.number", "g.amount", "g.state", "g.redeemed_at", "g.created_at", "u.email as redeemed_by_email"])
    .orderBy("g.id", "desc")
    .limit(options.limit)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Bank-transfer recharges

export async function insertRecharge(db: Executor, input: { userId: number; reference: string; requestedAmount: number | null; now: Date }) {
  return db
    .insertInto("wallet_recharges")
    .values({ user_id: input.userId, reference: input.reference, requested_amount: input.requestedAmount, credited_amount: null, confirmed_by: null, created_at: input.now.toISOString(), credited_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findRecharge(db: Executor, id: number) {
  return db.selectFrom("wallet_recharges").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listRecharges(db: Executor, options: { userId?: number; state?: "waiting" | "credited" | "canceled"; limit: number }) {
  let query = db
    .selectFrom("wallet_recharges as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(["r.id", "r.user_id", "r.reference", "r.requested_amount", "r.credited_amount", "r.state", "r.created_at", "r.credited_at", "u.email", "u.phone", "u.name"])
    .orderBy("r.id", "desc")
    .limit(options.limit);
  if (options.userId !== undefined) query = query.where("r.user_id", "=", options.userId);
  if (options.state) query = query.where("r.state", "=", options.state);
  return query.execute();
}

export async function markRechargeCredited(trx: Transaction<Database>, id: number, amount: number, staffId: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable("wallet_recharges")
    .set({ state: "credited", credited_amount: amount, confirmed_by: staffId, credited_at: now.toISOString() })
    .where("id", "=", id)
    .where("state", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------------------------
// Partner cards

export async function listPartnerCards(db: Executor, userId: number) {
  return db.selectFrom("partner_cards").selectAll().where("user_id", "=", userId).orderBy("id").execute();
}

export async function insertPartnerCard(db: Executor, input: { userId: number; program: string; cardNumber: string; now: Date }): Promise<boolean> {
  const result = await db
    .insertInto("partner_cards")
    .values({ user_id: input.userId, program: input.program, card_number: input.cardNumber, created_at: input.now.toISOString() })
    .onConflict((oc) => oc.columns(["program", "card_number"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return result !== undefined;
}

export async function deletePartnerCard(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom("partner_cards").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
