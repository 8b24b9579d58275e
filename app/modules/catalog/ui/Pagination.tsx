import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { pageWindow } from "../domain/catalog";
import { listingHref } from "../domain/listing-query";

/** Plain links, so paging works with JavaScript off and every page has its own address. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (p: number) => listingHref(pathname, params, { page: p === 1 ? null : String(p) });
  return (
    <nav className="pagination" aria-label={t("catalog.pagination")}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="page-step">
          ← {t("catalog.previous")}
        </Link>
      ) : null}
      <ol>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="page-gap">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className="page-current">
                  <span className="visually-hidden">{t("catalog.page")} </span>
                  {p}
                </span>
              ) : (
                <Link to={href(p)} aria-label={t("catalog.goToPage", { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className="page-step">
          {t("catalog.next")} →
        </Link>
      ) : null}
    </nav>
  );
}
