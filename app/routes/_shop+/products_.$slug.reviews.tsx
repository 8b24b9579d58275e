import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ReviewForm, ReviewSchema, reviewStatus, type ReviewErrorCode } from "~/modules/reviews";
import { productReviews, writeProductReview } from "~/modules/reviews/index.server";
import { productPage } from "~/modules/catalog/index.server";
import { env } from "~/config/env.server";
import { getCurrentUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import reviewsStylesHref from "~/styles/reviews.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { isPhotoError, readReviewForm } from "~/web/review-form.server";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsStylesHref }];

function slugOf(params: LoaderFunctionArgs["params"]): string {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  return slug;
}

/**
 * `GET products/{id}/reviews`: the write-a-review page (also the page a refused post renders
 * with its 400). Guests see the sign-in sentence, a shopper who already reviewed the product a
 * link to their review.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = slugOf(params);
  const t = await i18next.getFixedT(request);
  const page = await productPage(context, { slug, variantId: null, now: context.now, locale: context.locale, allProductsLabel: t("catalog.allProducts") });
  if (!page) throw data(null, { status: 404 });
  const user = await getCurrentUser(request, context);
  const reviews = user
    ? await productReviews(context.db, { productId: page.product.id, slug, viewer: { userId: user.id, isStaff: user.role !== "customer" }, sort: "newest", page: 1 })
    : null;
  return {
    title: pageTitle(t, t("reviews:form.pageTitle", { product: page.product.name })),
    product: { name: page.product.name, path: `/products/${slug}`, image: page.gallery[0]?.url ?? null },
    signedIn: Boolean(user),
    canWrite: reviews?.canWrite ?? false,
    myReviewId: reviews?.myReview?.id ?? null,
  };
}

/**
 * `POST products/{id}/reviews` (multipart: rating, comment, images): the shopper's review. Back to
 * the product at the new review with a toast; bad input is a 4xx with this route's page (the
 * form again, the text kept, the error translated) and nothing written.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const slug = slugOf(params);
  const productPath = `/products/${slug}`;
  const user = await getCurrentUser(request, context);
  if (!user) return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: productPath })}`, { kind: "warning", key: "account.loginRequired" });
  const body = await readReviewForm(request);
  if (!body.ok) {
    return data({ result: null, error: body.error as ReviewErrorCode, values: body.values ?? null, returnTo: productPath }, { status: body.status ?? reviewStatus[body.error] });
  }
  const returnTo = safeRedirectPath(body.value.fields.get("returnTo"), productPath).split("#")[0]!;
  const submission = parseWithZod(body.value.fields, { schema: ReviewSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null, values: null, returnTo }, { status: 400 });
  const result = await writeProductReview(
    { db: context.db, searchIndex: context.searchIndex, uploadsDir: env().UPLOADS_DIR },
    context.now,
    user.id,
    slug,
    { ...submission.value, language: context.locale === "en" ? "en" : "mn" },
    body.value.photos,
  );
  if (!result.ok) {
    const reply = isPhotoError(result.error) ? submission.reply() : submission.reply({ formErrors: [result.error] });
    return data({ result: reply, error: isPhotoError(result.error) ? result.error : null, values: result.values ?? null, returnTo }, { status: reviewStatus[result.error] });
  }
  return redirectWithToast(`${returnTo}#review-${result.value.reviewId}`, { kind: "success", key: "reviews:toast.posted" });
}

export default function WriteReviewPage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const signIn = `/login?${new URLSearchParams({ redirectTo: page.product.path })}`;
  // A refusal the form cannot show by field (a body that could not be read, a photo): shown with the photos' input.
  const photoError = answer?.error ? { code: answer.error, values: answer.values ?? undefined } : null;
  return (
    <section className="review-page" aria-labelledby="review-page-title">
      <p className="back-link">
        <Link to={page.product.path}>{t("reviews:form.backToProduct")}</Link>
      </p>
      <div className="review-page-product">
        {page.product.image ? <img src={page.product.image} alt="" width={64} height={64} /> : null}
        <p>{page.product.name}</p>
      </div>
      <h1 id="review-page-title">{t(answer ? "reviews:form.errorTitle" : "reviews:form.title")}</h1>
      {!page.signedIn ? (
        <p className="reviews-sign-in" data-testid="reviews-sign-in">
          {t("account.loginRequired")} <Link to={signIn}>{t("reviews:form.signIn")}</Link>
        </p>
      ) : page.canWrite || answer ? (
        <ReviewForm action={`${page.product.path}/reviews`} returnTo={answer?.returnTo ?? page.product.path} lastResult={answer?.result} photoError={photoError} headingId="review-page-title" />
      ) : (
        <p>
          {t("reviews:form.alreadyReviewed")}{" "}
          {page.myReviewId !== null ? <Link to={`${page.product.path}#review-${page.myReviewId}`}>{t("reviews:mine.title")}</Link> : null}
        </p>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
