import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { rememberOrderToken } from "~/web/order-access.server";
import { adjustmentAction } from "~/web/payment-step-actions.server";
import { getCurrentUser } from "~/platform/guards.server";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { CheckoutSteps } from "~/modules/checkout";
import { OrderSummary } from "~/modules/checkout";
import { PaymentStepForm } from "~/modules/checkout";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { trackEvent, trackPageEvent } from "~/web/analytics.server";
import { DataLayerPush } from "~/ui/layout/DataLayer";

import { paymentStepView } from "~/modules/checkout/index.server";
import { afterPlacingRedirect } from "~/modules/payments/index.server";
import { gateStep } from "~/modules/checkout/index.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { changeDeliverySlot, slotChoice } from "~/modules/checkout/index.server";

import checkoutStyles from "~/styles/checkout.css";
import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { PLACE_STATUS, PlaceOrderSchema, SLOT_CHANGE_STATUS } from "~/modules/checkout";

import { CouponForm, WalletForm } from "~/modules/checkout";

export const meta = privatePageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = await gateStep(context.db, await cartOwnerFor(request, context), "payment");
  if (!gate.ok) throw await redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
  const locale = context.locale;
  const [t, user] = await Promise.all([i18next.getFixedT(request, "checkout"), getCurrentUser(request, context)]);
  const now = context.now;
  const view = await paymentStepView(context.db, gate.order, locale, t, now, user?.id ?? null);
  const paymentStep = await trackPageEvent(request, context, "add_payment_info", { orderId: gate.order.id });
  return data({ title: pageTitle(t, t("payment.title")), locale, paymentStep, ...view }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const owner = await cartOwnerFor(request, context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "place");
  if (intent === "slot") {
    // "Use this time": the chosen slot went away, the shopper picks one of the next free ones.
    const gate = await gateStep(context.db, owner, "payment");
    if (!gate.ok) return redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
    const changed = await changeDeliverySlot(context.db, gate.order, String(form.get("slot") ?? "").slice(0, 40), context.now);
    if (!changed.ok) {
      if (changed.error === "checkout:errors.addressFirst") return redirectWithToast("/checkout/address", { kind: "info", key: "checkout:toast.addressFirst" });
      return data({ intent: "slot", error: changed.error as string, chosen: null as string | null, values: undefined }, { status: SLOT_CHANGE_STATUS[changed.error] });
    }
    const { label } = slotChoice(changed.value.slot, context.locale);
    return redirectWithToast("/checkout/payment", { kind: "success", key: "checkout:toast.slotChanged", values: { slot: label } });
  }
  if (intent !== "place") return adjustmentAction(request, context, intent, form);
  const submission = parseWithZod(form, { schema: PlaceOrderSchema });
  if (submission.status !== "success") {
    const first = firstError(submission.error) ?? "checkout:errors.paymentMethodRequired";
    return data({ intent: "place", error: first, chosen: null as string | null, values: undefined }, { status: 400 });
  }
  const user = await getCurrentUser(request, context);
  const locale = context.locale;
  const now = context.now;
  const origin = new URL(request.url).origin;
  const result = await placeOrder(context.db, owner, submission.value, { locale, now, origin, userId: user?.id ?? null, searchIndex: context.searchIndex });
  if (!result.ok) {
    if (result.error === "checkout:errors.cartEmpty") return redirectWithToast("/cart", { kind: "info", key: "checkout:toast.cartEmpty" });
    if (result.error === "checkout:errors.addressFirst") return redirectWithToast("/checkout/address", { kind: "info", key: "checkout:toast.addressFirst" });
    return data(
      { intent: "place", error: result.error, chosen: (submission.value.paymentMethod ?? null) as string | null, values: undefined },
      { status: PLACE_STATUS[result.error] },
    );
  }
  const headers = new Headers();
  if (result.order.user_id === null) headers.append("Set-Cookie", await rememberOrderToken(request, result.order.token));
  if (!result.repeated) {
    const tracked = await trackEvent(request, context, "purchase", { orderId: result.order.id });
    tracked.forEach((value, key) => headers.append(key, value));
  }
  const target = await afterPlacingRedirect(context.db, result.order);
  if (target.external) return redirect(target.url, { headers });
  return redirectWithToast(target.url, { kind: "success", key: "checkout:toast.placed", values: { number: result.order.number } }, { headers });
}

export default function CheckoutPayment() {
  const { t } = useTranslation("checkout");
  const view = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <DataLayerPush events={[view.paymentStep]} />
      <CheckoutSteps current="payment" />
      <h1 id="checkout-title">{t("payment.title")}</h1>
      <div className="checkout-layout">
        <div className="form-stack">
        <CouponForm applied={view.coupon} problem={problem && problem.intent !== "place" && problem.intent !== "slot" ? problem : null} />
        <WalletForm wallet={view.wallet} problem={problem && problem.intent !== "place" && problem.intent !== "slot" ? problem : null} />
        <PaymentStepForm
          nothingToPay={view.nothingToPay}
          options={view.options}
          downPaymentMethods={view.downPaymentMethods}
          placeKey={view.placeKey}
          total={view.summary.totals.total}
          recap={view.recap}
          error={problem?.intent === "place" && problem.error ? t(problem.error) : null}
          slotError={problem?.intent === "slot" && problem.error ? t(problem.error) : null}
          chosen={problem?.chosen ?? null}
        />
        </div>
        <OrderSummary lines={view.summary.lines} totals={view.summary.totals} locale={view.locale} />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
