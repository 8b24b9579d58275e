/** The shapes the shopper-requests UI gets (camelCase, no rows). */

export type ContactKind = "email" | "phone";

/** What the product page's request blocks need about the signed-in shopper; null for every guest (the page is cached for them). */
export interface RequestsViewer {
  contacts: { kind: ContactKind; value: string }[];
  openOpinion: { amount: number } | null;
  alertSubscribed: boolean;
}

export interface ProductRequestsPanel {
  productId: number;
  variantId: number;
  slug: string;
  soldOut: boolean;
  sellingPrice: number;
  viewer: RequestsViewer | null;
}

export type PriceOpinionStateView = "open" | "accepted" | "declined";

export interface PriceOpinionView {
  id: number;
  productName: { mn: string; en: string };
  slug: string;
  variantId: number;
  amount: number;
  priceAtRequest: number;
  note: string | null;
  contactKind: ContactKind;
  contact: string;
  state: PriceOpinionStateView;
  declineReason: string | null;
  coupon: { code: string; lastUsableAt: string | null; used: boolean } | null;
  createdAt: string;
  answeredAt: string | null;
}

export interface AwaitedVariantView {
  variantId: number;
  sku: string;
  slug: string;
  productName: { mn: string; en: string };
  waiting: number;
  onHand: number;
}
