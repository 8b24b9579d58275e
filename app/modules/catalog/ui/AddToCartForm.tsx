import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useReducer, useRef } from "react";
import { useTranslation } from "~/ui/i18n";
import { useHydrated } from "~/ui/use-hydrated";
import { INITIAL_JUST_CHANGED, JUST_CHANGED_MS, justChangedReducer } from "../domain/just-changed";

type AddResult = { ok: true; count: number } | { ok: false; error: string; available: number | null };

interface AddToCartProps {
  variantId: number;
  maxQuantity: number;
  /** False when the item cannot be bought now for another reason than stock (no real price). */
  purchasable?: boolean;
  /** The listing cards' quick add: one unit, no gift option. */
  compact?: boolean;
  /** Said after the button's text to screen readers, where many cards each have one. */
  productName?: string;
}

/**
 * Add to cart. A plain POST to /cart/add without JavaScript (back to this page with a toast);
 * with it, a fetcher keeps the shopper here, shows the pending state and highlights the
 * button for 3 seconds after a success (justChanged, storefront-spec.md §4). An item that cannot be bought
 * shows only its sold-out (or unavailable) state: no quantity or gift wrap to fill in for nothing.
 */
export function AddToCartForm(props: AddToCartProps) {
  const { t } = useTranslation();
  const soldOut = props.maxQuantity <= 0;
  if (soldOut || props.purchasable === false) {
    return (
      <div className={props.compact ? "add-to-cart compact" : "add-to-cart"} data-testid="add-to-cart-unavailable">
        <button type="button" className="button" disabled data-testid={props.compact ? "quick-add" : "add-to-cart"}>
          {soldOut ? t("cart.soldOut") : t("cart.unavailable")}
          {props.productName ? <span className="visually-hidden"> {props.productName}</span> : null}
        </button>
      </div>
    );
  }
  return <PurchaseForm {...props} />;
}

function PurchaseForm({ variantId, maxQuantity, compact = false, productName }: AddToCartProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AddResult>();
  const location = useLocation();
  // Several cards may offer the same variant on one page (home rails): each form needs its own id.
  const formId = `add-to-cart-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [highlight, dispatch] = useReducer(justChangedReducer, INITIAL_JUST_CHANGED);
  const lastData = useRef<AddResult | undefined>(undefined);
  // Only a hydrated page asks for the outcome as data; without JavaScript the post redirects back.
  const enhanced = useHydrated();

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === lastData.current) return;
    lastData.current = fetcher.data;
    dispatch({ type: fetcher.data.ok ? "added" : "failure" });
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (!highlight.justChanged) return;
    const generation = highlight.generation;
    const timer = setTimeout(() => dispatch({ type: "tick3s", generation }), JUST_CHANGED_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const pending = fetcher.state !== "idle";
  // The action checks the quantity with AddToCartSchema and answers here (no form library on
  // the shop's pages: docs/decisions/039-forms-in-the-browser.md).
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const statusId = `${formId}-status`;
  const message = serverError
    ? t(serverError.error, { count: serverError.available ?? 0 })
    : highlight.justChanged
      ? t("cart.addedStatus")
      : "";
  return (
    <fetcher.Form
      method="post"
      action="/cart/add"
      id={formId}
      // The server's translated messages answer, not the browser's bubbles (also without JavaScript).
      noValidate
      className={compact ? "add-to-cart compact" : "add-to-cart"}
      preventScrollReset
    >
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {enhanced ? <input type="hidden" name="via" value="fetcher" /> : null}
      {compact ? (
        <input type="hidden" name="quantity" value="1" />
      ) : (
        <div className="add-to-cart-fields">
          <label className="quantity-field">
            <span>{t("cart.quantity")}</span>
            <input
              type="number"
              name="quantity"
              defaultValue={1}
              min={1}
              max={maxQuantity}
              inputMode="numeric"
              aria-invalid={serverError ? true : undefined}
              aria-describedby={statusId}
            />
          </label>
          <label className="checkbox-field">
            <input type="checkbox" name="gift" />
            <span>{t("cart.gift")}</span>
          </label>
        </div>
      )}
      <button
        type="submit"
        className={`button${highlight.justChanged ? " just-added" : ""}`}
        aria-disabled={pending || undefined}
        data-testid={compact ? "quick-add" : "add-to-cart"}
      >
        {highlight.justChanged ? t("cart.added") : t("cart.add")}
        {productName ? <span className="visually-hidden"> {productName}</span> : null}
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
      </button>
      <p className="add-to-cart-status" id={statusId} role="status" aria-live="polite" data-testid="add-to-cart-status">
        {message}
      </p>
    </fetcher.Form>
  );
}
