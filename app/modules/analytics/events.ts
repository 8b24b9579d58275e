/**
 * Purchase-funnel analytics (storefront-spec.md §7 The calls it makes), currency MNT: the events
 * and the dataLayer shape a page pushes (docs/decisions/029-analytics-recorded-on-the-server.md).
 */

export type FunnelEvent =
  | "view_item"
  | "add_to_cart"
  | "remove_from_cart"
  | "view_cart"
  | "begin_checkout"
  | "add_shipping_info"
  | "add_payment_info"
  | "purchase";

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  price: number;
  quantity: number;
}

export interface DataLayerEvent {
  event: FunnelEvent;
  ecommerce: { currency: "MNT"; value: number; transaction_id?: string; items: AnalyticsItem[] };
}

/** What an event is about. */
export interface EventSubject {
  /** An order (cart or placed): its lines become the items and its total the value. */
  orderId?: number;
  order?: { id: number };
  /** A single variant (view_item, add/remove). */
  variantId?: number;
  quantity?: number;
  [extra: string]: unknown;
}
