import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/** 'Order again': a plain post, so it works without JavaScript; the cart page says what went back. */
export function ReorderForm({ number }: { number: string }) {
  const { t } = useTranslation("orders");
  return (
    <Form method="post" action={`/orders/${encodeURIComponent(number)}/reorder`} className="order-reorder">
      <button type="submit" className="button button-secondary" data-testid="reorder">
        {t("detail.reorder")}
      </button>
      <p className="order-muted">{t("detail.reorderHint")}</p>
    </Form>
  );
}
