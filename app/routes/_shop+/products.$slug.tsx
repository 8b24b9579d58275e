import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductDetail, ProductRail } from "~/modules/catalog";
import { CompareButton } from "~/ui/CompareButton";
import { recentlyViewedBlock } from "~/modules/browsing/index.server";
import { recordProductPageView } from "~/web/browsing.server";
import { useShopperLists } from "~/ui/shopper-lists";
import { useTranslation } from "~/ui/i18n";
import { productPage } from "~/modules/catalog/index.server";
import { ProductRequests } from "~/modules/shopper-requests";
import { productRequestsPanel } from "~/modules/shopper-requests/index.server";
import { getCurrentUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { DataLayerPush } from "~/ui/layout/DataLayer";
import { trackPageEvent } from "~/web/analytics.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import type { ProductPage } from "~/modules/catalog";
import { JsonLd, seoMeta } from "~/ui/seo";
import { breadcrumbJsonLd, productJsonLd, type ProductFacts } from "~/web/structured-data.server";
import { siteOrigin } from "~/web/site-origin.server";
import { DeferredProductReviews, type RatingSummary } from "~/modules/reviews";
import { productReviews, ProductReviewsOnServer, reviewListParams } from "~/modules/reviews/index.server";
import reviewsStylesHref from "~/styles/reviews.css";
import { productEventFacts } from "~/modules/counter/index.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: `${data.product.name} · ${data.siteName}`,
        description: data.product.description.slice(0, 160),
        path: `/products/${data.product.slug}`,
        image: data.gallery[0]?.url ?? null,
        type: "product",
      })
    : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewsStylesHref }];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const variantParam = new URL(request.url).searchParams.get("variant");
  const variantId = variantParam && /^\d{1,12}$/.test(variantParam) ? Number(variantParam) : null;
  const locale = context.locale;
  const t = await i18next.getFixedT(locale);
  // What does not wait on another read is read at once: on PostgreSQL each goes over its own
  // connection instead of one after another (issue 36).
  const [page, shopper] = await Promise.all([
    productPage(context, { slug, variantId, now: context.now, locale, allProductsLabel: t("catalog.allProducts") }),
    getCurrentUser(request, context),
  ]);
  if (!page) throw data(null, { status: 404 });
  const [viewItem, requests, { browsing, recentlyViewed }, reviews, event] = await Promise.all([
    trackPageEvent(request, context, "view_item", { variantId: page.variant.id }),
    productRequestsPanel(context.db, shopper?.id ?? null, {
      productId: page.product.id,
      variantId: page.variant.id,
      slug: page.product.slug,
      onHand: page.variant.onHand,
      sellingPrice: page.variant.sellingPrice,
    }),
    recordProductPageView(request, context, shopper, page.product.id).then(async (browsing) => ({
      browsing,
      recentlyViewed: await recentlyViewedBlock(context, browsing.viewed, { excludeId: page.product.id, locale, now: context.now, limit: RECENTLY_VIEWED_SHOWN }),
    })),
    productReviews(context.db, {
      productId: page.product.id,
      slug: page.product.slug,
      viewer: { userId: shopper?.id ?? null, isStaff: shopper ? shopper.role !== "customer" : false },
      ...reviewListParams(new URL(request.url).searchParams),
    }),
    // A ticket product names its event's time and place; written here, so the page's script gains no component.
    productEventFacts(context.db, page.product.id, locale),
  ]);
  const eventNote = event
    ? { title: t("tickets:product.title"), lines: [t("tickets:product.when", { when: event.when }), t("tickets:product.place", { place: event.place }), t("tickets:product.delivery")] }
    : null;
  const site = { origin: siteOrigin(request), locale };
  const jsonLd = [productJsonLd(site, productFacts(page, reviews.summary)), breadcrumbJsonLd(site, productCrumbs(page))];
  return data(
    { ...page, siteName: t("site.name"), eventNote, viewItem, requests, recentlyViewed, reviews, variantParam: variantId === null ? null : String(variantId), jsonLd },
    { headers: browsing.headers },
  );
}

/** The product page's recently viewed block is a rail; the account page shows all 40. */
const RECENTLY_VIEWED_SHOWN = 12;

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lists = useShopperLists();
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <DataLayerPush events={[page.viewItem]} />
      <ProductDetail
        page={page}
        requests={
          <>
            {page.eventNote ? (
              <section className="product-description" data-testid="product-event">
                <h2>{page.eventNote.title}</h2>
                {page.eventNote.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </section>
            ) : null}
            <ProductRequests panel={page.requests} />
          </>
        }
        compare={lists.comparison ? <CompareButton productId={page.product.id} compared={lists.compare.includes(page.product.id)} /> : null}
      />
      <DeferredProductReviews serverRender={ProductReviewsOnServer} view={page.reviews} productPath={`/products/${page.product.slug}`} variant={page.variantParam} />
      <ProductRail id="recently-viewed-title" title={t("browsing:recentlyViewed.title")} products={page.recentlyViewed} />
    </>
  );
}

/** The Product data says what the page shows: the chosen variant's price and stock. */
function productFacts(page: ProductPage, reviews: RatingSummary): ProductFacts {
  return {
    path: `/products/${page.product.slug}`,
    name: page.product.name,
    sku: page.product.sku,
    description: page.product.description,
    brand: page.product.brand.name,
    images: page.gallery.map((image) => image.url),
    sellingPrice: page.variant.sellingPrice,
    stock: page.variant.stock,
    // The visible reviews the page shows, the rating with the one decimal the page prints.
    reviews: reviews.total > 0 ? { average: Math.round(reviews.average * 10) / 10, count: reviews.total } : null,
  };
}

function productCrumbs(page: ProductPage) {
  return [...page.breadcrumbs.map((crumb) => ({ name: crumb.label, path: crumb.href })), { name: page.product.name }];
}

export { RouteErrorBoundary as ErrorBoundary };
