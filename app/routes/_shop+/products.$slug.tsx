import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductDetail } from "~/modules/catalog/ui/ProductDetail";
import { productPage } from "~/modules/catalog/product.server";
import i18next from "~/platform/i18next.server";
import { DataLayerPush } from "~/ui/layout/DataLayer";
import { db } from "~/db/client.server";
import { trackPageEvent } from "~/modules/analytics/analytics.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  const variantParam = new URL(request.url).searchParams.get("variant");
  const variantId = variantParam && /^\d{1,12}$/.test(variantParam) ? Number(variantParam) : null;
  const locale = await i18next.getLocale(request);
  const t = await i18next.getFixedT(locale);
  const page = await productPage({ slug, variantId, now: new Date(), locale, allProductsLabel: t("catalog.allProducts") });
  if (!page) throw data(null, { status: 404 });
  const viewItem = await trackPageEvent(db(), request, "view_item", { variantId: page.variant.id }, new Date());
  return { ...page, siteName: t("site.name"), viewItem };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.product.name} · ${data.siteName}` },
        { name: "description", content: data.product.description.slice(0, 160) },
        { property: "og:image", content: data.gallery[0]?.url ?? "" },
      ]
    : [];

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <DataLayerPush events={[page.viewItem]} />
      <ProductDetail page={page} />
    </>
  );
}
