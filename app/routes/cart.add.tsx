import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db/client.server";
import { addToCart } from "~/services/cart/cart.server";
import { trackEvent } from "~/services/analytics/analytics.server";
import { cartOwnerFor } from "~/services/cart/cart-owner.server";
import { cartTokenHeader } from "~/utils/cart-cookie.server";
import { shopLocale } from "~/utils/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/utils/request-guards.server";
import { redirectWithToast } from "~/utils/toast.server";
import { AddToCartSchema } from "~/validation/cart-forms";

/**
 * Add to cart from a product or listing page. Without JavaScript the shopper comes back to the
 * page with a toast; with it, the form posts through a fetcher and the page highlights the
 * button for 3 seconds (spec 4: justChanged).
 */
export async function action({ request }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await request.formData();
  // The enhanced form (a fetcher) stays on the page and wants the outcome as data.
  const inPlace = formData.get("via") === "fetcher";
  const submission = parseWithZod(formData, { schema: AddToCartSchema });
  if (submission.status !== "success") {
    if (inPlace) return data({ ok: false as const, error: "cart.errors.quantityRequired", available: null }, { status: 400 });
    return redirectWithToast(safeRedirectPath(formData.get("redirectTo"), "/cart"), { kind: "warning", key: "cart.errors.quantityRequired" });
  }
  const { variantId, quantity, gift, redirectTo } = submission.value;
  const locale = await shopLocale(request);
  const result = await addToCart(db(), await cartOwnerFor(request), { variantId, quantity, gift: gift === "on" }, locale, new Date());
  const back = safeRedirectPath(redirectTo, "/cart");
  if (!result.ok) {
    const key = result.error.replace("cart.", "cart.errors.");
    if (inPlace) return data({ ok: false as const, error: key, available: result.available ?? null }, { status: result.error === "cart.variantNotFound" ? 404 : 409 });
    return redirectWithToast(back, { kind: "warning", key, values: { count: result.available ?? 0 } });
  }
  const headers = await trackEvent(db(), request, "add_to_cart", { variantId, quantity }, new Date());
  if (result.newCartToken) headers.append("Set-Cookie", await cartTokenHeader(result.newCartToken));
  if (inPlace) return data({ ok: true as const, count: result.cart.itemCount }, { headers });
  return redirectWithToast(back, { kind: "success", key: "cart.toast.added", values: { count: result.cart.itemCount } }, { headers });
}

export function loader() {
  return redirect("/cart");
}
