import { useTranslation } from "~/ui/i18n";
import type { OrderEventView } from "../view-models";
import { useCancelReasonText } from "./OrderNotices";
import { useShopFormat } from "~/ui/use-shop-format";

/** The order's history (order_events), oldest first: what happened, when, and by whom. */
export function OrderHistory({ events }: { events: OrderEventView[] }) {
  const { t } = useTranslation("orders");
  const format = useShopFormat();
  const reasonText = useCancelReasonText();
  if (events.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t("history.title")}</h2>
      <ol className="order-history">
        {events.map((event) => (
          <li key={event.id} data-testid="order-event">
            <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
            <span className="order-history-what">
              {t(`events.${event.event}`, { defaultValue: t("events.changed") })}
              <span className="order-muted"> · {t(`history.actors.${event.actor}`)}</span>
            </span>
            {event.note ? <span className="order-history-note">{reasonText(event.note)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
