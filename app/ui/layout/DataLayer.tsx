import { useEffect } from "react";

export interface DataLayerEventData {
  event: string;
  ecommerce: Record<string, unknown>;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes funnel events to the GA4 dataLayer once JavaScript runs (nothing without JS, by
 * design). Each event object is pushed once per render that brings it.
 */
export function DataLayerPush({ events }: { events: readonly (DataLayerEventData | null | undefined)[] }) {
  useEffect(() => {
    const fresh = events.filter((e): e is DataLayerEventData => Boolean(e));
    if (fresh.length === 0) return;
    window.dataLayer = window.dataLayer ?? [];
    for (const event of fresh) {
      window.dataLayer.push({ ecommerce: null });
      window.dataLayer.push(event);
    }
  }, [events]);
  return null;
}
