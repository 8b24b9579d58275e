import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/** Previous / next links for a showcase page's products: plain links, so paging works without JavaScript. */
export function ProductPager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (p: number) => (p === 1 ? pathname : `${pathname}?page=${p}`);
  return (
    <nav className="pagination showcase-pager" aria-label={t("showcase:pager.label")}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="page-step">
          ← {t("showcase:pager.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("showcase:pager.position", { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className="page-step">
          {t("showcase:pager.next")} →
        </Link>
      ) : null}
    </nav>
  );
}
