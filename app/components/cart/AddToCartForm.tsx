import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { INITIAL_JUST_CHANGED, JUST_CHANGED_MS, justChangedReducer } from "~/domain/cart/cart-totals";

type AddResult = { ok: true; count: number } | { ok: false; error: string; available: number | null };

/**
 * Add to cart. A plain POST to /cart/add without JavaScript (back to this page with a toast);
 * with it, a fetcher keeps the shopper here, shows the pending state and highlights the
 * button for 3 seconds after a success (spec 4: justChanged).
 */
export function AddToCartForm({
  variantId,
  maxQuantity,
  compact = false,
  productName,
}: {
  variantId: number;
  maxQuantity: number;
  /** The listing cards' quick add: one unit, no gift option. */
  compact?: boolean;
  /** Said after the button's text to screen readers, where many cards each have one. */
  productName?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AddResult>();
  const location = useLocation();
  const [highlight, dispatch] = useReducer(justChangedReducer, INITIAL_JUST_CHANGED);
  const lastData = useRef<AddResult | undefined>(undefined);
  // Only a hydrated page asks for the outcome as data; without JavaScript the post redirects back.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === lastData.current) return;
    lastData.current = fetcher.data;
    if (fetcher.data.ok) {
      dispatch({ type: "added" });
    } else {
      dispatch({ type: "failure" });
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (!highlight.justChanged) return;
    const generation = highlight.generation;
    const timer = setTimeout(() => dispatch({ type: "tick3s", generation }), JUST_CHANGED_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const soldOut = maxQuantity <= 0;
  const pending = fetcher.state !== "idle";
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <fetcher.Form method="post" action="/cart/add" className={compact ? "add-to-cart compact" : "add-to-cart"} preventScrollReset>
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {enhanced ? <input type="hidden" name="via" value="fetcher" /> : null}
      {compact ? (
        <input type="hidden" name="quantity" value="1" />
      ) : (
        <div className="add-to-cart-fields">
          <label className="quantity-field">
            <span>{t("cart.quantity")}</span>
            <input type="number" name="quantity" defaultValue={1} min={1} max={Math.max(1, maxQuantity)} inputMode="numeric" disabled={soldOut} />
          </label>
          <label className="checkbox-field">
            <input type="checkbox" name="gift" disabled={soldOut} />
            <span>{t("cart.gift")}</span>
          </label>
        </div>
      )}
      <button
        type="submit"
        className={`button${highlight.justChanged ? " just-added" : ""}`}
        disabled={soldOut}
        aria-disabled={pending || undefined}
        data-testid={compact ? "quick-add" : "add-to-cart"}
      >
        {soldOut ? t("cart.soldOut") : highlight.justChanged ? t("cart.added") : t("cart.add")}
        {productName ? <span className="visually-hidden"> {productName}</span> : null}
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
      </button>
      <p className="add-to-cart-status" role="status" aria-live="polite">
        {error ? t(error.error, { count: error.available ?? 0 }) : highlight.justChanged ? t("cart.addedStatus") : ""}
      </p>
    </fetcher.Form>
  );
}
