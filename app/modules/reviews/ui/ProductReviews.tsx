import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { Pager } from "~/ui/Pager";
import { useTranslation } from "~/ui/i18n";
import { REVIEW_SORTS, type ProductReviewsProps, type ReviewSort } from "../view-models";
import { ProductReviewItem } from "./ProductReviewItem";
import { RatingSummaryBlock } from "./RatingSummaryBlock";

/** The product page's address for one order and page of its reviews; the chosen variant is kept. */
export function productReviewsHref(productPath: string, variant: string | null, sort: ReviewSort, page: number): string {
  const search = new URLSearchParams();
  if (variant) search.set("variant", variant);
  if (sort !== "newest") search.set("reviews", sort);
  if (page > 1) search.set("reviewPage", String(page));
  const query = search.toString();
  return query ? `${productPath}?${query}` : productPath;
}

/**
 * The reviews section of the product page (#reviews): the summary, the shopper's own review on
 * top, the way to the write page (or the sign-in sentence for guests), the orders as GET links and the list
 * paged. No script of its own: every control is a link or a form post.
 */
export function ProductReviews({ view, productPath, variant, scrollToHash = false }: ProductReviewsProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const target = scrollToHash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target?.closest("#reviews")) target.scrollIntoView();
  }, [scrollToHash]);
  const returnTo = productReviewsHref(productPath, variant, view.sort, view.page);
  const signIn = `/login?${new URLSearchParams({ redirectTo: productPath })}`;
  // The shopper's own review is shown on top only: one element per #review-<id>.
  const listed = view.reviews.filter((review) => review.id !== view.myReview?.id);
  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title" data-testid="product-reviews" data-viewer={view.viewer}>
      <h2 id="reviews-title">{t("reviews:title")}</h2>
      <div className="reviews-top">
        <RatingSummaryBlock summary={view.summary} />
        <div className="reviews-mine">
          {view.myReview ? (
            <>
              <h3 className="reviews-subtitle">{t("reviews:mine.title")}</h3>
              <ProductReviewItem review={view.myReview} returnTo={returnTo} headingLevel={4} />
            </>
          ) : null}
          {view.canWrite ? (
            // A link to the write page, not the form itself: the product page's JavaScript budget has no room for the form's script.
            <p className="reviews-write">
              <Link className="button" to={`${productPath}/reviews`} data-testid="review-write-link">
                {t("reviews:form.title")}
              </Link>
            </p>
          ) : null}
          {view.viewer === "guest" ? (
            <p className="reviews-sign-in" data-testid="reviews-sign-in">
              {t("account.loginRequired")} <Link to={signIn}>{t("reviews:form.signIn")}</Link>
            </p>
          ) : null}
        </div>
      </div>
      {view.summary.total > 0 ? (
        <nav className="reviews-sort" aria-label={t("reviews:sort.label")}>
          <ul>
            {REVIEW_SORTS.map((sort) => (
              <li key={sort}>
                <Link
                  to={`${productReviewsHref(productPath, variant, sort, 1)}#reviews`}
                  aria-current={sort === view.sort ? "true" : undefined}
                  preventScrollReset
                  data-sort={sort}
                >
                  {t(`reviews:sort.${sort}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {listed.length > 0 ? (
        <ol className="review-list" aria-label={t("reviews:list.label")}>
          {listed.map((review) => (
            <li key={review.id}>
              <ProductReviewItem review={review} returnTo={returnTo} />
            </li>
          ))}
        </ol>
      ) : view.sort === "photos" && view.summary.total > 0 && !view.myReview ? (
        <p className="reviews-empty">{t("reviews:list.emptyPhotos")}</p>
      ) : null}
      <Pager
        className="review-pager"
        page={view.page}
        pageCount={view.pageCount}
        hrefFor={(page) => `${productReviewsHref(productPath, variant, view.sort, page)}#reviews`}
      />
    </section>
  );
}
