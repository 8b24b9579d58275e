import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { OrderNotFound } from "./OrderNotFound";

/** The order pages' error boundary: 'No order was found' for a 404, the site's notices otherwise. */
export function OrderErrorBoundary({ backTo = "/" }: { backTo?: string }) {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <OrderNotFound backTo={backTo} />;
  const clientError = isRouteErrorResponse(error) && error.status < 500;
  return (
    <section className="notice-page" role="alert">
      <h1>{clientError ? t("errors.badRequestTitle") : t("errors.updatedTitle")}</h1>
      <p>{clientError ? t("errors.badRequest") : t("errors.updatedBody")}</p>
      <a className="button" href="/">
        {t("nav.home")}
      </a>
    </section>
  );
}
