import { Form } from "@remix-run/react";
import { FieldErrors, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, getTextareaProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../domain/limits";
import type { EditReviewSchema } from "../forms";
import type { ReviewPhotoView } from "../view-models";

const ACCEPTED_PHOTOS = "image/jpeg,image/png,image/webp";

/**
 * Writing or editing a product review: a multipart post (stars, text, photos) that works without
 * JavaScript. A refusal comes back as the route's own page with this form, the text kept and the
 * error shown (file inputs cannot be refilled: the photos are chosen again).
 */
export function ReviewForm({
  action,
  returnTo,
  lastResult,
  defaultValue,
  currentPhotos,
  mode = "write",
  headingId,
  photoError,
}: {
  action: string;
  returnTo: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { rating: string; comment: string } | null;
  /** Edit: the photos already there, each with a 'remove' checkbox. */
  currentPhotos?: ReviewPhotoView[];
  mode?: "write" | "edit";
  headingId?: string;
  /** Why the photos were refused (a message with the file's name): shown under the file input. */
  photoError?: { code: string; values?: Record<string, string | number> } | null;
}) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<typeof EditReviewSchema>({ lastResult, defaultValue });
  const ratingError = fields.rating.errors && fields.rating.errors.length > 0;
  const photoRoom = REVIEW_PHOTOS_MAX - (currentPhotos?.length ?? 0);
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="review-form"
      data-testid="review-form"
      aria-labelledby={headingId}
      {...getFormProps(form)}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="review-stars-input" aria-invalid={ratingError || undefined} aria-describedby={ratingError ? fields.rating.errorId : undefined}>
        <legend>{t("reviews:form.ratingLegend")}</legend>
        <div className="review-stars-options">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={`${stars}-${fields.rating.key ?? ""}`} className="review-star-option">
              <input type="radio" name="rating" value={stars} defaultChecked={fields.rating.initialValue === String(stars)} required />
              <span aria-hidden="true">{"★".repeat(stars)}</span>
              <span className="review-star-text">{t("reviews:form.star", { count: stars })}</span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      <div className="field">
        <label htmlFor={fields.comment.id}>{t("reviews:form.textLabel")}</label>
        <textarea
          {...getTextareaProps(fields.comment, { ariaDescribedBy: `${fields.comment.id}-hint` })}
          key={fields.comment.key}
          rows={5}
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          required
        />
        <p id={`${fields.comment.id}-hint`} className="field-hint">
          {t("reviews:form.textHint", { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        </p>
        <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} />
      </div>
      {currentPhotos && currentPhotos.length > 0 ? (
        <fieldset className="review-current-photos">
          <legend>{t("reviews:form.currentPhotos")}</legend>
          <ul>
            {currentPhotos.map((photo) => (
              <li key={photo.id}>
                <img src={photo.thumbUrl} alt={photo.name} width={80} height={80} />
                <label>
                  <input type="checkbox" name="remove_photo" value={photo.id} /> {t("reviews:form.removePhoto")}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor={`${form.id}-images`}>{t("reviews:form.photosLabel")}</label>
        <input
          id={`${form.id}-images`}
          type="file"
          name="images"
          multiple
          accept={ACCEPTED_PHOTOS}
          aria-describedby={photoError ? `${form.id}-images-hint ${form.id}-images-error` : `${form.id}-images-hint`}
          aria-invalid={photoError ? true : undefined}
          disabled={photoRoom <= 0 || undefined}
        />
        <p id={`${form.id}-images-hint`} className="field-hint">
          {t("reviews:form.photosHint", { max: REVIEW_PHOTOS_MAX, mb: Math.floor(REVIEW_PHOTO_MAX_BYTES / 1_000_000) })}
        </p>
        {photoError ? (
          <p id={`${form.id}-images-error`} className="field-error" role="alert" data-testid="review-photo-error">
            {t(photoError.code, photoError.values)}
          </p>
        ) : null}
      </div>
      <SubmitButton className="button">{t(mode === "edit" ? "reviews:form.save" : "reviews:form.submit")}</SubmitButton>
    </Form>
  );
}
