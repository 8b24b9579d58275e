import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { CartView as Cart } from "../view-models";
import { formatMoney } from "~/kernel/money";
import { VariantLabel } from "~/modules/catalog";

/** The cart's lines, each with its own quantity and remove forms, and the totals beside them. */
export function CartLines({ cart, locale }: { cart: Cart; locale: string }) {
  const { t } = useTranslation();
  return (
    <div className="cart-layout">
      <ul className="cart-lines" aria-label={t("cart.linesLabel")}>
        {cart.lines.map((line) => (
          <li key={line.id} className="cart-line" data-testid="cart-line">
            {line.image ? <img src={line.image} alt="" width="96" height="96" loading="lazy" /> : <span className="cart-line-image" />}
            <div className="cart-line-main">
              <Link to={`/products/${line.slug}`} className="cart-line-name">
                {line.name}
              </Link>
              {line.options.length > 0 ? (
                <p className="cart-line-variant">
                  <VariantLabel options={line.options} />
                </p>
              ) : null}
              <p className="cart-line-meta">
                {line.brand} · {t("product.sku")}: {line.sku}
                {line.gift ? ` · ${t("cart.giftLine")}` : ""}
              </p>
              <p className="cart-line-price">
                {formatMoney(line.unitPrice, locale)} × {line.quantity}
              </p>
              <div className="cart-line-actions">
                <Form method="post" className="cart-quantity-form" preventScrollReset>
                  <input type="hidden" name="lineId" value={line.id} />
                  <label>
                    <span className="visually-hidden">{t("cart.quantityFor", { name: line.name })}</span>
                    <input type="number" name="quantity" defaultValue={line.quantity} min={1} max={Math.max(line.available, line.quantity)} inputMode="numeric" />
                  </label>
                  <button type="submit" name="intent" value="update" className="button button-small button-secondary">
                    {t("cart.update")}
                  </button>
                </Form>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="lineId" value={line.id} />
                  <button type="submit" name="intent" value="remove" className="link-button">
                    {t("cart.remove")}
                    <span className="visually-hidden"> {line.name}</span>
                  </button>
                </Form>
              </div>
            </div>
            <p className="cart-line-total">{formatMoney(line.lineTotal, locale)}</p>
          </li>
        ))}
      </ul>
      <aside className="cart-summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">{t("cart.summary")}</h2>
        <dl>
          <div>
            <dt>{t("cart.items", { count: cart.itemCount })}</dt>
            <dd>{formatMoney(cart.itemTotal, locale)}</dd>
          </div>
          <div>
            <dt>{t("cart.delivery")}</dt>
            <dd>{t("cart.deliveryAtCheckout")}</dd>
          </div>
          <div className="cart-total">
            <dt>{t("cart.total")}</dt>
            <dd data-testid="cart-total">{formatMoney(cart.total, locale)}</dd>
          </div>
          <div className="cart-vat">
            <dt>{t("cart.vatIncluded")}</dt>
            <dd>{formatMoney(cart.vatIncluded, locale)}</dd>
          </div>
        </dl>
        <Form method="post" action="/checkout">
          <button type="submit" className="button button-block" data-testid="checkout-button">
            {t("cart.checkout")}
          </button>
        </Form>
      </aside>
    </div>
  );
}
