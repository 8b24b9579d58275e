import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/**
 * Previous / next links of any paged list, with 'page X of Y' between them. Plain links, so paging
 * works without JavaScript; `hrefFor` builds each page's address and keeps the list's other
 * parameters (filter, sort, anchor). The catalogue's numbered pager is a different control.
 */
export function Pager({ page, pageCount, hrefFor, className }: { page: number; pageCount: number; hrefFor: (page: number) => string; className?: string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className={className ? `pager ${className}` : "pager"} aria-label={t("pager.label")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          ← {t("pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="pager-position">{t("pager.position", { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {t("pager.next")} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A list's address at one page: `?page=N`, and none for the first page (one address per page). */
export function pagedPath(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${page}`;
}
