import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/ui/i18n";
import type { OrderView } from "../view-models";
import { OrderNotices } from "./OrderNotices";
import { OrderHistory } from "./OrderHistory";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { useShopFormat } from "~/ui/use-shop-format";
import { formatShopWindow } from "~/kernel/dates";
import { siteConfig } from "~/config/site";
import { VariantLabel } from "~/modules/catalog";

/**
 * One order's page, shared by `/orders/{number}`, `/account/orders/{number}` and the
 * staff console: what was ordered, what it costs, how it is paid and delivered, and its history.
 * `actions` is the page's own part (the shopper's cancel form, the staff buttons).
 */
export function OrderDetails({
  view,
  actions,
  back,
  showPayActions = true,
}: {
  view: OrderView;
  actions?: ReactNode;
  back?: { to: string; label: string };
  showPayActions?: boolean;
}) {
  const { t } = useTranslation("orders");
  const format = useShopFormat();
  const { totals, delivery, vat, instalment } = view;

  return (
    <article className="order-detail" aria-labelledby="order-title" data-testid="order-detail">
      <header className="order-header">
        {back ? (
          <p className="back-link">
            <Link to={back.to}>← {back.label}</Link>
          </p>
        ) : null}
        <h1 id="order-title">{t("detail.title", { number: view.number })}</h1>
        <dl className="order-meta">
          <div>
            <dt>{t("detail.number")}</dt>
            <dd className="order-number">{view.number}</dd>
          </div>
          {view.placedAt ? (
            <div>
              <dt>{t("detail.placedAt")}</dt>
              <dd>
                <time dateTime={view.placedAt}>{format.dateTime(view.placedAt)}</time>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t("detail.status")}</dt>
            <dd>
              <OrderStatusBadge state={view.state} statusKey={view.statusKey} />
            </dd>
          </div>
        </dl>
      </header>

      <OrderNotices view={view} showPayActions={showPayActions} />

      <div className="order-grid">
        <div className="order-main">
          <section className="order-section" aria-labelledby="order-lines-title">
            <h2 id="order-lines-title">{t("lines.title", { count: totals.itemCount })}</h2>
            <table className="order-table order-lines">
              <thead>
                <tr>
                  <th scope="col">{t("lines.product")}</th>
                  <th scope="col">{t("lines.sku")}</th>
                  <th scope="col" className="numeric">{t("lines.quantity")}</th>
                  <th scope="col" className="numeric">{t("lines.unitPrice")}</th>
                  <th scope="col" className="numeric">{t("lines.lineTotal")}</th>
                </tr>
              </thead>
              <tbody>
                {view.lines.map((line) => (
                  <tr key={line.id} data-testid="order-line">
                    <th scope="row" className="order-line-product">
                      <Link to={`/products/${line.slug}`}>{line.name}</Link>
                      <span className="order-line-brand">{line.brand}</span>
                      <VariantLabel options={line.options} className="order-line-variant" />
                      {line.gift ? <span className="order-line-gift">{t("lines.gift")}</span> : null}
                    </th>
                    <td data-label={t("lines.sku")}>{line.sku}</td>
                    <td data-label={t("lines.quantity")} className="numeric">{line.quantity}</td>
                    <td data-label={t("lines.unitPrice")} className="numeric">{format.money(line.unitPrice)}</td>
                    <td data-label={t("lines.lineTotal")} className="numeric order-strong">{format.money(line.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section className="order-section order-totals" aria-labelledby="order-totals-title">
            <h2 id="order-totals-title">{t("totals.title")}</h2>
            <dl>
              <div>
                <dt>{t("totals.items")}</dt>
                <dd>{format.money(totals.items)}</dd>
              </div>
              <div>
                <dt>{t("totals.delivery")}</dt>
                <dd>{totals.delivery > 0 ? format.money(totals.delivery) : t("totals.free")}</dd>
              </div>
              {totals.discounts > 0 ? (
                <div>
                  <dt>{t("totals.discounts")}</dt>
                  <dd>{format.money(-totals.discounts)}</dd>
                </div>
              ) : null}
              {totals.storeCredit > 0 ? (
                <div>
                  <dt>{t("totals.storeCredit")}</dt>
                  <dd>{format.money(-totals.storeCredit)}</dd>
                </div>
              ) : null}
              <div className="order-total">
                <dt>{t("totals.total")}</dt>
                <dd data-testid="order-total">{format.money(totals.total)}</dd>
              </div>
              <div className="order-vat">
                <dt>{t("totals.vat")}</dt>
                <dd>{format.money(totals.vat)}</dd>
              </div>
              {totals.paid > 0 ? (
                <div>
                  <dt>{t("totals.paid")}</dt>
                  <dd>{format.money(totals.paid)}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section className="order-section" aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title">{t("delivery.title")}</h2>
            <dl className="order-facts">
              {delivery.type ? (
                <div>
                  <dt>{t("delivery.type")}</dt>
                  <dd>{t(`delivery.types.${delivery.type}`)}</dd>
                </div>
              ) : null}
              {delivery.type !== "pickup" ? (
                <div>
                  <dt>{t("delivery.cost")}</dt>
                  <dd>{delivery.cost > 0 ? format.money(delivery.cost) : t("totals.free")}</dd>
                </div>
              ) : null}
              {delivery.address ? (
                <div>
                  <dt>{t("delivery.address")}</dt>
                  <dd>{delivery.address}</dd>
                </div>
              ) : null}
              {delivery.pickup ? (
                <div>
                  <dt>{t("delivery.pickup")}</dt>
                  <dd>
                    <strong>{delivery.pickup.name}</strong>
                    <br />
                    {delivery.pickup.address}
                    <br />
                    {t("delivery.hours", { from: delivery.pickup.opensAt, to: delivery.pickup.closesAt })}
                  </dd>
                </div>
              ) : null}
              {delivery.window ? (
                <div>
                  <dt>{delivery.type === "pickup" ? t("delivery.pickupWindow") : t("delivery.window")}</dt>
                  <dd>
                    {/* The shop's one wording of a window (kernel formatShopWindow), as the payment step shows it. */}
                    <time dateTime={delivery.window.from} data-testid="order-delivery-window">
                      {formatShopWindow(delivery.window.from, delivery.window.to, format.locale, siteConfig.timeZone)}
                    </time>
                  </dd>
                </div>
              ) : null}
              {view.deliveredAt ? (
                <div>
                  <dt>{t("delivery.deliveredAt")}</dt>
                  <dd>
                    <time dateTime={view.deliveredAt}>{format.dateTime(view.deliveredAt)}</time>
                  </dd>
                </div>
              ) : null}
              {delivery.receiverName ? (
                <div>
                  <dt>{t("delivery.receiver")}</dt>
                  <dd>{delivery.receiverName}</dd>
                </div>
              ) : null}
              {delivery.receiverPhone ? (
                <div>
                  <dt>{t("delivery.phone")}</dt>
                  <dd>
                    <a href={`tel:${delivery.receiverPhone}`}>{delivery.receiverPhone}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section className="order-section" aria-labelledby="order-payments-title">
            <h2 id="order-payments-title">{t("payments.title")}</h2>
            {view.paymentMethod ? (
              <p>
                {t("payments.chosen")}: <strong>{t(`payments.methods.${view.paymentMethod}`)}</strong>
              </p>
            ) : null}
            {view.payments.length === 0 ? (
              <p className="order-muted">{t("payments.none")}</p>
            ) : (
              <ul className="order-payments">
                {view.payments.map((payment) => (
                  <li key={payment.id} data-testid="order-payment">
                    <span>
                      {t(`payments.methods.${payment.method}`)}
                      {payment.purpose !== "full" ? ` · ${t(`payments.purposes.${payment.purpose}`)}` : ""}
                    </span>
                    <span className="order-strong">{format.money(payment.amount)}</span>
                    <span className={`payment-state payment-state-${payment.state}`}>{t(`payments.states.${payment.state}`)}</span>
                    <time dateTime={payment.completedAt ?? payment.createdAt}>{format.dateTime(payment.completedAt ?? payment.createdAt)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <OrderHistory events={view.events} />
        </div>

        <div className="order-side">
          {instalment ? (
            <section className="order-section" aria-labelledby="order-instalment-title">
              <h2 id="order-instalment-title">{t("instalment.title")}</h2>
              <dl className="order-facts order-facts-compact">
                <div>
                  <dt>{t("instalment.downPayment")}</dt>
                  <dd>
                    {format.money(instalment.downPayment)}
                    {instalment.downPaymentMethod ? ` (${t(`payments.methods.${instalment.downPaymentMethod}`)})` : ""}
                  </dd>
                </div>
                <div>
                  <dt>{t("instalment.financed", { lender: instalment.lender })}</dt>
                  <dd>{format.money(instalment.financed)}</dd>
                </div>
                {instalment.loanState ? (
                  <div>
                    <dt>{t("instalment.loan")}</dt>
                    <dd>{t(`instalment.loanStates.${instalment.loanState}`)}</dd>
                  </div>
                ) : null}
              </dl>
            </section>
          ) : null}

          <section className="order-section" aria-labelledby="order-vat-title">
            <h2 id="order-vat-title">{t("vat.title")}</h2>
            <dl className="order-facts order-facts-compact">
              <div>
                <dt>{t("vat.receiver")}</dt>
                <dd>{t(`vat.kinds.${vat.kind}`)}</dd>
              </div>
              {vat.kind === "organisation" && vat.organisationName ? (
                <div>
                  <dt>{t("vat.organisationName")}</dt>
                  <dd>{vat.organisationName}</dd>
                </div>
              ) : null}
              {vat.registryNumber ? (
                <div>
                  <dt>{t("vat.registry")}</dt>
                  <dd>{vat.registryNumber}</dd>
                </div>
              ) : null}
              {vat.eReceipt !== "not_required" ? (
                <div>
                  <dt>{t("vat.eReceipt")}</dt>
                  <dd>{t(`vat.eReceiptStates.${vat.eReceipt}`)}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          {actions}
        </div>
      </div>
    </article>
  );
}
