import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/**
 * What a refused review action (delete, helpful, report, edit of someone else's) shows, also
 * without JavaScript: the reason and the way back. Opened directly it points to the products.
 */
export function ReviewRefusal({ error, values, returnTo }: { error?: string; values?: Record<string, string | number>; returnTo?: string }) {
  const { t } = useTranslation();
  return (
    <section className="notice-page" aria-labelledby="review-refusal-title" data-testid="review-refusal">
      <h1 id="review-refusal-title">{t(error ? "reviews:errors.title" : "reviews:title")}</h1>
      {error ? <p role="alert">{t(error, values)}</p> : null}
      <Link className="button" to={returnTo ?? "/products"}>
        {t("reviews:form.backToProduct")}
      </Link>
    </section>
  );
}
