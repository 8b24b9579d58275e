import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { cartTokenHeader } from "~/web/cart-cookie.server";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { trackEvent } from "~/web/analytics.server";
import { cartStatus } from "~/modules/cart";
import { addToCart } from "~/modules/cart/index.server";

import { readFormData } from "~/platform/form-body.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { AddToCartSchema } from "~/modules/catalog";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";

/**
 * Add to cart from a product or listing page. Without JavaScript the shopper comes back to the
 * page with a toast; with it, the form posts through a fetcher (`via=fetcher`) and gets the
 * outcome as data with a status that says what went wrong: 400 the form itself, 404 no such
 * item, 409 the stock or the item's state (a failed cart call is a failure, not a 200:
 * storefront-spec.md §4 and §8).
 */
async function postAction({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const inPlace = formData.get("via") === "fetcher";
  const back = safeRedirectPath(formData.get("redirectTo"), "/cart");
  const refuse = (status: number, error: string, available: number | null) =>
    inPlace
      ? data({ ok: false as const, error, available }, { status })
      : redirectWithToast(back, { kind: "warning", key: error, values: { count: available ?? 0 } });

  const submission = parseWithZod(formData, { schema: AddToCartSchema });
  if (submission.status !== "success") {
    const first = firstError(submission.error);
    return refuse(400, first ?? "cart.errors.badRequest", null);
  }
  const { variantId, quantity, gift } = submission.value;
  const locale = context.locale;
  const result = await addToCart(context.db, await cartOwnerFor(request, context), { variantId, quantity, gift: gift === "on" }, locale, context.now);
  if (!result.ok) {
    const available = result.values?.count;
    return refuse(cartStatus[result.error], result.error, typeof available === "number" ? available : null);
  }

  const headers = await trackEvent(request, context, "add_to_cart", { variantId, quantity });
  if (result.value.newCartToken) headers.append("Set-Cookie", await cartTokenHeader(result.value.newCartToken));
  if (inPlace) return data({ ok: true as const, count: result.value.cart.itemCount }, { headers });
  return redirectWithToast(back, { kind: "success", key: "cart.toast.added", values: { count: result.value.cart.itemCount } }, { headers });
}

export function loader() {
  return redirect("/cart");
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
