import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { requireRole } from "~/platform/guards.server";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { OrderDetails } from "~/modules/orders";
import { OrderErrorBoundary } from "~/modules/orders";
import { StaffOrderActions } from "~/modules/orders";
import { ORDER_STATUS, StaffOrderActionSchema } from "~/modules/orders";
import { findOrderByNumber } from "~/modules/orders/index.server";
import { isCurrentOrder, type OrderState } from "~/modules/orders";
import { buildOrderView } from "~/modules/orders/index.server";
import { applyStaffOrderAction } from "~/modules/payments/index.server";

import { notFound, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import ordersStylesHref from "~/styles/orders.css";

export const meta = privatePageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStylesHref }];

async function placedOrder(context: AppLoadContext, number: string | undefined) {
  if (!number || !/^R\d{9}$/.test(number)) throw notFound();
  const order = await findOrderByNumber(context.db, number);
  if (!order || isCurrentOrder(order.state as OrderState)) throw notFound();
  return order;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const order = await placedOrder(context, params.number);
  const locale = context.locale;
  const t = await i18next.getFixedT(request, "orders");
  const view = await buildOrderView(context.db, order, locale, "staff");
  return data({ title: pageTitle(t, t("detail.title", { number: view.number })), view }, { headers: { "Cache-Control": "private, no-store" } });
}

/** One staff button: `intent=<event>` (actor "staff"), or `check_loan` to ask the lender. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireRole(request, context, "staff");
  const order = await placedOrder(context, params.number);
  const submission = parseWithZod(await readFormData(request), { schema: StaffOrderActionSchema });
  if (submission.status !== "success") {
    const intent = typeof submission.payload.intent === "string" ? submission.payload.intent : null;
    // The forms with inputs show their fields' messages; a bare button's refusal is shown above the page.
    const shownByForm = intent === "bank_transfer_received" || intent === "cancel" || intent === "return";
    const first = firstError(submission.error);
    return data({ intent, result: submission.reply(), error: shownByForm ? null : (first ?? "orders:errors.invalidTransition") }, { status: 400 });
  }
  const { intent } = submission.value;
  const result = await applyStaffOrderAction(context.db, order, submission.value, { userId: user.id, now: context.now, origin: new URL(request.url).origin, searchIndex: context.searchIndex });
  if (!result.ok) return data({ intent, result: submission.reply(), error: result.error }, { status: ORDER_STATUS[result.error] });
  const back = `/staff/orders/${encodeURIComponent(order.number)}`;
  if (intent === "check_loan") {
    const { loan } = result.value;
    const decided = loan === "approved" || loan === "declined";
    return redirectWithToast(back, { kind: decided ? "success" : "info", key: decided ? `staff:toast.loan_${loan}` : "staff:toast.loan_pending" });
  }
  return redirectWithToast(back, { kind: "success", key: `staff:toast.${intent}`, values: { number: order.number } });
}

export default function StaffOrder() {
  const { t } = useTranslation("staff");
  const { view } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="staff-page order-page">
      {actionData?.error ? (
        <p className="form-error" role="alert" data-testid="action-error">
          {t(actionData.error)}
        </p>
      ) : null}
      <OrderDetails
        view={view}
        showPayActions={false}
        back={{ to: "/staff/orders", label: t("staff:orders.backToList") }}
        actions={
          <>
            {view.customer ? (
              <section className="order-section" aria-labelledby="staff-customer-title">
                <h2 id="staff-customer-title">{t("staff:orders.customer")}</h2>
                <p>
                  {view.customer.name || "—"}
                  {view.customer.email ? (
                    <>
                      <br />
                      <a href={`mailto:${view.customer.email}`}>{view.customer.email}</a>
                    </>
                  ) : null}
                  {view.customer.phone ? (
                    <>
                      <br />
                      <a href={`tel:${view.customer.phone}`}>{view.customer.phone}</a>
                    </>
                  ) : null}
                </p>
              </section>
            ) : null}
            <StaffOrderActions actions={view.staffActions} state={view.state} owed={view.totals.owed} last={actionData} />
          </>
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <OrderErrorBoundary backTo="/staff/orders" />;
}
