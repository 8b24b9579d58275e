import type { StatusTable } from "~/kernel/result";
import type { AddCardError } from "./partner-cards.server";
import type { ConfirmRechargeError, RedeemError } from "./wallet.server";

/**
 * The wallet's use-case error codes (full i18n keys, docs/decisions/032-one-result-shape.md) and
 * the HTTP status a route answers each with. The ledger (wallet.server.ts) keeps its short codes
 * (`wallet.giftCardUsed`); the page use cases turn them into these keys.
 */
export type WalletErrorKey<Code extends `wallet.${string}`> = Code extends `wallet.${infer Name}` ? `wallet:errors.${Name}` : never;
export type RedeemErrorKey = WalletErrorKey<RedeemError>;
export type ConfirmRechargeErrorKey = WalletErrorKey<ConfirmRechargeError>;

export const WALLET_STATUS: StatusTable<RedeemErrorKey | ConfirmRechargeErrorKey> = {
  "wallet:errors.giftCardIncorrect": 400,
  "wallet:errors.giftCardUsed": 409,
  "wallet:errors.tooManyAttempts": 429,
  "wallet:errors.amountRequired": 400,
  "wallet:errors.rechargeNotFound": 404,
  "wallet:errors.rechargeAlreadyCredited": 409,
};

/** Adding a partner card: the answer for each refusal (the use case keeps its short codes). */
export const PARTNER_CARD_STATUS: StatusTable<AddCardError> = { duplicate: 409, limitReached: 400, unknownProgram: 400 };
export const PARTNER_CARD_ERRORS: Record<AddCardError, { field?: "cardNumber" | "program"; message: string }> = {
  duplicate: { field: "cardNumber", message: "wallet:errors.cardDuplicate" },
  limitReached: { message: "wallet:errors.cardLimit" },
  unknownProgram: { field: "program", message: "wallet:errors.programRequired" },
};
