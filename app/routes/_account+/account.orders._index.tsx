import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/platform/guards.server";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { Pager } from "~/ui/Pager";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { OrderList } from "~/modules/orders";
import { SHOPPER_FILTER_KEYS, listShopperOrders, parsePage, parseShopperFilter } from "~/modules/orders/index.server";

import i18next from "~/platform/i18next.server";
import ordersStylesHref from "~/styles/orders.css";

export const meta = privatePageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStylesHref }];

/** My orders: the signed-in shopper's placed orders, newest first, filtered by status, 20 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const t = await i18next.getFixedT(request);
  const list = await listShopperOrders(context.db, user.id, { filter: parseShopperFilter(params.get("filter")), page: parsePage(params.get("page")) });
  return data({ title: pageTitle(t, t("common:nav.myOrders")), filters: SHOPPER_FILTER_KEYS, ...list }, { headers: { "Cache-Control": "private, no-store" } });
}

function listHref(filter: string, page: number): string {
  const search = new URLSearchParams();
  if (filter !== "all") search.set("filter", filter);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `/account/orders?${query}` : "/account/orders";
}

export default function AccountOrders() {
  const { t } = useTranslation("orders");
  const { orders, filter, filters, page, pageCount, total } = useLoaderData<typeof loader>();
  const filtered = filter !== "all";
  return (
    <section className="account-panel" aria-labelledby="orders-title">
      <div className="panel-heading">
        <h1 id="orders-title">{t("common:nav.myOrders")}</h1>
      </div>
      {total > 0 || filtered ? (
        <Form method="get" className="order-filter" role="search" aria-label={t("list.filterLabel")}>
          <label htmlFor="order-filter">{t("list.filter")}</label>
          <select id="order-filter" name="filter" defaultValue={filter} key={filter}>
            {filters.map((key) => (
              <option key={key} value={key}>
                {t(`list.filters.${key}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-small button-secondary">
            {t("list.filterButton")}
          </button>
        </Form>
      ) : null}
      {total === 0 ? (
        <div className="empty-state" data-testid="orders-empty">
          <p>{filtered ? t("list.emptyFilter") : t("list.empty")}</p>
          {filtered ? (
            <Link className="button" to="/account/orders">
              {t("list.showAll")}
            </Link>
          ) : (
            <Link className="button" to="/products">
              {t("list.browse")}
            </Link>
          )}
        </div>
      ) : (
        <>
          <OrderList orders={orders} caption={t("common:nav.myOrders")} hrefFor={(number) => `/account/orders/${encodeURIComponent(number)}`} />
          <Pager page={page} pageCount={pageCount} hrefFor={(p) => listHref(filter, p)} />
        </>
      )}
    </section>
  );
}
