import { Form, Link } from "@remix-run/react";
import { siteConfig } from "~/config/site";
import { formatShopDate } from "~/kernel/dates";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import type { ProductReviewView } from "../view-models";
import { Stars } from "./Stars";

/**
 * One review on the product page. Every control is a plain form post that comes back to
 * `returnTo#review-<id>`: the page works the same without JavaScript. The text is rendered as
 * text (React escapes it) in its own language.
 */
export function ProductReviewItem({ review, returnTo, headingLevel = 3 }: { review: ProductReviewView; returnTo: string; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  // An account without a name still needs a name under its words.
  const author = review.authorName || t("reviews:review.anonymous");
  const date = formatShopDate(review.createdAt, i18n.language, siteConfig.timeZone);
  return (
    <article
      id={`review-${review.id}`}
      className={`review${review.hidden ? " review-hidden" : ""}${review.mine ? " review-mine" : ""}`}
      data-testid="review"
      data-review-id={review.id}
      data-rating={review.rating}
    >
      <header className="review-meta">
        <Heading className="review-author">{author}</Heading>
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt}>{date}</time>
        {review.editedAt ? <span className="review-edited">({t("reviews:review.edited")})</span> : null}
        {review.verified ? (
          <span className="review-verified" data-testid="review-verified">
            ✓ {t("reviews:review.verified")}
          </span>
        ) : null}
      </header>
      {review.hidden ? (
        <p className="review-hidden-notice" role="note" data-testid="review-hidden-notice">
          {t("reviews:mine.hidden", { reason: review.hidden.reason })}
        </p>
      ) : null}
      <p className="review-body" lang={review.language}>
        {review.body}
      </p>
      {review.photos.length > 0 ? (
        <ul className="review-photos" aria-label={t("reviews:review.photosLabel")}>
          {review.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} className="review-photo" data-testid="review-photo" title={t("reviews:review.photoOpen")}>
                <img
                  src={photo.thumbUrl}
                  alt={t("reviews:review.photoAlt", { number: index + 1, author, name: photo.name })}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="review-actions">
        <span className="review-helpful-count" data-testid="review-helpful-count" data-count={review.helpfulCount}>
          {review.helpfulCount > 0 ? t("reviews:helpful.count", { count: review.helpfulCount }) : null}
        </span>
        {review.canVote && !review.votedHelpful ? (
          <Form method="post" action={`/reviews/${review.id}/helpful`} preventScrollReset>
            <input type="hidden" name="returnTo" value={returnTo} />
            <SubmitButton className="button button-small button-secondary">{t("reviews:helpful.button")}</SubmitButton>
          </Form>
        ) : null}
        {review.votedHelpful ? <span className="review-voted">{t("reviews:helpful.voted")}</span> : null}
        {review.reported ? <span className="review-reported">{t("reviews:report.done")}</span> : null}
        {review.canReport && !review.reported ? (
          // Reporting is rare: its form is a page of its own, which keeps the product page's script small.
          <Link className="review-report-link" to={`/reviews/${review.id}/report?${new URLSearchParams({ returnTo })}`} rel="nofollow">
            {t("reviews:report.summary")}
          </Link>
        ) : null}
        {review.mine ? (
          // Deleting is on the edit page, behind one more step.
          <Link className="button button-small button-secondary" to={`/reviews/${review.id}/edit?${new URLSearchParams({ returnTo })}`}>
            {t("reviews:mine.edit")}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
