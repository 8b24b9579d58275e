import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/** Previous / next links for a paged list; `hrefFor` keeps the list's other parameters. */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation("orders");
  if (pageCount <= 1) return null;
  return (
    <nav className="order-pagination" aria-label={t("paging.label")}>
      {page > 1 ? (
        <Link className="button button-secondary button-small" to={hrefFor(page - 1)} rel="prev">
          {t("paging.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="order-pagination-status">{t("paging.pageOf", { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link className="button button-secondary button-small" to={hrefFor(page + 1)} rel="next">
          {t("paging.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
