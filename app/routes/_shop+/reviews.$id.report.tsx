import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { REPORT_REASON_MAX, ReviewRefusal, ReportReviewSchema } from "~/modules/reviews";
import { reportReview } from "~/modules/reviews/index.server";
import { getCurrentUser, loginPath } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { safeRedirectPath } from "~/platform/request-guards.server";
import reviewsStylesHref from "~/styles/reviews.css";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { reviewButtonAction } from "~/web/review-form.server";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsStylesHref }];

/** The report form of one review (a page of its own, linked from the review); signed-in shoppers only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!/^\d{1,12}$/.test(params.id ?? "")) throw data(null, { status: 404 });
  const user = await getCurrentUser(request, context);
  if (!user) throw redirect(loginPath(request));
  const t = await i18next.getFixedT(request);
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), "/products").split("#")[0]!;
  return { title: pageTitle(t, t("reviews:report.title")), reviewId: Number(params.id), returnTo };
}

/** A shopper reports a review to staff, with an optional reason; back to the review with a toast. */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return reviewButtonAction(args, ReportReviewSchema, (userId, reviewId, input) => reportReview(context.db, context.now, userId, reviewId, input), (reviewId) => ({ toast: "reviews:toast.reported", anchor: `#review-${reviewId}` }));
}

export default function ReportReviewPage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer) return <ReviewRefusal error={answer.error} values={answer.values ?? undefined} returnTo={answer.returnTo} />;
  return (
    <section className="review-page" aria-labelledby="review-report-title">
      <p className="back-link">
        <Link to={`${page.returnTo}#review-${page.reviewId}`}>{t("reviews:form.backToProduct")}</Link>
      </p>
      <h1 id="review-report-title">{t("reviews:report.title")}</h1>
      <Form method="post" className="form-stack" data-testid="review-report-form">
        <input type="hidden" name="returnTo" value={page.returnTo} />
        <div className="field">
          <label htmlFor="report-reason">{t("reviews:report.reasonLabel")}</label>
          <textarea id="report-reason" name="reason" rows={3} maxLength={REPORT_REASON_MAX} />
        </div>
        <SubmitButton className="button">{t("reviews:report.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
