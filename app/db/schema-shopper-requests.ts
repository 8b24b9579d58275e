import type { Generated } from "kysely";

/** Price-opinion requests and back-in-stock subscriptions (migration 0016). Part of the Database interface (app/db/schema.ts). */
export type PriceOpinionState = "open" | "accepted" | "declined";
export type StockAlertState = "pending" | "active" | "notified";

export interface PriceOpinionTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  variant_id: number;
  amount: number;
  price_at_request: number;
  note: string | null;
  contact_kind: "email" | "phone";
  contact: string;
  locale: string;
  state: Generated<PriceOpinionState>;
  coupon_id: number | null;
  decline_reason: string | null;
  answered_by: number | null;
  answered_at: string | null;
  created_at: string;
}

export interface StockAlertTable {
  id: Generated<number>;
  variant_id: number;
  user_id: number | null;
  /** `user:<id>` or `email:<address>`: one live subscription per variant and subscriber. */
  subscriber: string;
  channel: "email" | "sms";
  recipient: string;
  locale: string;
  state: StockAlertState;
  /** SHA-256 of a guest's confirmation token; null once confirmed or for a signed-in shopper. */
  confirm_token_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
  notified_at: string | null;
}

export interface ShopperRequestTables {
  price_opinions: PriceOpinionTable;
  stock_alerts: StockAlertTable;
}
