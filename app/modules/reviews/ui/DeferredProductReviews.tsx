import { createElement, lazy, memo, Suspense, useEffect, useState, type ComponentType } from "react";
import type { ProductReviewsProps } from "../view-models";

/** Set once the page has hydrated: a section mounted later came by a client-side navigation. */
let pageHydrated = false;

/** Events that say the shopper is about to use the page: the reviews' script is fetched then at the latest. */
const FIRST_TOUCH = ["pointerdown", "keydown", "touchstart", "click", "submit"] as const;

/**
 * Resolves at the shopper's first touch, key, click or submit. Listened for from the moment the
 * route's module runs, before hydration: a tap that makes React hydrate (and so first asks for
 * the section) must count too.
 */
const firstTouch: Promise<void> =
  typeof window === "undefined"
    ? new Promise(() => {})
    : new Promise((resolve) => {
        const done = () => {
          for (const type of FIRST_TOUCH) window.removeEventListener(type, done, true);
          resolve();
        };
        for (const type of FIRST_TOUCH) window.addEventListener(type, done, { passive: true, capture: true });
      });

/** Resolves once the page has loaded and the browser is idle (at most 2 s after the load). */
function loadedAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 1_000));
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
}

/** Resolves when the element with `id` comes within a screen of the viewport; at once when there is no such element. */
function withinAScreen(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
  });
}

/**
 * When the section's script is fetched: as the shopper nears the section or first touches the
 * page, and otherwise once the page has loaded and the browser is idle. The last one is not a
 * nicety: until the section hydrates, React 18 holds every router update on the page (a context
 * change that reaches a not-yet-hydrated Suspense boundary suspends the transition until it can
 * hydrate), so an add to cart sent without a pointer (a screen reader's click, a form submitted
 * by script) left the header's count and the button unchanged until the shopper scrolled.
 */
const whenWanted = (id: string) => Promise.race([withinAScreen(id), firstTouch, loadedAndIdle()]);

const ClientProductReviews = lazy(() =>
  whenWanted("reviews")
    .then(() => import("./ProductReviews"))
    .then((module) => ({ default: module.ProductReviews })),
);

/**
 * The product page's reviews section, hydrated late (docs/decisions/051-reviews-and-true-ratings.md).
 * The server renders it in full (`serverRender`, which only the server door exports, so the
 * browser bundle never holds it); in the browser its script is fetched after the page's first
 * load (see `whenWanted`). Until then React keeps the server's HTML as it is, and its links and forms work
 * as plain HTML, as they do without JavaScript. The product page's JavaScript budget (93 kB
 * brotli) has no room for the section's own script (2 kB) in the first load.
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
