import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { trackEvent } from "~/web/analytics.server";

import { beginCheckout, gateStep } from "~/modules/checkout/index.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { readFormData } from "~/platform/form-body.server";
import { redirectWithToast } from "~/platform/toast.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";

/** `/checkout`: the cart's button posts here (begin_checkout); a plain visit goes to the address step. */
export function loader() {
  return redirect("/checkout/address");
}

async function postAction({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  // No field is read, but only a form post is one: anything else is refused and changes nothing.
  await readFormData(request);
  const owner = await cartOwnerFor(request, context);
  const gate = await gateStep(context.db, owner, "address");
  if (!gate.ok) return redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
  const now = context.now;
  await beginCheckout(context.db, gate.order, now);
  const headers = await trackEvent(request, context, "begin_checkout", { order: gate.order });
  return redirect("/checkout/address", { headers });
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
