import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { useShopFormat } from "~/ui/use-shop-format";
import { Stars } from "./Stars";
import type { MyReviewView } from "../view-models";

/** /account/reviews: every review the shopper wrote, newest first, with staff's reason on a hidden one. */
export function MyReviewsList({ reviews }: { reviews: MyReviewView[] }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  if (reviews.length === 0) return <p className="empty-state">{t("account:reviews.empty")}</p>;
  return (
    <ul className="my-reviews" data-testid="my-reviews">
      {reviews.map((review) => (
        <li key={`${review.kind}-${review.id}`} className={review.status === "hidden" ? "my-review review-hidden" : "my-review"} data-testid="my-review">
          <div className="review-head">
            <Link to={review.subjectPath}>{review.subject}</Link>
            <span className="review-kind">{t(`account:reviews.kinds.${review.kind}`)}</span>
            <Stars rating={review.rating} />
            <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
          </div>
          {review.status === "hidden" ? (
            <p className="review-hidden-notice" role="note" data-testid="my-review-hidden">
              {t("account:reviews.hidden", { reason: review.hiddenReason ?? "" })}
            </p>
          ) : null}
          <p className="review-body">{review.body}</p>
          {review.photoCount > 0 ? <p className="field-hint">{t("account:reviews.photos", { count: review.photoCount })}</p> : null}
        </li>
      ))}
    </ul>
  );
}
