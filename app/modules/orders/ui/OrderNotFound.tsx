import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/**
 * 'No order was found' (storefront-spec.md §8 The error catalogue) for an unknown number and
 * someone else's order alike, so the page does not reveal which orders exist
 * (docs/decisions/024-order-page-access.md).
 */
export function OrderNotFound({ backTo = "/" }: { backTo?: string }) {
  const { t } = useTranslation("orders");
  return (
    <section className="notice-page" aria-labelledby="order-not-found-title">
      <p className="notice-code" aria-hidden="true">
        404
      </p>
      <h1 id="order-not-found-title">{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <div className="notice-actions">
        <Link className="button" to={backTo}>
          {backTo === "/" ? t("common:nav.home") : t("notFound.back")}
        </Link>
      </div>
    </section>
  );
}
