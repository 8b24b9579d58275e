import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { ReviewForm, ReviewRefusal, EditReviewSchema, reviewStatus, type ReviewErrorCode } from "~/modules/reviews";
import { editProductReview, ownProductReview } from "~/modules/reviews/index.server";
import { env } from "~/config/env.server";
import { getCurrentUser, loginPath } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import reviewsStylesHref from "~/styles/reviews.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { isPhotoError, readReviewForm } from "~/web/review-form.server";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsStylesHref }];

function reviewIdOf(params: LoaderFunctionArgs["params"]): number {
  if (!/^\d{1,12}$/.test(params.id ?? "")) throw data(null, { status: 404 });
  return Number(params.id);
}

/** The author's edit form: the review as stored, its photos with 'remove' boxes. Someone else's review is a refusal page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const reviewId = reviewIdOf(params);
  const user = await getCurrentUser(request, context);
  if (!user) throw redirect(loginPath(request));
  const t = await i18next.getFixedT(request);
  const title = pageTitle(t, t("reviews:form.editTitle"));
  const own = await ownProductReview(context.db, user.id, reviewId);
  if (!own.ok) throw data({ title, error: own.error }, { status: reviewStatus[own.error] });
  const productPath = `/products/${own.value.productSlug}`;
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), productPath).split("#")[0]!;
  const review = own.value.review;
  return {
    title,
    reviewId,
    productName: own.value.productName,
    productPath,
    returnTo,
    review: { rating: String(review.rating), comment: review.body, photos: review.photos, hidden: review.hidden },
  };
}

/** The author changes the rating, the text and the photos (new ones added, checked ones removed); back to the review with a toast. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const reviewId = reviewIdOf(params);
  const user = await getCurrentUser(request, context);
  if (!user) return redirectWithToast(loginPath(request), { kind: "warning", key: "account.loginRequired" });
  const body = await readReviewForm(request);
  if (!body.ok) return data({ result: null, error: body.error as ReviewErrorCode, values: body.values ?? null }, { status: body.status ?? reviewStatus[body.error] });
  const submission = parseWithZod(body.value.fields, { schema: EditReviewSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null, values: null }, { status: 400 });
  const result = await editProductReview(
    { db: context.db, searchIndex: context.searchIndex, uploadsDir: env().UPLOADS_DIR },
    context.now,
    user.id,
    reviewId,
    submission.value,
    body.value.photos,
  );
  if (!result.ok) {
    const photo = isPhotoError(result.error);
    return data(
      { result: photo ? submission.reply() : submission.reply({ formErrors: [result.error] }), error: photo ? result.error : null, values: result.values ?? null },
      { status: reviewStatus[result.error] },
    );
  }
  const back = safeRedirectPath(body.value.fields.get("returnTo"), `/products/${result.value.productSlug}`).split("#")[0]!;
  return redirectWithToast(`${back}#review-${result.value.reviewId}`, { kind: "success", key: "reviews:toast.edited" });
}

export default function EditReviewPage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const photoError = answer?.error ? { code: answer.error, values: answer.values ?? undefined } : null;
  return (
    <section className="review-page" aria-labelledby="review-edit-title">
      <p className="back-link">
        <Link to={`${page.returnTo}#review-${page.reviewId}`}>{t("reviews:form.backToProduct")}</Link>
      </p>
      <p className="review-page-product">{page.productName}</p>
      <h1 id="review-edit-title">{t("reviews:form.editTitle")}</h1>
      {page.review.hidden ? (
        <p className="review-hidden-notice" role="note">
          {t("reviews:mine.hidden", { reason: page.review.hidden.reason })}
        </p>
      ) : null}
      <ReviewForm
        mode="edit"
        action={`/reviews/${page.reviewId}/edit`}
        returnTo={page.returnTo}
        defaultValue={{ rating: page.review.rating, comment: page.review.comment }}
        currentPhotos={page.review.photos}
        lastResult={answer?.result}
        photoError={photoError}
        headingId="review-edit-title"
      />
      <Form method="post" action={`/reviews/${page.reviewId}/delete`} className="review-delete-form" data-testid="review-delete">
        <input type="hidden" name="returnTo" value={page.returnTo} />
        <SubmitButton className="button button-secondary">{t("reviews:mine.delete")}</SubmitButton>
      </Form>
    </section>
  );
}

/** A refused edit page (someone else's review, a deleted one): the reason and the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const code = isRouteErrorResponse(error) ? (error.data as { error?: unknown } | null)?.error : undefined;
  if (typeof code === "string" && code.startsWith("reviews:errors.")) return <ReviewRefusal error={code} />;
  return <RouteErrorBoundary />;
}
