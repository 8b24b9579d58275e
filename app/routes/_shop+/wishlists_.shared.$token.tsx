import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { AddToCartForm } from "~/modules/catalog";
import { WishListItems } from "~/modules/wishlists";
import { sharedWishList } from "~/modules/wishlists/index.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { pageTitle } from "~/ui/layout/private-page-meta";

import { notFound } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A shared list is for whoever holds the link, never for search engines. */
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The loader's headers reach the page itself: `X-Robots-Tag` and no caching of someone's list. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /wishlists/shared/{token}: a read-only list with live prices and stock; a revoked or unknown token is a 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (!TOKEN.test(token)) throw notFound();
  const list = await sharedWishList(context.db, token, context.locale, context.now);
  if (!list) throw notFound();
  const t = await i18next.getFixedT(request);
  const name = list.name ?? t("wishlist:shared.title");
  return data(
    { title: pageTitle(t, name), name, wishes: list.wishes },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } },
  );
}

export default function SharedWishList() {
  const { t } = useTranslation();
  const { name, wishes } = useLoaderData<typeof loader>();
  return (
    <section className="wish-page" aria-labelledby="wish-title">
      <h1 id="wish-title">{name}</h1>
      <p className="form-notice">{t("wishlist:shared.note")}</p>
      {wishes.length > 0 ? (
        <WishListItems wishes={wishes} actions={(wish) => <AddToCartForm variantId={wish.variantId} maxQuantity={wish.maxQuantity} compact productName={wish.name} />} />
      ) : (
        <p>{t("auth:empty.wishlist")}</p>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
