import { randomInt } from "node:crypto";
import { inTransaction } from "~/db/transactions.server";
import type { Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import {
  findGiftCardByNumber,
  findRecharge,
  findWalletBalances,
  insertGiftCard,
  insertRecharge,
  listRecharges,
  listWalletEntries,
  markGiftCardRedeemed,
  markRechargeCredited,
  noteGiftCardFailure,
  orderWalletNet,
  postWalletEntry,
} from "./queries/wallet.server";
import { releaseAttempt, reserveAttempt } from "~/modules/rate-limits/index.server";
import { giftCardAttemptPlan } from "./domain/gift-card-attempts";
import { hashSecret, verifySecret } from "~/kernel/password-hash.server";

/**
 * The store-credit wallet (docs/decisions/025-wallet-ledger.md): balances, statement, recharge by
 * gift card or bank transfer, and what orders take from it and give back. Every change is one
 * ledger row written with its balance change in one transaction; keys make redemptions and refunds
 * happen once.
 */

// A gift card's secret is 8 digits printed under a scratch panel, and guesses are limited per
// card and account: a lighter cost than a password's is enough.
const GIFT_CARD_SCRYPT = { N: 2 ** 14, r: 8, p: 1 };

export const STATEMENT_PAGE_SIZE = 20;

export async function walletOverview(db: DB, userId: number) {
  return findWalletBalances(db, userId);
}

export async function walletStatement(db: DB, userId: number, page: number) {
  const entries = await listWalletEntries(db, userId, { limit: STATEMENT_PAGE_SIZE + 1, offset: (page - 1) * STATEMENT_PAGE_SIZE });
  return { entries: entries.slice(0, STATEMENT_PAGE_SIZE), hasMore: entries.length > STATEMENT_PAGE_SIZE, page };
}

// ---------------------------------------------------------------------------------------------
// Gift cards

/** Card numbers are 16 digits; spaces and dashes typed between groups are ignored. */
export function normaliseGiftCardNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{16}$/.test(digits) ? digits : null;
}

export function hashGiftCardSecret(secret: string): Promise<string> {
  return hashSecret(secret.trim(), GIFT_CARD_SCRYPT);
}

function giftCardSecretMatches(secret: string, stored: string): Promise<boolean> {
  return verifySecret(secret.trim(), stored);
}

export type RedeemError = "wallet.giftCardIncorrect" | "wallet.giftCardUsed" | "wallet.tooManyAttempts";
export type RedeemResult = { ok: true; amount: number; balance: number } | { ok: false; error: RedeemError };

/**
 * A wrong number and a wrong secret get the same message, 'incorrect gift card number'
 * (storefront-spec.md §5 Validation rules). Attempts are held before the secret is checked
 * (app/modules/wallet/domain/gift-card-attempts
 * says which counters and why), so guessing is slow even in parallel; only wrong ones stay
 * counted. The card is credited once: the guarded active -> redeemed UPDATE and
 * the ledger row (keyed by the card) commit together.
 */
export async function redeemGiftCard(db: DB, userId: number, input: { number: string; secret: string }, now: Date): Promise<RedeemResult> {
  const number = normaliseGiftCardNumber(input.number) ?? input.number.replace(/\s/g, "").slice(0, 32);
  const reservation = await reserveAttempt(db, giftCardAttemptPlan(userId, number), now);
  if (!reservation) return { ok: false, error: "wallet.tooManyAttempts" };
  const card = normaliseGiftCardNumber(number) ? await findGiftCardByNumber(db, number) : undefined;
  if (!card || card.state === "disabled" || !(await giftCardSecretMatches(input.secret, card.secret_hash))) {
    if (card) await noteGiftCardFailure(db, card.id);
    return { ok: false, error: "wallet.giftCardIncorrect" };
  }
  // The secret was right: whoever typed it holds the card, so this was no guess.
  await releaseAttempt(db, reservation);
  if (card.state !== "active") return { ok: false, error: "wallet.giftCardUsed" };
  const outcome = await inTransaction(db, async (trx) => {
    if (!(await markGiftCardRedeemed(trx, card.id, userId, now))) return null;
    const posted = await postWalletEntry(trx, { userId, kind: "topup", reason: "gift_card", amount: card.amount, giftCardId: card.id, idempotencyKey: `giftcard:${card.id}`, now });
    if (!posted.ok) throw new Error(`gift card ${card.id} could not be credited: ${posted.reason}`);
    return posted.balanceAfter;
  });
  if (outcome === null) return { ok: false, error: "wallet.giftCardUsed" };
  return { ok: true, amount: card.amount, balance: outcome };
}

/** Staff issue a card: a fresh 16-digit number and an 8-digit secret, shown once. */
export async function issueGiftCard(db: DB, input: { amount: number; staffId: number | null; now: Date }): Promise<{ id: number; number: string; secret: string; amount: number }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError("gift card amount must be a positive integer");
  const secret = String(randomInt(0, 100_000_000)).padStart(8, "0");
  const secretHash = await hashGiftCardSecret(secret);
  for (let attempt = 0; ; attempt++) {
    const number = `9496${String(randomInt(0, 1_000_000_000_000)).padStart(12, "0")}`;
    try {
      const card = await insertGiftCard(db, { number, secretHash, amount: input.amount, createdBy: input.staffId, now: input.now });
      return { id: card.id, number: card.number, secret, amount: card.amount };
    } catch (error) {
      if (attempt < 5 && /UNIQUE/i.test(String(error))) continue;
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Bank-transfer recharge

export async function requestBankRecharge(db: DB, userId: number, requestedAmount: number | null, now: Date) {
  for (let attempt = 0; ; attempt++) {
    const reference = `W${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
    try {
      return await insertRecharge(db, { userId, reference, requestedAmount, now });
    } catch (error) {
      if (attempt < 5 && /UNIQUE/i.test(String(error))) continue;
      throw error;
    }
  }
}

export async function userRecharges(db: DB, userId: number) {
  return listRecharges(db, { userId, limit: 10 });
}

export async function waitingRecharges(db: DB) {
  return listRecharges(db, { state: "waiting", limit: 100 });
}

export type ConfirmRechargeError = "wallet.rechargeNotFound" | "wallet.rechargeAlreadyCredited" | "wallet.amountRequired";
export type ConfirmRechargeResult = { ok: true; balance: number } | { ok: false; error: ConfirmRechargeError };

/** Staff saw `amount` arrive with the recharge's reference: credited once. */
export async function confirmRecharge(db: DB, input: { rechargeId: number; amount: number; staffId: number; now: Date }): Promise<ConfirmRechargeResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return { ok: false, error: "wallet.amountRequired" };
  const recharge = await findRecharge(db, input.rechargeId);
  if (!recharge) return { ok: false, error: "wallet.rechargeNotFound" };
  return inTransaction(db, async (trx) => {
    if (!(await markRechargeCredited(trx, recharge.id, input.amount, input.staffId, input.now))) return { ok: false, error: "wallet.rechargeAlreadyCredited" } as const;
    const posted = await postWalletEntry(trx, {
      userId: recharge.user_id,
      kind: "topup",
      reason: "bank_recharge",
      amount: input.amount,
      rechargeId: recharge.id,
      idempotencyKey: `recharge:${recharge.id}`,
      now: input.now,
    });
    if (!posted.ok) throw new Error(`recharge ${recharge.id} could not be credited: ${posted.reason}`);
    return { ok: true, balance: posted.balanceAfter } as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Orders

/** Takes the order's store credit from the wallet (at placing, in its transaction). False when the balance no longer covers it. */
export async function spendForOrder(
  trx: Transaction<Database>,
  order: { id: number; user_id: number | null; store_credit_topup: number; store_credit_cashback: number },
  now: Date,
): Promise<boolean> {
  if (order.store_credit_topup + order.store_credit_cashback === 0) return true;
  if (order.user_id === null) return false;
  for (const [kind, amount] of [["cashback", order.store_credit_cashback], ["topup", order.store_credit_topup]] as const) {
    if (amount <= 0) continue;
    const posted = await postWalletEntry(trx, { userId: order.user_id, kind, reason: "order_spend", amount: -amount, orderId: order.id, idempotencyKey: `order:${order.id}:spend:${kind}`, now });
    if (!posted.ok && posted.reason === "insufficient") return false;
  }
  return true;
}

/** Gives back what the order took from the wallet and has not been given back yet (cancel, expiry, return). Idempotent. */
export async function refundOrderCredit(trx: Transaction<Database>, order: { id: number; user_id: number | null }, now: Date): Promise<number> {
  if (order.user_id === null) return 0;
  const net = await orderWalletNet(trx, order.id);
  let refunded = 0;
  for (const kind of ["cashback", "topup"] as const) {
    if (net[kind] <= 0) continue;
    const posted = await postWalletEntry(trx, { userId: order.user_id, kind, reason: "order_refund", amount: net[kind], orderId: order.id, idempotencyKey: `order:${order.id}:refund:${kind}`, now });
    if (posted.ok) refunded += net[kind];
  }
  return refunded;
}

/** Credits the cashback a delivered order earned, once. */
export async function creditCashback(trx: Transaction<Database>, order: { id: number; user_id: number | null }, amount: number, now: Date): Promise<boolean> {
  if (order.user_id === null || amount <= 0) return false;
  const posted = await postWalletEntry(trx, { userId: order.user_id, kind: "cashback", reason: "cashback_earned", amount, orderId: order.id, idempotencyKey: `order:${order.id}:cashback`, now });
  return posted.ok;
}

/**
 * Takes back a returned order's cashback, once. The balance never goes below zero: when part of
 * the cashback was already spent, what is left is taken and the note says so.
 */
export async function reverseCashback(trx: Transaction<Database>, order: { id: number; user_id: number | null }, amount: number, now: Date): Promise<number> {
  if (order.user_id === null || amount <= 0) return 0;
  const { cashback } = await findWalletBalances(trx, order.user_id);
  const take = Math.min(amount, cashback);
  if (take <= 0) return 0;
  const posted = await postWalletEntry(trx, {
    userId: order.user_id,
    kind: "cashback",
    reason: "cashback_reversed",
    amount: -take,
    orderId: order.id,
    idempotencyKey: `order:${order.id}:cashback-reversed`,
    note: take < amount ? `${amount - take} already spent` : null,
    now,
  });
  return posted.ok ? take : 0;
}
