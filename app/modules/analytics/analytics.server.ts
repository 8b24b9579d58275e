import { createCookie } from "@remix-run/node";
import { getCurrentUser } from "~/platform/guards.server";
import type { DB } from "~/db/client.server";
import { recordAnalyticsEvent } from "~/modules/catalog/index.server";

import { env, secureCookies } from "~/config/env.server";

/**
 * Purchase-funnel analytics (storefront-spec.md §7 The calls it makes), currency MNT. Every event
 * is recorded on the server (table analytics_events), with the user only when one is signed in.
 * When a GA4 measurement id is configured the same event also reaches the browser's dataLayer: the
 * action that caused it leaves it in a short-lived cookie, and the root loader hands it to the
 * page, which pushes it once JavaScript runs (without JS nothing is pushed, by design:
 * docs/decisions/029-analytics-recorded-on-the-server.md).
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

const analyticsCookie = createCookie("__analytics", { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies(), maxAge: 60 });

export function ga4MeasurementId(): string | null {
  return env().GA4_MEASUREMENT_ID ?? null;
}

interface EventSubject {
  /** An order (cart or placed): its lines become the items and its total the value. */
  orderId?: number;
  order?: { id: number };
  /** A single variant (view_item, add/remove). */
  variantId?: number;
  quantity?: number;
  [extra: string]: unknown;
}

async function orderItems(db: DB, orderId: number) {
  const order = await db.selectFrom("orders").select(["number", "total", "state"]).where("id", "=", orderId).executeTakeFirst();
  const lines = await db
    .selectFrom("line_items as li")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .select(["v.sku", "p.name_en", "b.name_latin", "li.unit_price", "li.quantity"])
    .where("li.order_id", "=", orderId)
    .execute();
  const items = lines.map((l) => ({ item_id: l.sku, item_name: l.name_en, item_brand: l.name_latin, price: l.unit_price, quantity: l.quantity }));
  return { order, items };
}

async function variantItem(db: DB, variantId: number, quantity: number) {
  const row = await db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .select(["v.sku", "v.price", "v.sale_price", "p.name_en", "b.name_latin"])
    .where("v.id", "=", variantId)
    .executeTakeFirst();
  return row ? [{ item_id: row.sku, item_name: row.name_en, item_brand: row.name_latin, price: row.sale_price ?? row.price, quantity }] : [];
}

/** Records the event on the server; returns it as a dataLayer event when GA4 is configured. Never throws. */
async function record(db: DB, request: Request, name: FunnelEvent, subject: EventSubject, now: Date): Promise<DataLayerEvent | null> {
  try {
    const user = await getCurrentUser(request, { db, now });
    const orderId = subject.orderId ?? subject.order?.id;
    let items: AnalyticsItem[] = [];
    let value = 0;
    let transactionId: string | undefined;
    if (orderId !== undefined) {
      const found = await orderItems(db, orderId);
      items = found.items;
      value = found.order?.total ?? 0;
      if (name === "purchase") transactionId = found.order?.number;
    } else if (subject.variantId !== undefined) {
      items = await variantItem(db, subject.variantId, subject.quantity ?? 1);
      value = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
    }
    const { order: _order, orderId: _id, variantId: _v, quantity: _q, ...extra } = subject;
    await recordAnalyticsEvent(
      db,
      name,
      { currency: "MNT", value, items, ...(transactionId ? { transaction_id: transactionId } : {}), ...(user ? { user_id: user.id } : {}), ...extra },
      now,
    );
    if (!ga4MeasurementId()) return null;
    return { event: name, ecommerce: { currency: "MNT", value, items: items.slice(0, 20), ...(transactionId ? { transaction_id: transactionId } : {}) } };
  } catch (error) {
    console.error(`[analytics] ${name} not recorded`, error);
    return null;
  }
}

/** An action's event: recorded, and carried to the next page's dataLayer by a short-lived cookie (the headers). */
export async function trackEvent(db: DB, request: Request, name: FunnelEvent, subject: EventSubject, now: Date): Promise<Headers> {
  const headers = new Headers();
  const event = await record(db, request, name, subject, now);
  if (event) {
    const pending = await readPendingEvents(request);
    headers.append("Set-Cookie", await analyticsCookie.serialize([...pending, event].slice(-3)));
  }
  return headers;
}

/** A page's own event (view_item, view_cart): recorded; the loader returns it for the page to push. */
export function trackPageEvent(db: DB, request: Request, name: FunnelEvent, subject: EventSubject, now: Date): Promise<DataLayerEvent | null> {
  return record(db, request, name, subject, now);
}

async function readPendingEvents(request: Request): Promise<DataLayerEvent[]> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("__analytics=")) return [];
  const value: unknown = await analyticsCookie.parse(cookieHeader);
  return Array.isArray(value) ? (value.filter((e) => e && typeof e === "object" && typeof (e as DataLayerEvent).event === "string") as DataLayerEvent[]) : [];
}

/** For the root loader: the events waiting for the dataLayer and the Set-Cookie that clears them. */
export async function takePendingEvents(request: Request): Promise<{ events: DataLayerEvent[]; clear: string | null }> {
  const events = await readPendingEvents(request);
  if (events.length === 0) return { events, clear: null };
  return { events, clear: await analyticsCookie.serialize("", { maxAge: 0 }) };
}

