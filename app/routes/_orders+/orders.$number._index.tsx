import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { findOrderForViewer, rememberOrderToken } from "~/web/order-access.server";
import { shopperCancelAction } from "~/web/order-cancel-action.server";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { CancelOrderForm, ReorderForm } from "~/modules/orders";
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

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * An order's page for its owner, staff, or whoever holds its token. A token in the URL (the
 * order e-mail's link) is swapped for the `order_access` cookie and a clean URL, so it does not
 * linger in history or Referer (docs/decisions/024-order-page-access.md).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lookup = await findOrderForViewer(context, request, params.number ?? "");
  if (!lookup.ok) throw notFound();
  const url = new URL(request.url);
  if (url.searchParams.has("token")) {
    const headers = new Headers(NO_STORE);
    if (lookup.tokenFromUrl) headers.append("Set-Cookie", await rememberOrderToken(request, lookup.order.token));
    url.searchParams.delete("token");
    throw redirect(`${url.pathname}${url.search}`, { headers });
  }
  const locale = context.locale;
  const t = await i18next.getFixedT(request, "orders");
  // A GET may settle: asking the provider again is an idempotent re-check (docs/decisions/023-payment-callbacks-are-hints.md).
  const order = await settleWaitingOrder(context.db, context.searchIndex, lookup.order, url.origin, context.now);
  // The order's e-tickets (issued when it was paid): whoever may see the order sees them.
  const [view, tickets] = await Promise.all([buildOrderView(context.db, order, locale, "shopper"), orderTickets(context.db, order.id, locale, context.now)]);
  const isStaff = lookup.viewer.kind === "staff";
  // Staff who open the shopper's page act from the back office instead.
  if (isStaff) view.canCancel = false;
  return data(
    {
      title: pageTitle(t, t("detail.title", { number: view.number })),
      view,
      tickets,
      ticketLinks: lookup.viewer.kind === "owner",
      staffHref: isStaff ? `/staff/orders/${encodeURIComponent(view.number)}` : null,
    },
    { headers: NO_STORE },
  );
}

/** The shopper cancels before shipment (intent=cancel with a reason). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const lookup = await findOrderForViewer(context, request, params.number ?? "");
  if (!lookup.ok || lookup.viewer.kind === "staff") throw notFound();
  return shopperCancelAction(request, context, lookup.order, lookup.viewer.user?.id ?? null, `/orders/${encodeURIComponent(lookup.order.number)}`);
}

export default function OrderPage() {
  const { t } = useTranslation("orders");
  const { view, staffHref, tickets, ticketLinks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="order-page">
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {t(actionData.error)}
        </p>
      ) : null}
      <OrderTickets tickets={tickets} linkToAccount={ticketLinks} />
      <OrderDetails
        view={view}
        actions={
          <>
            {view.canCancel ? <CancelOrderForm state={view.state} lastResult={actionData?.result} /> : null}
            {staffHref ? null : <ReorderForm number={view.number} />}
            {staffHref ? (
              <p>
                <Link className="button button-secondary" to={staffHref}>
                  {t("detail.openInConsole")}
                </Link>
              </p>
            ) : null}
          </>
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <OrderErrorBoundary />;
}
