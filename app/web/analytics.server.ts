import { createCookie, type AppLoadContext } from "@remix-run/node";
import { env, secureCookies } from "~/config/env.server";
import type { DataLayerEvent, EventSubject, FunnelEvent } from "~/modules/analytics";
import { recordFunnelEvent } from "~/modules/analytics/index.server";
import { getCurrentUser } from "~/platform/guards.server";

/**
 * The web side of the funnel events (storefront-spec.md §7): each is recorded on the server by
 * the analytics module. When a GA4 measurement id is configured the same event also reaches the
 * browser's dataLayer: the action that caused it leaves it in a short-lived cookie, and the root
 * loader hands it to the page, which pushes it once JavaScript runs (without JS nothing is pushed,
 * by design: docs/decisions/029-analytics-recorded-on-the-server.md).
 */

const analyticsCookie = createCookie("__analytics", { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies(), maxAge: 60 });

export function ga4MeasurementId(): string | null {
  return env().GA4_MEASUREMENT_ID ?? null;
}

type EventContext = Pick<AppLoadContext, "db" | "now">;

/** Records the event with the signed-in user, if any; returns it for the dataLayer when GA4 is configured. Never throws. */
async function record(request: Request, context: EventContext, name: FunnelEvent, subject: EventSubject): Promise<DataLayerEvent | null> {
  let userId: number | null;
  try {
    userId = (await getCurrentUser(request, context))?.id ?? null;
  } catch (error) {
    console.error(`[analytics] ${name} not recorded`, error);
    return null;
  }
  const event = await recordFunnelEvent(context.db, userId, name, subject, context.now);
  return event && ga4MeasurementId() ? event : null;
}

/** An action's event: recorded, and carried to the next page's dataLayer by a short-lived cookie (the headers). */
export async function trackEvent(request: Request, context: EventContext, name: FunnelEvent, subject: EventSubject): Promise<Headers> {
  const headers = new Headers();
  const event = await record(request, context, name, subject);
  if (event) {
    const pending = await readPendingEvents(request);
    headers.append("Set-Cookie", await analyticsCookie.serialize([...pending, event].slice(-3)));
  }
  return headers;
}

/** A page's own event (view_item, view_cart): recorded; the loader returns it for the page to push. */
export function trackPageEvent(request: Request, context: EventContext, name: FunnelEvent, subject: EventSubject): Promise<DataLayerEvent | null> {
  return record(request, context, name, subject);
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
