import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ShowcaseBreadcrumbs } from "~/modules/pages";
import { VendorReviewsBlock } from "~/modules/reviews";
import { vendorReviews } from "~/modules/reviews/index.server";
import { VENDOR_STATUS, VendorDetail } from "~/modules/vendors";
import { vendorPage } from "~/modules/vendors/index.server";
import { getCurrentUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import reviewsPagesStylesHref from "~/styles/reviews-pages.css";
import reviewsStylesHref from "~/styles/reviews.css";
import showcaseStylesHref from "~/styles/showcase.css";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.page.vendor.name} · ${data.siteName}`,
        description: data.page.vendor.description,
        path: `/vendors/${data.page.vendor.code}`,
        image: data.page.vendor.logo,
      })
    : [];

export const links = () => [
  { rel: "stylesheet", href: showcaseStylesHref },
  { rel: "stylesheet", href: reviewsStylesHref },
  { rel: "stylesheet", href: reviewsPagesStylesHref },
];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
// The review tables move the page revision (migration 0021), so a new or hidden review shows at once.
export const headers = anonymousPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const result = await vendorPage(context, params.code ?? "", { locale: context.locale, now: context.now });
  if (!result.ok) throw data(null, { status: VENDOR_STATUS[result.error] });
  const user = await getCurrentUser(request, context);
  const reviewPage = Number(new URL(request.url).searchParams.get("reviewPage"));
  const reviews = await vendorReviews(context.db, {
    vendorCode: result.value.vendor.code,
    viewer: { userId: user?.id ?? null, isStaff: user ? user.role !== "customer" : false },
    page: Number.isInteger(reviewPage) && reviewPage >= 1 && reviewPage <= 10_000 ? reviewPage : 1,
  });
  if (!reviews.ok) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return { page: result.value, reviews: reviews.value, siteName: t("site.name") };
}

export default function VendorRoute() {
  const { page, reviews } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <ShowcaseBreadcrumbs
        crumbs={[
          { label: t("showcase:vendors.title"), path: "/vendors" },
          { label: page.vendor.name, path: `/vendors/${page.vendor.code}` },
        ]}
      />
      <VendorDetail page={page} />
      <VendorReviewsBlock reviews={reviews} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
