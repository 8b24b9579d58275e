import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyReviewsList } from "~/modules/reviews";
import { myReviews } from "~/modules/reviews/index.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import reviewsPagesStylesHref from "~/styles/reviews-pages.css";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsPagesStylesHref }];

/** /account/reviews: the shopper's product and vendor reviews, with staff's reason on a hidden one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const reviews = await myReviews(context.db, user.id, context.locale);
  return data({ title: pageTitle(t, t("account:reviews.title")), reviews }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountReviews() {
  const { t } = useTranslation();
  const { reviews } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel" aria-labelledby="my-reviews-title">
      <h1 id="my-reviews-title">{t("account:reviews.title")}</h1>
      <p>{t("account:reviews.intro")}</p>
      <MyReviewsList reviews={reviews} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
