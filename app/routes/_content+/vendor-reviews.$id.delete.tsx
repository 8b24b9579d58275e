import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { ReviewActionSchema, reviewStatus } from "~/modules/reviews";
import { deleteVendorReview } from "~/modules/reviews/index.server";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import reviewsPagesStylesHref from "~/styles/reviews-pages.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsPagesStylesHref }];

/** Nothing lives at this address; it answers data (not a redirect) because a refused delete (4xx) renders this route's page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("showcase:vendorReviews.title")) };
}

/** `DELETE vendors/reviews/{id}` as a form post: the author deletes their own vendor review. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const returnTo = safeRedirectPath(formData.get("returnTo"), "/vendors").split("#")[0]!;
  const user = await getCurrentUser(request, context);
  if (!user) return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: returnTo })}`, { kind: "warning", key: "account.loginRequired" });
  const refusal = (status: number, error: string) => data({ error, returnTo }, { status });
  const reviewId = /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (reviewId === null) return refusal(404, "reviews:errors.reviewNotFound");
  const submission = parseWithZod(formData, { schema: ReviewActionSchema });
  if (submission.status !== "success") return refusal(400, "reviews:errors.badRequest");
  const result = await deleteVendorReview(context.db, context.now, user.id, reviewId);
  if (!result.ok) return refusal(reviewStatus[result.error], result.error);
  return redirectWithToast(`/vendors/${encodeURIComponent(result.value.vendorCode)}#vendor-reviews`, { kind: "success", key: "showcase:vendorReviews.toast.deleted" });
}

export default function VendorReviewDeleteRefused() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  return (
    <section className="notice-page" aria-labelledby="vendor-review-refusal-title" data-testid="vendor-review-refusal">
      <h1 id="vendor-review-refusal-title">{t(answer ? "showcase:vendorReviews.errorTitle" : "showcase:vendorReviews.title")}</h1>
      {answer ? <p role="alert">{t(answer.error)}</p> : null}
      <Link className="button" to={answer?.returnTo ?? "/vendors"}>
        {t("showcase:vendorReviews.back")}
      </Link>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
