import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { OrderListItem } from "../view-models";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { useShopFormat } from "~/ui/use-shop-format";

/**
 * Orders as a table on wide screens and as stacked cards on phones (see orders.css). `hrefFor`
 * says where a number leads (the account's or the back office's detail page); `staff` adds the
 * receiver and the payment method.
 */
export function OrderList({ orders, hrefFor, caption, staff = false }: { orders: OrderListItem[]; hrefFor: (number: string) => string; caption: string; staff?: boolean }) {
  const { t } = useTranslation("orders");
  const format = useShopFormat();
  return (
    <table className="order-table order-list" data-testid="order-list">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("list.number")}</th>
          <th scope="col">{t("list.date")}</th>
          <th scope="col">{t("list.status")}</th>
          {staff ? <th scope="col">{t("list.receiver")}</th> : null}
          {staff ? <th scope="col">{t("list.payment")}</th> : null}
          <th scope="col" className="numeric">{t("list.items")}</th>
          <th scope="col" className="numeric">{t("list.total")}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number} data-testid="order-row">
            <th scope="row" className="order-list-number">
              <Link to={hrefFor(order.number)}>{order.number}</Link>
            </th>
            <td data-label={t("list.date")}>{order.placedAt ? <time dateTime={order.placedAt}>{format.dateTime(order.placedAt)}</time> : "—"}</td>
            <td data-label={t("list.status")}>
              <OrderStatusBadge state={order.state} statusKey={order.statusKey} />
            </td>
            {staff ? <td data-label={t("list.receiver")}>{order.receiverName ?? "—"}</td> : null}
            {staff ? <td data-label={t("list.payment")}>{order.paymentMethod ? t(`payments.methods.${order.paymentMethod}`) : "—"}</td> : null}
            <td data-label={t("list.items")} className="numeric">{t("list.itemCount", { count: order.itemCount })}</td>
            <td data-label={t("list.total")} className="numeric order-strong">{format.money(order.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
