import { parseWithZod } from "~/ui/forms/parse.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { AddToCartForm } from "~/modules/catalog";
import { MANAGE_INTENTS, WishListItems, WishToggleSchema, wishlistStatus } from "~/modules/wishlists";
import { setGuestWish, setWish, wishViews } from "~/modules/wishlists/index.server";
import { getCurrentUser } from "~/platform/guards.server";
import { guestStateHeader, readGuestState } from "~/platform/guest-state.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";

export const meta = privatePageMeta;

const SIGN_IN_TO_KEEP = `/login?redirectTo=${encodeURIComponent("/account/wishlists")}`;

/**
 * GET wishlists (storefront-spec.md §7): a guest's wished products from the guest state, with
 * an invitation to sign in to keep them; a signed-in shopper's lists live in the account.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getCurrentUser(request, context)) throw redirect("/account/wishlists");
  const t = await i18next.getFixedT(request);
  const state = await readGuestState(request, context.db);
  const wishes = await wishViews(context.db, state.wished, context.locale, context.now);
  return data({ title: pageTitle(t, t("wishlist:title")), wishes }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * POST wishlists with `add_id` or `remove_id` (a variant id), or the heart's `toggle_id`. A guest's
 * wishes go to the guest state, a signed-in shopper's to their default list. The heart's fetcher
 * (`via=fetcher`) gets data; a plain post goes back to `returnTo` (the product's anchor).
 * Managing lists needs an account: a guest posting it is told to sign in.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const inPlace = formData.get("via") === "fetcher";
  const back = safeRedirectPath(formData.get("returnTo"), "/wishlists");
  const user = await getCurrentUser(request, context);
  const refuse = (status: number, key: string, values?: Record<string, string | number>) =>
    inPlace ? data({ ok: false as const, error: key }, { status }) : redirectWithToast(back, { kind: "warning", key, values });

  if ((MANAGE_INTENTS as readonly unknown[]).includes(formData.get("intent"))) {
    if (user) return refuse(400, "wishlist:errors.badRequest");
    return inPlace
      ? data({ ok: false as const, error: "account.loginRequired" }, { status: 401 })
      : redirectWithToast(SIGN_IN_TO_KEEP, { kind: "warning", key: "account.loginRequired" });
  }
  const submission = parseWithZod(formData, { schema: WishToggleSchema });
  if (submission.status !== "success") return refuse(400, "wishlist:errors.badRequest");
  const value = submission.value;
  const [variantId, want] = "add_id" in value ? [value.add_id, "add" as const] : "remove_id" in value ? [value.remove_id, "remove" as const] : [value.toggle_id, "toggle" as const];

  const headers = new Headers();
  let wished: boolean;
  if (user) {
    const result = await setWish(context.db, user.id, variantId, want, context.now);
    if (!result.ok) return refuse(wishlistStatus[result.error], result.error, result.values);
    wished = result.value.wished;
  } else {
    const state = await readGuestState(request, context.db);
    const result = await setGuestWish(context.db, state.wished, variantId, want, context.now);
    if (!result.ok) return refuse(wishlistStatus[result.error], result.error, result.values);
    const cookie = await guestStateHeader(request, context.db, { ...state, wished: result.value.ids }, context.now);
    if (cookie) headers.append("Set-Cookie", cookie);
    wished = result.value.wished;
  }
  if (inPlace) return data({ ok: true as const, wished }, { headers });
  return redirectWithToast(back, { kind: "success", key: wished ? "wishlist:toast.added" : "wishlist:toast.removed" }, { headers });
}

export default function GuestWishList() {
  const { t } = useTranslation();
  const { wishes } = useLoaderData<typeof loader>();
  return (
    <section className="wish-page" aria-labelledby="wish-title">
      <h1 id="wish-title">{t("wishlist:title")}</h1>
      {wishes.length > 0 ? (
        <>
          <p className="form-notice">
            {t("wishlist:guest.invite")}{" "}
            <Link to={SIGN_IN_TO_KEEP} className="button button-secondary">
              {t("wishlist:guest.signIn")}
            </Link>
          </p>
          <WishListItems
            wishes={wishes}
            actions={(wish) => (
              <>
                <AddToCartForm variantId={wish.variantId} maxQuantity={wish.maxQuantity} compact productName={wish.name} />
                <Form method="post" action="/wishlists">
                  <input type="hidden" name="remove_id" value={wish.variantId} />
                  <input type="hidden" name="returnTo" value="/wishlists" />
                  <button type="submit" className="button button-secondary" data-testid="wish-remove">
                    {t("wishlist:manage.remove")}
                    <span className="visually-hidden"> {wish.name}</span>
                  </button>
                </Form>
              </>
            )}
          />
        </>
      ) : (
        <div className="empty-state">
          <p>{t("auth:empty.wishlist")}</p>
          <Link className="button" to="/products">
            {t("cart.browse")}
          </Link>
        </div>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
