import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { clientErrorText } from "~/platform/client-error-text";
import { NotFound } from "./NotFound";

/**
 * The error boundary of a route tree (docs/architecture.md, "Routes"): inside the page's layout,
 * a 404 is 'page not found', another 4xx its translated message, and a crash the restart notice
 * (storefront-spec.md §2). The root's boundary catches what a tree's own cannot render.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound path={location.pathname} />;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const { titleKey, messageKey } = clientErrorText(error.status, error.data);
    return (
      <section className="notice-page" role="alert">
        <h1>{t(titleKey)}</h1>
        <p>{t(messageKey)}</p>
        <a className="button" href="/">
          {t("nav.home")}
        </a>
      </section>
    );
  }
  return (
    <section className="notice-page" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t("errors.updatedTitle")}</h1>
      <p>{t("errors.updatedBody")}</p>
      <a className="button" href={location.pathname}>
        {t("errors.restart")}
      </a>
    </section>
  );
}
