import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/ui/i18n";
import { useShopperLists } from "~/ui/shopper-lists";

/** storefront-spec.md §4 "Wish": the toggle waits for 500 ms of quiet. */
export const WISH_QUIET_MS = 500;

type WishAnswer = { ok: boolean; error?: string };

/**
 * The heart on product cards and pages (docs/decisions/042-wish-lists.md). Without JavaScript a
 * plain post to /wishlists that toggles and comes back to this page at the card's anchor.
 * With it, the heart turns at once and the request leaves after 500 ms of quiet, saying the
 * final state (`add_id` / `remove_id`): a burst of clicks is one request, none when it ends
 * where the server already is. It lives in app/ui so the catalog's cards can hold it without
 * reaching into the wish-list module.
 */
export function WishHeart({
  variantId,
  productName,
  anchorId,
  labelled = false,
}: {
  variantId: number;
  productName: string;
  anchorId?: string;
  /** Shows the words beside the heart (the product page; cards have no room). */
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<WishAnswer>();
  const serverWished = useShopperLists().wished.includes(variantId);
  // What the shopper asked for and the server has not confirmed yet (null: follow the server).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wantedRef = useRef(wanted);
  wantedRef.current = wanted;
  const serverRef = useRef(serverWished);
  serverRef.current = serverWished;

  useEffect(() => () => clearTimeout(timer.current), []);
  // The server (root data after the post) caught up with the shopper: follow it again.
  useEffect(() => {
    if (wanted !== null && wanted === serverWished && fetcher.state === "idle") setWanted(null);
  }, [wanted, serverWished, fetcher.state]);
  // A refused change (a full list): show the truth again.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer && !answer.ok) setWanted(null);
  }, [answer]);

  const wished = wanted ?? serverWished;
  const returnTo = `${location.pathname}${location.search}${anchorId ? `#${anchorId}` : ""}`;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setWanted(!wished);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const target = wantedRef.current;
      if (target === null || target === serverRef.current) return;
      fetcher.submit({ [target ? "add_id" : "remove_id"]: String(variantId), via: "fetcher" }, { method: "post", action: "/wishlists" });
    }, WISH_QUIET_MS);
  };

  return (
    <fetcher.Form method="post" action="/wishlists" className={labelled ? "wish-heart wish-heart-labelled" : "wish-heart"}>
      <input type="hidden" name="toggle_id" value={variantId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        className="wish-heart-button"
        aria-pressed={wished}
        onClick={onClick}
        data-testid="wish-heart"
        title={t(wished ? "wishlist:heart.remove" : "wishlist:heart.add", { name: productName })}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 4.1 4.4 7.4C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className="visually-hidden">{t(wished ? "wishlist:heart.remove" : "wishlist:heart.add", { name: productName })}</span>
        {labelled ? (
          <span className="wish-heart-label" aria-hidden="true">
            {t(wished ? "wishlist:heart.wished" : "wishlist:heart.wish")}
          </span>
        ) : null}
      </button>
      {answer && !answer.ok ? (
        <span className="wish-heart-error" role="status">
          {t(answer.error ?? "wishlist:heart.failed")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
