import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductDetail } from "~/modules/catalog";
import { productPage } from "~/modules/catalog/index.server";
import i18next from "~/platform/i18next.server";
import { DataLayerPush } from "~/ui/layout/DataLayer";
import { trackPageEvent } from "~/web/analytics.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.product.name} · ${data.siteName}` },
        { name: "description", content: data.product.description.slice(0, 160) },
        { property: "og:image", content: data.gallery[0]?.url ?? "" },
      ]
    : [];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const variantParam = new URL(request.url).searchParams.get("variant");
  const variantId = variantParam && /^\d{1,12}$/.test(variantParam) ? Number(variantParam) : null;
  const locale = context.locale;
  const t = await i18next.getFixedT(locale);
  const page = await productPage(context, { slug, variantId, now: context.now, locale, allProductsLabel: t("catalog.allProducts") });
  if (!page) throw data(null, { status: 404 });
  const viewItem = await trackPageEvent(request, context, "view_item", { variantId: page.variant.id });
  return { ...page, siteName: t("site.name"), viewItem };
}

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <DataLayerPush events={[page.viewItem]} />
      <ProductDetail page={page} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
