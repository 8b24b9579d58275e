import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ReviewSchema, VendorReviewForm, reviewStatus } from "~/modules/reviews";
import { vendorReviews, writeVendorReview } from "~/modules/reviews/index.server";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import reviewsPagesStylesHref from "~/styles/reviews-pages.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsPagesStylesHref }];

/**
 * The vendor review form on a page of its own (also the page of a refused post, 400, with the
 * text kept). Not nested in vendors.$code (the `vendors_` escape): the vendor page is cached for
 * guests and has no form answers to show.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request, context);
  const vendorCode = params.code ?? "";
  const result = await vendorReviews(context.db, { vendorCode, viewer: { userId: user?.id ?? null, isStaff: user ? user.role !== "customer" : false }, page: 1 });
  if (!result.ok) throw data(null, { status: reviewStatus[result.error] });
  const t = await i18next.getFixedT(request);
  const { viewer, canWrite, cannotWriteReason, myReview } = result.value;
  return data(
    { title: pageTitle(t, t("showcase:vendorReviews.write")), vendorCode, viewer, canWrite, cannotWriteReason, hasReview: myReview !== null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** `POST vendors/{code}/reviews` (rating, comment): back to the vendor page at the new review with a toast. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameSite(request);
  const vendorCode = params.code ?? "";
  const vendorPath = `/vendors/${encodeURIComponent(vendorCode)}`;
  const user = await getCurrentUser(request, context);
  if (!user) return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: `${vendorPath}#vendor-reviews` })}`, { kind: "warning", key: "account.loginRequired" });
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: ReviewSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await writeVendorReview(context.db, context.now, user.id, vendorCode, { ...submission.value, language: context.locale === "en" ? "en" : "mn" });
  if (!result.ok) return data({ result: submission.reply({ formErrors: [result.error] }) }, { status: reviewStatus[result.error] });
  return redirectWithToast(`/vendors/${encodeURIComponent(result.value.vendorCode)}#vendor-review-${result.value.reviewId}`, { kind: "success", key: "showcase:vendorReviews.toast.posted" });
}

export default function VendorReviewWrite() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const back = `/vendors/${page.vendorCode}#vendor-reviews`;
  return (
    <section className="review-form-page" aria-labelledby="vendor-review-write-title">
      <p className="back-link">
        <Link to={back}>← {t("showcase:vendorReviews.back")}</Link>
      </p>
      <h1 id="vendor-review-write-title">{t(answer ? "showcase:vendorReviews.errorTitle" : "showcase:vendorReviews.write")}</h1>
      {answer || page.canWrite ? (
        <VendorReviewForm vendorCode={page.vendorCode} lastResult={answer?.result} />
      ) : page.viewer === "guest" ? (
        <p>
          <Link to={`/login?${new URLSearchParams({ redirectTo: back })}`}>{t("account.loginRequired")}</Link>
        </p>
      ) : (
        <p>{page.hasReview ? t("showcase:vendorReviews.already") : t(page.cannotWriteReason ?? "reviews:vendor.mustBuyFirst")}</p>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
