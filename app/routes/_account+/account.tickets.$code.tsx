import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TicketCard } from "~/modules/counter";
import { holderTicket } from "~/modules/counter/index.server";
import { notFound } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import ticketsStylesHref from "~/styles/tickets.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ticketsStylesHref }];

/** /account/tickets/{code}: one ticket with a big QR code, to show at the door on a phone. Someone else's ticket (or no such code) is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const ticket = await holderTicket(context.db, user.id, params.code ?? "", context.locale, context.now);
  if (!ticket) throw notFound();
  const t = await i18next.getFixedT(request);
  return data({ title: pageTitle(t, t("tickets:account.bigTitle", { event: ticket.eventTitle })), ticket }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountTicket() {
  const { t } = useTranslation();
  const { ticket } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel account-ticket" aria-labelledby="ticket-title">
      <p className="back-link">
        <Link to="/account/tickets">← {t("tickets:account.back")}</Link>
      </p>
      <h1 id="ticket-title">{t("tickets:account.bigTitle", { event: ticket.eventTitle })}</h1>
      <p>{t("tickets:account.bigHint")}</p>
      <TicketCard ticket={ticket} big />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
