import { useTranslation } from "~/ui/i18n";
import { formatMoney } from "~/kernel/money";
import { VariantLabel, type VariantOptionLabel } from "~/modules/catalog";

export interface SummaryLine {
  id: number;
  name: string;
  /** The variant bought (volume, size, colour), already in the page's language. */
  options?: VariantOptionLabel[];
  quantity: number;
  lineTotal: number;
}

export interface SummaryTotals {
  itemCount: number;
  itemTotal: number;
  /**
   * null: not chosen yet. Only the address step shows a summary without it, and that step is
   * where it is chosen: the summary says so, and that the total does not include it yet.
   */
  delivery: number | null;
  discounts: number;
  storeCredit: number;
  total: number;
  vatIncluded: number;
}

/** The order summary beside the checkout steps: lines and every total the spec lists. */
export function OrderSummary({ lines, totals, locale }: { lines: SummaryLine[]; totals: SummaryTotals; locale: string }) {
  const { t } = useTranslation("checkout");
  return (
    <aside className="checkout-summary cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t("summary.title")}</h2>
      <ul className="checkout-summary-lines">
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.name} <span className="muted">× {line.quantity}</span>
              {line.options && line.options.length > 0 ? <VariantLabel options={line.options} className="muted" /> : null}
            </span>
            <span>{formatMoney(line.lineTotal, locale)}</span>
          </li>
        ))}
      </ul>
      <dl>
        <div>
          <dt>{t("summary.items", { count: totals.itemCount })}</dt>
          <dd>{formatMoney(totals.itemTotal, locale)}</dd>
        </div>
        <div>
          <dt>{t("summary.delivery")}</dt>
          <dd data-testid="checkout-delivery">
            {totals.delivery === null ? t("summary.deliveryChosenHere") : totals.delivery === 0 ? t("summary.free") : formatMoney(totals.delivery, locale)}
          </dd>
        </div>
        {totals.discounts > 0 ? (
          <div>
            <dt>{t("summary.discounts")}</dt>
            <dd>−{formatMoney(totals.discounts, locale)}</dd>
          </div>
        ) : null}
        {totals.storeCredit > 0 ? (
          <div>
            <dt>{t("summary.storeCredit")}</dt>
            <dd>−{formatMoney(totals.storeCredit, locale)}</dd>
          </div>
        ) : null}
        <div className="cart-total">
          <dt>{totals.delivery === null ? t("summary.totalBeforeDelivery") : t("summary.total")}</dt>
          <dd data-testid="checkout-total">{formatMoney(totals.total, locale)}</dd>
        </div>
        <div className="cart-vat">
          <dt>{t("summary.vatIncluded")}</dt>
          <dd>{formatMoney(totals.vatIncluded, locale)}</dd>
        </div>
      </dl>
    </aside>
  );
}
