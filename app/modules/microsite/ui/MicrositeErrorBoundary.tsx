import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { micrositePath } from "../locales";
import { useBrandTexts } from "./use-brand-texts";

/**
 * A microsite page's error, inside the microsite's frame and in its language: not found, another
 * refusal, or the restart notice (storefront-spec.md §2) for a crash.
 */
export function MicrositeErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { t, lang } = useBrandTexts();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, body] =
    status === 404 ? ["brand:errors.notFoundTitle", "brand:errors.notFoundBody"] : status < 500 ? ["brand:errors.refusedTitle", "brand:errors.refusedBody"] : ["brand:errors.crashTitle", "brand:errors.crashBody"];
  return (
    <section className="notice-page" role="alert" aria-labelledby="brand-error-title">
      <h1 id="brand-error-title">{t(title)}</h1>
      <p>{t(body)}</p>
      <a className="button" href={status >= 500 ? location.pathname : micrositePath(lang)}>
        {t(status >= 500 ? "brand:errors.reload" : "brand:errors.toStory")}
      </a>
    </section>
  );
}
