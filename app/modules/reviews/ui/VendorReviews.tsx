import { Form, Link } from "@remix-run/react";
import { FieldErrors, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, getInputProps, getTextareaProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { Pager } from "~/ui/Pager";
import { useShopFormat } from "~/ui/use-shop-format";
import { HIDE_REASON_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../domain/limits";
import type { ModerateReviewSchema, ReviewSchema } from "../forms";
import type { VendorReviewView, VendorReviewsView } from "../view-models";
import { RatingSummaryBlock } from "./RatingSummaryBlock";
import { Stars } from "./Stars";

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The vendor review form: a plain urlencoded post to /vendors/<code>/reviews, so it works
 * without JavaScript; a refusal comes back as that route's page with this form and the text kept.
 */
export function VendorReviewForm({ vendorCode, lastResult }: { vendorCode: string; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<typeof ReviewSchema>({ id: "vendor-review-form", lastResult });
  const ratingProps = getInputProps(fields.rating, { type: "radio" });
  return (
    <Form method="post" action={`/vendors/${vendorCode}/reviews`} className="review-form form-stack" {...getFormProps(form)} data-testid="vendor-review-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="review-rating-field" aria-describedby={fields.rating.errors ? fields.rating.errorId : undefined}>
        <legend>{t("showcase:vendorReviews.form.rating")}</legend>
        <div className="review-rating-options">
          {RATINGS.map((stars) => (
            <label key={stars} className="review-rating-option">
              <input
                {...ratingProps}
                key={`${fields.rating.key ?? ""}-${stars}`}
                id={`${fields.rating.id}-${stars}`}
                value={String(stars)}
                defaultChecked={fields.rating.initialValue === String(stars)}
                required
              />
              <span>{t("showcase:vendorReviews.starsRow", { count: stars })}</span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      <div className="field">
        <label htmlFor={fields.comment.id}>{t("showcase:vendorReviews.form.text")}</label>
        <textarea {...getTextareaProps(fields.comment, { ariaDescribedBy: `${fields.comment.id}-hint` })} key={fields.comment.key} rows={4} minLength={REVIEW_TEXT_MIN} maxLength={REVIEW_TEXT_MAX} required />
        <p id={`${fields.comment.id}-hint`} className="field-hint">
          {t("showcase:vendorReviews.form.hint", { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        </p>
        <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} />
      </div>
      <SubmitButton className="button">{t("showcase:vendorReviews.form.submit")}</SubmitButton>
    </Form>
  );
}

/** Staff on the vendor page: hide with a reason or restore, posted to /staff/reviews which sends them back here. */
export function VendorReviewModeration({ review, returnTo }: { review: VendorReviewView; returnTo: string }) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<typeof ModerateReviewSchema>({ id: `vendor-review-moderate-${review.id}` });
  if (!review.moderation) return null;
  return (
    <Form method="post" action="/staff/reviews" className="review-moderation" {...getFormProps(form)}>
      <input type="hidden" name="kind" value="vendor" />
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {review.moderation === "hide" ? (
        <>
          <label htmlFor={fields.reason.id}>{t("showcase:vendorReviews.hideReason")}</label>
          <input {...getInputProps(fields.reason, { type: "text" })} maxLength={HIDE_REASON_MAX} required />
          <SubmitButton className="button button-secondary" name="intent" value="hide">
            {t("showcase:vendorReviews.hide")}
          </SubmitButton>
        </>
      ) : (
        <SubmitButton className="button button-secondary" name="intent" value="restore">
          {t("showcase:vendorReviews.restore")}
        </SubmitButton>
      )}
    </Form>
  );
}

function VendorReviewItem({ review, returnTo }: { review: VendorReviewView; returnTo: string }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    <article id={`vendor-review-${review.id}`} className={review.hidden ? "review review-hidden" : "review"} data-testid="vendor-review" lang={review.language}>
      <header className="review-head">
        <Stars rating={review.rating} />
        <strong className="review-author">{review.authorName || t("reviews:review.anonymous")}</strong>
        <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
      </header>
      {review.hidden ? (
        <p className="review-hidden-notice" role="note" data-testid="vendor-review-hidden">
          {t("showcase:vendorReviews.hiddenNotice", { reason: review.hidden.reason })}
        </p>
      ) : null}
      <p className="review-body">{review.body}</p>
      {review.mine ? (
        <Form method="post" action={`/vendor-reviews/${review.id}/delete`} className="review-delete">
          <input type="hidden" name="returnTo" value={returnTo} />
          <SubmitButton className="button button-secondary">{t("showcase:vendorReviews.delete")}</SubmitButton>
        </Form>
      ) : null}
      <VendorReviewModeration review={review} returnTo={returnTo} />
    </article>
  );
}

/**
 * The vendor page's review block: average, count and histogram, the shopper's own review, the
 * write form (or why there is none), and the reviews newest first, paged with `?reviewPage=`.
 * A cookie-less visitor always sees the guest version, so the page stays cacheable (decision 037).
 */
export function VendorReviewsBlock({ reviews }: { reviews: VendorReviewsView }) {
  const { t } = useTranslation();
  const path = `/vendors/${reviews.vendorCode}`;
  const listed = reviews.reviews.filter((review) => review.id !== reviews.myReview?.id);
  return (
    <section id="vendor-reviews" className="vendor-reviews" aria-labelledby="vendor-reviews-title" data-testid="vendor-reviews">
      <h2 id="vendor-reviews-title">{t("showcase:vendorReviews.title")}</h2>
      <RatingSummaryBlock summary={reviews.summary} />
      {reviews.myReview ? (
        <div className="review-mine" data-testid="vendor-review-mine">
          <h3>{t("showcase:vendorReviews.mine")}</h3>
          <VendorReviewItem review={reviews.myReview} returnTo={path} />
        </div>
      ) : reviews.canWrite ? (
        <div className="review-write">
          <h3>{t("showcase:vendorReviews.write")}</h3>
          <VendorReviewForm vendorCode={reviews.vendorCode} />
        </div>
      ) : reviews.viewer === "guest" ? (
        <p className="review-cannot-write" data-testid="vendor-review-sign-in">
          <Link to={`/login?${new URLSearchParams({ redirectTo: `${path}#vendor-reviews` })}`}>{t("account.loginRequired")}</Link>
        </p>
      ) : reviews.cannotWriteReason ? (
        <p className="review-cannot-write" data-testid="vendor-review-must-buy">
          {t(reviews.cannotWriteReason)}
        </p>
      ) : null}
      {listed.length > 0 ? (
        <div className="review-list">
          {listed.map((review) => (
            <VendorReviewItem key={review.id} review={review} returnTo={path} />
          ))}
        </div>
      ) : null}
      <Pager page={reviews.page} pageCount={reviews.pageCount} hrefFor={(page) => `${path}?reviewPage=${page}#vendor-reviews`} className="review-pager" />
    </section>
  );
}
