import { useTranslation } from "~/ui/i18n";
import { statusTone } from "./use-order-format";

/** The order's status label (storefront-spec.md §4), coloured by how the order stands. */
export function OrderStatusBadge({ state, statusKey }: { state: string; statusKey: string }) {
  const { t } = useTranslation("orders");
  return (
    <span className={`order-status order-status-${statusTone(state)}`} data-testid="order-status" data-state={state}>
      {t(statusKey)}
    </span>
  );
}
