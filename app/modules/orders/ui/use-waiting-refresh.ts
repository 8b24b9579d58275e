import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

export const WAITING_POLL_MS = 3_000;

/**
 * While an order waits for a payment provider or the lender, reload its data every 3 seconds
 * (without JavaScript a `<meta http-equiv="refresh">` does it). Stops once it no longer waits.
 */
export function useWaitingRefresh(waiting: boolean): void {
  const { revalidate, state } = useRevalidator();
  const busy = useRef(state !== "idle");
  busy.current = state !== "idle";
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (!busy.current && document.visibilityState !== "hidden") revalidate();
    }, WAITING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, revalidate]);
}
