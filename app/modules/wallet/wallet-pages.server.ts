import type { DB } from "~/db/client.server";
import { listGiftCards } from "./queries/wallet.server";
import { siteConfig } from "~/config/site";
import { DEFAULT_WALLET_RULES } from "./domain/wallet-rules";
import type { BankInstructionsView, RechargeView, StatementEntryView } from "./view-models";
import {
  confirmRecharge,
  issueGiftCard,
  redeemGiftCard,
  requestBankRecharge,
  userRecharges,
  waitingRecharges,
  walletOverview,
  walletStatement,
} from "./wallet.server";
import { fail, ok, type Result } from "~/kernel/result";
import type { ConfirmRechargeErrorKey, RedeemErrorKey, WalletErrorKey } from "./status";

/**
 * What the wallet pages show and do: /account/wallet (balances, rules, statement,
 * recharge by gift card or bank transfer) and the back office's /staff/wallet (confirm
 * bank-transfer recharges, issue gift cards). Routes stay thin: they parse the form, call one
 * function here and turn its result into a response.
 */

/** `?page=`: a whole number from 1; anything else is the first page. */
export function parseStatementPage(value: string | null): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** A recharge reference typed in the address (`?recharge=W12345678`), or null. */
export function parseRechargeReference(value: string | null): string | null {
  return value && /^W\d{8}$/.test(value) ? value : null;
}

export function giftCardLast4(number: string): string {
  return number.slice(-4);
}

/** The back office shows only a card's last four digits. */
export function maskGiftCardNumber(number: string): string {
  return `•••• •••• •••• ${giftCardLast4(number)}`;
}

/** A ledger error code (`wallet.giftCardIncorrect`) as its full translation key (`wallet:errors.giftCardIncorrect`). */
export function walletErrorKey<Code extends `wallet.${string}`>(code: Code): WalletErrorKey<Code> {
  return `wallet:errors.${code.slice("wallet.".length)}` as WalletErrorKey<Code>;
}

function rechargeView(row: Awaited<ReturnType<typeof userRecharges>>[number]): RechargeView {
  return {
    id: row.id,
    reference: row.reference,
    requestedAmount: row.requested_amount,
    creditedAmount: row.credited_amount,
    state: row.state,
    createdAt: row.created_at,
    creditedAt: row.credited_at,
  };
}

export function bankInstructions(recharge: { reference: string; requestedAmount: number | null }): BankInstructionsView {
  const bank = siteConfig.payments.bankTransfer;
  return { reference: recharge.reference, requestedAmount: recharge.requestedAmount, bank: bank.bank, account: bank.account, iban: bank.iban, accountName: bank.accountName };
}

/**
 * The shopper's wallet page: balances, the rules, one page of the statement (20 entries, newest
 * first), the recent recharge requests, and the transfer instructions of the request named in
 * the address, else of the newest one still waiting.
 */
export async function walletPage(db: DB, userId: number, options: { page: number; recharge: string | null }) {
  const [balances, statement, recharges] = await Promise.all([walletOverview(db, userId), walletStatement(db, userId, options.page), userRecharges(db, userId)]);
  const requests = recharges.map(rechargeView);
  const shown = (options.recharge ? requests.find((r) => r.reference === options.recharge && r.state === "waiting") : undefined) ?? requests.find((r) => r.state === "waiting");
  const entries: StatementEntryView[] = statement.entries.map((e) => ({
    id: e.id,
    createdAt: e.created_at,
    kind: e.kind,
    reason: e.reason,
    amount: e.amount,
    balanceAfter: e.balance_after,
    orderNumber: e.order_number ?? null,
    giftCardLast4: e.gift_card_number ? giftCardLast4(e.gift_card_number) : null,
    rechargeReference: e.recharge_reference ?? null,
  }));
  return {
    balances: { topup: balances.topup, cashback: balances.cashback, total: balances.topup + balances.cashback },
    rules: { minimumPurchase: DEFAULT_WALLET_RULES.minimumPurchase, cashbackMaxPercent: DEFAULT_WALLET_RULES.cashbackMaxPercent },
    statement: { entries, hasMore: statement.hasMore, page: statement.page },
    recharges: requests,
    instructions: shown ? bankInstructions(shown) : null,
  };
}

export type RedeemOutcome = Result<{ amount: number; balance: number }, RedeemErrorKey>;

/** Recharge by gift card: a wrong number and a wrong password get the same message. */
export async function redeemGiftCardForUser(db: DB, userId: number, input: { number: string; secret: string }, now: Date): Promise<RedeemOutcome> {
  const result = await redeemGiftCard(db, userId, input, now);
  if (result.ok) return ok({ amount: result.amount, balance: result.balance });
  return fail(walletErrorKey(result.error));
}

/** Recharge by bank transfer: a request with its reference (W + 8 digits) to write on the transfer. */
export async function requestRecharge(db: DB, userId: number, amount: number | null, now: Date): Promise<RechargeView> {
  const row = await requestBankRecharge(db, userId, amount, now);
  return { id: row.id, reference: row.reference, requestedAmount: row.requested_amount, creditedAmount: row.credited_amount, state: row.state, createdAt: row.created_at, creditedAt: row.credited_at };
}

// ---------------------------------------------------------------------------------------------
// Back office

export const STAFF_GIFT_CARD_LIST = 50;

export async function staffWalletPage(db: DB) {
  const [waiting, cards] = await Promise.all([waitingRecharges(db), listGiftCards(db, { limit: STAFF_GIFT_CARD_LIST })]);
  return {
    waiting: waiting.map((r) => ({
      id: r.id,
      reference: r.reference,
      requestedAmount: r.requested_amount,
      createdAt: r.created_at,
      customer: r.name || r.email || r.phone || `#${r.user_id}`,
      contact: [r.email, r.phone].filter(Boolean).join(" · "),
    })),
    giftCards: cards.map((g) => ({
      id: g.id,
      masked: maskGiftCardNumber(g.number),
      amount: g.amount,
      state: g.state,
      createdAt: g.created_at,
      redeemedAt: g.redeemed_at,
      redeemedBy: g.redeemed_by_email ?? null,
    })),
  };
}

export type ConfirmOutcome = Result<{ balance: number }, ConfirmRechargeErrorKey>;

export async function confirmRechargeByStaff(db: DB, input: { rechargeId: number; amount: number; staffId: number; now: Date }): Promise<ConfirmOutcome> {
  const result = await confirmRecharge(db, input);
  if (result.ok) return ok({ balance: result.balance });
  return fail(walletErrorKey(result.error));
}

/** A new gift card; its password exists only in this answer (it is stored hashed). */
export async function issueGiftCardByStaff(db: DB, input: { amount: number; staffId: number; now: Date }) {
  const card = await issueGiftCard(db, input);
  return { number: card.number, secret: card.secret, amount: card.amount };
}

