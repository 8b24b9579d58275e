/** What the wallet pages give their components (camelCase, never row shapes). */

export type WalletReasonKey = "gift_card" | "bank_recharge" | "order_spend" | "order_refund" | "cashback_earned" | "cashback_reversed" | "adjustment";

export interface StatementEntryView {
  id: number;
  createdAt: string;
  kind: "topup" | "cashback";
  reason: WalletReasonKey;
  amount: number;
  balanceAfter: number;
  orderNumber: string | null;
  giftCardLast4: string | null;
  rechargeReference: string | null;
}

export interface RechargeView {
  id: number;
  reference: string;
  requestedAmount: number | null;
  creditedAmount: number | null;
  state: "waiting" | "credited" | "canceled";
  createdAt: string;
  creditedAt: string | null;
}

export interface BankInstructionsView {
  reference: string;
  requestedAmount: number | null;
  bank: { mn: string; en: string };
  account: string;
  iban: string;
  accountName: { mn: string; en: string };
}
