import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ReviewRefusal, ReviewActionSchema } from "~/modules/reviews";
import { deleteProductReview } from "~/modules/reviews/index.server";
import { env } from "~/config/env.server";
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

/** A form post: the author deletes their own review (its photos with it); back to the product's reviews with a toast. */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return reviewButtonAction(args, ReviewActionSchema, (userId, reviewId) => deleteProductReview({ db: context.db, searchIndex: context.searchIndex, uploadsDir: env().UPLOADS_DIR }, context.now, userId, reviewId), () => ({ toast: "reviews:toast.deleted", anchor: "#reviews" }));
}

export default function DeleteRefused() {
  const answer = useActionData<typeof action>();
  return answer ? <ReviewRefusal error={answer.error} values={answer.values ?? undefined} returnTo={answer.returnTo} /> : <ReviewRefusal />;
}

export { RouteErrorBoundary as ErrorBoundary };
