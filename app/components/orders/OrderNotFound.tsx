import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Spec 8: 'No order was found' — for an unknown number and someone else's order alike. */
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
