import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ReviewRefusal, ReviewActionSchema } from "~/modules/reviews";
import { voteReviewHelpful } from "~/modules/reviews/index.server";
import i18next from "~/platform/i18next.server";
import reviewsStylesHref from "~/styles/reviews.css";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { reviewButtonAction } from "~/web/review-form.server";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsStylesHref }];

/**
 * Nothing lives at this address: a GET shows the way to the products. It answers data, not a
 * redirect, because the page of a refused post runs this loader too.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("reviews:title")) };
}

/** 'Was this helpful': one vote per shopper and review (a second changes nothing); back to the review with a toast. */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return reviewButtonAction(args, ReviewActionSchema, (userId, reviewId) => voteReviewHelpful(context.db, context.now, userId, reviewId), (reviewId) => ({ toast: "reviews:toast.voted", anchor: `#review-${reviewId}` }));
}

export default function HelpfulRefused() {
  const answer = useActionData<typeof action>();
  return answer ? <ReviewRefusal error={answer.error} values={answer.values ?? undefined} returnTo={answer.returnTo} /> : <ReviewRefusal />;
}

export { RouteErrorBoundary as ErrorBoundary };
