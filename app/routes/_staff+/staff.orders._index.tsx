import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/platform/guards.server";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { Pager } from "~/ui/Pager";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { OrderList } from "~/modules/orders";
import { listStaffOrders, normaliseOrderSearch, parsePage, parseStaffTab } from "~/modules/orders/index.server";

import i18next from "~/platform/i18next.server";
import ordersStylesHref from "~/styles/orders.css";

export const meta = privatePageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStylesHref }];

/** The back office's orders: by state with counts ("needs action" first), a number search, 20 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const params = new URL(request.url).searchParams;
  const query = normaliseOrderSearch(params.get("q"));
  const list = await listStaffOrders(context.db, { tab: parseStaffTab(params.get("tab")), query, page: parsePage(params.get("page")) });
  // A whole order number that matches one order opens it.
  if (query.length === 9 && list.total === 1 && list.orders[0]) throw redirect(`/staff/orders/${list.orders[0].number}`);
  const t = await i18next.getFixedT(request);
  return data({ title: pageTitle(t, t("staff:orders.title")), ...list }, { headers: { "Cache-Control": "private, no-store" } });
}

function listHref(tab: string, query: string, page: number): string {
  const search = new URLSearchParams();
  if (tab !== "needs_action") search.set("tab", tab);
  if (query) search.set("q", query);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `/staff/orders?${text}` : "/staff/orders";
}

export default function StaffOrders() {
  const { t } = useTranslation("staff");
  const { orders, tab, tabs, query, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <section className="staff-page" aria-labelledby="staff-orders-title">
      <p className="back-link">
        <Link to="/staff">← {t("orders.backToConsole")}</Link>
      </p>
      <h1 id="staff-orders-title">{t("orders.title")}</h1>
      <Form method="get" className="order-filter" role="search">
        <label htmlFor="order-search">{t("orders.search")}</label>
        <input id="order-search" type="text" name="q" defaultValue={query} inputMode="numeric" placeholder="R000000000" maxLength={12} />
        <input type="hidden" name="tab" value="all" />
        <button type="submit" className="button button-small">
          {t("orders.searchButton")}
        </button>
        {query ? (
          <Link to={listHref(tab, "", 1)} className="button button-small button-secondary">
            {t("orders.clearSearch")}
          </Link>
        ) : null}
      </Form>
      <nav className="order-tabs" aria-label={t("orders.tabsLabel")}>
        <ul>
          {tabs.map((item) => (
            <li key={item.key}>
              <Link to={listHref(item.key, query, 1)} aria-current={item.key === tab ? "page" : undefined} className={item.count === 0 ? "order-tab-empty" : undefined}>
                {t(`states.${item.key}`)} <span className="order-tab-count">{item.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {total === 0 ? (
        <div className="empty-state" data-testid="orders-empty">
          <p>{query ? t("orders.noMatch", { query }) : t("orders.empty")}</p>
        </div>
      ) : (
        <>
          <OrderList orders={orders} staff caption={t(`states.${tab}`)} hrefFor={(number) => `/staff/orders/${encodeURIComponent(number)}`} />
          <Pager page={page} pageCount={pageCount} hrefFor={(p) => listHref(tab, query, p)} />
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
