import { parseWithZod } from "~/ui/forms/parse.server";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { CartLines } from "~/modules/cart";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { currentCart, lineVariant, removeLine, setLineQuantity } from "~/modules/cart/index.server";
import { trackEvent, trackPageEvent } from "~/web/analytics.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { DataLayerPush } from "~/ui/layout/DataLayer";
import { ProductRail } from "~/modules/catalog";
import { recommendedFor } from "~/web/browsing.server";

import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { CartLineSchema, cartStatus } from "~/modules/cart";
import { readFormData } from "~/platform/form-body.server";

export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = context.locale;
  const t = await i18next.getFixedT(request);
  const now = context.now;
  // The recommendations do not wait on the cart (issue 36: each read over its own connection on PostgreSQL).
  const [cart, recommended] = await Promise.all([
    cartOwnerFor(request, context).then((owner) => currentCart(context.db, owner, locale, now)),
    recommendedFor(request, context, "private"),
  ]);
  const viewCart = cart && cart.lines.length > 0 ? await trackPageEvent(request, context, "view_cart", { orderId: cart.orderId }) : null;
  return data({ title: pageTitle(t, t("cart.title")), locale, cart, viewCart, recommended }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const submission = parseWithZod(await readFormData(request), { schema: CartLineSchema });
  if (submission.status !== "success") return data({ error: "cart.errors.quantityRequired", count: 0 }, { status: 400 });
  const owner = await cartOwnerFor(request, context);
  const locale = context.locale;
  const now = context.now;
  const { value } = submission;
  const removed = value.intent === "remove" ? await lineVariant(context.db, owner, value.lineId) : null;
  const result =
    value.intent === "update"
      ? await setLineQuantity(context.db, owner, value.lineId, value.quantity, locale, now)
      : await removeLine(context.db, owner, value.lineId, locale, now);
  if (!result.ok) {
    // A line that no longer exists reloads the cart instead of failing (storefront-spec.md §4).
    if (result.error === "cart.errors.lineNotFound") return redirectWithToast("/cart", { kind: "info", key: "cart.toast.reloaded" });
    return data({ error: result.error, count: result.values?.count ?? 0 }, { status: cartStatus[result.error] });
  }
  const headers = removed ? await trackEvent(request, context, "remove_from_cart", { variantId: removed.variantId, quantity: removed.quantity }) : undefined;
  return redirectWithToast("/cart", { kind: "success", key: value.intent === "update" ? "cart.toast.updated" : "cart.toast.removed" }, { headers });
}

export default function CartPage() {
  const { t } = useTranslation();
  const { cart, locale, viewCart, recommended } = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <DataLayerPush events={[viewCart]} />
      <h1 id="cart-title">{t("cart.title")}</h1>
      {problem ? (
        <p className="form-error" role="alert">
          {t(problem.error, { count: problem.count })}
        </p>
      ) : null}
      {cart && cart.lines.length > 0 ? (
        <CartLines cart={cart} locale={locale} />
      ) : (
        <div className="empty-state">
          <p>{t("cart.empty")}</p>
          <Link className="button" to="/products">
            {t("cart.browse")}
          </Link>
        </div>
      )}
      {recommended ? <ProductRail id="recommended-title" title={t("browsing:recommended.title")} products={recommended} /> : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
