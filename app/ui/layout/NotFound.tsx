import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/** 'Sorry, the page {path} you searched for was not found' (storefront-spec.md §2 Screens and routes). */
export function NotFound({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <section className="notice-page" aria-labelledby="not-found-title">
      <p className="notice-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t("errors.notFound", { path })}</h1>
      <div className="notice-actions">
        <Link className="button" to="/">
          {t("nav.home")}
        </Link>
        <Link className="button button-secondary" to="/products">
          {t("catalog.allProducts")}
        </Link>
      </div>
    </section>
  );
}
