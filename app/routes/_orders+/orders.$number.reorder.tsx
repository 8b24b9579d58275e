import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { reorder } from "~/modules/cart/index.server";
import { notFound } from "~/platform/form-body.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";
import { redirectWithToast } from "~/platform/toast.server";
import { cartTokenHeader } from "~/web/cart-cookie.server";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { findOrderForViewer } from "~/web/order-access.server";

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/orders/${encodeURIComponent(params.number ?? "")}`);
}

/**
 * 'Order again': the order's lines that are still sold go back into the viewer's cart, each
 * capped by stock; the cart page then says what went back and what could not. Staff opening a
 * shopper's order have no cart to fill from it.
 */
async function postAction({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const lookup = await findOrderForViewer(context, request, params.number ?? "");
  if (!lookup.ok || lookup.viewer.kind === "staff") throw notFound();
  const outcome = await reorder(context.db, await cartOwnerFor(request, context), lookup.order.id, context.locale, context.now);
  const headers = new Headers();
  if (outcome.newCartToken) headers.append("Set-Cookie", await cartTokenHeader(outcome.newCartToken));
  const back = `/orders/${encodeURIComponent(lookup.order.number)}`;
  if (outcome.added === 0) {
    return redirectWithToast(back, { kind: "warning", key: "orders:toast.reorderNothing", values: { names: outcome.missing.join(", ") } }, { headers });
  }
  const partly = outcome.missing.length + outcome.reduced.length > 0;
  return redirectWithToast(
    "/cart",
    partly
      ? {
          kind: "warning",
          key: "orders:toast.reorderedPartly",
          values: { count: outcome.added, names: [...outcome.missing, ...outcome.reduced].join(", ") },
        }
      : { kind: "success", key: "orders:toast.reordered", values: { count: outcome.added } },
    { headers },
  );
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
