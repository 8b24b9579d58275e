import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { env } from "~/config/env.server";
import { ModerateReviewSchema, StaffReviewQueue, reviewStatus, type ReviewQueueFilter } from "~/modules/reviews";
import { moderateReview, reviewQueue } from "~/modules/reviews/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import reviewsPagesStylesHref from "~/styles/reviews-pages.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsPagesStylesHref }];

const FILTERS: readonly ReviewQueueFilter[] = ["reported", "recent", "hidden"];

/** `?kind=product|vendor&filter=reported|recent|hidden&page=n`; anything else falls back to the first tab. */
function queueParams(url: URL): { kind: "product" | "vendor"; filter: ReviewQueueFilter; page: number } {
  const kind = url.searchParams.get("kind") === "vendor" ? "vendor" : "product";
  const filter = FILTERS.find((value) => value === url.searchParams.get("filter")) ?? "reported";
  const page = Number(url.searchParams.get("page"));
  return { kind, filter, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** /staff/reviews: the moderation queue of product and vendor reviews. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  const queue = await reviewQueue(context.db, { ...queueParams(new URL(request.url)), locale: context.locale });
  return data({ title: pageTitle(t, t("staff:reviews.title")), queue }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * Hide (with a reason) or restore one review, from this queue or from the product or vendor page
 * (`returnTo`). Back where it came from with a toast; bad input is a 400 on this page with the
 * message, and nothing changed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: ModerateReviewSchema });
  const kind = formData.get("kind") === "vendor" ? "vendor" : "product";
  const id = Number(formData.get("id")) || 0;
  const refusal = (status: number, error: string, result: ReturnType<typeof submission.reply>) => data({ answer: { kind, id, result }, error }, { status });
  if (submission.status !== "success") {
    const reply = submission.reply();
    const first = Object.values(reply.error ?? {}).flat().find((message): message is string => typeof message === "string") ?? "reviews:errors.badRequest";
    return refusal(400, first, reply);
  }
  const result = await moderateReview({ db: context.db, searchIndex: context.searchIndex, uploadsDir: env().UPLOADS_DIR }, context.now, staff.id, submission.value);
  if (!result.ok) return refusal(reviewStatus[result.error], result.error, submission.reply({ formErrors: [result.error] }));
  const back = safeRedirectPath(submission.value.returnTo, result.value.subjectPath);
  return redirectWithToast(back, { kind: "success", key: result.value.hidden ? "reviews:toast.hidden" : "reviews:toast.restored" });
}

export default function StaffReviews() {
  const { queue } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return <StaffReviewQueue queue={queue} answer={refused?.answer ?? null} error={refused?.error ?? null} />;
}

export { RouteErrorBoundary as ErrorBoundary };
