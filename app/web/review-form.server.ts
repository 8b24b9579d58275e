import { data, type ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { fail, ok, type Result } from "~/kernel/result";
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, reviewStatus, type ReviewErrorCode } from "~/modules/reviews";
import type { UploadedPhoto } from "~/modules/reviews/index.server";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { readMultipartForm, type MultipartError } from "./multipart-form.server";

/** The review forms' body: text fields, and up to REVIEW_PHOTOS_MAX photos named `images`. */
export interface ReviewFormBody {
  fields: FormData;
  photos: UploadedPhoto[];
}

/** The reader's refusals as the reviews' messages; `status` overrides the code's own (a body that is not a form is a 415). */
const REFUSALS: Record<MultipartError, { code: ReviewErrorCode; status?: 415 }> = {
  notAForm: { code: "reviews:errors.badRequest", status: 415 },
  badRequest: { code: "reviews:errors.badRequest" },
  bodyTooLarge: { code: "reviews:errors.bodyTooLarge" },
  tooManyFiles: { code: "reviews:errors.tooManyPhotos" },
  fileTooLarge: { code: "reviews:errors.photoTooLarge" },
};


export async function readReviewForm(request: Request): Promise<Result<ReviewFormBody, ReviewErrorCode> & { status?: 415 }> {
  const body = await readMultipartForm(request, { fileField: "images", maxFiles: REVIEW_PHOTOS_MAX, maxFileBytes: REVIEW_PHOTO_MAX_BYTES });
  if (body.ok) return ok({ fields: body.value.fields, photos: body.value.files });
  const refusal = REFUSALS[body.error];
  return { ...fail(refusal.code, body.values), ...(refusal.status ? { status: refusal.status } : {}) };
}

/** Photo refusals are shown under the file input; the others at the top of the form. */
export function isPhotoError(code: ReviewErrorCode): boolean {
  return code === "reviews:errors.photoNotImage" || code === "reviews:errors.photoTooLarge" || code === "reviews:errors.tooManyPhotos" || code === "reviews:errors.bodyTooLarge";
}

/** Where a small review action (helpful, report, delete) goes back to, and the toast it shows there. */
export interface ReviewButtonDone {
  toast: string;
  /** `#review-<id>` after a vote or report; `#reviews` after a delete (the review is gone). */
  anchor: string;
}

/**
 * The small review actions' one shape: same-site, signed in (else to sign-in and back), the
 * review's id from the address, the form's schema, one use case; then back to `returnTo` (or
 * the product) with a toast, or the refusal page with the code's status and nothing changed.
 */
export async function reviewButtonAction<Schema extends z.ZodTypeAny>(
  { request, context, params }: ActionFunctionArgs,
  schema: Schema,
  run: (userId: number, reviewId: number, input: z.output<Schema>) => Promise<Result<{ productSlug: string; reviewId?: number }, ReviewErrorCode>>,
  done: (reviewId: number) => ReviewButtonDone,
) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const returnTo = safeRedirectPath(formData.get("returnTo"), "/products").split("#")[0]!;
  const user = await getCurrentUser(request, context);
  if (!user) return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: returnTo })}`, { kind: "warning", key: "account.loginRequired" });
  const refusal = (error: ReviewErrorCode, values?: Record<string, string | number>) => data({ error, values: values ?? null, returnTo }, { status: reviewStatus[error] });
  const reviewId = /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (reviewId === null) return refusal("reviews:errors.reviewNotFound");
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return refusal((firstError(submission.error) as ReviewErrorCode | undefined) ?? "reviews:errors.badRequest");
  const result = await run(user.id, reviewId, submission.value as z.output<Schema>);
  if (!result.ok) return refusal(result.error, result.values);
  const back = safeRedirectPath(formData.get("returnTo"), `/products/${result.value.productSlug}`).split("#")[0]!;
  const { toast, anchor } = done(result.value.reviewId ?? reviewId);
  return redirectWithToast(`${back}${anchor}`, { kind: "success", key: toast });
}
