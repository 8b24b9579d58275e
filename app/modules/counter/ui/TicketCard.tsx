import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { useShopFormat } from "~/ui/use-shop-format";
import type { TicketView } from "../tickets/view-models";

/** The ticket's state in words (and a mark, so colour is never the only sign). */
export function TicketState({ ticket }: { ticket: Pick<TicketView, "state" | "usedAt"> }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const words =
    ticket.state === "used" && ticket.usedAt ? t("tickets:state.usedAt", { time: format.dateTime(ticket.usedAt) }) : t(`tickets:state.${ticket.state}`);
  return (
    <span className={`ticket-state ticket-state-${ticket.state}`} data-testid="ticket-state" data-state={ticket.state}>
      <span aria-hidden="true">{ticket.state === "valid" ? "✓ " : ticket.state === "used" ? "● " : "✕ "}</span>
      {words}
    </span>
  );
}

/**
 * One e-ticket: the QR code (an SVG drawn on the server), the code as text for typing, the
 * event, its time and place, the admission and the state. `big` is the page shown at the door.
 */
export function TicketCard({ ticket, big = false, href }: { ticket: TicketView; big?: boolean; href?: string }) {
  const { t } = useTranslation();
  return (
    <article className={`ticket-card${big ? " ticket-card-big" : ""} ticket-card-${ticket.state}`} data-testid="ticket" data-code={ticket.code}>
      {ticket.qrSvg && ticket.state !== "void" ? (
        <div className="ticket-qr" role="img" aria-label={t("tickets:card.qrLabel", { code: ticket.code })} dangerouslySetInnerHTML={{ __html: ticket.qrSvg }} />
      ) : null}
      <div className="ticket-facts">
        <p className="ticket-code" data-testid="ticket-code">
          <span className="visually-hidden">{t("tickets:card.code")}: </span>
          <code>{ticket.code}</code>
        </p>
        <h3 className="ticket-event">{ticket.eventTitle}</h3>
        <dl>
          <dt>{t("tickets:card.when")}</dt>
          <dd>{ticket.when}</dd>
          <dt>{t("tickets:card.place")}</dt>
          <dd>{ticket.eventPlace}</dd>
          <dt>{t("tickets:card.admission")}</dt>
          <dd>{ticket.admission}</dd>
          <dt>{t("tickets:card.state")}</dt>
          <dd>
            <TicketState ticket={ticket} />
          </dd>
        </dl>
        {href && ticket.state === "valid" ? (
          <p>
            <Link to={href} className="button button-secondary button-small">
              {t("tickets:card.showAtDoor")}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The order page's tickets (nothing when the order has none). */
export function OrderTickets({ tickets, linkToAccount }: { tickets: TicketView[]; linkToAccount: boolean }) {
  const { t } = useTranslation();
  if (tickets.length === 0) return null;
  return (
    <section className="order-tickets" aria-labelledby="order-tickets-title" data-testid="order-tickets">
      <h2 id="order-tickets-title">{t("tickets:order.title", { count: tickets.length })}</h2>
      <p>{t("tickets:order.intro")}</p>
      <div className="ticket-list">
        {tickets.map((ticket) => (
          <TicketCard key={ticket.code} ticket={ticket} href={linkToAccount ? `/account/tickets/${ticket.code}` : undefined} />
        ))}
      </div>
    </section>
  );
}
