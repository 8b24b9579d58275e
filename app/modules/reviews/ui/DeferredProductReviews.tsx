import { createElement, lazy, memo, Suspense, useEffect, useState, type ComponentType } from "react";
import type { ProductReviewsProps } from "../view-models";

/** Set once the page has hydrated: a section mounted later came by a client-side navigation. */
let pageHydrated = false;

/** Events that say the shopper is about to use the page: the reviews' script is fetched then at the latest. */
const FIRST_TOUCH = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Resolves when the element with `id` comes within a screen of the viewport, or at the
 * shopper's first touch or key, whichever is first; at once when there is no such element.
 */
function nearby(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const done = () => {
      observer.disconnect();
      for (const type of FIRST_TOUCH) window.removeEventListener(type, done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: "100% 0px" });
    observer.observe(element);
    for (const type of FIRST_TOUCH) window.addEventListener(type, done, { passive: true, once: true });
  });
}

const ClientProductReviews = lazy(() =>
  nearby("reviews")
    .then(() => import("./ProductReviews"))
    .then((module) => ({ default: module.ProductReviews })),
);

/**
 * The product page's reviews section, hydrated late (docs/decisions/051-reviews-and-true-ratings.md).
 * The server renders it in full (`serverRender`, which only the server door exports, so the
 * browser bundle never holds it); in the browser its script is fetched when the shopper nears
 * the section. Until then React keeps the server's HTML as it is, and its links and forms work
 * as plain HTML, as they do without JavaScript. The product page's JavaScript budget (93 kB
 * brotli) has no room for the section's own script in the first load.
 */
export const DeferredProductReviews = memo(
  function DeferredProductReviews({ serverRender, ...props }: ProductReviewsProps & { serverRender?: ComponentType<ProductReviewsProps> }) {
    const [arrivedByNavigation] = useState(() => pageHydrated);
    useEffect(() => {
      pageHydrated = true;
    }, []);
    return (
      <Suspense fallback={null}>
        {serverRender ? createElement(serverRender, props) : <ClientProductReviews {...props} scrollToHash={arrivedByNavigation} />}
      </Suspense>
    );
  },
  // The page's data is revalidated after every action on it (add to cart, wish): unchanged
  // reviews must not count as an update, which would make React drop the server's HTML of a
  // section that has not hydrated yet.
  (before, after) =>
    before.productPath === after.productPath && before.variant === after.variant && JSON.stringify(before.view) === JSON.stringify(after.view),
);
