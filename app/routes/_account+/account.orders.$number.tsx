import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { findOrderForViewer } from "~/web/order-access.server";
import { shopperCancelAction } from "~/web/order-cancel-action.server";
import { requireUser } from "~/platform/guards.server";
import type { AppLoadContext } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { ReorderForm } from "~/modules/orders";
import { CancelOrderForm } from "~/modules/orders";
import { OrderDetails } from "~/modules/orders";
import { OrderErrorBoundary } from "~/modules/orders";

import { buildOrderView } from "~/modules/orders/index.server";
import { settleWaitingOrder } from "~/modules/payments/index.server";

import { notFound } from "~/platform/form-body.server";

import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import ordersStylesHref from "~/styles/orders.css";
import ticketsStylesHref from "~/styles/tickets.css";
import { OrderTickets } from "~/modules/counter";
import { orderTickets } from "~/modules/counter/index.server";

export const meta = privatePageMeta;
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersStylesHref },
  { rel: "stylesheet", href: ticketsStylesHref },
];

/** The signed-in shopper's own order: one of theirs, or 404 ('No order was found'). */
async function ownOrder(request: Request, context: AppLoadContext, number: string | undefined) {
  const user = await requireUser(request, context);
  const lookup = await findOrderForViewer(context, request, number ?? "");
  if (!lookup.ok || lookup.viewer.kind !== "owner") throw notFound();
  return { user, order: lookup.order };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await ownOrder(request, context, params.number);
  const locale = context.locale;
  const t = await i18next.getFixedT(request, "orders");
  // A GET may settle: asking the provider again is an idempotent re-check (docs/decisions/023-payment-callbacks-are-hints.md).
  const settled = await settleWaitingOrder(context.db, context.searchIndex, order, new URL(request.url).origin, context.now);
  const view = await buildOrderView(context.db, settled, locale, "shopper");
  const tickets = await orderTickets(context.db, settled.id, locale, context.now);
  return data({ title: pageTitle(t, t("detail.title", { number: view.number })), view, tickets }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Cancel before shipment, as on /orders/{number}. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const { user, order } = await ownOrder(request, context, params.number);
  return shopperCancelAction(request, context, order, user.id, `/account/orders/${encodeURIComponent(order.number)}`);
}

export default function AccountOrder() {
  const { t } = useTranslation("orders");
  const { view, tickets } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="account-panel order-page">
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {t(actionData.error)}
        </p>
      ) : null}
      <OrderTickets tickets={tickets} linkToAccount />
      <OrderDetails
        view={view}
        back={{ to: "/account/orders", label: t("list.back") }}
        actions={
          <>
            {view.canCancel ? <CancelOrderForm state={view.state} lastResult={actionData?.result} /> : null}
            <ReorderForm number={view.number} />
          </>
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <OrderErrorBoundary backTo="/account/orders" />;
}
