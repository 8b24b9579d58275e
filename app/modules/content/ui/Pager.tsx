import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/** Previous / next links of a paged list (plain links: works without JavaScript). */
export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation("content");
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          ← {t("pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span>{t("pager.position", { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {t("pager.next")} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
