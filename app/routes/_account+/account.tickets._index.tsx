import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TicketCard } from "~/modules/counter";
import { holderTickets } from "~/modules/counter/index.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import ticketsStylesHref from "~/styles/tickets.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ticketsStylesHref }];

/** /account/tickets: the shopper's e-tickets, coming events first (soonest first), then used, canceled and past ones. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const tickets = await holderTickets(context.db, user.id, context.locale, context.now);
  return data({ title: pageTitle(t, t("tickets:account.title")), tickets }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountTickets() {
  const { t } = useTranslation();
  const { tickets } = useLoaderData<typeof loader>();
  const upcoming = tickets.filter((ticket) => ticket.state === "valid");
  const rest = tickets.filter((ticket) => ticket.state !== "valid");
  return (
    <section className="account-panel account-tickets" aria-labelledby="tickets-title">
      <div className="panel-heading">
        <h1 id="tickets-title">{t("tickets:account.title")}</h1>
      </div>
      {tickets.length === 0 ? (
        <p className="empty-state">
          {t("tickets:account.empty")} <Link to="/t/tours-tastings">{t("tickets:account.browse")}</Link>
        </p>
      ) : (
        <>
          <p>{t("tickets:account.intro")}</p>
          {upcoming.length > 0 ? (
            <>
              <h2>{t("tickets:account.upcoming")}</h2>
              <div className="ticket-list" data-testid="tickets-upcoming">
                {upcoming.map((ticket) => (
                  <TicketCard key={ticket.code} ticket={ticket} href={`/account/tickets/${ticket.code}`} />
                ))}
              </div>
            </>
          ) : null}
          {rest.length > 0 ? (
            <>
              <h2>{t("tickets:account.past")}</h2>
              <div className="ticket-list" data-testid="tickets-past">
                {rest.map((ticket) => (
                  <TicketCard key={ticket.code} ticket={ticket} />
                ))}
              </div>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
