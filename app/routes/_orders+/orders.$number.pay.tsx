import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { findOrderForViewer } from "~/web/order-access.server";
import { Form, Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { formatMoney } from "~/kernel/money";
import { OrderErrorBoundary } from "~/modules/orders";
import { qpayPageView, retryOrderPayment } from "~/modules/payments/index.server";

import checkoutStyles from "~/styles/checkout.css";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { readFormData } from "~/platform/form-body.server";

/**
 * `/orders/{number}/pay`: the QPay page (QR code and bank-app links) while a QPay payment is
 * open, and the "pay again" action for a failed or overdue payment. The page re-checks with
 * QPay on every load; without JavaScript it refreshes itself, with JavaScript it polls.
 */

export const meta = privatePageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const found = await findOrderForViewer(context, request, params.number ?? "");
  if (!found.ok) throw data(null, { status: 404 });
  const origin = new URL(request.url).origin;
  const view = await qpayPageView(context.db, context.searchIndex, found.order, origin, context.now);
  if (view.kind === "done") throw redirect(`/orders/${found.order.number}`);
  const locale = context.locale;
  const t = await i18next.getFixedT(request, "checkout");
  return data({ title: pageTitle(t, t("qpay.title")), locale, number: found.order.number, ...view }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const found = await findOrderForViewer(context, request, params.number ?? "");
  if (!found.ok) throw data(null, { status: 404 });
  const form = await readFormData(request);
  if (form.get("intent") !== "retry") return data({ error: "checkout:errors.unknownAction" }, { status: 400 });
  const origin = new URL(request.url).origin;
  const result = await retryOrderPayment(context.db, found.order, { userId: found.viewer.user?.id ?? null, origin, now: context.now, searchIndex: context.searchIndex });
  if (!result.ok) return redirectWithToast(`/orders/${found.order.number}`, { kind: "warning", key: result.error });
  return redirect(result.value.url);
}

export default function QpayPage() {
  const { t } = useTranslation("checkout");
  const view = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [revalidator]);
  return (
    <section className="checkout-page qpay-page" aria-labelledby="qpay-title">
      <noscript>
        <meta httpEquiv="refresh" content="5" />
      </noscript>
      <h1 id="qpay-title">{t("qpay.title")}</h1>
      <p className="qpay-amount">
        {t("qpay.amount", { number: view.number })} <strong data-testid="qpay-amount">{formatMoney(view.amount, view.locale)}</strong>
      </p>
      {view.kind === "qpay" ? (
        <>
          <div className="qpay-qr" role="img" aria-label={t("qpay.qrLabel")} dangerouslySetInnerHTML={{ __html: view.qrSvg }} />
          <p className="field-hint">{t("qpay.scan")}</p>
          {view.links.length > 0 ? (
            <>
              <h2>{t("qpay.apps")}</h2>
              <ul className="qpay-apps">
                {view.links.map((link) => (
                  <li key={link.link}>
                    <a className="button button-secondary" href={link.link} data-testid="qpay-app-link">
                      {link.description || link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="qpay-waiting" role="status">
            {t("qpay.waiting")}
          </p>
        </>
      ) : (
        <Form method="post" className="form-stack">
          <p role="alert" className="form-error">
            {t(view.kind === "overdue" ? "qpay.overdue" : "qpay.failed")}
          </p>
          <input type="hidden" name="intent" value="retry" />
          <SubmitButton>{t("qpay.retry")}</SubmitButton>
        </Form>
      )}
      <p>
        <Link to={`/orders/${view.number}`}>{t("qpay.toOrder")}</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <OrderErrorBoundary />;
}
