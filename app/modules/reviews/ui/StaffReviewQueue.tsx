import { Form, Link } from "@remix-run/react";
import { FieldErrors, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, getInputProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { Pager } from "~/ui/Pager";
import { useShopFormat } from "~/ui/use-shop-format";
import { HIDE_REASON_MAX } from "../domain/limits";
import { Stars } from "./Stars";
import type { ModerateReviewSchema } from "../forms";
import type { QueuedReviewView, ReviewQueueFilter, ReviewQueueView } from "../view-models";

const KINDS = ["product", "vendor"] as const;
const FILTERS: readonly ReviewQueueFilter[] = ["reported", "recent", "hidden"];

/** The staff queue's address for a kind, filter and page: plain GET links, so the tabs work without JavaScript. */
export function staffReviewsHref(kind: "product" | "vendor", filter: ReviewQueueFilter, page = 1): string {
  const search = new URLSearchParams({ kind, filter });
  if (page > 1) search.set("page", String(page));
  return `/staff/reviews?${search}`;
}

/** The refused moderation the page shows again (400): which row, and the answer for its form. */
export interface StaffModerationAnswer {
  kind: "product" | "vendor";
  id: number;
  result: SubmissionResult<string[]>;
}

function StaffModerationForm({ review, returnTo, answer }: { review: QueuedReviewView; returnTo: string; answer: StaffModerationAnswer | null }) {
  const { t } = useTranslation();
  const mine = answer && answer.kind === review.kind && answer.id === review.id ? answer.result : null;
  const [form, fields] = useShopForm<typeof ModerateReviewSchema>({ id: `moderate-${review.kind}-${review.id}`, lastResult: mine });
  return (
    <Form method="post" className="review-moderation" {...getFormProps(form)} data-testid="staff-review-moderate">
      <input type="hidden" name="kind" value={review.kind} />
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {review.status === "visible" ? (
        <>
          <div className="field">
            <label htmlFor={fields.reason.id}>{t("staff:reviews.reason")}</label>
            <input {...getInputProps(fields.reason, { type: "text" })} key={fields.reason.key} maxLength={HIDE_REASON_MAX} required />
            <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
          </div>
          <SubmitButton className="button button-secondary" name="intent" value="hide">
            {t("staff:reviews.hide")}
          </SubmitButton>
        </>
      ) : (
        <SubmitButton className="button button-secondary" name="intent" value="restore">
          {t("staff:reviews.restore")}
        </SubmitButton>
      )}
    </Form>
  );
}

function StaffQueueRow({ review, returnTo, answer }: { review: QueuedReviewView; returnTo: string; answer: StaffModerationAnswer | null }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    <li className={review.status === "hidden" ? "staff-review review-hidden" : "staff-review"} id={`staff-review-${review.kind}-${review.id}`} data-testid="staff-review-row">
      <div className="staff-review-head">
        <Link to={review.subjectPath}>{review.subject}</Link>
        <Stars rating={review.rating} />
        <span>
          {review.authorName || t("reviews:review.anonymous")}
          {review.authorEmail ? <> · {review.authorEmail}</> : null}
        </span>
        <time dateTime={review.createdAt}>{format.dateTime(review.createdAt)}</time>
      </div>
      <p className="review-body">{review.body}</p>
      {review.photos.length > 0 ? (
        <ul className="review-photos">
          {review.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url}>
                <img src={photo.thumbUrl} alt={t("staff:reviews.photoAlt", { name: photo.name })} width="80" height="80" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="staff-review-facts">
        <dt>{t("staff:reviews.status")}</dt>
        <dd data-testid="staff-review-status">
          {t(`staff:reviews.statuses.${review.status}`)}
          {review.hiddenReason ? <> — {review.hiddenReason}</> : null}
        </dd>
        <dt>{t("staff:reviews.reports")}</dt>
        <dd>
          {review.reportCount}
          {review.reportReasons.length > 0 ? (
            <ul className="staff-review-reasons">
              {review.reportReasons.map((reason, index) => (
                <li key={index}>{reason || t("staff:reviews.noReason")}</li>
              ))}
            </ul>
          ) : null}
        </dd>
      </dl>
      <StaffModerationForm review={review} returnTo={returnTo} answer={answer} />
    </li>
  );
}

/** /staff/reviews: kind and filter tabs (GET links with counts), the queue, a hide or restore form per row. */
export function StaffReviewQueue({ queue, answer, error }: { queue: ReviewQueueView; answer: StaffModerationAnswer | null; error: string | null }) {
  const { t } = useTranslation();
  const here = staffReviewsHref(queue.kind, queue.filter, queue.page);
  return (
    <div className="staff-reviews">
      <p className="back-link">
        <Link to="/staff">← {t("staff:reviews.back")}</Link>
      </p>
      <h1>{t("staff:reviews.title")}</h1>
      {error ? (
        <p className="form-errors" role="alert" data-testid="staff-review-error">
          {t(error)}
        </p>
      ) : null}
      <nav className="review-tabs" aria-label={t("staff:reviews.kindLabel")}>
        {KINDS.map((kind) => (
          <Link key={kind} to={staffReviewsHref(kind, queue.filter)} aria-current={kind === queue.kind ? "page" : undefined}>
            {t(`staff:reviews.kinds.${kind}`)}
          </Link>
        ))}
      </nav>
      <nav className="review-tabs" aria-label={t("staff:reviews.filterLabel")}>
        {FILTERS.map((filter) => (
          <Link key={filter} to={staffReviewsHref(queue.kind, filter)} aria-current={filter === queue.filter ? "page" : undefined} data-testid={`staff-review-filter-${filter}`}>
            {t(`staff:reviews.filters.${filter}`)} ({queue.counts[filter]})
          </Link>
        ))}
      </nav>
      {queue.reviews.length === 0 ? (
        <p className="empty-state">{t("staff:reviews.empty")}</p>
      ) : (
        <ul className="staff-review-list">
          {queue.reviews.map((review) => (
            <StaffQueueRow key={`${review.kind}-${review.id}`} review={review} returnTo={here} answer={answer} />
          ))}
        </ul>
      )}
      <Pager page={queue.page} pageCount={queue.pageCount} hrefFor={(page) => staffReviewsHref(queue.kind, queue.filter, page)} />
    </div>
  );
}
