import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/**
 * Add a product to the compare list, or take it off: a plain form post to /compare that comes
 * back to this page (with or without JavaScript). Rendered only when comparison is on.
 */
export function CompareButton({ productId, compared, productName, onCard = false }: { productId: number; compared: boolean; productName?: string; onCard?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/compare" className="compare-toggle" preventScrollReset>
      <input type="hidden" name="intent" value={compared ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="button button-secondary button-small compare-button" aria-pressed={compared} data-testid={onCard ? "card-compare-toggle" : "compare-toggle"}>
        {compared ? t("browsing:compare.remove") : t("browsing:compare.add")}
        {productName ? <span className="visually-hidden"> {productName}</span> : null}
      </button>
    </Form>
  );
}
