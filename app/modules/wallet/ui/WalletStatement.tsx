import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { StatementEntryView } from "../view-models";
import { useWalletFormat } from "./use-wallet-format";

function EntryWhat({ entry }: { entry: StatementEntryView }) {
  const { t } = useTranslation("wallet");
  if (entry.orderNumber) {
    return (
      <>
        {t("statement.order")}{" "}
        <Link to={`/account/orders/${encodeURIComponent(entry.orderNumber)}`} className="wallet-order-link">
          {entry.orderNumber}
        </Link>
      </>
    );
  }
  if (entry.giftCardLast4) return <>{t("statement.giftCard", { last4: entry.giftCardLast4 })}</>;
  if (entry.rechargeReference) return <>{t("statement.recharge", { reference: entry.rechargeReference })}</>;
  return <>—</>;
}

/**
 * The wallet's statement, newest first, 20 a page (`?page=`). The 'Older' link appears only when
 * there is more; a page past the end says so (store-credit lists stop when a page is empty:
 * storefront-spec.md §9 Business constants and limits). A table on wide screens, stacked cards on
 * phones (wallet.css).
 */
export function WalletStatement({ entries, page, hasMore }: { entries: StatementEntryView[]; page: number; hasMore: boolean }) {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  const href = (p: number) => (p > 1 ? `/account/wallet?page=${p}#statement` : "/account/wallet#statement");
  if (entries.length === 0) {
    return (
      <div className="empty-state" data-testid="statement-empty">
        <p>{page > 1 ? t("statement.endReached") : t("statement.empty")}</p>
        {page > 1 ? (
          <Link className="button button-secondary button-small" to={href(1)}>
            {t("statement.latest")}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <table className="wallet-table" data-testid="wallet-statement">
        <caption className="visually-hidden">{t("statement.caption", { page })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("statement.date")}</th>
            <th scope="col">{t("statement.kind")}</th>
            <th scope="col">{t("statement.what")}</th>
            <th scope="col" className="numeric">{t("statement.amount")}</th>
            <th scope="col" className="numeric">{t("statement.balanceAfter")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="statement-row">
              <th scope="row" className="wallet-table-lead">
                <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
              </th>
              <td data-label={t("statement.kind")}>
                <span className="wallet-cell">
                  <span className="wallet-reason">{t(`reasons.${entry.reason}`)}</span>
                  <span className={`wallet-kind wallet-kind-${entry.kind}`}>{t(`kinds.${entry.kind}`)}</span>
                </span>
              </td>
              <td data-label={t("statement.what")}>
                <span className="wallet-cell">
                  <EntryWhat entry={entry} />
                </span>
              </td>
              <td data-label={t("statement.amount")} className={`numeric wallet-amount ${entry.amount > 0 ? "wallet-credit" : "wallet-debit"}`}>
                {format.signed(entry.amount)}
              </td>
              <td data-label={t("statement.balanceAfter")} className="numeric">
                {format.money(entry.balanceAfter)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page > 1 || hasMore ? (
        <nav className="wallet-paging" aria-label={t("statement.pagingLabel")}>
          {page > 1 ? (
            <Link className="button button-secondary button-small" to={href(page - 1)} rel="prev">
              {t("statement.newer")}
            </Link>
          ) : (
            <span />
          )}
          <span className="wallet-paging-status">{t("statement.page", { page })}</span>
          {hasMore ? (
            <Link className="button button-secondary button-small" to={href(page + 1)} rel="next" data-testid="statement-older">
              {t("statement.older")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
