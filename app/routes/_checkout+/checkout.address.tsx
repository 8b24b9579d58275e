import { parseWithZod } from "~/ui/forms/parse.server";
import { getCurrentUser } from "~/platform/guards.server";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { AddressStepForm } from "~/modules/checkout";
import { CheckoutSteps } from "~/modules/checkout";
import { OrderSummary } from "~/modules/checkout";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { trackEvent } from "~/web/analytics.server";

import { addressStepView, checkoutSummary, gateStep, saveAddressStep } from "~/modules/checkout/index.server";
import checkoutStyles from "~/styles/checkout.css";

import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { checkoutAddressSchema } from "~/modules/checkout";

export const meta = privatePageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = await gateStep(context.db, await cartOwnerFor(request, context), "address");
  if (!gate.ok) throw await redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
  const locale = context.locale;
  const [user, t] = await Promise.all([getCurrentUser(request, context), i18next.getFixedT(request, "checkout")]);
  const now = context.now;
  const view = await addressStepView(context.db, gate.order, user, locale, now);
  const summary = await checkoutSummary(context.db, gate.order, locale);
  return data({ title: pageTitle(t, t("address.title")), locale, signedIn: user !== null, ...view, summary }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const gate = await gateStep(context.db, await cartOwnerFor(request, context), "address");
  if (!gate.ok) return redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
  const user = await getCurrentUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: checkoutAddressSchema({ signedIn: user !== null }) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const now = context.now;
  const result = await saveAddressStep(context.db, gate.order, user, submission.value, now);
  if (!result.ok) {
    return data(submission.reply({ fieldErrors: result.fieldErrors, formErrors: result.formError ? [result.formError] : undefined }), { status: 400 });
  }
  const headers = await trackEvent(request, context, "add_shipping_info", { orderId: gate.order.id, deliveryType: submission.value.deliveryType });
  return redirectWithToast("/checkout/payment", { kind: "success", key: "checkout:toast.addressSaved" }, { headers });
}

export default function CheckoutAddress() {
  const { t } = useTranslation("checkout");
  const view = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <CheckoutSteps current="address" />
      <h1 id="checkout-title">{t("address.title")}</h1>
      <div className="checkout-layout">
        <AddressStepForm
          lastResult={lastResult && "status" in lastResult ? lastResult : undefined}
          defaults={view.defaults}
          savedAddresses={view.savedAddresses}
          pickupLocations={view.pickupLocations}
          slots={view.slots}
          expressOpen={view.expressOpen}
          rates={view.rates}
          freeShippingThreshold={view.freeShippingThreshold}
          signedIn={view.signedIn}
        />
        <OrderSummary lines={view.summary.lines} totals={view.summary.totals} locale={view.locale} />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
