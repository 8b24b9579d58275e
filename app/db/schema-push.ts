import type { Generated } from "kysely";

/** Web push (migration 0027_push). Part of the Database interface (app/db/schema.ts). */
export type PushMessageKind = "order_status" | "back_in_stock" | "broadcast";
export type PushMessageStatus = "pending" | "sending" | "sent" | "failed";
export type PushAudience = "all" | "category";

export interface PushVapidKeyTable {
  /** Always 1: the one key pair generated outside production when the configuration has none. */
  id: number;
  /** base64url, as web-push writes them. */
  public_key: string;
  private_key: string;
  created_at: string;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  /** The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url. */
  p256dh: string;
  auth: string;
  /** "Chrome on Android": from the User-Agent when linked. */
  device_label: Generated<string>;
  created_at: string;
  last_used_at: string | null;
}

export interface PushDeclineTable {
  user_id: number;
  created_at: string;
}

export interface PushMessageTable {
  id: Generated<number>;
  subscription_id: number;
  kind: PushMessageKind;
  /** JSON {title, body, url, tag}: what the service worker shows. */
  payload: string;
  status: Generated<PushMessageStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  broadcast_id: number | null;
  created_at: string;
}

export interface PushBroadcastTable {
  id: Generated<number>;
  request_key: string;
  staff_id: number | null;
  title: string;
  body: string;
  url: string;
  audience: PushAudience;
  taxon_id: number | null;
  /** The category's name when sent (the history reads well after a rename or delete). */
  taxon_name: string | null;
  recipients: Generated<number>;
  created_at: string;
}

export interface PushTables {
  push_vapid_keys: PushVapidKeyTable;
  push_subscriptions: PushSubscriptionTable;
  push_declines: PushDeclineTable;
  push_messages: PushMessageTable;
  push_broadcasts: PushBroadcastTable;
}
