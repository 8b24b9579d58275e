import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db/client.server";
import { trackEvent } from "~/modules/analytics/analytics.server";
import { addToCart, cartErrorKey, cartErrorStatus } from "~/modules/cart/cart.server";
import { cartOwnerFor } from "~/modules/cart/cart-owner.server";
import { cartTokenHeader } from "~/modules/cart/cart-cookie.server";
import { readFormData } from "~/platform/form-body.server";
import { shopLocale } from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { AddToCartSchema } from "~/modules/cart/forms";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";

/**
 * Add to cart from a product or listing page. Without JavaScript the shopper comes back to the
 * page with a toast; with it, the form posts through a fetcher (`via=fetcher`) and gets the
 * outcome as data with a status that says what went wrong: 400 the form itself, 404 no such
 * item, 409 the stock or the item's state (a failed cart call is a failure, not a 200:
 * storefront-spec.md §4 and §8).
 */
async function postAction({ request }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const inPlace = formData.get("via") === "fetcher";
  const back = safeRedirectPath(formData.get("redirectTo"), "/cart");
  const refuse = (status: 400 | 404 | 409, error: string, available: number | null) =>
    inPlace
      ? data({ ok: false as const, error, available }, { status })
      : redirectWithToast(back, { kind: "warning", key: error, values: { count: available ?? 0 } });

  const submission = parseWithZod(formData, { schema: AddToCartSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    return refuse(400, first ?? "cart.errors.badRequest", null);
  }
  const { variantId, quantity, gift } = submission.value;
  const locale = await shopLocale(request);
  const result = await addToCart(db(), await cartOwnerFor(request), { variantId, quantity, gift: gift === "on" }, locale, new Date());
  if (!result.ok) return refuse(cartErrorStatus(result.error), cartErrorKey(result.error), result.available ?? null);

  const headers = await trackEvent(db(), request, "add_to_cart", { variantId, quantity }, new Date());
  if (result.newCartToken) headers.append("Set-Cookie", await cartTokenHeader(result.newCartToken));
  if (inPlace) return data({ ok: true as const, count: result.cart.itemCount }, { headers });
  return redirectWithToast(back, { kind: "success", key: "cart.toast.added", values: { count: result.cart.itemCount } }, { headers });
}

export function loader() {
  return redirect("/cart");
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
